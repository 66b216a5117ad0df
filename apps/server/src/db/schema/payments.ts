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
