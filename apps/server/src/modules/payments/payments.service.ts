import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { PAYMENT_MESSAGES, type PaymentCallbackQuery } from '@venue/shared';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { paymentWebhookEvents, sandboxPaymentLinks, unclaimedPayments } from '../../db/schema/index.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { badRequest } from '../../lib/errors.ts';
import { jsonWithout, mentionsAny } from '../../lib/text-traces.ts';
import type {
  LinkedAccountEvent,
  PaymentLink,
  PaymentLinkEvent,
  PaymentProvider,
  RefundEvent,
  TransferEvent,
} from '../../lib/payments/payment-provider.ts';
import { isValidCallbackSignature, isValidWebhookSignature } from './payment-signatures.ts';
import { createRazorpayProvider } from './razorpay-provider.ts';
import {
  e164Contact,
  RazorpayWebhookSchema,
  requirementsOf,
  toLinkedAccountStatus,
  toPaymentLink,
  toRefund,
  toTransfer,
} from './razorpay-shapes.ts';
import { createSandboxProvider } from './sandbox-provider.ts';
import {
  recordUnclaimedPayment,
  settleUnclaimedRefund,
  unclaimed,
  UNCLAIMED_REFUND_PURPOSE,
  type UnclaimedAnswer,
} from './unclaimed-payments.ts';

/*
 * Payments, the platform piece every paid feature uses (subscriptions now, tickets later):
 * the configured provider, callback verification and the webhook. A feature creates links
 * through `ctx.payments`, names itself in the link's `notes.purpose`, verifies callbacks with
 * `verifyPaymentCallback` and hears webhooks through `onPaymentLinkEvent`.
 */

export type {
  CreatePaymentLinkInput,
  LinkedAccountEvent,
  LinkedAccountInput,
  PaymentLink,
  PaymentLinkEvent,
  PaymentLinkStatus,
  PaymentProvider,
  Refund,
  RefundEvent,
  Transfer,
  TransferEvent,
} from '../../lib/payments/payment-provider.ts';
export {
  findUnclaimedPayment,
  recordUnclaimedPayment,
  unclaimed,
  type UnclaimedAnswer,
  type UnclaimedPaymentReason,
} from './unclaimed-payments.ts';

/** The provider `PAYMENT_PROVIDER` names, built once per app (app.ts) and carried by the service context. */
export function createPaymentProvider(config: AppConfig, db: Db, log: FastifyBaseLogger): PaymentProvider {
  return config.PAYMENT_PROVIDER === 'razorpay' ? createRazorpayProvider(config, log) : createSandboxProvider(db, config);
}

/** Where the buyer's browser comes back to and the sandbox's checkout lives: PUBLIC_BASE_URL, else the caller's origin. */
export function publicBaseUrl(config: AppConfig, requestOrigin: string): string {
  return (config.PUBLIC_BASE_URL ?? requestOrigin).replace(/\/$/, '');
}

// ---------------------------------------------------------------------------------------------
// Callback
// ---------------------------------------------------------------------------------------------

/**
 * The callback's signature, checked in constant time without asking the provider: enough to
 * answer a repeat from our own record (the provider signed this payment id for this link).
 * @throws AppError BAD_REQUEST 'Invalid payment signature' when the signature does not match.
 */
export function assertCallbackSignature(ctx: ServiceContext, query: PaymentCallbackQuery): void {
  const signed = isValidCallbackSignature(
    ctx.payments.keySecret,
    {
      paymentLinkId: query.razorpay_payment_link_id,
      referenceId: query.razorpay_payment_link_reference_id,
      status: query.razorpay_payment_link_status,
      paymentId: query.razorpay_payment_id,
    },
    query.razorpay_signature,
  );
  if (!signed) throw badRequest(PAYMENT_MESSAGES.invalidSignature);
}

/**
 * The callback's five parameters, checked: the signature in constant time, then the link as
 * the provider itself reports it (never the callback's word on status or amount).
 * @throws AppError BAD_REQUEST 'Invalid payment signature' when the signature does not match.
 */
export async function verifyPaymentCallback(
  ctx: ServiceContext,
  query: PaymentCallbackQuery,
): Promise<{ link: PaymentLink; paymentId: string }> {
  assertCallbackSignature(ctx, query);
  const link = await ctx.payments.fetchPaymentLink(query.razorpay_payment_link_id);
  return { link, paymentId: query.razorpay_payment_id };
}

// ---------------------------------------------------------------------------------------------
// Webhook
// ---------------------------------------------------------------------------------------------

/**
 * Handles one provider event for the feature that owns its object. It runs inside the webhook's
 * transaction (`ctx.db`), so the event is recorded as taken exactly when its effect commits.
 */
export type ProviderEventHandler<Event> = (ctx: ServiceContext, event: Event) => Promise<void>;
/**
 * A payment link's owner. For a paid link whose order or term is gone, cancelled or expired it
 * answers `unclaimed(reason)`, and the payment is refunded (unclaimed-payments.ts).
 */
export type PaymentLinkEventHandler = (ctx: ServiceContext, event: PaymentLinkEvent) => Promise<void | UnclaimedAnswer>;

/**
 * A feature's handler of the provider's events about its objects, by object and `notes.purpose`
 * (linked accounts carry no notes: one handler). The app's list of them is `providerEventOwners`
 * in modules/index.ts (`app.deps.providerEvents`).
 */
export type ProviderEventOwner =
  | { object: 'paymentLink'; purpose: string; handle: PaymentLinkEventHandler }
  | { object: 'transfer'; purpose: string; handle: ProviderEventHandler<TransferEvent> }
  | { object: 'refund'; purpose: string; handle: ProviderEventHandler<RefundEvent> }
  | { object: 'linkedAccount'; purpose: ''; handle: ProviderEventHandler<LinkedAccountEvent> };

/** The feature that owns links whose `notes.purpose` is `purpose`. */
export const onPaymentLinkEvent = (purpose: string, handle: PaymentLinkEventHandler): ProviderEventOwner => ({
  object: 'paymentLink',
  purpose,
  handle,
});

/** The feature that owns transfers whose `notes.purpose` is `purpose` (`transfer.processed` / `.failed`). */
export const onTransferEvent = (purpose: string, handle: ProviderEventHandler<TransferEvent>): ProviderEventOwner => ({
  object: 'transfer',
  purpose,
  handle,
});

/** The feature that owns refunds whose `notes.purpose` is `purpose` (`refund.processed` / `.failed`). */
export const onRefundEvent = (purpose: string, handle: ProviderEventHandler<RefundEvent>): ProviderEventOwner => ({
  object: 'refund',
  purpose,
  handle,
});

/** The one owner of linked accounts (`product.route.*`: the provider's verdict on one). */
export const onLinkedAccountEvent = (handle: ProviderEventHandler<LinkedAccountEvent>): ProviderEventOwner => ({
  object: 'linkedAccount',
  purpose: '',
  handle,
});

type HandlerOf = { [Owner in ProviderEventOwner as Owner['object']]: Owner['handle'] };

/** The handler of `object`'s events with `purpose` among `owners`. */
function handlerOf<Kind extends keyof HandlerOf>(owners: readonly ProviderEventOwner[], object: Kind, purpose: string) {
  const owner = owners.find((candidate) => candidate.object === object && candidate.purpose === purpose);
  return owner?.handle as HandlerOf[Kind] | undefined;
}

/* Razorpay's word on an unclaimed payment's refund that was pending when asked for. */
export const unclaimedRefundEvents = onRefundEvent(UNCLAIMED_REFUND_PURPOSE, async (ctx, event) => {
  const id = event.refund.notes.unclaimedPaymentId;
  if (id) await settleUnclaimedRefund(ctx.db, id, event.refund, ctx.clock(), ctx.log);
});

const LINK_EVENTS = new Set<PaymentLinkEvent['event']>([
  'payment_link.paid',
  'payment_link.expired',
  'payment_link.cancelled',
  'payment_link.partially_paid',
]);
const TRANSFER_EVENTS = new Set<TransferEvent['event']>(['transfer.processed', 'transfer.failed']);
const REFUND_EVENTS = new Set<RefundEvent['event']>(['refund.processed', 'refund.failed']);
const ROUTE_PRODUCT_EVENT = /^product\.route\./;

type WebhookBody = z.output<typeof RazorpayWebhookSchema>;

/** Hands the event to its feature; false when no feature handles it. */
async function dispatchWebhook(
  ctx: ServiceContext,
  owners: readonly ProviderEventOwner[],
  eventId: string,
  body: WebhookBody,
): Promise<boolean> {
  const payload = body.payload;
  const linkEntity = payload?.payment_link?.entity;
  if (linkEntity && LINK_EVENTS.has(body.event as PaymentLinkEvent['event'])) {
    const event = body.event as PaymentLinkEvent['event'];
    const handler = handlerOf(owners, 'paymentLink', linkEntity.notes.purpose ?? '');
    const payment = payload?.payment?.entity;
    const link = toPaymentLink(linkEntity);
    if (payment && link.payments.length === 0) {
      link.payments = [{ paymentId: payment.id, amountPaise: payment.amount, status: payment.status }];
    }
    link.customerContact = e164Contact(payment?.contact) ?? link.customerContact;
    const answer = handler
      ? await handler(ctx, { eventId, event, link, paymentId: payment?.id ?? null })
      : unclaimed('no-handler');
    if (answer && event === 'payment_link.paid' && payment) {
      const recorded = await recordUnclaimedPayment(ctx.db, {
        provider: ctx.payments.name,
        link,
        paymentId: payment.id,
        reason: answer.unclaimed,
        now: ctx.clock(),
      });
      if (recorded) ctx.log.warn({ eventId, linkId: link.linkId, reason: recorded.reason }, 'unclaimed payment: refund queued');
      return true;
    }
    return handler !== undefined;
  }
  const transferEntity = payload?.transfer?.entity;
  if (transferEntity && TRANSFER_EVENTS.has(body.event as TransferEvent['event'])) {
    const handler = handlerOf(owners, 'transfer', transferEntity.notes.purpose ?? '');
    if (!handler) return false;
    await handler(ctx, { eventId, event: body.event as TransferEvent['event'], transfer: toTransfer(transferEntity) });
    return true;
  }
  const refundEntity = payload?.refund?.entity;
  if (refundEntity && REFUND_EVENTS.has(body.event as RefundEvent['event'])) {
    const handler = handlerOf(owners, 'refund', refundEntity.notes.purpose ?? '');
    if (!handler) return false;
    await handler(ctx, { eventId, event: body.event as RefundEvent['event'], refund: toRefund(refundEntity) });
    return true;
  }
  const product = payload?.merchant_product?.entity;
  const accountId = product?.merchant_id ?? product?.account_id;
  if (product && accountId && ROUTE_PRODUCT_EVENT.test(body.event)) {
    const handler = handlerOf(owners, 'linkedAccount', '');
    if (!handler) return false;
    const status = toLinkedAccountStatus(product.activation_status);
    await handler(ctx, {
      eventId,
      event: body.event,
      accountId,
      productId: product.id,
      status,
      reason: status === 'verified' ? null : requirementsOf(product),
    });
    return true;
  }
  return false;
}

export const WEBHOOK_MESSAGES = {
  invalidSignature: 'Invalid webhook signature',
  missingEventId: 'Missing x-razorpay-event-id',
  unreadable: 'The webhook body is not a Razorpay event',
} as const;

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored';

/**
 * A webhook delivery: the signature over the raw bytes, then the event recorded under its id
 * (a repeat is acknowledged and dropped) and handed to its feature, all in one transaction, so
 * Razorpay's retry of a delivery that failed half-way finds nothing recorded and tries again.
 * Events we do not handle are recorded and acknowledged.
 * @throws AppError BAD_REQUEST for a bad signature, a missing event id or an unreadable body.
 */
export async function receivePaymentWebhook(
  ctx: ServiceContext,
  delivery: { rawBody: Buffer; signature: string | undefined; eventId: string | undefined },
  owners: readonly ProviderEventOwner[],
): Promise<WebhookOutcome> {
  if (!delivery.signature || !isValidWebhookSignature(ctx.payments.webhookSecret, delivery.rawBody, delivery.signature)) {
    throw badRequest(WEBHOOK_MESSAGES.invalidSignature);
  }
  const eventId = delivery.eventId?.trim();
  if (!eventId || eventId.length > 100) throw badRequest(WEBHOOK_MESSAGES.missingEventId);
  let json: unknown;
  try {
    json = JSON.parse(delivery.rawBody.toString('utf8'));
  } catch {
    throw badRequest(WEBHOOK_MESSAGES.unreadable);
  }
  const parsed = RazorpayWebhookSchema.safeParse(json);
  if (!parsed.success) throw badRequest(WEBHOOK_MESSAGES.unreadable);
  const body = parsed.data;

  return ctx.db.transaction(async (tx) => {
    const recorded = await tx
      .insert(paymentWebhookEvents)
      .values({ eventId, event: body.event, payload: json as Record<string, unknown>, receivedAt: ctx.clock() })
      .onConflictDoNothing({ target: paymentWebhookEvents.eventId })
      .returning({ eventId: paymentWebhookEvents.eventId });
    if (!recorded[0]) return 'duplicate';

    const outcome: WebhookOutcome = (await dispatchWebhook({ ...ctx, db: tx }, owners, eventId, body)) ? 'processed' : 'ignored';
    await tx.update(paymentWebhookEvents).set({ processedAt: ctx.clock() }).where(eq(paymentWebhookEvents.eventId, eventId));
    return outcome;
  });
}

/**
 * Erasure (DPDP Act 2023, modules/guests): the payer's number leaves what the payments module
 * keeps of the links made for these references (the sandbox's own link records, unclaimed
 * payments) and the webhook deliveries that carried it. Amounts and ids stay.
 */
export async function forgetPayer(tx: Db, input: { referenceIds: string[]; traces: string[] }): Promise<void> {
  const { referenceIds, traces } = input;
  if (referenceIds.length > 0) {
    await tx
      .update(sandboxPaymentLinks)
      .set({ customerContact: null, notes: jsonWithout(sandboxPaymentLinks.notes, traces) })
      .where(inArray(sandboxPaymentLinks.referenceId, referenceIds));
    await tx.update(unclaimedPayments).set({ contact: null }).where(inArray(unclaimedPayments.referenceId, referenceIds));
  }
  await tx
    .update(paymentWebhookEvents)
    .set({ payload: jsonWithout(paymentWebhookEvents.payload, traces) })
    .where(mentionsAny(paymentWebhookEvents.payload, traces));
}
