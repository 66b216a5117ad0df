import { useMutation } from '@tanstack/react-query';
import type { BillingDetails, invoicesEndpoints, ResponseOf } from '@venue/shared';
import { useInvalidateProfileQueries } from '@/hooks/use-invalidate-profile-queries.ts';
import { api } from '@/lib/api-client.ts';
import { invoicesRoutes } from '@venue/shared/routes';
import { subscriptionKeys } from './keys.ts';

export type ReissuedInvoice = ResponseOf<typeof invoicesEndpoints.reissueInvoice>;

/**
 * POST /v1/subscription/invoices/{id}/reissue: a credit note cancels the invoice and a new one
 * is issued to the corrected buyer (decisions §7 "Trust in daily use").
 */
export const reissueInvoice = ({ invoiceId, buyer }: { invoiceId: string; buyer: BillingDetails }) =>
  api.call(invoicesRoutes.reissueInvoice, {
    params: { id: invoiceId },
    body: buyer,
    fallbackMessage: 'Failed to correct the invoice',
  });

export function useReissueInvoice() {
  const invalidate = useInvalidateProfileQueries();
  return useMutation({
    mutationFn: reissueInvoice,
    onSuccess: () => invalidate((profileId) => subscriptionKeys.scoped(profileId, 'invoices')),
  });
}
