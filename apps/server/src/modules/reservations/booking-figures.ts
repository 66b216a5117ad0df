import { and, count, eq, gte, inArray, lte, notInArray, sql, sum } from 'drizzle-orm';
import {
  BOOKING_DESK_MESSAGES,
  BOOKING_FIGURES_DEFAULT_DAYS,
  BOOKING_FIGURES_MAX_DAYS,
  BOOKING_STATUSES,
  CITY_WISE_DAYS,
  type BookingStatus,
  type BookingsDetails,
  type CityWiseBookings,
} from '@venue/shared';
import { bookings, restaurants } from '../../db/schema/index.ts';
import type { ProfileContext } from '../../lib/context.ts';
import { badRequest } from '../../lib/errors.ts';
import { addLocalDays, lastVenueDays, venueToday } from '../../lib/venue-time.ts';
import { listMemberships } from '../profiles/profiles.service.ts';
import { readRestaurantOfProfile } from './restaurant-store.ts';

/** Bookings that were or are meant to be seated; declined, cancelled and expired ones never were. */
const NOT_SEATED: BookingStatus[] = ['declined', 'cancelled', 'expired'];
/** Covers are the guests of bookings that take a table. */
const TAKES_A_TABLE: BookingStatus[] = ['accepted', 'arrived'];

/** The zone of the charts: the restaurant's (decisions "Reservations"), else the profile's. */
async function figuresZone(ctx: ProfileContext) {
  const restaurant = await readRestaurantOfProfile(ctx.db, ctx.profile.id);
  return { restaurant, zone: restaurant?.timeZone ?? ctx.profile.timeZone };
}

/**
 * GET /v1/restaurant/citywise-bookings-7days: bookings per city per day over the last seven
 * days of the active venue's calendar, across the restaurants of every profile the caller is a
 * member of (an owner of several venues compares cities; a venue's staff see their venues only).
 * A booking counts on its own local date; declined and cancelled ones and walk-ins seated from
 * the waitlist do not count. Cities are
 * grouped without regard to case or surrounding spaces.
 */
export async function cityWiseBookings(ctx: ProfileContext): Promise<CityWiseBookings> {
  const { zone } = await figuresZone(ctx);
  const days = lastVenueDays(zone, ctx.clock(), CITY_WISE_DAYS);
  const profileIds = (await listMemberships(ctx, ctx.caller.userId)).map((membership) => membership.profileId);
  const cityKey = sql<string>`lower(trim(${restaurants.city}))`;
  const rows = await ctx.db
    .select({ key: cityKey, city: sql<string>`min(trim(${restaurants.city}))`, date: bookings.date, count: count() })
    .from(bookings)
    .innerJoin(restaurants, and(eq(restaurants.id, bookings.restaurantId), eq(restaurants.profileId, bookings.profileId)))
    .where(
      and(
        inArray(bookings.profileId, profileIds),
        gte(bookings.date, days[0]!),
        lte(bookings.date, days.at(-1)!),
        notInArray(bookings.status, NOT_SEATED),
        eq(bookings.walkIn, false),
      ),
    )
    .groupBy(cityKey, bookings.date);
  const byCity = new Map<string, { city: string; counts: number[] }>();
  for (const row of rows) {
    const entry = byCity.get(row.key) ?? { city: row.city, counts: days.map(() => 0) };
    entry.counts[days.indexOf(row.date)]! += Number(row.count);
    byCity.set(row.key, entry);
  }
  const cities = [...byCity.values()]
    .map((entry) => ({ ...entry, total: entry.counts.reduce((a, b) => a + b, 0) }))
    .sort((a, b) => b.total - a.total || a.city.localeCompare(b.city));
  return { days, cities };
}

/** Calendar days from `from` to `to`, both included. */
function spanDays(from: string, to: string): number {
  const dayOf = (date: string) => {
    const [year, month, day] = date.split('-').map(Number) as [number, number, number];
    return Date.UTC(year, month - 1, day);
  };
  return Math.round((dayOf(to) - dayOf(from)) / 86_400_000) + 1;
}

/**
 * A local date range, defaulting to the last `defaultDays` days of the venue's calendar.
 * @throws 400 when `from` is after `to` or the range is longer than `maxDays`.
 */
export function venueDateRange(
  zone: string,
  now: Date,
  query: { from?: string; to?: string },
  defaultDays: number,
  maxDays: number,
): { from: string; to: string; days: string[] } {
  const to = query.to ?? (query.from ? addLocalDays(query.from, defaultDays - 1) : venueToday(zone, now));
  const from = query.from ?? addLocalDays(to, -(defaultDays - 1));
  if (from > to) throw badRequest(BOOKING_DESK_MESSAGES.rangeOrder);
  const length = spanDays(from, to);
  if (length > maxDays) throw badRequest(BOOKING_DESK_MESSAGES.rangeTooLong(maxDays));
  return { from, to, days: Array.from({ length }, (_, index) => addLocalDays(from, index)) };
}

/**
 * GET /v1/restaurant/bookings-details: the active profile's restaurant over a range of its
 * local dates (default the last 30): bookings by status, covers, a per-day series and the
 * no-show rate (no-shows over bookings that reached their time accepted: arrived + no-show).
 * Walk-ins seated from the waitlist are not bookings and are left out.
 */
export async function bookingsDetails(ctx: ProfileContext, query: { from?: string; to?: string }): Promise<BookingsDetails> {
  const { restaurant, zone } = await figuresZone(ctx);
  const range = venueDateRange(zone, ctx.clock(), query, BOOKING_FIGURES_DEFAULT_DAYS, BOOKING_FIGURES_MAX_DAYS);
  const byStatus = Object.fromEntries(BOOKING_STATUSES.map((status) => [status, 0])) as Record<BookingStatus, number>;
  const series = new Map(range.days.map((date) => [date, { date, bookings: 0, covers: 0 }]));
  const rows = restaurant
    ? await ctx.db
        .select({ date: bookings.date, status: bookings.status, count: count(), guests: sum(bookings.partySize) })
        .from(bookings)
        .where(
          and(
            eq(bookings.profileId, ctx.profile.id),
            eq(bookings.restaurantId, restaurant.id),
            gte(bookings.date, range.from),
            lte(bookings.date, range.to),
            eq(bookings.walkIn, false),
          ),
        )
        .groupBy(bookings.date, bookings.status)
    : [];
  let covers = 0;
  for (const row of rows) {
    const bookingsOfRow = Number(row.count);
    const guests = TAKES_A_TABLE.includes(row.status) ? Number(row.guests ?? 0) : 0;
    byStatus[row.status] += bookingsOfRow;
    covers += guests;
    const day = series.get(row.date);
    if (day) {
      day.bookings += bookingsOfRow;
      day.covers += guests;
    }
  }
  const reachedTheirTime = byStatus.arrived + byStatus['no-show'];
  return {
    restaurantId: restaurant?.id ?? null,
    from: range.from,
    to: range.to,
    totalBookings: Object.values(byStatus).reduce((a, b) => a + b, 0),
    byStatus,
    covers,
    noShowRate: reachedTheirTime === 0 ? 0 : Math.round((byStatus['no-show'] / reachedTheirTime) * 10_000) / 10_000,
    series: [...series.values()],
  };
}
