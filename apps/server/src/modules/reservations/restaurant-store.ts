import { and, eq } from 'drizzle-orm';
import { RESERVATION_MESSAGES, type Restaurant } from '@venue/shared';
import type { Db } from '../../db/client.ts';
import { restaurants } from '../../db/schema/index.ts';
import type { ProfileContext } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';

/** The restaurant table's reads that every reservations service shares. */

export type RestaurantRow = typeof restaurants.$inferSelect;

/** A profile's restaurant (a business profile has at most one), or null. */
export async function readRestaurantOfProfile(db: Db, profileId: string): Promise<RestaurantRow | null> {
  const rows = await db.select().from(restaurants).where(eq(restaurants.profileId, profileId)).limit(1);
  return rows[0] ?? null;
}

/**
 * The restaurant `restaurantId` when it is the active profile's; another venue's id answers
 * exactly as an unknown one does, so nothing tells a caller it exists.
 * @throws AppError 404 'Restaurant not found'
 */
export async function requireOwnRestaurant(ctx: ProfileContext, restaurantId: string, db: Db = ctx.db): Promise<RestaurantRow> {
  const rows = await db
    .select()
    .from(restaurants)
    .where(and(eq(restaurants.id, restaurantId), eq(restaurants.profileId, ctx.profile.id)))
    .limit(1);
  if (!rows[0]) throw notFound(RESERVATION_MESSAGES.restaurantNotFound);
  return rows[0];
}

/**
 * The active profile's restaurant, for the calls that name none (party size, terms).
 * @throws AppError 404 'Restaurant not found'
 */
export async function requireRestaurantOfProfile(ctx: ProfileContext, db: Db = ctx.db): Promise<RestaurantRow> {
  const row = await readRestaurantOfProfile(db, ctx.profile.id);
  if (!row) throw notFound(RESERVATION_MESSAGES.restaurantNotFound);
  return row;
}

export function toRestaurant(row: RestaurantRow): Restaurant {
  return {
    _id: row.id,
    id: row.id,
    profileId: row.profileId,
    name: row.name,
    city: row.city,
    address: row.address,
    timeZone: row.timeZone,
    googlePlaceId: row.googlePlaceId,
    isActive: row.isActive,
    autoAccept: row.autoAccept,
    partyMin: row.partyMin,
    partyMax: row.partyMax,
    minNoticeMinutes: row.minNoticeMinutes,
    maxDaysAhead: row.maxDaysAhead,
    cancelCutoffMinutes: row.cancelCutoffMinutes,
    reminderHoursBefore: row.reminderHoursBefore,
    pendingExpiryMinutes: row.pendingExpiryMinutes,
    cancellationCutoffHours: row.cancellationCutoffHours,
    depositHandling: row.depositHandling,
  };
}

/**
 * Locks the restaurant row until the transaction ends: writes that number positions in one
 * of its lists (meal times, clauses) take it first, so two creations never get one position.
 */
export async function lockRestaurant(tx: Db, restaurantId: string): Promise<void> {
  await tx.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.id, restaurantId)).for('update');
}

/** Any venue's restaurant by id, for the guests' public calls; null when unknown. */
export async function readRestaurantById(db: Db, restaurantId: string): Promise<RestaurantRow | null> {
  const rows = await db.select().from(restaurants).where(eq(restaurants.id, restaurantId)).limit(1);
  return rows[0] ?? null;
}

/** The venues whose restaurant takes bookings now (not paused): the sitemap lists their booking pages. */
export async function listBookableProfileIds(db: Db): Promise<Set<string>> {
  const rows = await db.select({ profileId: restaurants.profileId }).from(restaurants).where(eq(restaurants.isActive, true));
  return new Set(rows.map((row) => row.profileId));
}
