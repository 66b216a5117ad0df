/**
 * Runs in the render pool (lib/render-pool.ts): laying out and compressing an invoice PDF with
 * its embedded fonts costs real CPU, so it stays off the event loop. Bytes go back as
 * Uint8Array, which is what a worker's message keeps of a Buffer.
 */
import { invoicePdf, type InvoiceDocument } from './invoice-pdf.ts';

export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Uint8Array> {
  return invoicePdf(invoice);
}
