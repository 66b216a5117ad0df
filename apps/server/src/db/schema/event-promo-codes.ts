import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { events } from './events.ts';

/*
 * Promo codes of ticketed events (decisions §7 "Events: promo codes, series, attendees, buyer
 * cancellation"), owned by modules/events. A code's uses are not a counter: they are its orders
 * (`ticket_orders.promo_code_id`) that are paid or still on hold, counted under the code's row
 * lock, so an expiry, a cancellation or a refund gives the use back without touching the code.
 * A deleted code is only marked (`deleted_at`): its orders keep pointing at it for the revenue
 * and the receipt, and its spelling is free for a new code.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: text('id').primaryKey(),
    profileId: text('profile_id').notNull(),
    eventId: text('event_id').notNull(),
    /** As the owner typed it; unique per event case-insensitively among live codes. */
    code: text('code').notNull(),
    percentOff: integer('percent_off'),
    amountOffPaise: integer('amount_off_paise'),
    maxUses: integer('max_uses'),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validTo: timestamp('valid_to', { withTimezone: true }),
    /** Empty: every ticket type of the event. */
    ticketTypeIds: jsonb('ticket_type_ids').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    foreignKey({
      name: 'promo_codes_event_fk',
      columns: [t.profileId, t.eventId],
      foreignColumns: [events.profileId, events.id],
    }).onDelete('cascade'),
    unique('promo_codes_profile_id_unique').on(t.profileId, t.id),
    index('promo_codes_profile_event_idx').on(t.profileId, t.eventId),
    uniqueIndex('promo_codes_event_code_idx')
      .on(t.eventId, sql`lower(${t.code})`)
      .where(sql`${t.deletedAt} is null`),
    check(
      'promo_codes_discount_check',
      sql`(${t.percentOff} is null) <> (${t.amountOffPaise} is null) and (${t.percentOff} is null or ${t.percentOff} between 1 and 100) and (${t.amountOffPaise} is null or ${t.amountOffPaise} > 0)`,
    ),
    check('promo_codes_max_uses_check', sql`${t.maxUses} is null or ${t.maxUses} >= 1`),
  ],
);
