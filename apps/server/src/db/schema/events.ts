import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { oneOf, publishFlag } from './checks.ts';
import { profiles } from './profiles.ts';

/*
 * Events and tickets (decisions §6 "Events and tickets"), owned by modules/events. Every row
 * carries its venue's profile id, and children reference their parent through
 * (profile_id, id), so no row can point across venues. Times are instants; money is paise.
 */

/** As packages/shared/src/events.ts names them (drizzle-kit reads this file on its own). */
const EVENT_STATUSES = ['draft', 'on-sale', 'paused', 'sold-out', 'cancelled', 'completed'] as const;
const ORDER_STATUSES = ['reserved', 'paid', 'expired', 'cancelled', 'refund-pending', 'refunded'] as const;
const TICKET_STATUSES = ['valid', 'cancelled'] as const;

export interface AttendeeQuestionRow {
  _id: string;
  label: string;
  required: boolean;
}
export interface AttendeeAnswerRow {
  questionId: string;
  label: string;
  answer: string;
}
export interface OrderAttendeeRow {
  name: string;
  answers: AttendeeAnswerRow[];
}

export const events = pgTable(
  'events',
  {
    id: text('id').primaryKey(),
    profileId: text('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    venueName: text('venue_name').notNull().default(''),
    address: text('address').notNull().default(''),
    /** The banner's media path (media_objects), shown through mediaUrl. */
    bannerPath: text('banner_path'),
    capacity: integer('capacity'),
    rsvp: boolean('rsvp').notNull().default(false),
    publish: integer('publish').notNull().default(0),
    /** Ticketed events sell through ticket types; plain events are listings only. */
    isTicketed: boolean('is_ticketed').notNull().default(false),
    status: text('status', { enum: EVENT_STATUSES }).notNull().default('draft'),
    /** The last sale made it `sold-out` (not a person): a refund that frees stock puts it back on sale. */
    soldOutAutomatically: boolean('sold_out_automatically').notNull().default(false),
    /**
     * Deleted by the venue while some order of it had asked for money: the row and its orders
     * stay, hidden from every list and page, so a payment that still arrives finds its order
     * and is refunded (issue 34 finding 1). An event nobody was asked to pay for is removed.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * A weekly series (issue 39): every date is an event of its own sharing one `series_id`
     * (the first date's id) and the rule that made them (weekdays 0–6, last local date).
     */
    seriesId: text('series_id'),
    recurrenceByDay: integer('recurrence_by_day').array(),
    recurrenceUntil: text('recurrence_until'),
    /** Buyers may cancel for a full refund until this many hours before the start. */
    refundAllowed: boolean('refund_allowed').notNull().default(false),
    refundUntilHoursBefore: integer('refund_until_hours_before').notNull().default(0),
    /** GST included in the ticket prices (0, 5, 12, 18, 28); non-zero only with a GSTIN. */
    gstRatePercent: integer('gst_rate_percent').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('events_profile_starts_idx').on(t.profileId, t.startsAt),
    index('events_profile_series_idx').on(t.profileId, t.seriesId),
    check('events_gst_rate_check', sql`${t.gstRatePercent} in (0, 5, 12, 18, 28)`),
    check('events_refund_hours_check', sql`${t.refundUntilHoursBefore} between 0 and 720`),
    unique('events_profile_id_unique').on(t.profileId, t.id),
    publishFlag('events_publish_check', t.publish),
    oneOf('events_status_check', t.status, EVENT_STATUSES),
    check('events_time_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('events_capacity_check', sql`${t.capacity} is null or ${t.capacity} between 1 and 1000000`),
  ],
);

const eventOf = (name: string, t: { profileId: AnyPgColumn; eventId: AnyPgColumn }) =>
  foreignKey({ name, columns: [t.profileId, t.eventId], foreignColumns: [events.profileId, events.id] }).onDelete('cascade');

/**
 * What a ticket type can still sell is quantity − sold − held; the CHECK makes overselling
 * impossible even for a query that forgot the row lock.
 */
export const ticketTypes = pgTable(
  'ticket_types',
  {
    id: text('id').primaryKey(),
    profileId: text('profile_id').notNull(),
    eventId: text('event_id').notNull(),
    name: text('name').notNull(),
    pricePaise: integer('price_paise').notNull(),
    quantity: integer('quantity').notNull(),
    /** Tickets issued for paid orders. */
    sold: integer('sold').notNull().default(0),
    /** Tickets held by reserved, unpaid orders. */
    held: integer('held').notNull().default(0),
    salesStart: timestamp('sales_start', { withTimezone: true }).notNull(),
    salesEnd: timestamp('sales_end', { withTimezone: true }).notNull(),
    maxPerOrder: integer('max_per_order').notNull(),
    position: integer('position').notNull().default(0),
    /** What each attendee is asked besides their name (decisions §7 "attendee details"). */
    attendeeQuestions: jsonb('attendee_questions').$type<AttendeeQuestionRow[]>().notNull().default([]),
  },
  (t) => [
    eventOf('ticket_types_event_fk', t),
    index('ticket_types_profile_event_idx').on(t.profileId, t.eventId),
    unique('ticket_types_profile_id_unique').on(t.profileId, t.id),
    check('ticket_types_price_check', sql`${t.pricePaise} >= 0`),
    check('ticket_types_quantity_check', sql`${t.quantity} between 1 and 1000000`),
    check('ticket_types_stock_check', sql`${t.sold} >= 0 and ${t.held} >= 0 and ${t.sold} + ${t.held} <= ${t.quantity}`),
    check('ticket_types_max_per_order_check', sql`${t.maxPerOrder} between 1 and 100`),
    check('ticket_types_sales_window_check', sql`${t.salesEnd} > ${t.salesStart}`),
  ],
);

/**
 * A guest's order: holds stock while `reserved` until `reserved_until`, then `paid` (tickets
 * issued) or `expired` (stock released); a payment that arrives after the release, or a paid
 * order of a cancelled event, is `refund-pending` until the provider refunds it (`refunded`).
 * The guest reads it with a token kept as its SHA-256, or with the ticket link's secret sent by
 * SMS at payment (also kept as its SHA-256).
 */
export const ticketOrders = pgTable(
  'ticket_orders',
  {
    id: text('id').primaryKey(),
    profileId: text('profile_id').notNull(),
    eventId: text('event_id').notNull(),
    name: text('name').notNull(),
    mobileNumber: text('mobile_number').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('reserved'),
    totalPaise: integer('total_paise').notNull(),
    reservedUntil: timestamp('reserved_until', { withTimezone: true }).notNull(),
    accessTokenHash: text('access_token_hash').notNull(),
    provider: text('provider').notNull(),
    paymentLinkId: text('payment_link_id'),
    paymentUrl: text('payment_url'),
    providerPaymentId: text('provider_payment_id'),
    ticketLinkSecretHash: text('ticket_link_secret_hash'),
    /** Ours, minted when the order becomes refund-pending: the refund's receipt and ledger source. */
    refundId: text('refund_id'),
    providerRefundId: text('provider_refund_id'),
    /** The promo code's discount: `total_paise` is what is paid, the tickets' prices less this. */
    discountPaise: integer('discount_paise').notNull().default(0),
    /** The promo code used (event-promo-codes.ts; kept when the code is deleted) and its spelling. */
    promoCodeId: text('promo_code_id'),
    promoCode: text('promo_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** The event's GST rate when the order was paid: its receipt keeps it whatever the event becomes. */
    gstRatePercent: integer('gst_rate_percent').notNull().default(0),
    /** The buyer cancelled it themselves (issue 39): a second cancel answers the first. */
    cancelledByBuyerAt: timestamp('cancelled_by_buyer_at', { withTimezone: true }),
  },
  (t) => [
    eventOf('ticket_orders_event_fk', t),
    index('ticket_orders_profile_event_idx').on(t.profileId, t.eventId),
    index('ticket_orders_promo_code_idx').on(t.profileId, t.promoCodeId),
    unique('ticket_orders_profile_id_unique').on(t.profileId, t.id),
    uniqueIndex('ticket_orders_link_idx').on(t.paymentLinkId),
    uniqueIndex('ticket_orders_payment_idx').on(t.providerPaymentId),
    uniqueIndex('ticket_orders_refund_idx').on(t.refundId),
    oneOf('ticket_orders_status_check', t.status, ORDER_STATUSES),
    check('ticket_orders_total_check', sql`${t.totalPaise} >= 0`),
    check('ticket_orders_discount_check', sql`${t.discountPaise} >= 0`),
  ],
);

export const ticketOrderItems = pgTable(
  'ticket_order_items',
  {
    profileId: text('profile_id').notNull(),
    orderId: text('order_id').notNull(),
    ticketTypeId: text('ticket_type_id').notNull(),
    quantity: integer('quantity').notNull(),
    unitPricePaise: integer('unit_price_paise').notNull(),
    /** Who each ticket is for and their answers, given at the order; empty: the buyer. */
    attendees: jsonb('attendees').$type<OrderAttendeeRow[]>().notNull().default([]),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.ticketTypeId] }),
    foreignKey({
      name: 'ticket_order_items_order_fk',
      columns: [t.profileId, t.orderId],
      foreignColumns: [ticketOrders.profileId, ticketOrders.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'ticket_order_items_type_fk',
      columns: [t.profileId, t.ticketTypeId],
      foreignColumns: [ticketTypes.profileId, ticketTypes.id],
    }).onDelete('cascade'),
    index('ticket_order_items_type_idx').on(t.profileId, t.ticketTypeId),
    index('ticket_order_items_order_idx').on(t.profileId, t.orderId),
    check('ticket_order_items_quantity_check', sql`${t.quantity} between 1 and 100`),
    check('ticket_order_items_price_check', sql`${t.unitPricePaise} >= 0`),
  ],
);

/** One ticket per attendee of a paid order; the code is what the door scans. */
export const tickets = pgTable(
  'tickets',
  {
    id: text('id').primaryKey(),
    profileId: text('profile_id').notNull(),
    eventId: text('event_id').notNull(),
    orderId: text('order_id').notNull(),
    ticketTypeId: text('ticket_type_id').notNull(),
    code: text('code').notNull(),
    attendeeName: text('attendee_name').notNull(),
    /** Answers to the ticket type's questions, with the questions' words at the time. */
    attendeeAnswers: jsonb('attendee_answers').$type<AttendeeAnswerRow[]>().notNull().default([]),
    mobileNumber: text('mobile_number').notNull(),
    status: text('status', { enum: TICKET_STATUSES }).notNull().default('valid'),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    checkedInByUserId: text('checked_in_by_user_id'),
    /** The scanner's nonce of the successful check-in: the same nonce again answers it again. */
    checkInNonce: text('check_in_nonce'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    eventOf('tickets_event_fk', t),
    foreignKey({
      name: 'tickets_order_fk',
      columns: [t.profileId, t.orderId],
      foreignColumns: [ticketOrders.profileId, ticketOrders.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'tickets_type_fk',
      columns: [t.profileId, t.ticketTypeId],
      foreignColumns: [ticketTypes.profileId, ticketTypes.id],
    }).onDelete('cascade'),
    uniqueIndex('tickets_code_idx').on(t.code),
    index('tickets_profile_event_idx').on(t.profileId, t.eventId),
    index('tickets_order_idx').on(t.profileId, t.orderId),
    index('tickets_type_idx').on(t.profileId, t.ticketTypeId),
    oneOf('tickets_status_check', t.status, TICKET_STATUSES),
    check('tickets_code_check', sql`length(${t.code}) >= 12`),
  ],
);
