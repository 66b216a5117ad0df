import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { FeeInvoicesResponse } from '@venue/shared';
import type { Db } from '../../db/client.ts';
import { billingDetails, invoices, profiles, ticketOrders, vendorAccounts, walletEntries } from '../../db/schema/index.ts';
import type { ProfileContext } from '../../lib/context.ts';
import { defineJob, scheduleJob } from '../../lib/jobs/index.ts';
import { FINANCIAL_YEAR_TIME_ZONE, financialYearStarting, localDate, venueInstant } from '../../lib/venue-time.ts';
import {
  issueInvoice,
  type InvoiceIssuer,
  type IssuedInvoice,
  type IssueInvoiceInput,
  PLATFORM_FEE_SERVICE,
} from './invoices.service.ts';

/*
 * Platform fee invoices (decisions §7 "Trust in daily use"). The platform charges the venue a
 * fee and GST on it for every ticket sale (the wallet's `platform-fee` and `gst-on-fee` rows);
 * GST needs a tax invoice for that supply, or the venue cannot claim the GST as input tax credit.
 * Once a month has ended in IST, one durable job issues each venue with fee rows in that month
 * one invoice in the `PF` series (`PF/2026-27/00001`, numbered by the invoice's own date like
 * the other series), for the month's fees net of the reversals its refunds wrote, and the GST
 * the ledger charged (not recomputed: the invoice states the tax the venue paid). A month whose
 * fees were all given back has no invoice. The invoice's source `platform-fee:{profile}:{month}`
 * makes a second run issue nothing.
 *
 * A refund in a later month gives back fees an issued invoice charged: that month's run issues a
 * credit note (the `CN` series of rule 53, shared with subscription credit notes) against the
 * earlier invoice for exactly the fee and GST the refunds' ledger rows gave back, instead of
 * netting them against the later month's sales. The wallet lists both, each with its PDF.
 */

const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
const FeeInvoiceMonthSchema = z.object({ month: z.string().regex(MONTH_PATTERN) });

/** `2026-04` → `2026-05`. */
export function nextMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return monthNumber === 12 ? `${year + 1}-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}`;
}

/** `2026-04` → `2026-03`. */
function previousMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return monthNumber === 1 ? `${year - 1}-12` : `${year}-${String(monthNumber - 1).padStart(2, '0')}`;
}

/** The month's first and the next month's first instant, in IST. */
const monthRange = (month: string) => ({
  start: venueInstant(FINANCIAL_YEAR_TIME_ZONE, `${month}-01`),
  end: venueInstant(FINANCIAL_YEAR_TIME_ZONE, `${nextMonth(month)}-01`),
});

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const monthName = (month: string) => `${MONTH_NAMES[Number(month.slice(5)) - 1]} ${month.slice(0, 4)}`;

const sourceOf = (profileId: string, month: string) => `platform-fee:${profileId}:${month}`;

/**
 * Whom the fee invoice is made out to: the venue's billing details (as on its subscription
 * invoices), else its payout account's registered name, address and GSTIN, else its name.
 */
async function feeInvoiceBuyer(tx: Db, profileId: string): Promise<IssueInvoiceInput['buyer']> {
  const [details] = await tx.select().from(billingDetails).where(eq(billingDetails.profileId, profileId)).limit(1);
  if (details) return { name: details.legalName, address: details.address, stateCode: details.stateCode, gstin: details.gstin };
  const [account] = await tx.select().from(vendorAccounts).where(eq(vendorAccounts.profileId, profileId)).limit(1);
  if (account) {
    const address = [account.addressLine1, account.addressLine2, account.city, account.postalCode].filter(Boolean).join(', ');
    return { name: account.legalName, address, stateCode: account.stateCode ?? '', gstin: account.gstin };
  }
  const [profile] = await tx.select({ name: profiles.name }).from(profiles).where(eq(profiles.id, profileId)).limit(1);
  return { name: profile?.name ?? '', address: '', stateCode: '', gstin: null };
}

interface FeeFigures {
  feePaise: number;
  gstPaise: number;
}

/**
 * Fees and their GST given back in `month` by refunds of orders sold in an earlier month, by
 * venue and sale month (`YYYY-MM`, IST). Those months' invoices already charged them, so they
 * are credited against those invoices rather than netted against this month's sales.
 */
async function lateReversalsOf(db: Db, month: string): Promise<Map<string, Map<string, FeeFigures>>> {
  const { start, end } = monthRange(month);
  const sale = alias(walletEntries, 'sale');
  const rows = await db
    .select({
      profileId: walletEntries.profileId,
      kind: walletEntries.kind,
      paise: walletEntries.amountPaise,
      soldAt: sale.createdAt,
    })
    .from(walletEntries)
    // A refund's rows have the refund as their source; its order names the sale's rows.
    .innerJoin(ticketOrders, eq(ticketOrders.refundId, walletEntries.sourceId))
    .innerJoin(sale, and(eq(sale.sourceId, ticketOrders.id), eq(sale.kind, walletEntries.kind), eq(sale.reversal, false)))
    .where(
      and(
        inArray(walletEntries.kind, ['platform-fee', 'gst-on-fee']),
        eq(walletEntries.reversal, true),
        gte(walletEntries.createdAt, start),
        lt(walletEntries.createdAt, end),
        lt(sale.createdAt, start),
      ),
    );
  const byProfile = new Map<string, Map<string, FeeFigures>>();
  for (const row of rows) {
    const saleMonth = localDate(FINANCIAL_YEAR_TIME_ZONE, row.soldAt).slice(0, 7);
    const months = byProfile.get(row.profileId) ?? new Map<string, FeeFigures>();
    const figures = months.get(saleMonth) ?? { feePaise: 0, gstPaise: 0 };
    // Reversal rows give money back to the venue (positive): the credit note's amounts.
    if (row.kind === 'platform-fee') figures.feePaise += row.paise;
    else figures.gstPaise += row.paise;
    months.set(saleMonth, figures);
    byProfile.set(row.profileId, months);
  }
  return byProfile;
}

/**
 * Each venue's fees charged in `month` net of those its refunds gave back in the month, leaving
 * out the fees given back of earlier months' sales (credit notes take those); `profileId` limits
 * it to one venue.
 */
async function feesOfMonth(db: Db, month: string, profileId?: string): Promise<Map<string, FeeFigures>> {
  const { start, end } = monthRange(month);
  const sums = await db
    .select({
      profileId: walletEntries.profileId,
      kind: walletEntries.kind,
      paise: sql<number>`coalesce(sum(${walletEntries.amountPaise}), 0)::int`,
    })
    .from(walletEntries)
    .where(
      and(
        inArray(walletEntries.kind, ['platform-fee', 'gst-on-fee']),
        gte(walletEntries.createdAt, start),
        lt(walletEntries.createdAt, end),
        profileId ? eq(walletEntries.profileId, profileId) : undefined,
      ),
    )
    .groupBy(walletEntries.profileId, walletEntries.kind);
  const late = await lateReversalsOf(db, month);
  const byProfile = new Map<string, FeeFigures>();
  for (const row of sums) {
    const entry = byProfile.get(row.profileId) ?? { feePaise: 0, gstPaise: 0 };
    // Ledger rows take money from the venue (negative); the invoice charges it (positive).
    if (row.kind === 'platform-fee') entry.feePaise -= Number(row.paise);
    else entry.gstPaise -= Number(row.paise);
    byProfile.set(row.profileId, entry);
  }
  for (const [profile, entry] of byProfile) {
    for (const given of late.get(profile)?.values() ?? []) {
      entry.feePaise += given.feePaise;
      entry.gstPaise += given.gstPaise;
    }
  }
  return byProfile;
}

/** One venue's invoice for a month's fees, in its own transaction; null when it has no fees to invoice. */
async function issueFeeInvoice(
  db: Db,
  issuer: InvoiceIssuer,
  profileId: string,
  month: string,
  { feePaise, gstPaise }: FeeFigures,
  now: Date,
): Promise<IssuedInvoice | null> {
  if (feePaise <= 0) return null;
  const { start, end } = monthRange(month);
  return db.transaction(async (tx) =>
    issueInvoice(tx, issuer, {
      profileId,
      sourceId: sourceOf(profileId, month),
      service: PLATFORM_FEE_SERVICE,
      planName: 'Platform fee',
      lines: [
        {
          description: `Platform fee on ticket sales, ${monthName(month)}`,
          taxablePaise: feePaise,
          periodStart: start,
          periodEnd: end,
        },
      ],
      paidAt: now,
      buyer: await feeInvoiceBuyer(tx, profileId),
      providerPaymentId: null,
      series: 'PF',
      month,
      gstPaise: Math.max(gstPaise, 0),
    }),
  );
}

/**
 * The invoice of an earlier month's fees, issued now if its own job has not run yet (a server
 * down over two month ends): its figures are that month's rows, which no longer change.
 */
async function feeInvoiceOf(db: Db, issuer: InvoiceIssuer, profileId: string, month: string, now: Date) {
  const [existing] = await db
    .select()
    .from(invoices)
    .where(eq(invoices.sourceId, sourceOf(profileId, month)));
  if (existing) return existing;
  const figures = (await feesOfMonth(db, month, profileId)).get(profileId);
  const issued = figures ? await issueFeeInvoice(db, issuer, profileId, month, figures, now) : null;
  if (!issued) return undefined;
  const [row] = await db.select().from(invoices).where(eq(invoices.id, issued.invoiceId));
  return row;
}

/**
 * A credit note (CGST Act s.34, CGST Rules rule 53; the `CN` series) against the invoice of
 * `saleMonth`'s fees, for the fees and GST that `month`'s refunds of its sales gave back: to the
 * invoice's own buyer, taxed as it was (CGST + SGST or IGST). Unique by its source, so a rerun
 * issues nothing.
 */
async function issueFeeCreditNote(
  db: Db,
  issuer: InvoiceIssuer,
  input: { profileId: string; month: string; saleMonth: string; given: FeeFigures; now: Date },
): Promise<IssuedInvoice | null> {
  const { profileId, month, saleMonth, given, now } = input;
  if (given.feePaise <= 0) return null;
  const invoice = await feeInvoiceOf(db, issuer, profileId, saleMonth, now);
  if (!invoice) return null;
  const { start, end } = monthRange(saleMonth);
  return db.transaction(async (tx) =>
    issueInvoice(tx, issuer, {
      profileId,
      sourceId: `platform-fee-credit:${profileId}:${month}:${saleMonth}`,
      service: PLATFORM_FEE_SERVICE,
      planName: 'Platform fee',
      lines: [
        {
          description: `Platform fee returned on ticket sales of ${monthName(saleMonth)}, refunded in ${monthName(month)}`,
          taxablePaise: given.feePaise,
          periodStart: start,
          periodEnd: end,
        },
      ],
      paidAt: now,
      buyer: {
        name: invoice.buyer.name,
        address: invoice.buyer.address,
        stateCode: invoice.buyer.stateCode,
        gstin: invoice.buyer.gstin,
      },
      providerPaymentId: null,
      series: 'CN',
      kind: 'credit-note',
      relatedInvoiceId: invoice.id,
      month,
      gstPaise: Math.max(given.gstPaise, 0),
    }),
  );
}

/**
 * Issues the platform fee invoices of `month` (`YYYY-MM`, IST), dated `now`: one per venue with
 * fees to invoice in it, and a credit note against each earlier month's invoice whose sales
 * this month's refunds gave fees back for, each in its own transaction. Running it again issues
 * nothing new.
 * @returns the invoices issued or found, by profile id (credit notes aside).
 */
export async function issueFeeInvoicesOfMonth(
  db: Db,
  issuer: InvoiceIssuer,
  month: string,
  now: Date,
): Promise<Map<string, IssuedInvoice>> {
  const issued = new Map<string, IssuedInvoice>();
  for (const [profileId, figures] of await feesOfMonth(db, month)) {
    const invoice = await issueFeeInvoice(db, issuer, profileId, month, figures, now);
    if (invoice) issued.set(profileId, invoice);
  }
  for (const [profileId, months] of await lateReversalsOf(db, month)) {
    for (const [saleMonth, given] of months) await issueFeeCreditNote(db, issuer, { profileId, month, saleMonth, given, now });
  }
  return issued;
}

/** One job per month, keyed by it: however many instances start, the month is invoiced once. */
const jobKey = (month: string) => `invoices.platform-fee-month:${month}`;

const feeInvoiceMonthShape = { kind: 'invoices.platform-fee-month', payload: FeeInvoiceMonthSchema } as const;

/** Schedules `month`'s job for when it ends in IST (no-op when it exists, run or not). */
export async function scheduleFeeInvoiceMonth(db: Db, month: string): Promise<void> {
  await scheduleJob(db, feeInvoiceMonthShape, { month }, { runAt: monthRange(month).end, uniqueKey: jobKey(month) });
}

/**
 * At start-up: this month's job, and last month's, so a server first started after a month
 * ended (or down when it ended) still invoices it. Each run schedules the next month's.
 */
export async function scheduleFeeInvoiceMonths(db: Db, now: Date): Promise<void> {
  const month = localDate(FINANCIAL_YEAR_TIME_ZONE, now).slice(0, 7);
  await scheduleFeeInvoiceMonth(db, previousMonth(month));
  await scheduleFeeInvoiceMonth(db, month);
}

/** The monthly run: the ended month's invoices, then the next month's job. Idempotent. */
export const feeInvoiceMonthJob = (issuer: InvoiceIssuer) =>
  defineJob({
    ...feeInvoiceMonthShape,
    async run({ month }, _job, { db, now }) {
      await issueFeeInvoicesOfMonth(db, issuer, month, now);
      await scheduleFeeInvoiceMonth(db, nextMonth(month));
    },
  });

/** The wallet's fee documents: the `PF` invoices and the credit notes against them. */
const feeDocuments = eq(invoices.service, PLATFORM_FEE_SERVICE);

/**
 * `GET /v1/vendor/fee-invoices?year=`: the venue's fee invoices and the credit notes against
 * them (`kind`, and the invoice a credit note reduces), dated in that financial year, newest first.
 */
export async function listFeeInvoices(ctx: ProfileContext, year: number): Promise<FeeInvoicesResponse> {
  const rows = await ctx.db
    .select()
    .from(invoices)
    .where(
      and(eq(invoices.profileId, ctx.profile.id), feeDocuments, eq(invoices.financialYear, financialYearStarting(year).label)),
    )
    .orderBy(desc(invoices.issuedAt), desc(invoices.series), desc(invoices.sequence));
  const relatedIds = [...new Set(rows.flatMap((row) => (row.relatedInvoiceId ? [row.relatedInvoiceId] : [])))];
  const related =
    relatedIds.length === 0
      ? []
      : await ctx.db
          .select({ id: invoices.id, number: invoices.number })
          .from(invoices)
          .where(and(eq(invoices.profileId, ctx.profile.id), inArray(invoices.id, relatedIds)));
  const numberOf = new Map(related.map((row) => [row.id, row.number]));
  return {
    invoices: rows.map((row) => ({
      _id: row.id,
      number: row.number,
      kind: row.kind,
      relatedInvoice:
        row.relatedInvoiceId && numberOf.has(row.relatedInvoiceId)
          ? { _id: row.relatedInvoiceId, number: numberOf.get(row.relatedInvoiceId)! }
          : null,
      month: row.month ?? row.invoiceDate.slice(0, 7),
      taxablePaise: row.taxablePaise,
      gstPaise: row.cgstPaise + row.sgstPaise + row.igstPaise,
      totalPaise: row.totalPaise,
    })),
  };
}
