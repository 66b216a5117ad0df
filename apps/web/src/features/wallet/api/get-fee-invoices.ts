import { useQuery } from '@tanstack/react-query';
import { type FeeInvoice } from '@venue/shared';
import { api, downloadApi } from '@/lib/api-client.ts';
import { invoicesRoutes } from '@venue/shared/routes';
import { saveFile } from '@/lib/save-file.ts';
import { useActiveProfileId } from '@/lib/session.ts';
import { walletKeys } from './keys.ts';

/** GET /v1/vendor/fee-invoices?year=: the platform fee invoices of the financial year starting then. */
export const getFeeInvoices = (year: number) =>
  api
    .call(invoicesRoutes.listFeeInvoices, { query: { year }, fallbackMessage: 'Failed to load the fee invoices' })
    .then((body) => body.invoices);

export function useFeeInvoices(year: number, options: { enabled?: boolean } = {}) {
  const profileId = useActiveProfileId();
  return useQuery({
    queryKey: walletKeys.feeInvoices(profileId, year),
    queryFn: () => getFeeInvoices(year),
    enabled: options.enabled ?? true,
  });
}

/** The invoice's (or credit note's) PDF through the one HTTP client (bearer token and X-Profile-ID), saved under its number. */
export async function downloadFeeInvoice(invoice: Pick<FeeInvoice, '_id' | 'number' | 'kind'>) {
  const file = await downloadApi(invoicesRoutes.getFeeInvoicePdf, {
    params: { id: invoice._id },
    fallbackMessage: 'Failed to download the invoice',
  });
  const name = invoice.kind === 'credit-note' ? 'credit-note' : 'invoice';
  saveFile({ blob: file.blob, filename: null }, `${name}-${invoice.number.replaceAll('/', '-')}.pdf`);
}
