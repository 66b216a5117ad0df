import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { restaurants } from '../../db/schema/index.ts';
import { defineSlots, readModelOf, readThrough } from '../../lib/read-model/index.ts';
import { loadEngineRules, type EngineRules } from './slots-day.ts';

/*
 * The guests' availability read (issue 11: a 30-day window under 50 connections) serves each
 * restaurant's date from memory, as the menu's guest page does (lib/read-model). What is
 * cached is the database's part of the slot engine's day (rules, hours, exception, meal times,
 * overrides, cover-holding bookings); "now" (the notice, past slots) is applied per request.
 *
 * Every write that changes what a restaurant can seat calls `touchAvailability` in its
 * transaction: with PGlite its in-process mark makes the next read refresh (a read with no
 * write since asks the database nothing); with PostgreSQL each read checks the restaurant's
 * `availability_version` (one indexed row) and rebuilds only when it moved, so no instance
 * serves a day older than the stored version.
 */
/** A date's rules as of a version; `rules` null when the restaurant is unknown (never kept). */
interface CachedDay {
  restaurantId: string;
  rules: EngineRules | null;
}

/** 30 days ahead for a few hundred restaurants; the least recently read date goes first. */
const days = defineSlots<CachedDay>({
  kind: 'availability',
  max: 10_000,
  ownerOf: (cached) => (cached.rules ? cached.restaurantId : null),
});

/**
 * Marks the restaurant's availability changed and bumps its version. Call it inside the
 * transaction of every write that changes what the restaurant can seat (a booking made, its
 * status moved, slots, hours, meal times, party limits, notice, zone, pause), after the locks
 * that write takes first (the date's booking lock), so lock order stays the same everywhere.
 */
export async function touchAvailability(tx: Db, restaurantId: string): Promise<void> {
  readModelOf(tx)?.bump('availability', restaurantId);
  await tx
    .update(restaurants)
    .set({ availabilityVersion: sql`${restaurants.availabilityVersion} + 1` })
    .where(eq(restaurants.id, restaurantId));
}

async function refreshDay(db: Db, restaurantId: string, date: string, previous: CachedDay | undefined): Promise<CachedDay> {
  if (previous?.rules) {
    const [row] = await db
      .select({ version: restaurants.availabilityVersion })
      .from(restaurants)
      .where(eq(restaurants.id, restaurantId));
    if (row?.version === previous.rules.version) return previous;
  }
  return { restaurantId, rules: await loadEngineRules(db, { restaurantId }, date) };
}

/**
 * The restaurant's date for the guests' availability, fresh as of a moment after this call
 * began; null when there is no such restaurant. Never for a capacity check under the date's
 * lock (createBooking reads the database itself).
 */
export async function readAvailabilityRules(ctx: { db: Db }, restaurantId: string, date: string): Promise<EngineRules | null> {
  const cached = await readThrough(
    ctx.db,
    days,
    `${restaurantId}|${date}`,
    (previous) => refreshDay(ctx.db, restaurantId, date, previous),
    restaurantId,
  );
  return cached.rules;
}
