import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { oneOf } from './checks.ts';
import { profiles } from './profiles.ts';

/*
 * The guest book (decisions §7 "Guest book"), owned by lib/guest-book (written in the
 * transactions of bookings, waitlist entries and ticket orders, as the audit log is) and read
 * and erased through modules/guests. Every row carries its venue's profile id.
 */

/** As packages/shared/src/guests.ts names them (drizzle-kit reads this file on its own). */
const GUEST_ACTIVITY_KINDS = ['booking', 'waitlist', 'ticket-order'] as const;

/**
 * One guest per phone per venue. `phone` is E.164 digits and null once erased (DPDP Act 2023):
 * the row keeps its figures, never who it was. The figures are recomputed from the guest's
 * activities by every write that changes one, so they cannot drift.
 */
export const guests = pgTable(
  'guests',
  {
    id: text('id').primaryKey(),
    profileId: text('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    phone: text('phone'),
    name: text('name').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    notes: text('notes').notNull().default(''),
    visits: integer('visits').notNull().default(0),
    noShows: integer('no_shows').notNull().default(0),
    cancellations: integer('cancellations').notNull().default(0),
    spendPaise: integer('spend_paise').notNull().default(0),
    lastVisitAt: timestamp('last_visit_at', { withTimezone: true }),
    /** The latest booking, entry or order: the list's order. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('guests_profile_phone_idx').on(t.profileId, t.phone),
    unique('guests_profile_id_unique').on(t.profileId, t.id),
    index('guests_profile_seen_idx').on(t.profileId, t.lastSeenAt),
    check('guests_erased_check', sql`(${t.phone} is null) = (${t.erasedAt} is not null)`),
    check('guests_figures_check', sql`${t.visits} >= 0 and ${t.noShows} >= 0 and ${t.cancellations} >= 0`),
  ],
);

/**
 * One booking, waitlist entry or ticket order of a guest, as its module last reported it: the
 * guest's history and the source of its figures. It holds no name or number, so erasure leaves
 * it as it is.
 */
export const guestActivities = pgTable(
  'guest_activities',
  {
    profileId: text('profile_id').notNull(),
    guestId: text('guest_id').notNull(),
    kind: text('kind', { enum: GUEST_ACTIVITY_KINDS }).notNull(),
    /** The booking's, entry's or order's id. */
    sourceId: text('source_id').notNull(),
    status: text('status').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    partySize: integer('party_size'),
    isVisit: boolean('is_visit').notNull().default(false),
    isNoShow: boolean('is_no_show').notNull().default(false),
    isCancellation: boolean('is_cancellation').notNull().default(false),
    spendPaise: integer('spend_paise').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('guest_activities_source_idx').on(t.kind, t.sourceId),
    foreignKey({
      name: 'guest_activities_guest_fk',
      columns: [t.profileId, t.guestId],
      foreignColumns: [guests.profileId, guests.id],
    }).onDelete('cascade'),
    index('guest_activities_guest_idx').on(t.profileId, t.guestId, t.at),
    oneOf('guest_activities_kind_check', t.kind, GUEST_ACTIVITY_KINDS),
    check('guest_activities_spend_check', sql`${t.spendPaise} >= 0`),
  ],
);
