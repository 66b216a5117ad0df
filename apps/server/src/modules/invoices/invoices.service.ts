import { eq, sql } from 'drizzle-orm';
import { gstBreakdown, paiseInWords } from '@venue/shared';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { invoiceCounters, invoices } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';

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

// TEMP until the invoices module merges: the supplier's GST state code (configuration there).
export function supplierStateCode(_config: AppConfig): string {
  return '29';
}

// TEMP until the invoices module merges: a minimal invoice row so subscriptions can be built and
// tested; idempotent per sourceId as the contract says. The real module replaces this body.
export async function issueInvoice(tx: Db, input: IssueInvoiceInput): Promise<IssuedInvoice> {
  const existing = await tx.select().from(invoices).where(eq(invoices.sourceId, input.sourceId)).limit(1);
  if (existing[0]) return { invoiceId: existing[0].id, number: existing[0].number, totalPaise: existing[0].totalPaise };
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ financialYear: 'TEMP', lastSequence: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.financialYear,
      set: { lastSequence: sql`${invoiceCounters.lastSequence} + 1` },
    })
    .returning({ sequence: invoiceCounters.lastSequence });
  const sequence = counter!.sequence;
  const taxablePaise = input.lines.reduce((sum, line) => sum + line.taxablePaise, 0);
  const tax = gstBreakdown(taxablePaise, { intraState: input.buyer.stateCode === '29' });
  const party = { ...input.buyer, stateName: input.buyer.stateCode };
  const id = newId();
  const number = `SR/TEMP/${String(sequence).padStart(5, '0')}`;
  await tx.insert(invoices).values({
    id,
    profileId: input.profileId,
    sourceId: input.sourceId,
    service: input.service,
    planName: input.planName,
    number,
    financialYear: 'TEMP',
    sequence,
    issuedAt: input.paidAt,
    invoiceDate: input.paidAt.toISOString().slice(0, 10),
    supplier: party,
    buyer: party,
    placeOfSupply: input.buyer.stateCode,
    lines: input.lines.map((line) => ({
      description: line.description,
      sac: '998315',
      periodStart: line.periodStart.toISOString().slice(0, 10),
      periodEnd: line.periodEnd.toISOString().slice(0, 10),
      taxablePaise: line.taxablePaise,
    })),
    taxablePaise,
    cgstPaise: tax.cgstPaise,
    sgstPaise: tax.sgstPaise,
    igstPaise: tax.igstPaise,
    totalPaise: tax.totalPaise,
    amountInWords: paiseInWords(tax.totalPaise),
    providerPaymentId: input.providerPaymentId,
  });
  return { invoiceId: id, number, totalPaise: tax.totalPaise };
}
