import { and, asc, eq, ne } from 'drizzle-orm';
import {
  gstBreakdown,
  ID_PATTERN,
  PAYMENT_CALLBACK_PAGE_PATH,
  PAYMENT_MESSAGES,
  PAYMENT_VERIFICATIONS_PER_ADDRESS_PER_HOUR,
  SERVICES,
  tooManyRequestsMessage,
  type BillingDetails,
  type BillingDetailsResponse,
  type StoredBillingDetails,
  type PaymentCallbackQuery,
  type Plan,
  type Service,
  type ServiceAlert,
  type ServiceStatus,
  type SubscribeResponse,
  type SubscriptionStatusResponse,
  StoredBillingDetailsSchema,
} from '@venue/shared';
import type { Db } from '../../db/client.ts';
import { billingDetails, subscriptionPayments, subscriptionPlans, subscriptionTerms } from '../../db/schema/index.ts';
import { defineAuditAction, recordAudit } from '../../lib/audit/index.ts';
import type { ProfileContext, ServiceContext } from '../../lib/context.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { enforceRateLimit, type RateLimiter } from '../../lib/rate-limiter.ts';
import { readDigitalMenuStanding } from '../menu/menu.service.ts';
import { findInvoiceOfSource } from '../invoices/invoices.service.ts';
import {
  assertCallbackSignature,
  findUnclaimedPayment,
  onPaymentLinkEvent,
  publicBaseUrl,
  unclaimed,
  verifyPaymentCallback,
  type PaymentLink,
} from '../payments/payments.service.ts';
import { readRestaurantOfProfile } from '../reservations/reservations.service.ts';
import { activateTerm, readSubscriptions, type ActivationResult } from './subscription-activation.ts';
import { toPlan, toServiceStatus } from './subscription-state.ts';

/*
 * Subscriptions (spec §4, §7 "Subscription"; decisions §6): plans, a payment link per billing
 * term, verification of the provider's callback and webhook, and where each service stands.
 */

/** `notes.purpose` of the payment links this module creates (payments routes webhooks by it). */
export const SUBSCRIPTION_TERM_PURPOSE = 'subscription-term';

/** `GET plans` (public): the plans on sale, by service and position. */
export async function listPlans(ctx: ServiceContext): Promise<{ plans: Plan[] }> {
  const rows = await ctx.db
    .select()
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.isActive, true))
    .orderBy(asc(subscriptionPlans.service), asc(subscriptionPlans.position), asc(subscriptionPlans.id));
  return { plans: rows.map(toPlan) };
}

// ---------------------------------------------------------------------------------------------
// Subscribe: a term and its payment link
// ---------------------------------------------------------------------------------------------

/** Payment links stay open this long; an unpaid one then expires (its webhook marks the term). */
const LINK_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * `POST {service}-subscription`: a new billing term for the plan (plus the late fee the
 * subscription owes), its payment link at the provider, and the term row. The link is made
 * first: a failure there leaves nothing behind; a failure after it leaves only an unpaid link.
 * Older pending links of the same service are then cancelled, best-effort (decisions, 0012).
 * Billing details come first (decisions §7): the term's invoice is issued the moment it is paid
 * and can then only be corrected by a credit note, so it must name the right buyer.
 * @throws AppError NOT_FOUND 'Plan not found', BAD_REQUEST 'This plan is not for this service',
 *   422 billing_details_required before the venue saved its billing details, UNAVAILABLE when
 *   the provider cannot be reached.
 */
export async function subscribe(
  ctx: ProfileContext,
  service: Service,
  planId: string,
  requestOrigin: string,
): Promise<SubscribeResponse> {
  const [plan] = await ctx.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, planId)).limit(1);
  if (!plan || !plan.isActive) throw notFound(PAYMENT_MESSAGES.planNotFound);
  if (plan.service !== service) throw badRequest(PAYMENT_MESSAGES.planNotForService);
  if (!(await readBillingDetails(ctx, ctx.profile.id)))
    throw new AppError('billing_details_required', PAYMENT_MESSAGES.billingDetailsRequired);

  const current = (await readSubscriptions(ctx.db, ctx.profile.id)).find(({ row }) => row.service === service)?.row;
  const lateFeePaise = current?.lateFeePaise ?? 0;
  const taxablePaise = plan.pricePaise + lateFeePaise;
  const totalPaise = gstBreakdown(taxablePaise, { intraState: true }).totalPaise;
  const termId = newId();
  const now = ctx.clock();

  const link = await ctx.payments.createPaymentLink({
    amountPaise: totalPaise,
    referenceId: termId,
    description: `${plan.name} (${plan.interval})${lateFeePaise > 0 ? ' with late fee' : ''}`,
    customer: { contact: `+${ctx.caller.phone}` },
    callbackUrl: `${publicBaseUrl(ctx.config, requestOrigin)}${PAYMENT_CALLBACK_PAGE_PATH}`,
    notes: { purpose: SUBSCRIPTION_TERM_PURPOSE, profileId: ctx.profile.id, service, termId },
    expireBy: new Date(now.getTime() + LINK_LIFETIME_MS),
  });
  await ctx.db.insert(subscriptionTerms).values({
    id: termId,
    profileId: ctx.profile.id,
    service,
    planId: plan.id,
    basePaise: plan.pricePaise,
    lateFeePaise,
    taxablePaise,
    gstPaise: totalPaise - taxablePaise,
    totalPaise,
    provider: ctx.payments.name,
    paymentLinkId: link.linkId,
    paymentUrl: link.shortUrl,
    createdByUserId: ctx.caller.userId,
    createdAt: now,
  });
  await cancelOlderPendingTerms(ctx, service, termId);
  return { termId, paymentUrl: link.shortUrl, amountPaise: totalPaise, lateFeePaise };
}

/** One link to pay at a time: the others are cancelled at the provider, then marked so. Failures are only logged. */
async function cancelOlderPendingTerms(ctx: ProfileContext, service: Service, keepTermId: string): Promise<void> {
  const older = await ctx.db
    .select({ id: subscriptionTerms.id, paymentLinkId: subscriptionTerms.paymentLinkId })
    .from(subscriptionTerms)
    .where(
      and(
        eq(subscriptionTerms.profileId, ctx.profile.id),
        eq(subscriptionTerms.service, service),
        eq(subscriptionTerms.status, 'pending'),
        ne(subscriptionTerms.id, keepTermId),
      ),
    );
  for (const term of older) {
    try {
      if (term.paymentLinkId) await ctx.payments.cancelPaymentLink(term.paymentLinkId);
      await ctx.db
        .update(subscriptionTerms)
        .set({ status: 'cancelled' })
        .where(and(eq(subscriptionTerms.id, term.id), eq(subscriptionTerms.status, 'pending')));
    } catch (error) {
      // Already paid or expired at the provider, or the provider is away: its webhook settles it.
      ctx.log.warn({ err: error, termId: term.id }, 'could not cancel an older payment link');
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Verification (callback) and the webhook
// ---------------------------------------------------------------------------------------------

/**
 * Checks that the provider's link holds this payment, captured: what activation or a refund
 * needs. A payment that moved no money changes nothing.
 * @throws AppError BUSINESS_RULE PAYMENT_MESSAGES.notPaid.
 */
function assertCaptured(link: PaymentLink, paymentId: string): void {
  const payment = link.payments.find((candidate) => candidate.paymentId === paymentId);
  if (link.status !== 'paid' || !payment || payment.status !== 'captured') {
    throw new AppError('BUSINESS_RULE', PAYMENT_MESSAGES.notPaid);
  }
}

/** The owner's callback page says what happened to a payment no live term could take. */
const refunded = () => new AppError('PAYMENT_REFUNDED', PAYMENT_MESSAGES.refunded);

/**
 * The answer to a callback we have already settled, from our own record, so a replayed URL
 * never reaches the provider (issue 34): this payment refunded, or this payment the one that
 * paid the term. Null when we have no record of it.
 */
async function answerFromRecord(ctx: ServiceContext, query: PaymentCallbackQuery): Promise<ActivationResult | null> {
  const paymentId = query.razorpay_payment_id;
  const unclaimedRow = await findUnclaimedPayment(ctx.db, ctx.payments.name, paymentId);
  if (unclaimedRow && unclaimedRow.paymentLinkId === query.razorpay_payment_link_id) throw refunded();
  const [paid] = await ctx.db
    .select({ termId: subscriptionTerms.id })
    .from(subscriptionTerms)
    .innerJoin(subscriptionPayments, eq(subscriptionPayments.termId, subscriptionTerms.id))
    .where(
      and(
        eq(subscriptionTerms.id, query.razorpay_payment_link_reference_id),
        eq(subscriptionTerms.paymentLinkId, query.razorpay_payment_link_id),
        eq(subscriptionTerms.status, 'paid'),
        eq(subscriptionPayments.provider, ctx.payments.name),
        eq(subscriptionPayments.providerPaymentId, paymentId),
      ),
    )
    .limit(1);
  if (!paid) return null;
  const invoice = await findInvoiceOfSource(ctx.db, paid.termId);
  return invoice ? { termId: paid.termId, invoiceId: invoice.invoiceId, invoiceNumber: invoice.number, activated: false } : null;
}

/**
 * `GET payment-verification` (public: the signature is the proof), limited per address like
 * the tickets' verification: the signature, our own record of the payment (a repeat is
 * answered from it), else the link as the provider reports it, then activation, or the refund
 * of a payment for a dead term (409 PAYMENT_REFUNDED). A second call changes nothing.
 */
export async function verifySubscriptionPayment(
  ctx: ServiceContext,
  query: PaymentCallbackQuery,
  limiter: RateLimiter,
  clientAddress: string,
): Promise<{ message: string; termId: string; invoiceId: string; invoiceNumber: string }> {
  await enforceRateLimit(
    limiter,
    {
      key: `subscriptions:payment-verification:${clientAddress}`,
      limit: PAYMENT_VERIFICATIONS_PER_ADDRESS_PER_HOUR,
      windowSeconds: 3600,
    },
    tooManyRequestsMessage,
  );
  assertCallbackSignature(ctx, query);
  if (!ID_PATTERN.test(query.razorpay_payment_link_reference_id)) throw badRequest(PAYMENT_MESSAGES.invalidReference);
  const known = await answerFromRecord(ctx, query);
  if (known) return { message: PAYMENT_MESSAGES.verified, ...pick(known) };

  const { link, paymentId } = await verifyPaymentCallback(ctx, query);
  // Another feature's link (its own callback and webhook settle it) is no term of ours.
  if (link.notes.purpose !== SUBSCRIPTION_TERM_PURPOSE || link.referenceId !== query.razorpay_payment_link_reference_id) {
    throw notFound(PAYMENT_MESSAGES.termNotFound);
  }
  assertCaptured(link, paymentId);
  const result = await activateTerm(ctx, { link, paymentId, confirmedBy: 'callback' });
  if ('refunded' in result) throw refunded();
  return { message: PAYMENT_MESSAGES.verified, ...pick(result) };
}

const pick = ({ termId, invoiceId, invoiceNumber }: ActivationResult) => ({ termId, invoiceId, invoiceNumber });

/*
 * Webhooks for subscription terms. `paid` activates exactly as the callback does, or refunds a
 * payment no live term can take (activateTerm decides under the term's lock, so a callback
 * racing the webhook makes the same decision once); `expired` and `cancelled` close a term
 * still pending, never a paid one (events arrive out of order).
 */
export const termLinkEvents = onPaymentLinkEvent(SUBSCRIPTION_TERM_PURPOSE, async (ctx, event) => {
  const referenceId = event.link.referenceId;
  if (event.event === 'payment_link.paid') {
    if (!event.paymentId) return;
    if (!ID_PATTERN.test(referenceId)) return unclaimed('not-found');
    try {
      assertCaptured(event.link, event.paymentId);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      ctx.log.warn({ eventId: event.eventId, referenceId, reason: error.message }, 'payment_link.paid ignored');
      return;
    }
    await activateTerm(ctx, { link: event.link, paymentId: event.paymentId, confirmedBy: 'webhook' });
    return;
  }
  if (!ID_PATTERN.test(referenceId)) return;
  if (event.event === 'payment_link.expired' || event.event === 'payment_link.cancelled') {
    await ctx.db
      .update(subscriptionTerms)
      .set({ status: event.event === 'payment_link.expired' ? 'expired' : 'cancelled' })
      .where(
        and(
          eq(subscriptionTerms.id, referenceId),
          eq(subscriptionTerms.paymentLinkId, event.link.linkId),
          eq(subscriptionTerms.status, 'pending'),
        ),
      );
  }
});

// ---------------------------------------------------------------------------------------------
// Where a venue stands
// ---------------------------------------------------------------------------------------------

const ALERT_STATES = new Set(['due', 'overdue', 'suspended']);

/**
 * `GET subscription-status?profileId=` (any member of that profile: the access guard checks
 * it, so another venue's id is refused before this runs).
 */
export async function getSubscriptionStatus(ctx: ProfileContext): Promise<SubscriptionStatusResponse> {
  const rows = await readSubscriptions(ctx.db, ctx.profile.id);
  const statusOf = (service: Service): ServiceStatus => {
    const found = rows.find(({ row }) => row.service === service);
    return toServiceStatus(service, found?.row, found?.plan ?? undefined);
  };
  const menu = await readDigitalMenuStanding(ctx.db, ctx.profile.id);
  const restaurant = await readRestaurantOfProfile(ctx.db, ctx.profile.id);
  const menuPlan = rows.find(({ row }) => row.service === 'digital-menu')?.plan;
  const statuses = Object.fromEntries(SERVICES.map((service) => [service, statusOf(service)])) as Record<Service, ServiceStatus>;
  const serviceAlerts: ServiceAlert[] = SERVICES.flatMap((service) => {
    const { status } = statuses[service];
    return ALERT_STATES.has(status) ? [{ service, type: status as ServiceAlert['type'] }] : [];
  });
  return {
    subscriptionStatus: {
      'digital-menu': {
        ...statuses['digital-menu'],
        digitalMenuCurrentStatus: menu.status,
        itemLimit: menuPlan?.itemLimit ?? null,
        itemCount: menu.itemCount,
      },
      'table-reservation': { ...statuses['table-reservation'], restaurantId: restaurant?.id ?? null },
      'fast-social-verification': statuses['fast-social-verification'],
    },
    hasConnectedRestaurant: restaurant !== null,
    serviceAlerts,
  };
}

/** The verified badge shows while the service is paid for, its grace included. */
const VERIFIED_STATES = new Set(['active', 'due', 'overdue']);

async function fastSocialVerification(db: Db, profileId: string): Promise<{ verified: boolean; status: ServiceStatus }> {
  const found = (await readSubscriptions(db, profileId)).find(({ row }) => row.service === 'fast-social-verification');
  const status = toServiceStatus('fast-social-verification', found?.row, found?.plan ?? undefined);
  return { verified: VERIFIED_STATES.has(status.status), status };
}

/** `GET fast-social-verification`: whether the active profile's link page carries the verified badge. */
export function getFastSocialVerification(ctx: ProfileContext): Promise<{ verified: boolean; status: ServiceStatus }> {
  return fastSocialVerification(ctx.db, ctx.profile.id);
}

/** Whether a venue's link page shows the verified badge (the public page and the editor read it). */
export async function isFastSocialVerified(db: Db, profileId: string): Promise<boolean> {
  return (await fastSocialVerification(db, profileId)).verified;
}

// ---------------------------------------------------------------------------------------------
// Billing details
// ---------------------------------------------------------------------------------------------

/** A venue's billing details saved by one of its managers. */
const BILLING_DETAILS_AUDIT = defineAuditAction({
  name: 'subscription.billing-details-saved',
  entityType: 'billing-details',
  state: StoredBillingDetailsSchema,
});

async function readBillingDetails(ctx: ServiceContext, profileId: string): Promise<StoredBillingDetails | null> {
  const [row] = await ctx.db.select().from(billingDetails).where(eq(billingDetails.profileId, profileId)).limit(1);
  return row ? { legalName: row.legalName, address: row.address, stateCode: row.stateCode, gstin: row.gstin } : null;
}

/** `GET billing-details`: who the tax invoices are made out to; null until saved. */
export async function getBillingDetails(ctx: ProfileContext): Promise<BillingDetailsResponse> {
  return readBillingDetails(ctx, ctx.profile.id);
}

/**
 * `PUT billing-details`: saves (creates or replaces) them, with an audit row. When a GSTIN is
 * stored its first two digits name the buyer's state on invoices (decisions, 0012). Issued
 * invoices keep the buyer they had.
 */
export async function saveBillingDetails(ctx: ProfileContext, input: BillingDetails): Promise<BillingDetailsResponse> {
  const saved: StoredBillingDetails = {
    legalName: input.legalName,
    address: input.address,
    stateCode: input.stateCode,
    gstin: input.gstin ?? null,
  };
  await ctx.db.transaction(async (tx) => {
    const before = await readBillingDetails({ ...ctx, db: tx }, ctx.profile.id);
    await tx
      .insert(billingDetails)
      .values({ profileId: ctx.profile.id, ...saved, updatedAt: ctx.clock() })
      .onConflictDoUpdate({ target: billingDetails.profileId, set: { ...saved, updatedAt: ctx.clock() } });
    await recordAudit(tx, BILLING_DETAILS_AUDIT, {
      profileId: ctx.profile.id,
      actorUserId: ctx.caller.userId,
      entityId: ctx.profile.id,
      before,
      after: saved,
    });
  });
  return saved;
}
