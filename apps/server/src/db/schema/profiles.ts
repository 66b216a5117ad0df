import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { oneOf } from './checks.ts';
import { users } from './users.ts';

/** One of the venue's phone numbers (spec §3 contact details): exactly one is primary. */
export interface ContactNumber {
  id: string;
  number: string;
  isPrimary: boolean;
  label: string;
}

export const profiles = pgTable(
  'profiles',
  {
    id: text('id').primaryKey(),
    userName: text('user_name').notNull(),
    name: text('name').notNull(),
    profileType: text('profile_type', { enum: ['personal', 'business'] }).notNull(),
    image: text('image'),
    /**
     * The venue's contact details, kept once (issue 35): its numbers (the primary one is the
     * spec's `businessNumber`, the link page's "call" and the number reservations texts), its
     * one WhatsApp number and its email. The business profile, the link page's basic and
     * contact details, the link page, the vCard and the guest pages all read these columns.
     */
    contactNumbers: jsonb('contact_numbers').$type<ContactNumber[]>().notNull().default([]),
    whatsappPhoneNumber: text('whatsapp_phone_number'),
    email: text('email'),
    gst: text('gst'),
    /** FSSAI licence number (14 digits), shown on the public menu and link page when set. */
    fssaiLicence: text('fssai_licence'),
    ownerUserId: text('owner_user_id')
      .notNull()
      .references(() => users.id),
    /** IANA zone of the venue (decisions §6 "Time"); lib/venue-time.ts computes its days. */
    timeZone: text('time_zone').notNull().default('Asia/Kolkata'),
    /**
     * Raised by every change of the venue's walk-in queue, in its transaction
     * (modules/waitlist/waitlist-queue.ts): what a guest's status call, kept in the read
     * model, checks on PostgreSQL.
     */
    waitlistVersion: integer('waitlist_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('profiles_user_name_idx').on(sql`lower(${t.userName})`),
    index('profiles_owner_idx').on(t.ownerUserId),
    oneOf('profiles_type_check', t.profileType, ['personal', 'business']),
  ],
);

/**
 * Business categories: the seeded list is global (every user sees it); one a user creates is
 * private to its creator (and to the members of profiles filed under it) until a super-admin
 * promotes it, so nobody can fill everyone's picker. Names are unique among the global ones and
 * within each creator's own.
 */
export const businessCategories = pgTable(
  'business_categories',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** The user who created it; null for the seeded list. */
    createdBy: text('created_by'),
    isGlobal: boolean('is_global').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('business_categories_global_name_idx')
      .on(sql`lower(${t.name})`)
      .where(sql`${t.isGlobal}`),
    uniqueIndex('business_categories_private_name_idx')
      .on(t.createdBy, sql`lower(${t.name})`)
      .where(sql`not ${t.isGlobal}`),
  ],
);

export const profileCategories = pgTable(
  'profile_categories',
  {
    profileId: text('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    categoryId: text('category_id')
      .notNull()
      .references(() => businessCategories.id),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.categoryId] }), index('profile_categories_category_idx').on(t.categoryId)],
);

/**
 * Who may act in a profile and with which rights. A row with no user yet is a pending
 * invite for a phone number; it is claimed at that number's first login.
 */
export const profileMembers = pgTable(
  'profile_members',
  {
    id: text('id').primaryKey(),
    profileId: text('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    role: text('role', { enum: ['owner', 'manager', 'staff'] }).notNull(),
    digitalMenuAccess: boolean('digital_menu_access').notNull().default(false),
    tableReserveAccess: boolean('table_reserve_access').notNull().default(false),
    socialProfileAccess: boolean('social_profile_access').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('profile_members_profile_phone_idx').on(t.profileId, t.phone),
    index('profile_members_user_idx').on(t.userId),
    oneOf('profile_members_role_check', t.role, ['owner', 'manager', 'staff']),
  ],
);
