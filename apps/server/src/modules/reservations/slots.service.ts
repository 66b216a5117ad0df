import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { RESERVATION_MESSAGES, type Slot, type UpdateSlotSchema } from '@venue/shared';
import { slotOverrides } from '../../db/schema/index.ts';
import type { ProfileContext } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { touchAvailability } from './availability-cache.ts';
import { requireOwnRestaurant } from './restaurant-store.ts';
import { ownerSlotsOf } from './slot-engine.ts';
import { loadEngineDay, lockBookingDay } from './slots-day.ts';

/** Per-date slots (decisions §6): covers booked and left, and closing or reopening slots. */

/**
 * `GET fetchRestaurantSlots/{restaurantId}/{date}`: every slot of the date, closed ones included,
 * each with what a guest gets for it (`guest`, from the guests' own availability function).
 */
export async function fetchRestaurantSlots(ctx: ProfileContext, restaurantId: string, date: string): Promise<{ slots: Slot[] }> {
  const day = await loadEngineDay(ctx.db, { restaurantId, profileId: ctx.profile.id }, date, ctx.clock());
  if (!day) throw notFound(RESERVATION_MESSAGES.restaurantNotFound);
  return { slots: ownerSlotsOf(day) };
}

/**
 * `POST updateRestaurantSlot`: closes or reopens slots of a date. The slot key is its start
 * time, so it applies to every meal time starting a slot then. A reopened slot drops its row
 * (no row is open). Under the date's booking lock, so a booking racing the close either
 * commits first (and stays) or sees the slot closed.
 */
export async function updateRestaurantSlot(
  ctx: ProfileContext,
  input: z.output<typeof UpdateSlotSchema>,
): Promise<{ slots: Slot[] }> {
  await ctx.db.transaction(async (tx) => {
    const restaurant = await requireOwnRestaurant(ctx, input.restaurantId, tx);
    await lockBookingDay(tx, restaurant.id, input.slotDate);
    await touchAvailability(tx, restaurant.id);
    const times = [...new Set(input.slotStartTimes)];
    const scope = and(
      eq(slotOverrides.profileId, ctx.profile.id),
      eq(slotOverrides.restaurantId, restaurant.id),
      eq(slotOverrides.slotDate, input.slotDate),
      inArray(slotOverrides.slotTime, times),
    );
    if (input.slotStatus === 'open') {
      await tx.delete(slotOverrides).where(scope);
      return;
    }
    await tx
      .insert(slotOverrides)
      .values(
        times.map((slotTime) => ({
          profileId: ctx.profile.id,
          restaurantId: restaurant.id,
          slotDate: input.slotDate,
          slotTime,
          slotStatus: 'closed' as const,
          updatedAt: ctx.clock(),
        })),
      )
      .onConflictDoUpdate({
        target: [slotOverrides.restaurantId, slotOverrides.slotDate, slotOverrides.slotTime],
        set: { slotStatus: 'closed', updatedAt: ctx.clock() },
      });
  });
  return fetchRestaurantSlots(ctx, input.restaurantId, input.slotDate);
}
