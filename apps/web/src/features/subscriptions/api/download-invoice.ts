import type { InvoiceSummary } from '@venue/shared';
import { api } from '@/lib/api-client.ts';
import { saveFile } from '@/lib/save-file.ts';

/** "SR/2026-27/00001" → "invoice-SR-2026-27-00001.pdf"; a credit note's is "credit-note-CN-…". */
export const invoiceFileName = (number: string, kind: InvoiceSummary['kind'] = 'invoice') =>
  `${kind === 'credit-note' ? 'credit-note' : 'invoice'}-${number.replaceAll('/', '-')}.pdf`;

/**
 * GET the invoice's pdfPath through the one HTTP client (bearer token and X-Profile-ID, which
 * a plain link could not send) and save it under the invoice's number.
 */
export async function downloadInvoice(invoice: Pick<InvoiceSummary, 'number' | 'pdfPath'> & { kind?: InvoiceSummary['kind'] }) {
  const file = await api.download(invoice.pdfPath, undefined, { fallbackMessage: 'Failed to download the invoice' });
  saveFile({ blob: file.blob, filename: null }, invoiceFileName(invoice.number, invoice.kind));
}
