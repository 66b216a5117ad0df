import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { oneOf } from './checks.ts';
import { profiles } from './profiles.ts';

/*
 * The walk-in waitlist (decisions §7 "Waitlist"), owned by modules/waitlist. Every row carries
 * its venue's profile id.
 */

/** As packages/shared/src/waitlist.ts names them (drizzle-kit reads this file on its own). */
const WAITLIST_STATUSES = ['waiting', 'notified', 'seated', 'left'] as const;
const WAITLIST_SOURCES = ['desk', 'remote'] as const;

/** A venue's waitlist settings; a venue without a row has the defaults. */
export const waitlistSettings = pgTable(
  'waitlist_settings',
  {
    profileId: text('profile_id')
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    remoteJoin: boolean('remote_join').notNull().default(false),
    maxPartySize: integer('max_party_size').notNull().default(10),
    maxWaiting: integer('max_waiting').notNull().default(50),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('waitlist_settings_party_check', sql`${t.maxPartySize} between 1 and 50`),
    check('waitlist_settings_waiting_check', sql`${t.maxWaiting} between 1 and 500`),
  ],
);

/**
 * One party in (or once in) a venue's queue. `position` is 1.. among the live entries (waiting
 * or notified) and null once seated or gone; every change takes the venue's advisory lock.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: text('id').primaryKey(),
    profileId: text('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    reference: text('reference').notNull(),
    name: text('name').notNull(),
    /** E.164 digits. */
    mobileNumber: text('mobile_number').notNull(),
    partySize: integer('party_size').notNull(),
    quotedMinutes: integer('quoted_minutes').notNull(),
    note: text('note').notNull().default(''),
    source: text('source', { enum: WAITLIST_SOURCES }).notNull(),
    status: text('status', { enum: WAITLIST_STATUSES }).notNull().default('waiting'),
    position: integer('position'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    seatedAt: timestamp('seated_at', { withTimezone: true }),
    leftAt: timestamp('left_at', { withTimezone: true }),
    reason: text('reason'),
    /** Who added it at the desk (null for a guest's own join). */
    addedBy: text('added_by'),
  },
  (t) => [
    uniqueIndex('waitlist_entries_reference_idx').on(t.reference),
    // One phone, one live entry per venue (decisions §7), whoever adds it.
    uniqueIndex('waitlist_entries_live_phone_idx')
      .on(t.profileId, t.mobileNumber)
      .where(sql`${t.status} in ('waiting', 'notified')`),
    index('waitlist_entries_profile_status_idx').on(t.profileId, t.status, t.position),
    index('waitlist_entries_profile_seated_idx').on(t.profileId, t.seatedAt),
    oneOf('waitlist_entries_status_check', t.status, WAITLIST_STATUSES),
    oneOf('waitlist_entries_source_check', t.source, WAITLIST_SOURCES),
    check('waitlist_entries_party_check', sql`${t.partySize} between 1 and 100`),
    check('waitlist_entries_position_check', sql`(${t.position} is null) = (${t.status} not in ('waiting', 'notified'))`),
  ],
);
