import PDFDocument from 'pdfkit';
import { loadQrCode, loadSharp } from '../../lib/load-on-use.ts';
import { drawCenteredLine, registerPdfFonts, type PdfText } from '../../lib/pdf-text.ts';
import { textOutline } from '../../lib/svg-text.ts';

/*
 * QR images and the printable sheet. Error correction 'M' survives a smudged or partly torn
 * table sticker while keeping the modules large enough for old phone cameras. The quiet zone
 * (the blank border) is 4 modules, as ISO/IEC 18004 asks: with less, some phone cameras fail to
 * find a code printed on a busy table mat.
 */

export const QR_QUIET_ZONE_MODULES = 4;
const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: QR_QUIET_ZONE_MODULES } as const;

/** The PNG's width: sharp enough to print at table-tent size. */
export const QR_PNG_WIDTH = 1024;

/** Dark modules as one path, a rectangle per run of dark modules in a row, offset by the quiet zone. */
function modulesPath(url: string): { path: string; size: number } {
  const { modules } = loadQrCode().create(url, { errorCorrectionLevel: QR_OPTIONS.errorCorrectionLevel });
  const parts: string[] = [];
  const offset = QR_OPTIONS.margin;
  for (let row = 0; row < modules.size; row += 1) {
    let start = -1;
    for (let column = 0; column <= modules.size; column += 1) {
      const dark = column < modules.size && modules.get(row, column);
      if (dark && start < 0) start = column;
      if (!dark && start >= 0) {
        parts.push(`M${start + offset} ${row + offset}h${column - start}v1h${start - column}z`);
        start = -1;
      }
    }
  }
  return { path: parts.join(''), size: modules.size + offset * 2 };
}

/**
 * The code as an SVG, with `label` (e.g. "Table 5") set under it in outlines when given: a
 * printed code then says which table it belongs to (issue 35). The label sits below the whole
 * quiet zone, which stays blank. `pixelWidth` sets the SVG's width and height attributes.
 */
export async function qrSvg(url: string, label = '', pixelWidth?: number): Promise<string> {
  const { path, size } = modulesPath(url);
  let height = size;
  let text = '';
  if (label) {
    const fontSize = size * 0.1;
    const outline = await textOutline(label, 'bold', fontSize);
    // A long label is shrunk to fit between the side margins.
    const fit = Math.min(1, (size - 2) / Math.max(outline.width, 1));
    // Capitals reach ~0.72 em above the baseline: they start below the quiet zone's last row.
    const baseline = size + fontSize * 0.9;
    height = size + fontSize * 1.5;
    const x = (size - outline.width * fit) / 2;
    text = `<path fill="#000000" transform="translate(${round(x)} ${round(baseline)}) scale(${round(fit)})" d="${outline.path}"/>`;
  }
  const dimensions = pixelWidth ? ` width="${pixelWidth}" height="${Math.round((pixelWidth * height) / size)}"` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${round(height)}"${dimensions}>` +
    `<title>${escapeXml(label || url)}</title>` +
    `<rect width="${size}" height="${round(height)}" fill="#ffffff"/>` +
    `<path fill="#000000" shape-rendering="crispEdges" d="${path}"/>${text}</svg>`
  );
}

/** A PNG of `qrSvg`, `QR_PNG_WIDTH` pixels wide. */
export async function qrPng(url: string, label = ''): Promise<Buffer> {
  const svg = await qrSvg(url, label, QR_PNG_WIDTH);
  return loadSharp()(Buffer.from(svg)).png().toBuffer();
}

const round = (value: number) => Math.round(value * 1000) / 1000;
const escapeXml = (text: string) =>
  text.replace(/[<>&"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[char]!);

export interface SheetEntry {
  url: string;
  /** e.g. "Table 5" */
  label: string;
  /** What scanning does, e.g. "Scan to book a table" (QR_KIND_CAPTIONS). */
  caption: string;
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
 * name, the code's label and what scanning it does under it (decisions §5 "printable PDF sheet").
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
  const captions = entries.map((entry): PdfText => ({ text: entry.caption, weight: 'regular', size: 9 }));
  await registerPdfFonts(doc, [name, ...labels, ...captions]);
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
    drawCenteredLine(doc, captions[index]!, line(48));
  });
  doc.end();
  return done;
}
