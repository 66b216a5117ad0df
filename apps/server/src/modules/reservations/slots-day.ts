import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { bookings, restaurantHourExceptions, restaurantWeeklyHours, slotOverrides } from '../../db/schema/index.ts';
import { readMealTimes } from './meal-times.service.ts';
import type { RestaurantRow } from './restaurant-store.ts';
import type { EngineDay } from './slot-engine.ts';

/**
 * Reads everything the slot engine needs about one date of a restaurant: its rules, hours,
 * the date's exception, meal times, slot overrides and bookings. Four small indexed reads.
 */
export async function loadEngineDay(db: Db, restaurant: RestaurantRow, date: string, now: Date): Promise<EngineDay> {
  const scope = (table: { profileId: PgColumn; restaurantId: PgColumn }) =>
    and(eq(table.profileId, restaurant.profileId), eq(table.restaurantId, restaurant.id));
  const [weeklyHours, exceptions, meals, overrides, dayBookings] = await Promise.all([
    db
      .select({ day: restaurantWeeklyHours.day, isOpen: restaurantWeeklyHours.isOpen, ranges: restaurantWeeklyHours.ranges })
      .from(restaurantWeeklyHours)
      .where(scope(restaurantWeeklyHours)),
    db
      .select({ isOpen: restaurantHourExceptions.isOpen, ranges: restaurantHourExceptions.ranges })
      .from(restaurantHourExceptions)
      .where(and(scope(restaurantHourExceptions), eq(restaurantHourExceptions.date, date))),
    readMealTimes(db, restaurant.profileId, restaurant.id),
    db
      .select({ slotTime: slotOverrides.slotTime, slotStatus: slotOverrides.slotStatus })
      .from(slotOverrides)
      .where(and(scope(slotOverrides), eq(slotOverrides.slotDate, date))),
    db
      .select({ time: bookings.time, mealTimeId: bookings.mealTimeId, partySize: bookings.partySize, status: bookings.status })
      .from(bookings)
      .where(and(scope(bookings), eq(bookings.date, date))),
  ]);
  return {
    restaurant,
    date,
    weeklyHours,
    exception: exceptions[0] ?? null,
    mealTimes: meals,
    overrides,
    bookings: dayBookings,
    now,
  };
}

/**
 * Serialises every write that changes what one date of a restaurant can seat (a booking, a slot
 * closed) until the transaction ends, so a capacity check made after it stays true until the
 * commit. A transaction-scoped advisory lock: nothing to clean up, works on PGlite as on
 * PostgreSQL. Two keys may share a hash; they then merely wait for each other.
 */
export async function lockBookingDay(tx: Db, restaurantId: string, date: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${restaurantId} || ${date}))`);
}
