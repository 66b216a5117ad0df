import { TZDate } from '@date-fns/tz';
import { addMonths } from 'date-fns/addMonths';
import { addYears } from 'date-fns/addYears';
import { and, eq, gte, ne, sql } from 'drizzle-orm';
import type { PlanInterval, Service } from '@venue/shared';
import type { Db } from '../../db/client.ts';
import {
  billingDetails,
  profiles,
  subscriptionPayments,
  subscriptionPlans,
  subscriptions,
  subscriptionTerms,
} from '../../db/schema/index.ts';
import { defineAuditAction, recordAudit } from '../../lib/audit/index.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { newId } from '../../lib/ids.ts';
import { FINANCIAL_YEAR_TIME_ZONE } from '../../lib/venue-time.ts';
import {
  invoiceIssuerOf,
  issueInvoice,
  supplierStateCode,
  type InvoiceIssuer,
  type IssueInvoiceInput,
} from '../invoices/invoices.service.ts';
import { recordUnclaimedPayment, type PaymentLink, type UnclaimedPaymentReason } from '../payments/payments.service.ts';
import { scheduleTermLife, SubscriptionAuditStateSchema, subscriptionAuditStateOf } from './term-life.ts';

type TermRow = typeof subscriptionTerms.$inferSelect;
type PlanRow = typeof subscriptionPlans.$inferSelect;

/**
 * Standings whose service ran to the payment: a renewal continues from the period's end, even
 * when paid during the grace after it (overdue: the menu stayed live, and the late fee is for
 * paying late, not for a gap). A suspended service was off, so its next period starts when paid.
 */
const CONTINUING_STATES = new Set(['active', 'due', 'overdue']);

/**
 * One calendar month or year after `start`, counted in IST (decisions §6 "renewals extend from
 * the end of the current term"): 31 January + 1 month is 28/29 February, as a person reads it.
 */
export function periodEndOf(start: Date, interval: PlanInterval): Date {
  const local = new TZDate(start.getTime(), FINANCIAL_YEAR_TIME_ZONE);
  return new Date((interval === 'yearly' ? addYears(local, 1) : addMonths(local, 1)).getTime());
}

/** The new period: from the end of the period that continues, else from the payment. */
export function nextPeriod(
  paidAt: Date,
  current: { status: string; currentPeriodEnd: Date | null } | undefined,
  interval: PlanInterval,
): { start: Date; end: Date } {
  const continuingEnd = current && CONTINUING_STATES.has(current.status) ? current.currentPeriodEnd : null;
  const start = continuingEnd ?? paidAt;
  return { start, end: periodEndOf(start, interval) };
}

/** A paid term moving a subscription on (callback or webhook; the payment's provider id is in the payments table). */
export const TERM_PAID_AUDIT = defineAuditAction({
  name: 'subscription.term-paid',
  entityType: 'subscription',
  state: SubscriptionAuditStateSchema,
});

/**
 * Who the invoice is made out to: the stored billing details, else the profile's name with the
 * supplier's state (an intra-state supply: with no address on record the place of supply is
 * the supplier's, IGST Act s.12(2)(b)(ii)); a stored GSTIN's first two digits name the state.
 */
async function invoiceBuyer(ctx: ServiceContext, tx: Db, profileId: string): Promise<IssueInvoiceInput['buyer']> {
  const [details] = await tx.select().from(billingDetails).where(eq(billingDetails.profileId, profileId)).limit(1);
  if (details) {
    return {
      name: details.legalName,
      address: details.address,
      stateCode: details.gstin ? details.gstin.slice(0, 2) : details.stateCode,
      gstin: details.gstin,
    };
  }
  const [profile] = await tx.select({ name: profiles.name }).from(profiles).where(eq(profiles.id, profileId)).limit(1);
  return { name: profile?.name ?? '', address: '', stateCode: supplierStateCode(ctx.config), gstin: null };
}

function invoiceLines(term: TermRow, plan: PlanRow, period: { start: Date; end: Date }): IssueInvoiceInput['lines'] {
  const label = `${plan.name} (${plan.interval})`;
  const lines = [{ description: label, taxablePaise: term.basePaise, periodStart: period.start, periodEnd: period.end }];
  if (term.lateFeePaise > 0) {
    lines.push({ description: 'Late fee', taxablePaise: term.lateFeePaise, periodStart: period.start, periodEnd: period.end });
  }
  return lines;
}

export interface ActivationResult {
  termId: string;
  invoiceId: string;
  invoiceNumber: string;
  /** False when the term was already paid: nothing changed. */
  activated: boolean;
}

/** The payment pays no live term: it was recorded as unclaimed and its refund queued, once. */
export interface RefundedPayment {
  refunded: UnclaimedPaymentReason;
}

export interface ConfirmedPayment {
  /** The link as the provider reports it (callback) or sent it (webhook), with the payment captured. */
  link: PaymentLink;
  paymentId: string;
  confirmedBy: 'callback' | 'webhook';
}

/**
 * Why a term cannot take this payment, or null when it can (issue 34: money for a dead term
 * is refunded). A term is dead when it is gone (its venue deleted, or the link is not its own),
 * cancelled (superseded by a newer link, or its link cancelled), expired, already paid by
 * another payment, or superseded by another term of the service paid since it was made; and a
 * payment of another amount than the term's pays nothing. Call with the term and its
 * subscription row locked, so two terms paid at once see each other.
 */
async function deadTermReason(
  tx: Db,
  term: TermRow | undefined,
  payment: ConfirmedPayment,
  amountPaise: number,
): Promise<UnclaimedPaymentReason | null> {
  if (!term || term.paymentLinkId !== payment.link.linkId) return 'not-found';
  if (term.status === 'cancelled' || term.status === 'expired') return term.status;
  if (term.status === 'paid') return 'superseded';
  if (amountPaise !== term.totalPaise || payment.link.amountPaidPaise !== term.totalPaise) return 'amount-mismatch';
  const [paidSince] = await tx
    .select({ id: subscriptionTerms.id })
    .from(subscriptionTerms)
    .where(
      and(
        eq(subscriptionTerms.profileId, term.profileId),
        eq(subscriptionTerms.service, term.service),
        eq(subscriptionTerms.status, 'paid'),
        ne(subscriptionTerms.id, term.id),
        gte(subscriptionTerms.paidAt, term.createdAt),
      ),
    )
    .limit(1);
  return paidSince ? 'superseded' : null;
}

/** The invoice of a term this very payment paid already: the answer to a repeat, changing nothing. */
async function repeatAnswer(
  tx: Db,
  issuer: InvoiceIssuer,
  term: TermRow,
  plan: PlanRow,
  buyer: IssueInvoiceInput['buyer'],
  paymentId: string,
) {
  if (term.status !== 'paid' || !term.paidAt || !term.periodStart || !term.periodEnd) return null;
  const [paid] = await tx.select().from(subscriptionPayments).where(eq(subscriptionPayments.termId, term.id));
  if (paid && paid.providerPaymentId !== paymentId) return null;
  // Issuing again for the same source answers the first invoice unchanged (invoices contract).
  const invoice = await issueInvoice(
    tx,
    issuer,
    invoiceInput(term, plan, buyer, term.paidAt, { start: term.periodStart, end: term.periodEnd }, null),
  );
  return { termId: term.id, invoiceId: invoice.invoiceId, invoiceNumber: invoice.number, activated: false };
}

/**
 * Marks a term paid and moves its subscription on, in one transaction: the payment row, the new
 * period (from the end of the one still running), the subscription row, the tax invoice, the
 * term-life jobs and the audit row. The term's row lock makes a second confirmation of the same
 * payment (callback twice, webhook and callback together) wait and then find it paid: it
 * changes nothing and answers the same invoice. A payment the term cannot take (see
 * `deadTermReason`) is recorded as unclaimed in the same transaction and refunded by the
 * payments layer's job: the callback and the webhook racing for it make one refund.
 * The caller has checked with the provider that the link is paid and the payment captured.
 */
export async function activateTerm(ctx: ServiceContext, payment: ConfirmedPayment): Promise<ActivationResult | RefundedPayment> {
  const amountPaise = payment.link.payments.find((candidate) => candidate.paymentId === payment.paymentId)?.amountPaise ?? 0;
  const issuer = invoiceIssuerOf(ctx.config);
  return ctx.db.transaction(async (tx) => {
    const [term] = await tx
      .select()
      .from(subscriptionTerms)
      .where(eq(subscriptionTerms.id, payment.link.referenceId))
      .for('update');
    const plan = term && (await tx.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, term.planId)))[0];
    if (term && !plan) throw new Error(`plan ${term.planId} of term ${term.id} is missing`);
    const buyer = term ? await invoiceBuyer(ctx, tx, term.profileId) : null;
    const repeat = term && plan && buyer ? await repeatAnswer(tx, issuer, term, plan, buyer, payment.paymentId) : null;
    if (repeat) return repeat;

    // A row to lock, so two terms of one service paid at once extend one after the other, and
    // the second sees the first paid.
    if (term) {
      await tx
        .insert(subscriptions)
        .values({ id: newId(), profileId: term.profileId, service: term.service })
        .onConflictDoNothing({ target: [subscriptions.profileId, subscriptions.service] });
    }
    const [before] = term
      ? await tx
          .select()
          .from(subscriptions)
          .where(and(eq(subscriptions.profileId, term.profileId), eq(subscriptions.service, term.service)))
          .for('update')
      : [];
    const dead = await deadTermReason(tx, term, payment, amountPaise);
    if (dead || !term || !plan || !buyer || !before) {
      const reason = dead ?? 'not-found';
      await recordUnclaimedPayment(tx, {
        provider: ctx.payments.name,
        link: payment.link,
        paymentId: payment.paymentId,
        reason,
        now: ctx.clock(),
      });
      if (term?.status === 'pending') {
        // Superseded or paid for another amount: its link must not take more money either.
        await tx.update(subscriptionTerms).set({ status: 'cancelled' }).where(eq(subscriptionTerms.id, term.id));
      }
      ctx.log.warn(
        { termId: payment.link.referenceId, reason, confirmedBy: payment.confirmedBy },
        'payment for a dead term: refund queued',
      );
      return { refunded: reason };
    }

    const paidAt = ctx.clock();
    await tx.insert(subscriptionPayments).values({
      id: newId(),
      profileId: term.profileId,
      termId: term.id,
      provider: term.provider,
      providerPaymentId: payment.paymentId,
      paymentLinkId: payment.link.linkId,
      amountPaise,
      confirmedBy: payment.confirmedBy,
      paidAt,
    });

    const period = nextPeriod(paidAt, before, plan.interval);
    const [after] = await tx
      .update(subscriptions)
      .set({
        status: 'active',
        planId: plan.id,
        currentPeriodStart: period.start,
        currentPeriodEnd: period.end,
        lateFeePaise: 0,
        manual: false,
        updatedAt: paidAt,
      })
      .where(eq(subscriptions.id, before.id))
      .returning();
    await tx
      .update(subscriptionTerms)
      .set({ status: 'paid', paidAt, periodStart: period.start, periodEnd: period.end })
      .where(eq(subscriptionTerms.id, term.id));

    const invoice = await issueInvoice(tx, issuer, invoiceInput(term, plan, buyer, paidAt, period, payment.paymentId));
    await scheduleTermLife(
      tx,
      {
        id: after!.id,
        profileId: after!.profileId,
        service: after!.service,
        currentPeriodEnd: after!.currentPeriodEnd,
      },
      paidAt,
    );
    await recordAudit(tx, TERM_PAID_AUDIT, {
      profileId: term.profileId,
      actorUserId: null,
      entityId: after!.id,
      before: before.status === 'inactive' && !before.planId ? null : subscriptionAuditStateOf(before),
      after: subscriptionAuditStateOf(after!),
      reason: `Term ${term.id} paid: payment ${payment.paymentId} confirmed by ${payment.confirmedBy}`,
    });
    ctx.log.info({ termId: term.id, profileId: term.profileId, service: term.service }, 'subscription term paid');
    return { termId: term.id, invoiceId: invoice.invoiceId, invoiceNumber: invoice.number, activated: true };
  });
}

function invoiceInput(
  term: TermRow,
  plan: PlanRow,
  buyer: IssueInvoiceInput['buyer'],
  paidAt: Date,
  period: { start: Date; end: Date },
  providerPaymentId: string | null,
): IssueInvoiceInput {
  return {
    profileId: term.profileId,
    sourceId: term.id,
    service: term.service satisfies Service,
    planName: plan.name,
    lines: invoiceLines(term, plan, period),
    paidAt,
    buyer,
    providerPaymentId,
  };
}

/** For the status and subscribe calls: the subscription rows of a venue, with their plans. */
export async function readSubscriptions(db: Db, profileId: string) {
  return db
    .select({ row: subscriptions, plan: subscriptionPlans })
    .from(subscriptions)
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
    .where(eq(subscriptions.profileId, profileId))
    .orderBy(sql`${subscriptions.service}`);
}
