import PDFDocument from 'pdfkit';
import { formatPaise, GST_RATE_PERCENT } from '@venue/shared';
import type { InvoiceLine, InvoiceParty } from '../../db/schema/invoices.ts';
import { drawLine, registerPdfFonts, textWidth, wrapText, type LineAlign, type PdfText } from '../../lib/pdf-text.ts';

/**
 * What the PDF prints: an issued invoice as stored (supplier and buyer as they were at issue).
 * Plain data, so it crosses to the render pool's worker thread as it is.
 */
export interface InvoiceDocument {
  /** A tax invoice, or a credit note against one (CGST Rules rule 53): all of it, or fees refunded later. */
  kind: 'invoice' | 'credit-note';
  /** The invoice a credit note is against, or the one a reissued invoice replaces. */
  relatedInvoice: { number: string; invoiceDate: string } | null;
  relation: 'cancels' | 'replaces' | null;
  number: string;
  /** YYYY-MM-DD (IST). */
  invoiceDate: string;
  supplier: InvoiceParty;
  buyer: InvoiceParty;
  placeOfSupply: string;
  lines: InvoiceLine[];
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
  amountInWords: string;
  providerPaymentId: string | null;
}

/** A4 in PDF points. */
const PAGE = { width: 595.28, height: 841.89, margin: 40 };
const CONTENT_WIDTH = PAGE.width - PAGE.margin * 2;
const INK = '#111827';
const MUTED = '#4b5563';
const RULE = '#9ca3af';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2026-04-01" → "01 Apr 2026": no reader mistakes the day for the month. */
export function printedDate(date: string): string {
  const [year, month, day] = date.split('-') as [string, string, string];
  return `${day} ${MONTHS[Number(month) - 1]} ${year}`;
}

/** Rule 53 names the document a credit note; rule 46 a tax invoice. */
const titleOf = (invoice: Pick<InvoiceDocument, 'kind'>) => (invoice.kind === 'credit-note' ? 'Credit Note' : 'Tax Invoice');

const partyState = (party: InvoiceParty) => `${party.stateName} (${party.stateCode})`;

/** The tax rows under the lines: CGST and SGST at half the rate each, or IGST at the whole rate. */
function taxRows(invoice: InvoiceDocument): Array<[label: string, paise: number]> {
  if (invoice.igstPaise > 0 || invoice.cgstPaise + invoice.sgstPaise === 0) {
    return [[`IGST @ ${GST_RATE_PERCENT}%`, invoice.igstPaise]];
  }
  return [
    [`CGST @ ${GST_RATE_PERCENT / 2}%`, invoice.cgstPaise],
    [`SGST @ ${GST_RATE_PERCENT / 2}%`, invoice.sgstPaise],
  ];
}

/** Column edges of the lines table: #, description, SAC, period, taxable value. */
const COLUMNS = (() => {
  const x = PAGE.margin;
  return {
    index: { x: x + 4, width: 20 },
    description: { x: x + 28, width: 200 },
    sac: { x: x + 232, width: 50 },
    period: { x: x + 286, width: 130 },
    amount: { x: x + 420, width: CONTENT_WIDTH - 424 },
  };
})();

/**
 * The GST tax invoice as an A4 PDF, with the particulars CGST Rules rule 46 asks of a supply of
 * services: supplier's name, address and GSTIN; a consecutive number unique in the financial
 * year; date; recipient's name, address and (when registered) GSTIN; SAC; taxable value; rate
 * and amount of each tax; place of supply with its state; reverse charge; total in figures and
 * in words. Text is set in embedded Noto fonts (lib/pdf-fonts.ts), so ₹ and a buyer's name in an
 * Indian script print as themselves.
 */
export async function invoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    info: { Title: `${titleOf(invoice)} ${invoice.number}`, Author: invoice.supplier.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const regular = (text: string, size = 9.5): PdfText => ({ text, weight: 'regular', size });
  const bold = (text: string, size = 9.5): PdfText => ({ text, weight: 'bold', size });
  const rows = taxRows(invoice);
  const total = formatPaise(invoice.totalPaise, { alwaysPaise: true });
  // Every string the page can print, so each font it needs is read before drawing starts.
  await registerPdfFonts(doc, [
    bold('Tax Invoice Credit Note ₹ 0123456789'),
    bold(`For ${invoice.supplier.name}`),
    regular('Authorised signatory'),
    regular('₹ 0123456789 Original for recipient'),
    ...[invoice.supplier, invoice.buyer].flatMap((party) => [bold(party.name), regular(party.address), regular(party.stateName)]),
    ...invoice.lines.map((line) => regular(line.description)),
    regular(invoice.placeOfSupply),
    regular(invoice.amountInWords),
  ]);

  let y = PAGE.margin;
  /** Draws one line at the current baseline `y` within [x, x + width). */
  const put = (text: PdfText, x: number, width: number, align: LineAlign = 'left') =>
    drawLine(doc, text, { x, width, baseline: y }, align);
  const rule = (weight = 0.5) => {
    doc
      .save()
      .lineWidth(weight)
      .strokeColor(RULE)
      .moveTo(PAGE.margin, y)
      .lineTo(PAGE.width - PAGE.margin, y)
      .stroke()
      .restore();
  };

  // Heading
  y += 18;
  doc.fillColor(INK);
  put(bold(titleOf(invoice), 18), PAGE.margin, CONTENT_WIDTH, 'center');
  y += 14;
  doc.fillColor(MUTED);
  put(regular('Original for recipient', 8), PAGE.margin, CONTENT_WIDTH, 'center');
  y += 12;
  rule();

  // Supplier (left) and the invoice's own particulars (right)
  const half = CONTENT_WIDTH / 2 - 10;
  const right = PAGE.margin + CONTENT_WIDTH / 2 + 10;
  const top = y;
  y = top + 16;
  doc.fillColor(MUTED);
  put(regular('Supplier', 8), PAGE.margin, half);
  y += 13;
  y = drawParty(invoice.supplier, PAGE.margin, half);
  const leftBottom = y;

  y = top + 16;
  const isCreditNote = invoice.kind === 'credit-note';
  const related = invoice.relatedInvoice;
  const particulars: Array<[string, string]> = [
    [isCreditNote ? 'Credit note number' : 'Invoice number', invoice.number],
    [isCreditNote ? 'Credit note date' : 'Invoice date', printedDate(invoice.invoiceDate)],
    ...(related
      ? ([
          [invoice.relation === 'cancels' ? 'Against invoice' : 'Replaces invoice', related.number],
          ['Of date', printedDate(related.invoiceDate)],
        ] as Array<[string, string]>)
      : []),
    ['Place of supply', invoice.placeOfSupply],
    ['Reverse charge', 'No'],
    ...(invoice.providerPaymentId ? ([['Payment reference', invoice.providerPaymentId]] as Array<[string, string]>) : []),
  ];
  for (const [label, value] of particulars) {
    doc.fillColor(MUTED);
    put(regular(label), right, 95);
    doc.fillColor(INK);
    put(label.endsWith('number') ? bold(value) : regular(value), right + 95, half - 95);
    y += 14;
  }
  y = Math.max(leftBottom, y) + 4;
  rule();

  // Buyer
  y += 16;
  doc.fillColor(MUTED);
  put(regular('Bill to', 8), PAGE.margin, half);
  y += 13;
  y = drawParty(invoice.buyer, PAGE.margin, CONTENT_WIDTH);
  y += 4;
  rule();

  // Lines
  y += 16;
  doc.fillColor(MUTED);
  put(bold('#', 8.5), COLUMNS.index.x, COLUMNS.index.width);
  put(bold('Description', 8.5), COLUMNS.description.x, COLUMNS.description.width);
  put(bold('SAC', 8.5), COLUMNS.sac.x, COLUMNS.sac.width);
  put(bold('Period', 8.5), COLUMNS.period.x, COLUMNS.period.width);
  put(bold('Taxable value', 8.5), COLUMNS.amount.x, COLUMNS.amount.width, 'right');
  y += 7;
  rule();
  doc.fillColor(INK);
  invoice.lines.forEach((line, index) => {
    y += 15;
    const description = wrapText(doc, regular(line.description), COLUMNS.description.width, 3);
    put(regular(String(index + 1)), COLUMNS.index.x, COLUMNS.index.width);
    put(regular(line.sac), COLUMNS.sac.x, COLUMNS.sac.width);
    put(regular(`${printedDate(line.periodStart)} – ${printedDate(line.periodEnd)}`), COLUMNS.period.x, COLUMNS.period.width);
    put(regular(formatPaise(line.taxablePaise, { alwaysPaise: true })), COLUMNS.amount.x, COLUMNS.amount.width, 'right');
    description.forEach((part, partIndex) => {
      if (partIndex > 0) y += 12;
      put(part, COLUMNS.description.x, COLUMNS.description.width);
    });
    y += 6;
  });
  rule();

  // Totals, right-aligned under the amount column
  const labelX = COLUMNS.period.x;
  const labelWidth = COLUMNS.amount.x - labelX - 8;
  const summary: Array<[string, number, boolean]> = [
    ['Taxable value', invoice.taxablePaise, false],
    ...rows.map(([label, paise]): [string, number, boolean] => [label, paise, false]),
  ];
  for (const [label, paise] of summary) {
    y += 15;
    put(regular(label), labelX, labelWidth);
    put(regular(formatPaise(paise, { alwaysPaise: true })), COLUMNS.amount.x, COLUMNS.amount.width, 'right');
  }
  y += 7;
  doc
    .save()
    .lineWidth(0.5)
    .strokeColor(RULE)
    .moveTo(labelX, y)
    .lineTo(PAGE.width - PAGE.margin, y)
    .stroke()
    .restore();
  y += 16;
  put(bold('Total', 11), labelX, labelWidth);
  put(bold(total, 11), COLUMNS.amount.x, COLUMNS.amount.width, 'right');
  y += 8;
  rule();

  // Amount in words
  y += 16;
  doc.fillColor(MUTED);
  put(regular('Amount in words', 8), PAGE.margin, CONTENT_WIDTH);
  doc.fillColor(INK);
  for (const part of wrapText(doc, bold(invoice.amountInWords, 10), CONTENT_WIDTH)) {
    y += 14;
    put(part, PAGE.margin, CONTENT_WIDTH);
  }
  y += 10;
  rule();

  // Rule 46(q): the supplier's authorised signatory, named under the supplier, at the foot.
  y += 22;
  doc.fillColor(INK);
  for (const part of wrapText(doc, bold(`For ${invoice.supplier.name}`, 10), half, 3)) {
    put(part, right, half, 'right');
    y += 13;
  }
  y += 22;
  doc.fillColor(MUTED);
  put(regular('Authorised signatory', 9), right, half, 'right');

  y += 24;
  put(
    regular(isCreditNote ? 'This is a computer-generated credit note.' : 'This is a computer-generated invoice.', 8.5),
    PAGE.margin,
    CONTENT_WIDTH,
    'center',
  );

  doc.end();
  return done;

  /**
   * Name, address, state and GSTIN (the supplier's always; a buyer's when registered) of one
   * party from the current `y`; returns the `y` after it.
   */
  function drawParty(party: InvoiceParty, x: number, width: number): number {
    doc.fillColor(INK);
    // A legal name is printed whole, over more lines if it must.
    wrapText(doc, bold(party.name, 11), width, 3).forEach((part, index) => {
      if (index > 0) y += 14;
      put(part, x, width);
    });
    for (const part of wrapText(doc, regular(party.address), width, 4)) {
      y += 13;
      put(part, x, width);
    }
    y += 13;
    put(regular(`State: ${partyState(party)}`), x, width);
    if (party.gstin) {
      y += 13;
      const label = regular('GSTIN: ');
      put(label, x, width);
      put(bold(party.gstin), x + textWidth(doc, label), width - textWidth(doc, label));
    }
    return y;
  }
}
