import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { profiles } from './profiles.ts';

/*
 * A venue's one set of opening hours (issue 35), owned by modules/opening-hours: a row per
 * weekday (0 = Sunday) with several ranges a day (lunch 12:00–15:00 and dinner 19:00–23:00),
 * and dated exceptions (holidays, one-off hours) that replace the weekday on their date.
 * Reservations seat only inside them; the link page, the vCard, the guest pages and the
 * spec's `operationalHours` all read these rows. A weekday without a row is closed.
 */

export interface HoursRange {
  start: string;
  end: string;
}

export const venueWeeklyHours = pgTable(
  'venue_weekly_hours',
  {
    profileId: text('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    day: integer('day').notNull(),
    isOpen: boolean('is_open').notNull().default(true),
    ranges: jsonb('ranges').$type<HoursRange[]>().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.day] }), check('venue_weekly_hours_day_check', sql`${t.day} between 0 and 6`)],
);

export const venueHourExceptions = pgTable(
  'venue_hour_exceptions',
  {
    profileId: text('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    date: text('date').notNull(),
    isOpen: boolean('is_open').notNull().default(false),
    ranges: jsonb('ranges').$type<HoursRange[]>().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.date] })],
);
