import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { profiles } from './profiles.ts';

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
 * `number` is `SR/{financialYear}/{sequence, 5 digits}`: consecutive and unique per
 * financial year (IST), allocated from `invoice_counters` in the payment's transaction.
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
    unique('invoices_year_sequence_unique').on(t.financialYear, t.sequence),
    uniqueIndex('invoices_source_idx').on(t.sourceId),
    index('invoices_profile_year_idx').on(t.profileId, t.financialYear, t.sequence),
    check('invoices_number_length_check', sql`char_length(${t.number}) <= 16`),
    check('invoices_total_check', sql`${t.totalPaise} = ${t.taxablePaise} + ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise}`),
  ],
);

/** The last number used in each financial year; a row lock on it serialises allocation. */
export const invoiceCounters = pgTable('invoice_counters', {
  financialYear: text('financial_year').primaryKey(),
  lastSequence: integer('last_sequence').notNull().default(0),
});
