import { and, asc, eq } from 'drizzle-orm';
import type { WorkingHours } from '@venue/shared';
import { restaurantHourExceptions, restaurantWeeklyHours } from '../../db/schema/index.ts';
import type { ProfileContext } from '../../lib/context.ts';
import { touchAvailability } from './availability-cache.ts';
import { requireOwnRestaurant } from './restaurant-store.ts';

/**
 * Opening hours (decisions §6): one row per weekday, several ranges a day, and dated
 * exceptions (holidays, one-off hours) that replace the weekday's hours on their date. A
 * weekday without a row is closed.
 */

/** `GET getRestaurantWorkingHours/{id}`: every weekday (missing ones as closed) and every exception, by date. */
export async function getRestaurantWorkingHours(ctx: ProfileContext, restaurantId: string): Promise<WorkingHours> {
  const restaurant = await requireOwnRestaurant(ctx, restaurantId);
  const weekly = await ctx.db
    .select()
    .from(restaurantWeeklyHours)
    .where(and(eq(restaurantWeeklyHours.profileId, ctx.profile.id), eq(restaurantWeeklyHours.restaurantId, restaurant.id)));
  const exceptions = await ctx.db
    .select()
    .from(restaurantHourExceptions)
    .where(and(eq(restaurantHourExceptions.profileId, ctx.profile.id), eq(restaurantHourExceptions.restaurantId, restaurant.id)))
    .orderBy(asc(restaurantHourExceptions.date));
  return {
    openingHours: [0, 1, 2, 3, 4, 5, 6].map((day) => {
      const row = weekly.find((candidate) => candidate.day === day);
      return { day, isOpen: row?.isOpen ?? false, ranges: row?.ranges ?? [] };
    }),
    exceptions: exceptions.map((row) => ({ date: row.date, isOpen: row.isOpen, ranges: row.ranges })),
  };
}

/**
 * `PUT updateRestaurantWorkingHour/{id}`: sets the weekdays given (others keep their hours) and
 * replaces the whole list of exceptions, in one transaction.
 */
export async function updateRestaurantWorkingHours(
  ctx: ProfileContext,
  restaurantId: string,
  input: WorkingHours,
): Promise<WorkingHours> {
  await ctx.db.transaction(async (tx) => {
    const restaurant = await requireOwnRestaurant(ctx, restaurantId, tx);
    const scope = { profileId: ctx.profile.id, restaurantId: restaurant.id };
    for (const day of input.openingHours) {
      const ranges = day.isOpen ? day.ranges : [];
      await tx
        .insert(restaurantWeeklyHours)
        .values({ ...scope, day: day.day, isOpen: day.isOpen, ranges })
        .onConflictDoUpdate({
          target: [restaurantWeeklyHours.restaurantId, restaurantWeeklyHours.day],
          set: { isOpen: day.isOpen, ranges },
        });
    }
    await tx
      .delete(restaurantHourExceptions)
      .where(
        and(
          eq(restaurantHourExceptions.profileId, scope.profileId),
          eq(restaurantHourExceptions.restaurantId, scope.restaurantId),
        ),
      );
    if (input.exceptions.length > 0) {
      await tx
        .insert(restaurantHourExceptions)
        .values(
          input.exceptions.map((exception) => ({ ...scope, ...exception, ranges: exception.isOpen ? exception.ranges : [] })),
        );
    }
    await touchAvailability(tx, restaurant.id);
  });
  return getRestaurantWorkingHours(ctx, restaurantId);
}
