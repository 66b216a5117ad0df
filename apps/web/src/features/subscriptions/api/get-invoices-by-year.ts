import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvoicesByYearResponseSchema } from '@venue/shared';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';
import { subscriptionKeys } from './keys.ts';

export type InvoicesByYear = z.infer<typeof InvoicesByYearResponseSchema>;

/** GET /v1/subscription/invoices/by-year?year=: the financial year that starts in `year` (IST). */
export const getInvoicesByYear = (year: number) =>
  api.get<InvoicesByYear>('/v1/subscription/invoices/by-year', { year }, { fallbackMessage: 'Failed to load the invoices' });

export const invoicesByYearQuery = (profileId: string, year: number) =>
  queryOptions({ queryKey: subscriptionKeys.invoices(profileId, year), queryFn: () => getInvoicesByYear(year) });

export function useInvoicesByYear(profileId: string, year: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...invoicesByYearQuery(profileId, year), enabled: options.enabled ?? true });
}
