import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { oneOf } from './checks.ts';

export const PAYMENT_LINK_STATUSES = ['created', 'paid', 'expired', 'cancelled'] as const;

/**
 * The sandbox provider's own record of the payment links it issued (decisions §3: the
 * embedded default). It plays the part Razorpay's servers play for the `razorpay` adapter, so
 * nothing outside modules/payments reads it: features learn about a link through the provider
 * interface, exactly as they would from Razorpay.
 */
export const sandboxPaymentLinks = pgTable(
  'sandbox_payment_links',
  {
    /** `plink_` + 14 characters, shaped like Razorpay's ids. */
    id: text('id').primaryKey(),
    referenceId: text('reference_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    description: text('description').notNull(),
    callbackUrl: text('callback_url').notNull(),
    notes: jsonb('notes').notNull().default({}),
    status: text('status', { enum: PAYMENT_LINK_STATUSES }).notNull().default('created'),
    /** `pay_` + 14 characters once paid. */
    paymentId: text('payment_id'),
    /** The buyer's phone as the link was made for it (Razorpay's `customer.contact`). */
    customerContact: text('customer_contact'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sandbox_payment_links_reference_idx').on(t.referenceId),
    oneOf('sandbox_payment_links_status_check', t.status, PAYMENT_LINK_STATUSES),
  ],
);

/**
 * Webhook deliveries already taken in (decisions §6): Razorpay retries and may send one event
 * twice, so the event id (`x-razorpay-event-id`) is the key and a repeat is acknowledged and
 * dropped.
 */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    eventId: text('event_id').primaryKey(),
    event: text('event').notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [index('payment_webhook_events_received_idx').on(t.receivedAt)],
);

export const UNCLAIMED_PAYMENT_REASONS = [
  /** No feature owns the link's `notes.purpose`. */
  'no-handler',
  /** The feature knows no order or term by the link's reference (deleted with its venue or event). */
  'not-found',
  'cancelled',
  'expired',
  /** Another payment already paid for the same thing (another term paid since, or this one twice). */
  'superseded',
  'amount-mismatch',
] as const;
export type UnclaimedPaymentReason = (typeof UNCLAIMED_PAYMENT_REASONS)[number];
export const UNCLAIMED_PAYMENT_STATUSES = ['refund-pending', 'refunded', 'refund-failed'] as const;

/**
 * Money that arrived for nothing we can deliver (issue 34): a paid link whose purpose has no
 * owner, or whose owner answered that its order or term is gone, cancelled or expired. One row
 * per captured payment, whichever of callback and webhook saw it first; its id is the refund's
 * receipt at the provider, so the refund job asks once however often it runs.
 */
export const unclaimedPayments = pgTable(
  'unclaimed_payments',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    paymentLinkId: text('payment_link_id').notNull(),
    referenceId: text('reference_id').notNull(),
    purpose: text('purpose').notNull(),
    /** The venue the link named, kept as text: the venue may be what is gone. */
    profileId: text('profile_id'),
    amountPaise: integer('amount_paise').notNull(),
    /** E.164 with '+', as the provider knows the payer: whom the refund message goes to. */
    contact: text('contact'),
    reason: text('reason', { enum: UNCLAIMED_PAYMENT_REASONS }).notNull(),
    status: text('status', { enum: UNCLAIMED_PAYMENT_STATUSES }).notNull().default('refund-pending'),
    providerRefundId: text('provider_refund_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('unclaimed_payments_payment_idx').on(t.provider, t.providerPaymentId),
    index('unclaimed_payments_created_idx').on(t.createdAt),
    oneOf('unclaimed_payments_reason_check', t.reason, UNCLAIMED_PAYMENT_REASONS),
    oneOf('unclaimed_payments_status_check', t.status, UNCLAIMED_PAYMENT_STATUSES),
  ],
);
