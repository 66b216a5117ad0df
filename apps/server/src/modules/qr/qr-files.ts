import PDFDocument from 'pdfkit';
import { loadQrCode } from '../../lib/load-on-use.ts';
import { drawCenteredLine, registerPdfFonts, type PdfText } from '../../lib/pdf-text.ts';

/*
 * QR images and the printable sheet. Error correction 'M' survives a smudged or partly torn
 * table sticker while keeping the modules large enough for old phone cameras.
 */

const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 2 } as const;

/** A 1024 px PNG: sharp enough to print at table-tent size. */
export function qrPng(url: string): Promise<Buffer> {
  return loadQrCode().toBuffer(url, { ...QR_OPTIONS, type: 'png', width: 1024 });
}

export function qrSvg(url: string): Promise<string> {
  return loadQrCode().toString(url, { ...QR_OPTIONS, type: 'svg' });
}

export interface SheetEntry {
  url: string;
  /** e.g. "Table 5" */
  label: string;
}

/**
 * The code as filled squares, one path per code: sharp at any print size, and a tenth of the
 * work of encoding a PNG per code that pdfkit would then decode and compress again.
 */
function drawQrCode(doc: PDFKit.PDFDocument, url: string, box: { x: number; y: number; size: number }): void {
  const { modules } = loadQrCode().create(url, { errorCorrectionLevel: QR_OPTIONS.errorCorrectionLevel });
  const unit = box.size / (modules.size + QR_OPTIONS.margin * 2);
  const left = box.x + QR_OPTIONS.margin * unit;
  const top = box.y + QR_OPTIONS.margin * unit;
  for (let row = 0; row < modules.size; row += 1) {
    // Runs of dark modules as one rectangle each: fewer path operators, same picture.
    let start = -1;
    for (let column = 0; column <= modules.size; column += 1) {
      const dark = column < modules.size && modules.get(row, column);
      if (dark && start < 0) start = column;
      if (!dark && start >= 0) {
        doc.rect(left + start * unit, top + row * unit, (column - start) * unit, unit);
        start = -1;
      }
    }
  }
  doc.fillColor('#000000').fill();
}

/** A4 in PDF points. */
const PAGE = { width: 595.28, height: 841.89, margin: 36 };
const COLUMNS = 2;
const ROWS = 3;

/**
 * A printable A4 sheet: six codes per page (2 × 3), each in a dashed cut-out box with the venue
 * name and the table label under it (decisions §5 "printable PDF sheet").
 * Text is set in embedded Noto fonts chosen per script (lib/pdf-fonts.ts): venues name themselves in
 * Hindi, Tamil, Punjabi and more, which the built-in Helvetica cannot print.
 */
export async function qrSheetPdf(venueName: string, entries: SheetEntry[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: PAGE.margin, info: { Title: `${venueName} QR codes`, Author: venueName } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const cellWidth = (PAGE.width - PAGE.margin * 2) / COLUMNS;
  const cellHeight = (PAGE.height - PAGE.margin * 2) / ROWS;
  const codeSize = Math.min(cellWidth, cellHeight) - 90;

  const name: PdfText = { text: venueName, weight: 'bold', size: 15 };
  const labels = entries.map((entry): PdfText => ({ text: entry.label, weight: 'regular', size: 13 }));
  const caption: PdfText = { text: 'Scan to see our menu', weight: 'regular', size: 9 };
  await registerPdfFonts(doc, [name, ...labels, caption]);
  entries.forEach((entry, index) => {
    const slot = index % (COLUMNS * ROWS);
    if (index > 0 && slot === 0) doc.addPage();
    const x = PAGE.margin + (slot % COLUMNS) * cellWidth;
    const y = PAGE.margin + Math.floor(slot / COLUMNS) * cellHeight;
    doc
      .save()
      .dash(4, { space: 4 })
      .lineWidth(0.5)
      .strokeColor('#9ca3af')
      .rect(x + 6, y + 6, cellWidth - 12, cellHeight - 12)
      .stroke()
      .restore();
    drawQrCode(doc, entry.url, { x: x + (cellWidth - codeSize) / 2, y: y + 18, size: codeSize });
    // Baselines, not tops: Indic marks reach further above and below the line than Latin letters.
    const textTop = y + 18 + codeSize + 8;
    const line = (baseline: number) => ({ x: x + 12, width: cellWidth - 24, baseline: textTop + baseline });
    doc.fillColor('#111827');
    drawCenteredLine(doc, name, line(13));
    drawCenteredLine(doc, labels[index]!, line(33));
    doc.fillColor('#4b5563');
    drawCenteredLine(doc, caption, line(48));
  });
  doc.end();
  return done;
}
