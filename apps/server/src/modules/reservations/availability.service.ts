import { and, eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  GUEST_READS_PER_ADDRESS_PER_MINUTE,
  RESERVATION_MESSAGES,
  type AvailabilityQuerySchema,
  type AvailableSlotSchema,
  type ClosedReason,
  type PublicRestaurant,
  tooManyRequestsMessage,
} from '@venue/shared';
import type { Db } from '../../db/client.ts';
import { mealTimes } from '../../db/schema/index.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { enforceRateLimit, type RateLimiter } from '../../lib/rate-limiter.ts';
import { readWeeklyHours } from '../opening-hours/opening-hours.service.ts';
import { findProfileByUserName } from '../profiles/profiles.service.ts';
import { readAvailabilityRules } from './availability-cache.ts';
import { readRestaurantOfProfile, type RestaurantRow } from './restaurant-store.ts';
import { availabilityFor, closedReasonOf } from './slot-engine.ts';
import { readTerms } from './terms.service.ts';
import { venuePublicNumber } from './venue-contact.ts';

/**
 * What the guests' page says when it has no slot (issue 36): the venue's number to call, the
 * weekdays it never takes bookings (no hours, or no meal time that day: "Closed on Mondays") and
 * the largest party one slot seats.
 */
export async function bookingFactsOf(
  db: Db,
  restaurant: Pick<RestaurantRow, 'id' | 'profileId' | 'partyMax'>,
): Promise<{ phone: string | null; closedWeekdays: number[]; largestParty: number }> {
  const [phone, week] = await Promise.all([
    venuePublicNumber(db, restaurant.profileId),
    readWeek(db, restaurant.profileId, restaurant.id),
  ]);
  const runsOn = (day: number) =>
    week.hours.some((hours) => hours.day === day && hours.isOpen && hours.ranges.length > 0) &&
    week.meals.some((meal) => meal.days.includes(day));
  const largestSlot = Math.max(0, ...week.meals.map((meal) => meal.coversPerSlot));
  return {
    phone,
    closedWeekdays: [0, 1, 2, 3, 4, 5, 6].filter((day) => !runsOn(day)),
    largestParty: week.meals.length > 0 ? Math.min(restaurant.partyMax, largestSlot) : restaurant.partyMax,
  };
}

/** The weekly hours and meal times, for the weekdays a venue never takes bookings. */
async function readWeek(db: Db, profileId: string, restaurantId: string) {
  const scope = <T extends { profileId: PgColumn; restaurantId: PgColumn }>(table: T) =>
    and(eq(table.profileId, profileId), eq(table.restaurantId, restaurantId));
  const [hours, meals] = await Promise.all([
    readWeeklyHours(db, profileId),
    db.select({ days: mealTimes.days, coversPerSlot: mealTimes.coversPerSlot }).from(mealTimes).where(scope(mealTimes)),
  ]);
  return { hours, meals };
}

/** What guests read before booking (public, no login, rate-limited per client address). */

/** @throws AppError 429 RATE_LIMITED with Retry-After */
export function limitGuestReads(limiter: RateLimiter, clientAddress: string): Promise<void> {
  return enforceRateLimit(
    limiter,
    { key: `reservations:guest-reads:${clientAddress}`, limit: GUEST_READS_PER_ADDRESS_PER_MINUTE, windowSeconds: 60 },
    tooManyRequestsMessage,
  );
}

/**
 * `GET /v1/bookings/getAvailableRestaurants?username=`: the restaurant behind a venue's public
 * booking page, with its terms.
 * @throws AppError 404 'Restaurant not found' when the username has none
 */
export async function getAvailableRestaurant(
  ctx: ServiceContext,
  username: string,
): Promise<{ success: true; restaurant: PublicRestaurant }> {
  const profile = await findProfileByUserName(ctx.db, username);
  const row = profile ? await readRestaurantOfProfile(ctx.db, profile.id) : null;
  if (!row) throw notFound(RESERVATION_MESSAGES.restaurantNotFound);
  const [terms, facts] = await Promise.all([readTerms(ctx.db, row.profileId, row.id), bookingFactsOf(ctx.db, row)]);
  return {
    success: true,
    restaurant: {
      id: row.id,
      name: row.name,
      city: row.city,
      address: row.address,
      timeZone: row.timeZone,
      partyMin: row.partyMin,
      partyMax: row.partyMax,
      minNoticeMinutes: row.minNoticeMinutes,
      maxDaysAhead: row.maxDaysAhead,
      isActive: row.isActive,
      ...facts,
      terms: terms.map((term) => term.clause),
      cancellationCutoffHours: row.cancellationCutoffHours,
      depositHandling: row.depositHandling,
    },
  };
}

/**
 * `GET /v1/bookings/availability?restaurantId=&date=&partySize=`: each slot of the date and
 * whether a party of that size can book it now, from the date's cached rules (availability-cache.ts),
 * and why none can when none can (`closedReason`).
 * @throws AppError 404 'Restaurant not found'
 */
export async function getAvailability(
  ctx: ServiceContext,
  query: z.output<typeof AvailabilityQuerySchema>,
): Promise<{ slots: Array<z.infer<typeof AvailableSlotSchema>>; closedReason: ClosedReason | null }> {
  const rules = await readAvailabilityRules(ctx, query.restaurantId, query.date);
  if (!rules) throw notFound(RESERVATION_MESSAGES.restaurantNotFound);
  // "now" is never cached: the notice and past slots move with the clock.
  const { version: _version, ...rest } = rules;
  const day = { ...rest, now: ctx.clock() };
  const slots = availabilityFor(day, query.partySize);
  return {
    slots: slots.map(({ time, mealTimeId, available, coversLeft }) => ({ time, mealTimeId, available, coversLeft })),
    closedReason: closedReasonOf(day, query.partySize, slots),
  };
}
