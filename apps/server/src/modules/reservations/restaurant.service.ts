import { and, asc, eq, max, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  RESERVATION_MESSAGES,
  RestaurantSchema,
  type CreateRestaurantSchema,
  type Restaurant,
  type RestaurantSearchResultSchema,
  type UpdatePartySizeSchema,
  type UpdateRestaurantActivitySchema,
  type UpdateRestaurantSettingsSchema,
} from '@venue/shared';
import type { Db } from '../../db/client.ts';
import { mealTimes, restaurants } from '../../db/schema/index.ts';
import { defineAuditAction, recordAudit } from '../../lib/audit/index.ts';
import type { ProfileContext } from '../../lib/context.ts';
import { sqlStateOf } from '../../lib/database-errors.ts';
import { businessRule, conflict } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { seedOpeningHours } from '../opening-hours/opening-hours.service.ts';
import { touchAvailability } from './availability-cache.ts';
import {
  readRestaurantOfProfile,
  requireOwnRestaurant,
  requireRestaurantOfProfile,
  toRestaurant,
  type RestaurantRow,
} from './restaurant-store.ts';

/** The restaurant itself (decisions §6 "Reservations"): set-up, settings, pause, party size. */

const RESTAURANT_AUDIT = {
  create: defineAuditAction({ name: 'restaurant.create', entityType: 'restaurant', state: RestaurantSchema }),
  update: defineAuditAction({ name: 'restaurant.update', entityType: 'restaurant', state: RestaurantSchema }),
};

/**
 * The hours a new restaurant opens with, every day 12:00–23:00, so its first meal time has
 * slots at once; the owner narrows them on the hours screen.
 */
export const DEFAULT_OPENING_RANGES = [{ start: '12:00', end: '23:00' }];

/** `GET checkRestaurantForProfile?profileId=` (the access guard checked membership of that profile). */
export async function checkRestaurantForProfile(
  ctx: ProfileContext,
): Promise<{ hasRestaurant: boolean; restaurant: Restaurant | null }> {
  const row = await readRestaurantOfProfile(ctx.db, ctx.profile.id);
  return { hasRestaurant: row !== null, restaurant: row ? toRestaurant(row) : null };
}

/**
 * `POST createRestaurant/`: the active business profile's one restaurant, in the profile's
 * zone unless another is given, with default opening hours.
 * @throws AppError 409 when the profile has one; 422 for a personal profile
 */
export async function createRestaurant(
  ctx: ProfileContext,
  input: z.output<typeof CreateRestaurantSchema>,
): Promise<{ restaurant: Restaurant }> {
  if (ctx.profile.profileType !== 'business') throw businessRule(RESERVATION_MESSAGES.businessOnly);
  if (await readRestaurantOfProfile(ctx.db, ctx.profile.id)) throw conflict(RESERVATION_MESSAGES.restaurantExists);
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(restaurants)
        .values({
          id: newId(),
          profileId: ctx.profile.id,
          name: input.name,
          city: input.city,
          address: input.address,
          timeZone: input.timeZone ?? ctx.profile.timeZone,
          googlePlaceId: input.googlePlaceId || null,
        })
        .returning();
      // The venue's hours stay as set at Profile → Opening hours; a venue without any opens every day.
      await seedOpeningHours(
        tx,
        ctx.profile.id,
        [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, isOpen: true, ranges: DEFAULT_OPENING_RANGES })),
      );
      await audit(tx, ctx, 'create', null, created!);
      return created!;
    });
    return { restaurant: toRestaurant(row) };
  } catch (error) {
    // Two set-ups at once: the unique index on profile_id lets one through.
    if (sqlStateOf(error) === '23505') throw conflict(RESERVATION_MESSAGES.restaurantExists);
    throw error;
  }
}

/** LIKE's own characters taken literally. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * `GET searchRestaurants?q=`: known restaurants by name or city, for the set-up's search
 * (decisions §3: the embedded stand-in for a place search). Only what a listing shows.
 */
export async function searchRestaurants(
  db: Db,
  q: string,
): Promise<{ restaurants: Array<z.infer<typeof RestaurantSearchResultSchema>> }> {
  const pattern = likePattern(q.trim());
  const rows = await db
    .select({
      _id: restaurants.id,
      name: restaurants.name,
      city: restaurants.city,
      address: restaurants.address,
      googlePlaceId: restaurants.googlePlaceId,
    })
    .from(restaurants)
    .where(or(sql`lower(${restaurants.name}) like ${pattern}`, sql`lower(${restaurants.city}) like ${pattern}`))
    .orderBy(asc(restaurants.name), asc(restaurants.id))
    .limit(20);
  return { restaurants: rows };
}

async function audit(
  tx: Db,
  ctx: ProfileContext,
  kind: keyof typeof RESTAURANT_AUDIT,
  before: RestaurantRow | null,
  after: RestaurantRow,
) {
  await recordAudit(tx, RESTAURANT_AUDIT[kind], {
    profileId: ctx.profile.id,
    actorUserId: ctx.caller.userId,
    entityId: after.id,
    before: before ? toRestaurant(before) : null,
    after: toRestaurant(after),
  });
}

/** Applies a change to the active profile's restaurant `restaurantId`, audited, in one transaction. */
async function changeRestaurant(
  ctx: ProfileContext,
  restaurantId: string,
  changes: Partial<typeof restaurants.$inferInsert>,
  check?: (tx: Db, before: RestaurantRow) => Promise<void>,
): Promise<RestaurantRow> {
  return ctx.db.transaction(async (tx) => {
    const before = await requireOwnRestaurant(ctx, restaurantId, tx);
    await check?.(tx, before);
    const [after] = await tx
      .update(restaurants)
      .set({ ...changes, updatedAt: ctx.clock() })
      .where(eq(restaurants.id, before.id))
      .returning();
    await audit(tx, ctx, 'update', before, after!);
    await touchAvailability(tx, before.id);
    return after!;
  });
}

/** `POST updateRestaurantActivity`: pauses or resumes taking bookings. */
export async function updateRestaurantActivity(
  ctx: ProfileContext,
  input: z.output<typeof UpdateRestaurantActivitySchema>,
): Promise<{ restaurant: Restaurant }> {
  return { restaurant: toRestaurant(await changeRestaurant(ctx, input.restaurantId, { isActive: input.isActive })) };
}

/** `POST updateRestaurantSettings`: name, address, zone, lead time, cancellation cut-off, reminder, time to answer. */
export async function updateRestaurantSettings(
  ctx: ProfileContext,
  input: z.output<typeof UpdateRestaurantSettingsSchema>,
): Promise<{ restaurant: Restaurant }> {
  const { restaurantId, ...fields } = input;
  const changes = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  return { restaurant: toRestaurant(await changeRestaurant(ctx, restaurantId, changes)) };
}

/** `GET getPartySizeDetails/`: the active profile's restaurant's party limits. */
export async function getPartySizeDetails(ctx: ProfileContext): Promise<{ min: number; max: number }> {
  const row = await requireRestaurantOfProfile(ctx);
  return { min: row.partyMin, max: row.partyMax };
}

/**
 * `POST updatePartySizeDetails`.
 * @throws 422 when `max` is more than every meal time's covers per slot (decisions §7); with no
 *   meal time yet there is nothing to compare, and the guests' page says why it has no slot.
 */
export async function updatePartySizeDetails(
  ctx: ProfileContext,
  input: z.output<typeof UpdatePartySizeSchema>,
): Promise<{ min: number; max: number }> {
  const row = await changeRestaurant(
    ctx,
    input.restaurantId,
    { partyMin: input.min, partyMax: input.max },
    async (tx, before) => {
      // A limit no slot seats only promises guests a table they are then refused (issue 36).
      const [largest] = await tx
        .select({ covers: max(mealTimes.coversPerSlot) })
        .from(mealTimes)
        .where(and(eq(mealTimes.profileId, ctx.profile.id), eq(mealTimes.restaurantId, before.id)));
      if (largest?.covers != null && input.max > largest.covers) {
        throw businessRule(RESERVATION_MESSAGES.partyTooLargeForSlots(largest.covers));
      }
    },
  );
  return { min: row.partyMin, max: row.partyMax };
}
