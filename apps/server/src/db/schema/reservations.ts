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
import { oneOf } from './checks.ts';
import { profiles } from './profiles.ts';

/*
 * Table reservations (decisions §6 "Reservations"), owned by modules/reservations. Every row
 * carries its venue's profile id, and children reference their parent through
 * (profile_id, id), so no row can point across venues. Local dates are the venue's
 * `YYYY-MM-DD`, local times `HH:MM`, in the restaurant's IANA zone.
 */

/** As packages/shared/src/reservations.ts names them (drizzle-kit reads this file on its own). */
const BOOKING_STATUSES = [
  'awaiting-deposit',
  'pending',
  'accepted',
  'declined',
  'arrived',
  'no-show',
  'cancelled',
  'expired',
] as const;
const DEPOSIT_STATES = ['awaiting', 'paid', 'refund-pending', 'refunded', 'forfeited', 'applied', 'unpaid'] as const;
const DEPOSIT_HANDLINGS = ['refund', 'apply-to-bill'] as const;
export const BOOKING_ACTORS = ['guest', 'staff', 'system'] as const;

export interface TimeRange {
  start: string;
  end: string;
}

/** A business profile has at most one restaurant. */
export const restaurants = pgTable(
  'restaurants',
  {
    id: text('id').primaryKey(),
    profileId: text('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    city: text('city').notNull(),
    address: text('address').notNull().default(''),
    /** The reservations' zone: slots, "today" and the charts; set from the profile's at creation. */
    timeZone: text('time_zone').notNull().default('Asia/Kolkata'),
    googlePlaceId: text('google_place_id'),
    /** Taking bookings (false: paused from /deactivate-restaurant). */
    isActive: boolean('is_active').notNull().default(true),
    autoAccept: boolean('auto_accept').notNull().default(false),
    partyMin: integer('party_min').notNull().default(1),
    partyMax: integer('party_max').notNull().default(10),
    minNoticeMinutes: integer('min_notice_minutes').notNull().default(60),
    maxDaysAhead: integer('max_days_ahead').notNull().default(30),
    /** A guest may cancel until this long before the booking. */
    cancelCutoffMinutes: integer('cancel_cutoff_minutes').notNull().default(120),
    /** The reminder goes this long before the booking. */
    reminderHoursBefore: integer('reminder_hours_before').notNull().default(3),
    /** A pending booking expires this long after it is made (or at its start, if sooner). */
    pendingExpiryMinutes: integer('pending_expiry_minutes').notNull().default(120),
    /** A deposit is refunded when the guest cancels at least this long before (decisions §7). */
    cancellationCutoffHours: integer('cancellation_cutoff_hours').notNull().default(24),
    /** An arrived guest's deposit: refunded, or kept against the bill (`deposit-applied`). */
    depositHandling: text('deposit_handling', { enum: DEPOSIT_HANDLINGS }).notNull().default('refund'),
    /**
     * Bumped by every write that changes what the restaurant can seat (bookings, their status,
     * slots, hours, meal times, limits, pause): the guests' availability cache checks it on
     * each read with PostgreSQL (availability-cache.ts).
     */
    availabilityVersion: integer('availability_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('restaurants_profile_idx').on(t.profileId),
    unique('restaurants_profile_id_unique').on(t.profileId, t.id),
    index('restaurants_city_idx').on(sql`lower(${t.city})`),
    check('restaurants_party_check', sql`${t.partyMin} >= 1 and ${t.partyMax} >= ${t.partyMin} and ${t.partyMax} <= 100`),
    check('restaurants_notice_check', sql`${t.minNoticeMinutes} >= 0 and ${t.maxDaysAhead} between 1 and 365`),
    check('restaurants_cutoff_check', sql`${t.cancelCutoffMinutes} >= 0 and ${t.reminderHoursBefore} between 0 and 72`),
    check('restaurants_pending_expiry_check', sql`${t.pendingExpiryMinutes} between 15 and 1440`),
    check('restaurants_cancellation_cutoff_check', sql`${t.cancellationCutoffHours} between 0 and 168`),
    oneOf('restaurants_deposit_handling_check', t.depositHandling, DEPOSIT_HANDLINGS),
  ],
);

/** A child row's restaurant, of the same venue. */
const restaurantOf = (name: string, t: { profileId: AnyPgColumn; restaurantId: AnyPgColumn }) =>
  foreignKey({
    name,
    columns: [t.profileId, t.restaurantId],
    foreignColumns: [restaurants.profileId, restaurants.id],
  }).onDelete('cascade');

/**
 * A meal time (lunch, dinner): slots start at `start`, step by the interval, the last starts
 * before `end`. A booking of P guests at t occupies P covers in every slot of its meal time
 * that starts in [t, t + stay).
 */
export const mealTimes = pgTable(
  'meal_times',
  {
    id: text('id').primaryKey(),
    profileId: text('profile_id').notNull(),
    restaurantId: text('restaurant_id').notNull(),
    name: text('name').notNull(),
    start: text('start').notNull(),
    end: text('end').notNull(),
    slotIntervalMinutes: integer('slot_interval_minutes').notNull(),
    stayMinutes: integer('stay_minutes').notNull(),
    coversPerSlot: integer('covers_per_slot').notNull(),
    /** Weekdays it runs, 0 = Sunday. */
    days: jsonb('days').$type<number[]>().notNull().default([0, 1, 2, 3, 4, 5, 6]),
    position: integer('position').notNull().default(0),
    /** The deposit asked per guest (0: none), from parties of `depositFromPartySize` on (decisions §7). */
    depositPerCoverPaise: integer('deposit_per_cover_paise').notNull().default(0),
    depositFromPartySize: integer('deposit_from_party_size').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    restaurantOf('meal_times_restaurant_fk', t),
    check('meal_times_deposit_check', sql`${t.depositPerCoverPaise} >= 0 and ${t.depositFromPartySize} between 1 and 100`),
    index('meal_times_profile_restaurant_idx').on(t.profileId, t.restaurantId),
    unique('meal_times_profile_id_unique').on(t.profileId, t.id),
    check('meal_times_interval_check', sql`${t.slotIntervalMinutes} >= 5`),
    check('meal_times_stay_check', sql`${t.stayMinutes} >= ${t.slotIntervalMinutes}`),
    check('meal_times_covers_check', sql`${t.coversPerSlot} between 1 and 10000`),
  ],
);

/** Per-date slot status: a slot without a row is open. */
export const slotOverrides = pgTable(
  'slot_overrides',
  {
    profileId: text('profile_id').notNull(),
    restaurantId: text('restaurant_id').notNull(),
    slotDate: text('slot_date').notNull(),
    slotTime: text('slot_time').notNull(),
    slotStatus: text('slot_status', { enum: ['open', 'closed'] }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.restaurantId, t.slotDate, t.slotTime] }),
    restaurantOf('slot_overrides_restaurant_fk', t),
    index('slot_overrides_profile_restaurant_idx').on(t.profileId, t.restaurantId),
    oneOf('slot_overrides_status_check', t.slotStatus, ['open', 'closed']),
  ],
);

/** Terms and conditions clauses shown to guests before they book. */
export const restaurantTerms = pgTable(
  'restaurant_terms',
  {
    id: text('id').primaryKey(),
    profileId: text('profile_id').notNull(),
    restaurantId: text('restaurant_id').notNull(),
    clause: text('clause').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    restaurantOf('restaurant_terms_restaurant_fk', t),
    index('restaurant_terms_profile_restaurant_idx').on(t.profileId, t.restaurantId, t.position),
  ],
);

/**
 * A table booking. `reference` is what the guest quotes (short, no look-alikes); the manage
 * link carries a random token stored as its hash. `startsAt`/`endsAt` are the instants of the
 * local date and time in the restaurant's zone.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: text('id').primaryKey(),
    profileId: text('profile_id').notNull(),
    restaurantId: text('restaurant_id').notNull(),
    mealTimeId: text('meal_time_id'),
    reference: text('reference').notNull(),
    manageTokenHash: text('manage_token_hash').notNull(),
    date: text('date').notNull(),
    time: text('time').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    partySize: integer('party_size').notNull(),
    name: text('name').notNull(),
    /** E.164 digits, verified by a booking code. */
    mobileNumber: text('mobile_number').notNull(),
    note: text('note').notNull().default(''),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('pending'),
    /**
     * A party seated from the waitlist (modules/reservations/walk-in-seating.ts): it holds covers
     * like a booking but was never booked, so the booking figures leave it out.
     */
    walkIn: boolean('walk_in').notNull().default(false),
    /** A pending booking's deadline: unanswered by then, it expires (null once answered at creation). */
    answerBy: timestamp('answer_by', { withTimezone: true }),
    /**
     * The hash of the secret in the links our messages carry to the manage page (the guest's
     * own token stayed in the browser that booked); either opens the page.
     */
    messageTokenHash: text('message_token_hash'),
    /**
     * The deposit (decisions §7): its amount (0: none asked), where it stands, the hold while it
     * is awaited, the payment link, the captured payment and its refund (`depositRefundId` is
     * our id, the provider's receipt, minted once).
     */
    depositPaise: integer('deposit_paise').notNull().default(0),
    depositStatus: text('deposit_status', { enum: DEPOSIT_STATES }),
    holdUntil: timestamp('hold_until', { withTimezone: true }),
    paymentLinkId: text('payment_link_id'),
    paymentUrl: text('payment_url'),
    providerPaymentId: text('provider_payment_id'),
    depositPaidAt: timestamp('deposit_paid_at', { withTimezone: true }),
    depositRefundId: text('deposit_refund_id'),
    providerRefundId: text('provider_refund_id'),
    depositSettledAt: timestamp('deposit_settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bookings_reference_idx').on(t.reference),
    check('bookings_deposit_check', sql`${t.depositPaise} >= 0`),
    oneOf('bookings_deposit_status_check', t.depositStatus, DEPOSIT_STATES),
    // One phone's live bookings at a venue, checked by every createBooking (issue 34).
    index('bookings_restaurant_mobile_idx').on(t.restaurantId, t.mobileNumber),
    restaurantOf('bookings_restaurant_fk', t),
    index('bookings_profile_restaurant_date_idx').on(t.profileId, t.restaurantId, t.date, t.status),
    index('bookings_restaurant_starts_idx').on(t.restaurantId, t.startsAt),
    index('bookings_meal_time_idx').on(t.mealTimeId),
    unique('bookings_profile_id_unique').on(t.profileId, t.id),
    oneOf('bookings_status_check', t.status, BOOKING_STATUSES),
    check('bookings_party_check', sql`${t.partySize} between 1 and 100`),
    check('bookings_time_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * Every change of a booking's status (who, when, from, to); also the live-activity feed's
 * `?since=` source. `fromStatus` is null for the booking's creation.
 */
export const bookingHistory = pgTable(
  'booking_history',
  {
    id: text('id').primaryKey(),
    profileId: text('profile_id').notNull(),
    bookingId: text('booking_id').notNull(),
    fromStatus: text('from_status', { enum: BOOKING_STATUSES }),
    toStatus: text('to_status', { enum: BOOKING_STATUSES }).notNull(),
    actor: text('actor', { enum: BOOKING_ACTORS }).notNull(),
    actorUserId: text('actor_user_id'),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'booking_history_booking_fk',
      columns: [t.profileId, t.bookingId],
      foreignColumns: [bookings.profileId, bookings.id],
    }).onDelete('cascade'),
    index('booking_history_profile_booking_idx').on(t.profileId, t.bookingId),
    index('booking_history_profile_at_idx').on(t.profileId, t.at),
    oneOf('booking_history_actor_check', t.actor, BOOKING_ACTORS),
  ],
);

/**
 * One-use tickets that open the live-activity stream (decisions §7): EventSource cannot send
 * headers, and an access token in a URL lands in logs and history. Only the hash is stored;
 * `usedAt` is set by the one redemption, in the database so that any instance can redeem a
 * ticket minted on another and none can redeem it twice.
 */
export const liveActivityTickets = pgTable(
  'live_activity_tickets',
  {
    id: text('id').primaryKey(),
    ticketHash: text('ticket_hash').notNull(),
    profileId: text('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    /** The refresh-token family the ticket was minted under: logout ends the ticket too. */
    sessionId: text('session_id').notNull(),
    phone: text('phone').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('live_activity_tickets_hash_idx').on(t.ticketHash),
    index('live_activity_tickets_profile_idx').on(t.profileId),
    index('live_activity_tickets_expires_idx').on(t.expiresAt),
  ],
);
