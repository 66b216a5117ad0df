import PDFDocument from 'pdfkit';
import { formatPaise } from '@venue/shared';
import { drawLine, registerPdfFonts, wrapText, type LineAlign, type PdfText } from '../../lib/pdf-text.ts';

/**
 * What a ticket buyer's receipt prints (issue 39 "GST on tickets"): plain data, so it crosses to
 * the render pool's worker thread as it is. Prices include GST at `gstRatePercent`; the split is
 * `gstInclusiveSplit`'s (CGST and SGST halves: see packages/shared event-series.ts for why).
 */
export interface TicketReceiptDocument {
  orderId: string;
  /** "05 Jun 2026", the venue's date of payment. */
  paidOn: string;
  supplier: { name: string; gstin: string | null; state: string | null };
  venueName: string;
  buyerName: string;
  event: { name: string; when: string; where: string };
  lines: Array<{ name: string; quantity: number; unitPaise: number; amountPaise: number }>;
  gstRatePercent: number;
  totalPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  /** "Cancelled by the buyer on …; refunded in full", or null for a standing order. */
  note: string | null;
}

/** SAC 999692: services of admission to entertainment events. */
export const TICKET_SAC = '999692';

const PAGE = { width: 595.28, height: 841.89, margin: 40 };
const CONTENT_WIDTH = PAGE.width - PAGE.margin * 2;
const INK = '#111827';
const MUTED = '#4b5563';
const RULE = '#9ca3af';

/** The receipt as an A4 PDF in the embedded Noto fonts (lib/pdf-fonts.ts), so ₹ prints as itself. */
export async function ticketReceiptPdf(receipt: TicketReceiptDocument): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    info: { Title: `Receipt ${receipt.orderId}`, Author: receipt.supplier.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const regular = (text: string, size = 10): PdfText => ({ text, weight: 'regular', size });
  const bold = (text: string, size = 10): PdfText => ({ text, weight: 'bold', size });
  const hasGst = receipt.gstRatePercent > 0;
  const title = hasGst ? 'Tax Invoice – Receipt' : 'Receipt';
  await registerPdfFonts(doc, [
    bold(`${title} ₹ 0123456789`),
    regular('₹ 0123456789 CGST SGST'),
    bold(receipt.supplier.name),
    regular(receipt.venueName),
    regular(receipt.buyerName),
    bold(receipt.event.name),
    regular(receipt.event.where),
    ...receipt.lines.map((line) => regular(line.name)),
    regular(receipt.note ?? ''),
  ]);

  let y = PAGE.margin;
  const put = (text: PdfText, x: number, width: number, align: LineAlign = 'left') =>
    drawLine(doc, text, { x, width, baseline: y }, align);
  const rule = () => {
    doc
      .save()
      .lineWidth(0.5)
      .strokeColor(RULE)
      .moveTo(PAGE.margin, y)
      .lineTo(PAGE.width - PAGE.margin, y)
      .stroke()
      .restore();
  };
  const row = (label: string, value: string, options: { strong?: boolean } = {}) => {
    y += 16;
    doc.fillColor(MUTED);
    put(regular(label), PAGE.margin, 160);
    doc.fillColor(INK);
    put(options.strong ? bold(value) : regular(value), PAGE.margin + 160, CONTENT_WIDTH - 160);
  };
  const money = (paise: number) => formatPaise(paise, { alwaysPaise: true });

  y += 20;
  doc.fillColor(INK);
  put(bold(title, 18), PAGE.margin, CONTENT_WIDTH, 'center');
  y += 14;
  rule();
  y += 4;
  row('Supplier', receipt.supplier.name, { strong: true });
  if (receipt.supplier.gstin) row('GSTIN', receipt.supplier.gstin, { strong: true });
  if (receipt.supplier.state) row('Place of supply', receipt.supplier.state);
  row('Venue', receipt.venueName);
  row('Receipt number', receipt.orderId, { strong: true });
  row('Date', receipt.paidOn);
  row('Billed to', receipt.buyerName);
  y += 8;
  rule();
  y += 4;
  row('Event', receipt.event.name, { strong: true });
  row('When', receipt.event.when);
  if (receipt.event.where) row('Where', receipt.event.where);
  y += 8;
  rule();

  // Lines: ticket, quantity, unit price (GST included), amount
  const cols = { name: PAGE.margin, qty: PAGE.margin + 260, unit: PAGE.margin + 310, amount: PAGE.margin + 410 };
  y += 18;
  doc.fillColor(MUTED);
  put(bold('Ticket', 9), cols.name, 250);
  put(bold(`SAC ${TICKET_SAC}`, 9), cols.name + 120, 130);
  put(bold('Qty', 9), cols.qty, 40, 'right');
  put(bold('Price', 9), cols.unit, 90, 'right');
  put(bold('Amount', 9), cols.amount, CONTENT_WIDTH - 410, 'right');
  doc.fillColor(INK);
  for (const line of receipt.lines) {
    y += 16;
    put(wrapText(doc, regular(line.name), 250, 1)[0] ?? regular(line.name), cols.name, 250);
    put(regular(String(line.quantity)), cols.qty, 40, 'right');
    put(regular(money(line.unitPaise)), cols.unit, 90, 'right');
    put(regular(money(line.amountPaise)), cols.amount, CONTENT_WIDTH - 410, 'right');
  }
  y += 8;
  rule();

  const summary: Array<[string, number]> = hasGst
    ? [
        ['Taxable value', receipt.taxablePaise],
        [`CGST @ ${receipt.gstRatePercent / 2}%`, receipt.cgstPaise],
        [`SGST @ ${receipt.gstRatePercent / 2}%`, receipt.sgstPaise],
      ]
    : [];
  for (const [label, paise] of summary) {
    y += 16;
    put(regular(label), cols.unit - 100, 190);
    put(regular(money(paise)), cols.amount, CONTENT_WIDTH - 410, 'right');
  }
  y += 20;
  put(bold(hasGst ? 'Total (GST included)' : 'Total', 11), cols.unit - 100, 190);
  put(bold(money(receipt.totalPaise), 11), cols.amount, CONTENT_WIDTH - 410, 'right');
  y += 10;
  rule();
  if (receipt.note) {
    y += 18;
    for (const part of wrapText(doc, bold(receipt.note), CONTENT_WIDTH, 3)) {
      put(part, PAGE.margin, CONTENT_WIDTH);
      y += 14;
    }
  }
  y += 24;
  doc.fillColor(MUTED);
  put(regular('This is a computer-generated receipt.', 8.5), PAGE.margin, CONTENT_WIDTH, 'center');
  doc.end();
  return done;
}
