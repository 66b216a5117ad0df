import { queryOptions, useQuery } from '@tanstack/react-query';
import type { invoicesEndpoints, ResponseOf } from '@venue/shared';
import { api } from '@/lib/api-client.ts';
import { invoicesRoutes } from '@venue/shared/routes';
import { subscriptionKeys } from './keys.ts';

export type InvoicesByYear = ResponseOf<typeof invoicesEndpoints.listInvoicesByYear>;

/** GET /v1/subscription/invoices/by-year?year=: the financial year that starts in `year` (IST). */
export const getInvoicesByYear = (year: number) =>
  api.call(invoicesRoutes.listInvoicesByYear, { query: { year }, fallbackMessage: 'Failed to load the invoices' });

export const invoicesByYearQuery = (profileId: string, year: number) =>
  queryOptions({ queryKey: subscriptionKeys.invoices(profileId, year), queryFn: () => getInvoicesByYear(year) });

export function useInvoicesByYear(profileId: string, year: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...invoicesByYearQuery(profileId, year), enabled: options.enabled ?? true });
}
