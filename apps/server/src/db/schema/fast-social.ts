import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { profiles } from './profiles.ts';

/*
 * The link page ("fast social", decisions §6 "Link page"), owned by modules/fast-social. One
 * account per business profile (`accountId` in the calls) with the venue's address and map
 * link (its numbers, WhatsApp and email are the profile's, issue 35); links in order, each with
 * its own on/off switch and optional schedule; clicks counted per link per venue-local day.
 */

export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: text('id').primaryKey(),
    profileId: text('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    address: text('address').notNull().default(''),
    googleMapsLink: text('google_maps_link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('social_accounts_profile_idx').on(t.profileId),
    unique('social_accounts_profile_id_unique').on(t.profileId, t.id),
  ],
);

export const socialLinks = pgTable(
  'social_links',
  {
    id: text('id').primaryKey(),
    profileId: text('profile_id').notNull(),
    accountId: text('account_id').notNull(),
    name: text('name').notNull(),
    url: text('url').notNull(),
    /** A preset icon id (packages/shared/src/fast-social.ts LINK_ICONS). */
    icon: text('icon').notNull(),
    live: boolean('live').notNull().default(true),
    /** Shown only from / until these instants when set. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'social_links_account_fk',
      columns: [t.profileId, t.accountId],
      foreignColumns: [socialAccounts.profileId, socialAccounts.id],
    }).onDelete('cascade'),
    index('social_links_profile_account_idx').on(t.profileId, t.accountId, t.position),
    unique('social_links_profile_id_unique').on(t.profileId, t.id),
    check('social_links_schedule_check', sql`${t.endsAt} is null or ${t.startsAt} is null or ${t.endsAt} > ${t.startsAt}`),
  ],
);

/** Clicks per link per venue-local day (bots not counted). */
export const socialLinkClicks = pgTable(
  'social_link_clicks',
  {
    profileId: text('profile_id').notNull(),
    linkId: text('link_id').notNull(),
    day: text('day').notNull(),
    clicks: integer('clicks').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.linkId, t.day] }),
    foreignKey({
      name: 'social_link_clicks_link_fk',
      columns: [t.profileId, t.linkId],
      foreignColumns: [socialLinks.profileId, socialLinks.id],
    }).onDelete('cascade'),
    index('social_link_clicks_profile_link_idx').on(t.profileId, t.linkId),
  ],
);
