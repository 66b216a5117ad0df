import { z } from 'zod';

/*
 * Platform fee invoices (decisions §7 "Trust in daily use"): each month with ticket sales, the
 * platform issues the venue one GST tax invoice for that month's platform fees, so the venue
 * can claim the GST on them as input tax credit. Their own series, `PF/{FY}/{00001}`; fees given
 * back in a later month (refunds of the month's sales) are credit notes against it (`CN` series).
 */

export const FEE_INVOICES_API = {
  list: '/v1/vendor/fee-invoices',
  pdf: (id: string) => `/v1/vendor/fee-invoices/${id}/pdf`,
} as const;

export const FeeInvoicesQuerySchema = z.object({
  year: z.coerce
    .number({ error: 'Enter the year the financial year starts in, e.g. 2026' })
    .int()
    .min(2000, 'Enter the year the financial year starts in, e.g. 2026')
    .max(2100, 'Enter the year the financial year starts in, e.g. 2026'),
});

export const FeeInvoiceSchema = z.object({
  _id: z.string(),
  number: z.string(),
  /**
   * A tax invoice (`PF` series), or a credit note (`CN` series, CGST Rules rule 53) giving back
   * fees of an earlier month's invoice whose sales were refunded in a later month.
   */
  kind: z.enum(['invoice', 'credit-note']),
  /** The invoice a credit note reduces; null for an invoice. */
  relatedInvoice: z.object({ _id: z.string(), number: z.string() }).nullable(),
  /** An invoice's: the month the fees were charged in; a credit note's: the month of the refunds. `YYYY-MM` (IST). */
  month: z.string(),
  taxablePaise: z.number().int(),
  gstPaise: z.number().int(),
  totalPaise: z.number().int(),
});
export type FeeInvoice = z.infer<typeof FeeInvoiceSchema>;
export const FeeInvoicesResponseSchema = z.object({ invoices: z.array(FeeInvoiceSchema) });
export type FeeInvoicesResponse = z.infer<typeof FeeInvoicesResponseSchema>;
