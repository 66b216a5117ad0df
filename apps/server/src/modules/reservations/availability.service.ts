import type { z } from 'zod';
import {
  GUEST_READS_PER_ADDRESS_PER_MINUTE,
  RESERVATION_MESSAGES,
  type AvailabilityQuerySchema,
  type AvailableSlotSchema,
  type PublicRestaurant,
  tooManyRequestsMessage,
} from '@venue/shared';
import type { ServiceContext } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { enforceRateLimit, type RateLimiter } from '../../lib/rate-limiter.ts';
import { findProfileByUserName } from '../profiles/profiles.service.ts';
import { readAvailabilityRules } from './availability-cache.ts';
import { readRestaurantOfProfile } from './restaurant-store.ts';
import { availabilityFor } from './slot-engine.ts';
import { readTerms } from './terms.service.ts';

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
  const terms = await readTerms(ctx.db, row.profileId, row.id);
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
      terms: terms.map((term) => term.clause),
    },
  };
}

/**
 * `GET /v1/bookings/availability?restaurantId=&date=&partySize=`: each slot of the date and
 * whether a party of that size can book it now, from the date's cached rules (availability-cache.ts).
 * @throws AppError 404 'Restaurant not found'
 */
export async function getAvailability(
  ctx: ServiceContext,
  query: z.output<typeof AvailabilityQuerySchema>,
): Promise<{ slots: Array<z.infer<typeof AvailableSlotSchema>> }> {
  const rules = await readAvailabilityRules(ctx, query.restaurantId, query.date);
  if (!rules) throw notFound(RESERVATION_MESSAGES.restaurantNotFound);
  // "now" is never cached: the notice and past slots move with the clock.
  const { version: _version, ...day } = rules;
  return {
    slots: availabilityFor({ ...day, now: ctx.clock() }, query.partySize).map(({ time, mealTimeId, available, coversLeft }) => ({
      time,
      mealTimeId,
      available,
      coversLeft,
    })),
  };
}
