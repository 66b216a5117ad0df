import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { RESERVATION_MESSAGES, type MealTime, type MealTimeInputSchema } from '@venue/shared';
import type { Db } from '../../db/client.ts';
import { mealTimes } from '../../db/schema/index.ts';
import type { ProfileContext } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { nextPosition, renumber, type PositionedTable } from '../../lib/ordering.ts';
import { touchAvailability } from './availability-cache.ts';
import { lockRestaurant, requireOwnRestaurant } from './restaurant-store.ts';

/**
 * Meal times (decisions §6, /reservations/manage-slots): lunch, dinner; each makes its own
 * slots from its start, interval and end, and seats `coversPerSlot` guests at once.
 */

type MealTimeInput = z.output<typeof MealTimeInputSchema>;
type MealTimeRow = typeof mealTimes.$inferSelect;

const ORDERED: PositionedTable = {
  table: mealTimes,
  id: mealTimes.id,
  profileId: mealTimes.profileId,
  position: mealTimes.position,
};
const ofRestaurant = (restaurantId: string) => eq(mealTimes.restaurantId, restaurantId);

export function toMealTime(row: MealTimeRow): MealTime {
  return {
    _id: row.id,
    restaurantId: row.restaurantId,
    name: row.name,
    start: row.start,
    end: row.end,
    slotIntervalMinutes: row.slotIntervalMinutes,
    stayMinutes: row.stayMinutes,
    coversPerSlot: row.coversPerSlot,
    days: row.days,
    depositPerCoverPaise: row.depositPerCoverPaise,
    depositFromPartySize: row.depositFromPartySize,
  };
}

/** A restaurant's meal times in their order (any caller: the restaurant is already checked). */
export async function readMealTimes(db: Db, profileId: string, restaurantId: string): Promise<MealTimeRow[]> {
  return db
    .select()
    .from(mealTimes)
    .where(and(eq(mealTimes.profileId, profileId), ofRestaurant(restaurantId)))
    .orderBy(asc(mealTimes.position), asc(mealTimes.id));
}

/** `GET mealTimes/{restaurantId}`. */
export async function listMealTimes(ctx: ProfileContext, restaurantId: string): Promise<{ mealTimes: MealTime[] }> {
  const restaurant = await requireOwnRestaurant(ctx, restaurantId);
  return { mealTimes: (await readMealTimes(ctx.db, ctx.profile.id, restaurant.id)).map(toMealTime) };
}

const fieldsOf = (input: MealTimeInput) => ({
  name: input.name,
  start: input.start,
  end: input.end,
  slotIntervalMinutes: input.slotIntervalMinutes,
  stayMinutes: input.stayMinutes,
  coversPerSlot: input.coversPerSlot,
  days: [...new Set(input.days)].sort(),
  depositPerCoverPaise: input.depositPerCoverPaise,
  depositFromPartySize: input.depositFromPartySize,
});

/** `POST createMealTime`: goes last in the restaurant's list. */
export async function createMealTime(ctx: ProfileContext, input: MealTimeInput): Promise<{ mealTime: MealTime }> {
  const row = await ctx.db.transaction(async (tx) => {
    const restaurant = await requireOwnRestaurant(ctx, input.restaurantId, tx);
    await lockRestaurant(tx, restaurant.id);
    const position = await nextPosition(tx, ORDERED, ctx.profile.id, ofRestaurant(restaurant.id));
    const [created] = await tx
      .insert(mealTimes)
      .values({ id: newId(), profileId: ctx.profile.id, restaurantId: restaurant.id, position, ...fieldsOf(input) })
      .returning();
    await touchAvailability(tx, restaurant.id);
    return created!;
  });
  return { mealTime: toMealTime(row) };
}

/**
 * The active profile's meal time `mealTimeId`; another venue's answers as an unknown one.
 * @throws AppError 404 'Meal time not found'
 */
async function requireOwnMealTime(ctx: ProfileContext, mealTimeId: string, db: Db): Promise<MealTimeRow> {
  const rows = await db
    .select()
    .from(mealTimes)
    .where(and(eq(mealTimes.id, mealTimeId), eq(mealTimes.profileId, ctx.profile.id)))
    .limit(1);
  if (!rows[0]) throw notFound(RESERVATION_MESSAGES.mealTimeNotFound);
  return rows[0];
}

/** `PUT updateMealTime/{mealTimeId}`: the body's restaurantId must be the meal time's own. */
export async function updateMealTime(
  ctx: ProfileContext,
  mealTimeId: string,
  input: MealTimeInput,
): Promise<{ mealTime: MealTime }> {
  const row = await ctx.db.transaction(async (tx) => {
    const current = await requireOwnMealTime(ctx, mealTimeId, tx);
    if (current.restaurantId !== input.restaurantId) throw notFound(RESERVATION_MESSAGES.mealTimeNotFound);
    const [updated] = await tx.update(mealTimes).set(fieldsOf(input)).where(eq(mealTimes.id, current.id)).returning();
    await touchAvailability(tx, current.restaurantId);
    return updated!;
  });
  return { mealTime: toMealTime(row) };
}

/**
 * `POST deleteMealTime { _id }`: the rest close ranks. Bookings already made keep their date
 * and time; the desk still shows them.
 */
export async function deleteMealTime(ctx: ProfileContext, mealTimeId: string): Promise<{ deleted: string }> {
  await ctx.db.transaction(async (tx) => {
    const current = await requireOwnMealTime(ctx, mealTimeId, tx);
    await lockRestaurant(tx, current.restaurantId);
    await tx.delete(mealTimes).where(eq(mealTimes.id, current.id));
    await renumber(tx, ORDERED, ctx.profile.id, ofRestaurant(current.restaurantId));
    await touchAvailability(tx, current.restaurantId);
  });
  return { deleted: mealTimeId };
}
