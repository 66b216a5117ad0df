import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { oneOf } from './checks.ts';
import { profiles } from './profiles.ts';

export const INVOICE_SERIES = ['SR', 'CN', 'PF'] as const;
export type InvoiceSeries = (typeof INVOICE_SERIES)[number];

export interface InvoiceParty {
  name: string;
  address: string;
  stateCode: string;
  stateName: string;
  gstin: string | null;
}

export interface InvoiceLine {
  description: string;
  sac: string;
  /** Venue-local dates (IST) of the period the line pays for. */
  periodStart: string;
  periodEnd: string;
  taxablePaise: number;
}

/**
 * GST tax invoices (decisions §6; CGST Rules, rule 46). Supplier and buyer are copied in at
 * issue, so a later change of address or configuration never rewrites an issued invoice.
 * `number` is `{series}/{financialYear}/{sequence, 5 digits}`: consecutive and unique per
 * series and financial year (IST), allocated from `invoice_counters` in the issuing transaction.
 * Series: `SR` subscription tax invoices, `CN` credit notes (CGST Rules rule 53: cancelling a
 * subscription invoice, or giving back part of a platform fee invoice's fees after later refunds),
 * `PF` the monthly platform fee invoices of ticket sales.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: text('id').primaryKey(),
    profileId: text('profile_id')
      .notNull()
      .references(() => profiles.id),
    /** What the invoice is for: a subscription term's id (later: a ticket order's). */
    sourceId: text('source_id').notNull(),
    service: text('service').notNull(),
    planName: text('plan_name').notNull(),
    number: text('number').notNull(),
    /** e.g. "2026-27". */
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    series: text('series', { enum: INVOICE_SERIES }).notNull().default('SR'),
    kind: text('kind', { enum: ['invoice', 'credit-note'] })
      .notNull()
      .default('invoice'),
    /** A credit note's: the invoice it cancels. A reissued invoice's: the invoice it replaces. */
    relatedInvoiceId: text('related_invoice_id'),
    /** A platform fee invoice's month, `YYYY-MM` in IST. */
    month: text('month'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** YYYY-MM-DD in IST, printed on the invoice. */
    invoiceDate: text('invoice_date').notNull(),
    supplier: jsonb('supplier').$type<InvoiceParty>().notNull(),
    buyer: jsonb('buyer').$type<InvoiceParty>().notNull(),
    placeOfSupply: text('place_of_supply').notNull(),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    taxablePaise: integer('taxable_paise').notNull(),
    cgstPaise: integer('cgst_paise').notNull().default(0),
    sgstPaise: integer('sgst_paise').notNull().default(0),
    igstPaise: integer('igst_paise').notNull().default(0),
    totalPaise: integer('total_paise').notNull(),
    amountInWords: text('amount_in_words').notNull(),
    providerPaymentId: text('provider_payment_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_number_idx').on(t.number),
    unique('invoices_series_year_sequence_unique').on(t.series, t.financialYear, t.sequence),
    // One credit note per subscription invoice: a correction is made once, then its replacement
    // is corrected. A platform fee invoice takes one per later month whose refunds give back
    // some of its fees (fee-invoices.ts), each unique by its source.
    uniqueIndex('invoices_credited_idx')
      .on(t.relatedInvoiceId)
      .where(sql`${t.kind} = 'credit-note' and ${t.service} <> 'platform-fee'`),
    oneOf('invoices_series_check', t.series, INVOICE_SERIES),
    uniqueIndex('invoices_source_idx').on(t.sourceId),
    index('invoices_profile_year_idx').on(t.profileId, t.financialYear, t.sequence),
    check('invoices_number_length_check', sql`char_length(${t.number}) <= 16`),
    check('invoices_total_check', sql`${t.totalPaise} = ${t.taxablePaise} + ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise}`),
  ],
);

/**
 * The last number used in each financial year of a series; a row lock on it serialises
 * allocation. The key is the year for `SR` (as before the other series existed), else
 * `{series}/{year}`.
 */
export const invoiceCounters = pgTable('invoice_counters', {
  financialYear: text('financial_year').primaryKey(),
  lastSequence: integer('last_sequence').notNull().default(0),
});
