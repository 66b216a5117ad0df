import type { WorkingHours } from '@venue/shared';
import type { Db } from '../../db/client.ts';
import type { ProfileContext } from '../../lib/context.ts';
import { readOpeningHours, writeOpeningHours } from '../opening-hours/opening-hours.service.ts';
import { touchAvailability } from './availability-cache.ts';
import { readRestaurantOfProfile, requireOwnRestaurant } from './restaurant-store.ts';

/*
 * Opening hours (decisions §6) are the venue's, not the restaurant's (issue 35): one set per
 * venue in modules/opening-hours, edited at Profile → Opening hours and read by everything a
 * guest sees. The restaurant's calls (`getRestaurantWorkingHours`, `updateRestaurantWorkingHour`)
 * read and write that same set. Every write goes through `saveOpeningHours` here, because a
 * change of hours changes what the venue's restaurant can seat.
 */

/**
 * Writes the venue's hours (the weekdays given; the exceptions when given) inside `tx` and,
 * when the venue has a restaurant, marks its availability changed in the same transaction.
 */
export async function saveOpeningHours(
  tx: Db,
  profileId: string,
  input: { openingHours: WorkingHours['openingHours']; exceptions?: WorkingHours['exceptions'] },
): Promise<void> {
  await writeOpeningHours(tx, profileId, input);
  const restaurant = await readRestaurantOfProfile(tx, profileId);
  if (restaurant) await touchAvailability(tx, restaurant.id);
}

/** `GET /v1/profiles/opening-hours`: the active venue's hours. */
export function getVenueOpeningHours(ctx: ProfileContext): Promise<WorkingHours> {
  return readOpeningHours(ctx.db, ctx.profile.id);
}

/** `PUT /v1/profiles/opening-hours`: sets the weekdays given and replaces the exceptions, in one transaction. */
export async function updateVenueOpeningHours(ctx: ProfileContext, input: WorkingHours): Promise<WorkingHours> {
  await ctx.db.transaction((tx) => saveOpeningHours(tx, ctx.profile.id, input));
  return readOpeningHours(ctx.db, ctx.profile.id);
}

/** `GET getRestaurantWorkingHours/{id}`: the venue's hours, for its own restaurant only. */
export async function getRestaurantWorkingHours(ctx: ProfileContext, restaurantId: string): Promise<WorkingHours> {
  await requireOwnRestaurant(ctx, restaurantId);
  return readOpeningHours(ctx.db, ctx.profile.id);
}

/** `PUT updateRestaurantWorkingHour/{id}`: as `PUT /v1/profiles/opening-hours`, named by the venue's restaurant. */
export async function updateRestaurantWorkingHours(
  ctx: ProfileContext,
  restaurantId: string,
  input: WorkingHours,
): Promise<WorkingHours> {
  await ctx.db.transaction(async (tx) => {
    await requireOwnRestaurant(ctx, restaurantId, tx);
    await saveOpeningHours(tx, ctx.profile.id, input);
  });
  return readOpeningHours(ctx.db, ctx.profile.id);
}
