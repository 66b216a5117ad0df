import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

/*
 * QR images and the printable sheet. Error correction 'M' survives a smudged or partly torn
 * table sticker while keeping the modules large enough for old phone cameras.
 */

const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 2 } as const;

/** A 1024 px PNG: sharp enough to print at table-tent size. */
export function qrPng(url: string): Promise<Buffer> {
  return QRCode.toBuffer(url, { ...QR_OPTIONS, type: 'png', width: 1024 });
}

export function qrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { ...QR_OPTIONS, type: 'svg' });
}

export interface SheetEntry {
  url: string;
  /** e.g. "Table 5" */
  label: string;
}

/** A4 in PDF points. */
const PAGE = { width: 595.28, height: 841.89, margin: 36 };
const COLUMNS = 2;
const ROWS = 3;

/**
 * A printable A4 sheet: six codes per page (2 × 3), each in a dashed cut-out box with the venue
 * name and the table label under it (decisions §5 "printable PDF sheet").
 * The built-in Helvetica covers Latin text only; names in other scripts need an embedded font.
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

  const images = await Promise.all(
    entries.map((entry) => QRCode.toBuffer(entry.url, { ...QR_OPTIONS, type: 'png', width: 600 })),
  );
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
    doc.image(images[index]!, x + (cellWidth - codeSize) / 2, y + 18, { width: codeSize, height: codeSize });
    const textTop = y + 18 + codeSize + 8;
    doc
      .fillColor('#111827')
      .font('Helvetica-Bold')
      .fontSize(15)
      .text(venueName, x + 12, textTop, { width: cellWidth - 24, align: 'center', lineBreak: false, ellipsis: true });
    doc
      .font('Helvetica')
      .fontSize(13)
      .text(entry.label, x + 12, textTop + 20, { width: cellWidth - 24, align: 'center', lineBreak: false, ellipsis: true });
    doc
      .fillColor('#4b5563')
      .fontSize(9)
      .text('Scan to see our menu', x + 12, textTop + 38, { width: cellWidth - 24, align: 'center', lineBreak: false });
  });
  doc.end();
  return done;
}
