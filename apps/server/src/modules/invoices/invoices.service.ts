import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  BILLING_MESSAGES,
  gstBreakdown,
  type BillingDetails,
  gstinStateCode,
  gstStateName,
  isGstStateCode,
  paiseInWords,
  type InvoicesByYearResponseSchema,
  type InvoiceSummary,
  type Service,
} from '@venue/shared';
import { z } from 'zod';
import type { AppConfig, InvoiceSupplier } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { invoiceCounters, invoices, type InvoiceLine, type InvoiceParty, type InvoiceSeries } from '../../db/schema/invoices.ts';
import type { ProfileContext } from '../../lib/context.ts';
import { defineAuditAction, recordAudit } from '../../lib/audit/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { enforceRateLimit, type RateLimiter } from '../../lib/rate-limiter.ts';
import { cachedRender, isRendered } from '../../lib/render-cache.ts';
import { runRender } from '../../lib/render-pool.ts';
import { FINANCIAL_YEAR_TIME_ZONE, financialYearOf, financialYearStarting, localDate } from '../../lib/venue-time.ts';
import type { InvoiceDocument } from './invoice-pdf.ts';

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
  /** `SR` (default) subscription invoices, `CN` credit notes, `PF` platform fee invoices. */
  series?: InvoiceSeries;
  kind?: 'invoice' | 'credit-note';
  relatedInvoiceId?: string | null;
  month?: string | null;
  /**
   * The GST as already charged (the wallet's fee-GST rows), split by the buyer's state, instead
   * of 18% of the taxable value: a fee invoice must state the tax the venue actually paid.
   */
  gstPaise?: number;
}

export interface IssuedInvoice {
  invoiceId: string;
  number: string;
  totalPaise: number;
}

export const INVOICE_MESSAGES = {
  notFound: 'Invoice not found',
  tooManyPdfs: (wait: string) => `Too many invoice downloads this hour. Please try again in ${wait}.`,
} as const;

/**
 * Invoice PDFs a venue may have rendered (not served from the cache) in an hour: far above a
 * year's invoices, so only a loop that keeps the cache cold meets it (lib/README.md, render pool).
 */
export const INVOICE_PDFS_PER_PROFILE_PER_HOUR = 60;

/** The five digits of `SR/2026-27/00001`: with the prefix and year, the 16 characters GST allows. */
const SEQUENCE_DIGITS = 5;
const MAX_SEQUENCE = 10 ** SEQUENCE_DIGITS - 1;

/** The seller and SAC every invoice prints: the app's, from the configuration validated at start. */
export interface InvoiceIssuer {
  supplier: InvoiceSupplier;
  sac: string;
}

export const invoiceIssuerOf = (config: Pick<AppConfig, 'supplier' | 'INVOICE_SAC'>): InvoiceIssuer => ({
  supplier: config.supplier,
  sac: config.INVOICE_SAC,
});

const invoiceNumber = (series: InvoiceSeries, financialYear: string, sequence: number) =>
  `${series}/${financialYear}/${String(sequence).padStart(SEQUENCE_DIGITS, '0')}`;

/** The counter row of a series' year: `SR` keeps the bare year its counters had before the other series. */
const counterKey = (series: InvoiceSeries, financialYear: string) =>
  series === 'SR' ? financialYear : `${series}/${financialYear}`;

/**
 * The next number of a financial year, in one statement: the first invoice of a year creates
 * its counter, later ones increment it. The counter row stays locked until the caller's
 * transaction ends, so concurrent payments take consecutive numbers one after another, and a
 * payment that rolls back gives its number back to the next.
 */
async function allocateSequence(tx: Db, series: InvoiceSeries, financialYear: string): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ financialYear: counterKey(series, financialYear), lastSequence: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.financialYear,
      set: { lastSequence: sql`${invoiceCounters.lastSequence} + 1` },
    })
    .returning({ sequence: invoiceCounters.lastSequence });
  return row!.sequence;
}

/**
 * The buyer's state: a registered buyer's is its GSTIN's; an unregistered one's is the state on
 * record, and without one (no billing details, or a code GSTN does not use) the supplier's, as
 * IGST Act s.12(2)(b)(ii) places a supply to a buyer with no address on record at the supplier.
 */
function buyerParty(buyer: IssueInvoiceInput['buyer'], supplier: InvoiceSupplier): InvoiceParty {
  const gstin = buyer.gstin?.trim().toUpperCase() || null;
  const given = gstin ? gstinStateCode(gstin) : buyer.stateCode;
  const stateCode = isGstStateCode(given) ? given : supplier.stateCode;
  return { name: buyer.name, address: buyer.address, stateCode, stateName: gstStateName(stateCode)!, gstin };
}

const invoiceBySource = (tx: Db, sourceId: string) =>
  tx
    .select({ invoiceId: invoices.id, number: invoices.number, totalPaise: invoices.totalPaise })
    .from(invoices)
    .where(eq(invoices.sourceId, sourceId))
    .then((rows) => rows[0]);

/** The invoice issued for a source (a paid term), if any: a repeated payment callback answers it. */
export const findInvoiceOfSource = (db: Db, sourceId: string): Promise<IssuedInvoice | undefined> =>
  invoiceBySource(db, sourceId);

/**
 * The last day a period ending (exclusively) at `end` covers: the day before the next period
 * starts. A term to 1 May 00:00 runs to 30 April, and one to 5 June 10:30 to 4 June, as the next
 * term's invoice starts on 5 June (two invoices never both claim one day).
 */
const lastDayOf = (end: Date) => {
  const next = localDate(FINANCIAL_YEAR_TIME_ZONE, end);
  return localDate('UTC', new Date(Date.parse(`${next}T00:00:00Z`) - 86_400_000));
};

/** GST already charged, as CGST + SGST halves (the odd paisa to SGST) or IGST. */
function splitGst(taxablePaise: number, gstPaise: number, intraState: boolean) {
  const cgstPaise = intraState ? Math.floor(gstPaise / 2) : 0;
  const sgstPaise = intraState ? gstPaise - cgstPaise : 0;
  return { taxablePaise, cgstPaise, sgstPaise, igstPaise: intraState ? 0 : gstPaise, totalPaise: taxablePaise + gstPaise };
}

/**
 * Issues the tax invoice for a paid term (see the contract above). CGST 9% + SGST 9% when the
 * buyer's state is the supplier's, else IGST 18%, on the lines' total; number, date and
 * financial year from `paidAt` in IST.
 * @throws Error for a source with no lines, or when a financial year runs out of five-digit
 *   numbers: the payment rolls back.
 */
export async function issueInvoice(tx: Db, issuer: InvoiceIssuer, input: IssueInvoiceInput): Promise<IssuedInvoice> {
  if (input.lines.length === 0) throw new Error('issueInvoice: an invoice needs at least one line');
  const existing = await invoiceBySource(tx, input.sourceId);
  if (existing) return existing;

  const { supplier, sac } = issuer;
  const supplierParty: InvoiceParty = { ...supplier };
  const buyer = buyerParty(input.buyer, supplier);
  const lines: InvoiceLine[] = input.lines.map((line) => ({
    description: line.description,
    sac,
    periodStart: localDate(FINANCIAL_YEAR_TIME_ZONE, line.periodStart),
    periodEnd: lastDayOf(line.periodEnd),
    taxablePaise: line.taxablePaise,
  }));
  const taxablePaise = lines.reduce((sum, line) => sum + line.taxablePaise, 0);
  const intraState = buyer.stateCode === supplier.stateCode;
  const tax =
    input.gstPaise === undefined
      ? gstBreakdown(taxablePaise, { intraState })
      : splitGst(taxablePaise, input.gstPaise, intraState);

  const series = input.series ?? 'SR';
  const financialYear = financialYearOf(input.paidAt).label;
  const sequence = await allocateSequence(tx, series, financialYear);
  if (sequence > MAX_SEQUENCE) throw new Error(`issueInvoice: financial year ${financialYear} has used every invoice number`);
  const id = newId();
  const number = invoiceNumber(series, financialYear, sequence);
  const inserted = await tx
    .insert(invoices)
    .values({
      id,
      profileId: input.profileId,
      sourceId: input.sourceId,
      service: input.service,
      planName: input.planName,
      number,
      financialYear,
      sequence,
      series,
      kind: input.kind ?? 'invoice',
      relatedInvoiceId: input.relatedInvoiceId ?? null,
      month: input.month ?? null,
      issuedAt: input.paidAt,
      invoiceDate: localDate(FINANCIAL_YEAR_TIME_ZONE, input.paidAt),
      supplier: supplierParty,
      buyer,
      placeOfSupply: `${buyer.stateName} (${buyer.stateCode})`,
      lines,
      ...tax,
      amountInWords: paiseInWords(tax.totalPaise),
      providerPaymentId: input.providerPaymentId,
    })
    // Two payments of one term racing (a callback and its webhook): the second waits for the
    // first to commit, then finds its invoice here.
    .onConflictDoNothing({ target: invoices.sourceId })
    .returning({ id: invoices.id });
  if (inserted.length === 0) {
    // The number taken above is still ours alone (the counter row is locked): give it back.
    await tx
      .update(invoiceCounters)
      .set({ lastSequence: sequence - 1 })
      .where(
        and(eq(invoiceCounters.financialYear, counterKey(series, financialYear)), eq(invoiceCounters.lastSequence, sequence)),
      );
    return (await invoiceBySource(tx, input.sourceId))!;
  }
  return { invoiceId: id, number, totalPaise: tax.totalPaise };
}

type InvoiceRow = typeof invoices.$inferSelect;

const invoicePdfPath = (invoiceId: string) => `/v1/subscription/invoices/${invoiceId}/pdf`;

function toSummary(row: InvoiceRow, related: Map<string, InvoiceRow>, cancelled: Set<string>): InvoiceSummary {
  const starts = row.lines.map((line) => line.periodStart).sort();
  const ends = row.lines.map((line) => line.periodEnd).sort();
  const relatedRow = row.relatedInvoiceId ? related.get(row.relatedInvoiceId) : undefined;
  return {
    _id: row.id,
    number: row.number,
    kind: row.kind,
    relatedInvoice: relatedRow ? { _id: relatedRow.id, number: relatedRow.number } : null,
    isCancelled: cancelled.has(row.id),
    issuedAt: row.issuedAt.toISOString(),
    invoiceDate: row.invoiceDate,
    service: row.service as Service,
    planName: row.planName,
    periodStart: starts[0] ?? row.invoiceDate,
    periodEnd: ends.at(-1) ?? row.invoiceDate,
    taxablePaise: row.taxablePaise,
    cgstPaise: row.cgstPaise,
    sgstPaise: row.sgstPaise,
    igstPaise: row.igstPaise,
    totalPaise: row.totalPaise,
    pdfPath: invoicePdfPath(row.id),
  };
}

/** Subscription billing: tax invoices and the credit notes that cancel them (platform fee invoices are the wallet's). */
const SUBSCRIPTION_SERIES: InvoiceSeries[] = ['SR', 'CN'];
/** The wallet's fee invoices and their credit notes carry this service; subscription billing never does. */
export const PLATFORM_FEE_SERVICE = 'platform-fee';

/**
 * The active profile's invoices and credit notes of the financial year starting 1 April `year`,
 * newest first. A credit note names the invoice it cancels (maybe of an earlier year), and a
 * cancelled invoice says so.
 */
export async function listInvoicesByYear(
  ctx: ProfileContext,
  year: number,
): Promise<z.infer<typeof InvoicesByYearResponseSchema>> {
  const financialYear = financialYearStarting(year).label;
  const rows = await ctx.db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.profileId, ctx.profile.id),
        eq(invoices.financialYear, financialYear),
        inArray(invoices.series, SUBSCRIPTION_SERIES),
        ne(invoices.service, PLATFORM_FEE_SERVICE),
      ),
    )
    .orderBy(desc(invoices.issuedAt), desc(invoices.series), desc(invoices.sequence));
  const relatedIds = [...new Set(rows.flatMap((row) => (row.relatedInvoiceId ? [row.relatedInvoiceId] : [])))];
  const ids = rows.map((row) => row.id);
  const [related, creditNotes] = await Promise.all([
    relatedIds.length === 0
      ? []
      : ctx.db
          .select()
          .from(invoices)
          .where(and(eq(invoices.profileId, ctx.profile.id), inArray(invoices.id, relatedIds))),
    ids.length === 0
      ? []
      : ctx.db
          .select({ relatedInvoiceId: invoices.relatedInvoiceId })
          .from(invoices)
          .where(and(eq(invoices.kind, 'credit-note'), inArray(invoices.relatedInvoiceId, ids))),
  ]);
  const relatedById = new Map(related.map((row) => [row.id, row]));
  const cancelled = new Set(creditNotes.map((row) => row.relatedInvoiceId!));
  return { financialYear, invoices: rows.map((row) => toSummary(row, relatedById, cancelled)) };
}

/** The reissue's audit: which invoice was cancelled by which credit note, and what replaced it. */
const INVOICE_REISSUED_AUDIT = defineAuditAction({
  name: 'invoice.reissued',
  entityType: 'invoice',
  state: z.object({
    number: z.string(),
    buyer: z.object({ name: z.string(), address: z.string(), stateCode: z.string(), gstin: z.string().nullable() }),
  }),
});

/**
 * `POST invoices/{id}/reissue` (decisions §7 "Trust in daily use"): corrects the buyer of an
 * issued invoice the only way GST allows, in one transaction: a credit note (its own `CN`
 * series, CGST Rules rule 53) for the whole of the old invoice, then a new tax invoice with the
 * same lines and the corrected buyer. Both are dated today; the old invoice's row locks first,
 * so two corrections at once make one credit note, and the second caller is told.
 * @throws AppError NOT_FOUND for another venue's or an unknown id; BUSINESS_RULE for a credit
 *   note or an invoice already corrected.
 */
export async function reissueInvoice(
  ctx: ProfileContext,
  invoiceId: string,
  buyer: BillingDetails,
): Promise<{ creditNote: IssuedInvoice; invoice: IssuedInvoice }> {
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const [old] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.id, invoiceId), eq(invoices.profileId, ctx.profile.id)))
      .for('update');
    if (!old || old.service === PLATFORM_FEE_SERVICE) throw notFound(INVOICE_MESSAGES.notFound);
    if (old.kind !== 'invoice') throw new AppError('BUSINESS_RULE', BILLING_MESSAGES.invoiceNotCorrectable);
    const [credited] = await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.kind, 'credit-note'), eq(invoices.relatedInvoiceId, old.id)));
    if (credited) throw new AppError('BUSINESS_RULE', BILLING_MESSAGES.alreadyCorrected);

    const creditNote = await copyInvoice(tx, old, {
      sourceId: `credit-note:${old.id}`,
      series: 'CN',
      kind: 'credit-note',
      buyer: old.buyer,
      issuedAt: now,
    });
    const corrected: InvoiceParty = buyerParty(
      { name: buyer.legalName, address: buyer.address, stateCode: buyer.stateCode, gstin: buyer.gstin ?? null },
      ctx.config.supplier,
    );
    const invoice = await copyInvoice(tx, old, {
      sourceId: `reissue:${old.id}`,
      series: 'SR',
      kind: 'invoice',
      buyer: corrected,
      issuedAt: now,
    });
    await recordAudit(tx, INVOICE_REISSUED_AUDIT, {
      profileId: ctx.profile.id,
      actorUserId: ctx.caller.userId,
      entityId: old.id,
      before: { number: old.number, buyer: old.buyer },
      after: { number: invoice.number, buyer: corrected },
      reason: `Credit note ${creditNote.number}`,
    });
    return { creditNote, invoice };
  });
}

/**
 * A credit note or replacement of `old`: its lines and taxable value, taxed again for `buyer`'s
 * state (a credit note keeps the old buyer, so it reverses exactly the tax the invoice charged).
 */
async function copyInvoice(
  tx: Db,
  old: InvoiceRow,
  copy: { sourceId: string; series: InvoiceSeries; kind: 'invoice' | 'credit-note'; buyer: InvoiceParty; issuedAt: Date },
): Promise<IssuedInvoice> {
  const financialYear = financialYearOf(copy.issuedAt).label;
  const sequence = await allocateSequence(tx, copy.series, financialYear);
  if (sequence > MAX_SEQUENCE)
    throw new Error(`reissueInvoice: financial year ${financialYear} has used every ${copy.series} number`);
  const tax =
    copy.kind === 'credit-note'
      ? {
          taxablePaise: old.taxablePaise,
          cgstPaise: old.cgstPaise,
          sgstPaise: old.sgstPaise,
          igstPaise: old.igstPaise,
          totalPaise: old.totalPaise,
        }
      : gstBreakdown(old.taxablePaise, { intraState: copy.buyer.stateCode === old.supplier.stateCode });
  const id = newId();
  const number = invoiceNumber(copy.series, financialYear, sequence);
  await tx.insert(invoices).values({
    id,
    profileId: old.profileId,
    sourceId: copy.sourceId,
    service: old.service,
    planName: old.planName,
    number,
    financialYear,
    sequence,
    series: copy.series,
    kind: copy.kind,
    relatedInvoiceId: old.id,
    month: old.month,
    issuedAt: copy.issuedAt,
    invoiceDate: localDate(FINANCIAL_YEAR_TIME_ZONE, copy.issuedAt),
    supplier: old.supplier,
    buyer: copy.buyer,
    placeOfSupply: `${copy.buyer.stateName} (${copy.buyer.stateCode})`,
    lines: old.lines,
    ...tax,
    amountInWords: paiseInWords(tax.totalPaise),
    providerPaymentId: old.providerPaymentId,
  });
  return { invoiceId: id, number, totalPaise: tax.totalPaise };
}

export interface InvoiceFile {
  fileName: string;
  data: Buffer;
}

const INVOICE_WORKER = new URL('./invoice-worker.ts', import.meta.url);

/**
 * The PDF of one of the active profile's invoices, rendered in the pool once and then served
 * from the render cache: an issued invoice never changes, so its id names its content.
 * @throws AppError NOT_FOUND for an id that is not this profile's invoice; RATE_LIMITED past
 *   INVOICE_PDFS_PER_PROFILE_PER_HOUR renders.
 */
export async function renderInvoicePdf(
  ctx: ProfileContext,
  invoiceId: string,
  limiter: RateLimiter,
  options: { series?: 'PF' } = {},
): Promise<InvoiceFile> {
  const [row] = await ctx.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.profileId, ctx.profile.id)));
  // The wallet's fee documents (PF invoices, their credit notes) and subscription billing each have their own call.
  if (!row || (row.service === PLATFORM_FEE_SERVICE) !== (options.series === 'PF')) throw notFound(INVOICE_MESSAGES.notFound);
  const [related] = row.relatedInvoiceId
    ? await ctx.db
        .select({ number: invoices.number, invoiceDate: invoices.invoiceDate })
        .from(invoices)
        .where(eq(invoices.id, row.relatedInvoiceId))
    : [];
  const document: InvoiceDocument = {
    kind: row.kind,
    relatedInvoice: related ?? null,
    relation: row.kind === 'credit-note' ? 'cancels' : related ? 'replaces' : null,
    number: row.number,
    invoiceDate: row.invoiceDate,
    supplier: row.supplier,
    buyer: row.buyer,
    placeOfSupply: row.placeOfSupply,
    lines: row.lines,
    taxablePaise: row.taxablePaise,
    cgstPaise: row.cgstPaise,
    sgstPaise: row.sgstPaise,
    igstPaise: row.igstPaise,
    totalPaise: row.totalPaise,
    amountInWords: row.amountInWords,
    providerPaymentId: row.providerPaymentId,
  };
  const key = `invoice-pdf:${row.id}`;
  if (!isRendered(key))
    await enforceRateLimit(
      limiter,
      { key: `invoice-pdf:profile:${ctx.profile.id}`, limit: INVOICE_PDFS_PER_PROFILE_PER_HOUR, windowSeconds: 3600 },
      INVOICE_MESSAGES.tooManyPdfs,
    );
  const data = await cachedRender(key, async () => {
    const bytes = await runRender<Uint8Array>(INVOICE_WORKER, 'renderInvoicePdf', document, { venue: ctx.profile.id });
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  });
  const name = row.kind === 'credit-note' ? 'credit-note' : 'invoice';
  return { fileName: `${name}-${row.number.replaceAll('/', '-')}.pdf`, data };
}

/** The supplier's GST state: the place of supply for a buyer with no address on record. */
export const supplierStateCode = (config: Pick<AppConfig, 'supplier'>): string => config.supplier.stateCode;
