import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FeeInvoicesResponse } from '@venue/shared';
import type { Db } from '../../db/client.ts';
import { billingDetails, invoices, profiles, vendorAccounts, walletEntries } from '../../db/schema/index.ts';
import type { ProfileContext } from '../../lib/context.ts';
import { defineJob, scheduleJob } from '../../lib/jobs/index.ts';
import { FINANCIAL_YEAR_TIME_ZONE, financialYearStarting, localDate, venueInstant } from '../../lib/venue-time.ts';
import { issueInvoice, type IssuedInvoice, type IssueInvoiceInput } from './invoices.service.ts';

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

/**
 * Issues the platform fee invoices of `month` (`YYYY-MM`, IST), dated `now`: one per venue with
 * fee rows in it, each in its own transaction. Running it again issues nothing new.
 * @returns the invoices issued or found, by profile id.
 */
export async function issueFeeInvoicesOfMonth(db: Db, month: string, now: Date): Promise<Map<string, IssuedInvoice>> {
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
      ),
    )
    .groupBy(walletEntries.profileId, walletEntries.kind);
  const byProfile = new Map<string, { feePaise: number; gstPaise: number }>();
  for (const row of sums) {
    const entry = byProfile.get(row.profileId) ?? { feePaise: 0, gstPaise: 0 };
    // Ledger rows take money from the venue (negative); the invoice charges it (positive).
    if (row.kind === 'platform-fee') entry.feePaise -= Number(row.paise);
    else entry.gstPaise -= Number(row.paise);
    byProfile.set(row.profileId, entry);
  }
  const issued = new Map<string, IssuedInvoice>();
  for (const [profileId, { feePaise, gstPaise }] of byProfile) {
    if (feePaise <= 0) continue;
    const invoice = await db.transaction(async (tx) =>
      issueInvoice(tx, {
        profileId,
        sourceId: sourceOf(profileId, month),
        service: 'platform-fee',
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
    issued.set(profileId, invoice);
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
export const feeInvoiceMonthJob = defineJob({
  ...feeInvoiceMonthShape,
  async run({ month }, _job, { db, now }) {
    await issueFeeInvoicesOfMonth(db, month, now);
    await scheduleFeeInvoiceMonth(db, nextMonth(month));
  },
});

/** `GET /v1/vendor/fee-invoices?year=`: the venue's fee invoices dated in that financial year, newest first. */
export async function listFeeInvoices(ctx: ProfileContext, year: number): Promise<FeeInvoicesResponse> {
  const rows = await ctx.db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.profileId, ctx.profile.id),
        eq(invoices.series, 'PF'),
        eq(invoices.financialYear, financialYearStarting(year).label),
      ),
    )
    .orderBy(desc(invoices.sequence));
  return {
    invoices: rows.map((row) => ({
      _id: row.id,
      number: row.number,
      month: row.month ?? row.invoiceDate.slice(0, 7),
      taxablePaise: row.taxablePaise,
      gstPaise: row.cgstPaise + row.sgstPaise + row.igstPaise,
      totalPaise: row.totalPaise,
    })),
  };
}
