import type { Db } from '../../db/client.ts';

/**
 * CONTRACT (filled in by the invoices work): issue the GST tax invoice for a paid source
 * (a subscription term), inside the caller's transaction `tx`, so the number is allocated
 * with the payment and a rollback leaves no gap. Issuing twice for one `sourceId` returns the
 * first invoice unchanged.
 */
export interface IssueInvoiceInput {
  profileId: string;
  /** The subscription term's id. */
  sourceId: string;
  service: string;
  planName: string;
  /** e.g. "Digital Menu Pro (monthly)"; a late fee is a second line. */
  lines: Array<{ description: string; taxablePaise: number; periodStart: Date; periodEnd: Date }>;
  /** The payment's time: decides the financial year (IST) and the invoice date. */
  paidAt: Date;
  buyer: { name: string; address: string; stateCode: string; gstin: string | null };
  providerPaymentId: string | null;
}

export interface IssuedInvoice {
  invoiceId: string;
  number: string;
  totalPaise: number;
}

export async function issueInvoice(_tx: Db, _input: IssueInvoiceInput): Promise<IssuedInvoice> {
  throw new Error('issueInvoice: not built yet (invoices module)');
}
