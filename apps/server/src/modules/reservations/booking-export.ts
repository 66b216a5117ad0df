import { and, asc, eq, gte, lte } from 'drizzle-orm';
import {
  BOOKING_DESK_MESSAGES,
  BOOKINGS_EXPORT_MAX_DAYS,
  BOOKINGS_EXPORT_MAX_ROWS,
  BOOKINGS_EXPORTS_PER_PROFILE_PER_HOUR,
} from '@venue/shared';
import { bookings } from '../../db/schema/index.ts';
import type { ProfileContext } from '../../lib/context.ts';
import { enforceRateLimit, type RateLimiter } from '../../lib/rate-limiter.ts';
import { runRender } from '../../lib/render-pool.ts';
import { localDate, localTime } from '../../lib/venue-time.ts';
import type { BookingsExportTask } from './booking-export-worker.ts';
import { venueDateRange } from './booking-figures.ts';
import { readRestaurantOfProfile } from './restaurant-store.ts';

const EXPORT_WORKER = new URL('./booking-export-worker.ts', import.meta.url);

/**
 * GET /v1/restaurant/bookings-export?from=&to=: the active profile's bookings on those local
 * dates as an .xlsx, built in the render pool. Not cached (bookings change by the minute), so
 * every export counts toward the venue's hourly limit.
 * @throws 400 for a reversed or over-long range; 429 beyond the hourly limit; 503 when the pool is full.
 */
export async function exportBookings(
  ctx: ProfileContext,
  query: { from: string; to: string },
  limiter: RateLimiter,
): Promise<{ fileName: string; data: Buffer }> {
  const restaurant = await readRestaurantOfProfile(ctx.db, ctx.profile.id);
  const zone = restaurant?.timeZone ?? ctx.profile.timeZone;
  const range = venueDateRange(zone, ctx.clock(), query, 1, BOOKINGS_EXPORT_MAX_DAYS);
  await enforceRateLimit(
    limiter,
    { key: `bookings-export:profile:${ctx.profile.id}`, limit: BOOKINGS_EXPORTS_PER_PROFILE_PER_HOUR, windowSeconds: 3600 },
    BOOKING_DESK_MESSAGES.exportRateLimited,
  );
  const rows = await ctx.db
    .select()
    .from(bookings)
    .where(and(eq(bookings.profileId, ctx.profile.id), gte(bookings.date, range.from), lte(bookings.date, range.to)))
    .orderBy(asc(bookings.startsAt), asc(bookings.id))
    .limit(BOOKINGS_EXPORT_MAX_ROWS);
  const task: BookingsExportTask = {
    rows: rows.map((row) => ({
      reference: row.reference,
      date: row.date,
      time: row.time,
      partySize: row.partySize,
      name: row.name,
      mobileNumber: row.mobileNumber,
      status: row.status,
      note: row.note,
      createdAt: `${localDate(zone, row.createdAt)} ${localTime(zone, row.createdAt)}`,
    })),
  };
  const bytes = await runRender<Uint8Array>(EXPORT_WORKER, 'bookingsWorkbook', task, { venue: ctx.profile.id });
  return {
    fileName: `bookings-${range.from}-to-${range.to}.xlsx`,
    data: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
  };
}
