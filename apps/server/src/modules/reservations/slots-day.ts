import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { bookings, mealTimes, restaurants, slotOverrides, venueHourExceptions, venueWeeklyHours } from '../../db/schema/index.ts';
import { COVER_HOLDING_STATUSES, type EngineDay } from './slot-engine.ts';

/** A date's rules and bookings without "now", and the restaurant's availability version they were read at. */
export type EngineRules = Omit<EngineDay, 'now'> & { version: number };

/**
 * Reads everything the slot engine needs about one date of a restaurant: its rules and hours,
 * the date's exception, meal times, slot overrides and the bookings that hold covers, with the
 * restaurant's availability version (one snapshot: the version labels exactly these rows). One
 * statement of indexed subqueries, because every round trip counts on the guests' hottest read
 * (an embedded PGlite query costs about as much as the rest of the request). With `profileId`
 * the restaurant must be that venue's; null when there is no such restaurant.
 */
export async function loadEngineRules(
  db: Db,
  where: { restaurantId: string; profileId?: string },
  date: string,
): Promise<EngineRules | null> {
  const venue = sql`(select ${restaurants.profileId} from ${restaurants} where ${restaurants.id} = ${where.restaurantId})`;
  const ofRestaurant = (table: { profileId: PgColumn; restaurantId: PgColumn }) =>
    sql`${table.restaurantId} = ${where.restaurantId} and ${table.profileId} = ${venue}`;
  const holding = sql.join(
    COVER_HOLDING_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select
      (
        select json_build_object(
          'timeZone', ${restaurants.timeZone}, 'isActive', ${restaurants.isActive},
          'partyMin', ${restaurants.partyMin}, 'partyMax', ${restaurants.partyMax},
          'minNoticeMinutes', ${restaurants.minNoticeMinutes}, 'maxDaysAhead', ${restaurants.maxDaysAhead},
          'version', ${restaurants.availabilityVersion}
        )
        from ${restaurants}
        where ${restaurants.id} = ${where.restaurantId} ${where.profileId ? sql`and ${restaurants.profileId} = ${where.profileId}` : sql``}
      ) as "restaurant",
      coalesce((
        select json_agg(json_build_object('day', ${venueWeeklyHours.day}, 'isOpen', ${venueWeeklyHours.isOpen}, 'ranges', ${venueWeeklyHours.ranges}))
        from ${venueWeeklyHours} where ${venueWeeklyHours.profileId} = ${venue}
      ), '[]') as "weeklyHours",
      (
        select json_build_object('isOpen', ${venueHourExceptions.isOpen}, 'ranges', ${venueHourExceptions.ranges})
        from ${venueHourExceptions} where ${venueHourExceptions.profileId} = ${venue} and ${venueHourExceptions.date} = ${date}
      ) as "exception",
      coalesce((
        select json_agg(json_build_object(
          'id', ${mealTimes.id}, 'start', ${mealTimes.start}, 'end', ${mealTimes.end},
          'slotIntervalMinutes', ${mealTimes.slotIntervalMinutes}, 'stayMinutes', ${mealTimes.stayMinutes},
          'coversPerSlot', ${mealTimes.coversPerSlot}, 'days', ${mealTimes.days}
        ) order by ${mealTimes.position}, ${mealTimes.id})
        from ${mealTimes} where ${ofRestaurant(mealTimes)}
      ), '[]') as "mealTimes",
      coalesce((
        select json_agg(json_build_object('slotTime', ${slotOverrides.slotTime}, 'slotStatus', ${slotOverrides.slotStatus}))
        from ${slotOverrides} where ${ofRestaurant(slotOverrides)} and ${slotOverrides.slotDate} = ${date}
      ), '[]') as "overrides",
      coalesce((
        select json_agg(json_build_object(
          'time', ${bookings.time}, 'mealTimeId', ${bookings.mealTimeId}, 'partySize', ${bookings.partySize}, 'status', ${bookings.status}
        ))
        from ${bookings} where ${ofRestaurant(bookings)} and ${bookings.date} = ${date} and ${bookings.status} in (${holding})
      ), '[]') as "bookings"
  `);
  // Both drivers answer execute() with `{ rows }`; the shared Db type leaves it unknown.
  const [row] = (
    result as unknown as {
      rows: Array<
        Omit<EngineRules, 'date' | 'version' | 'restaurant'> & {
          restaurant: (EngineDay['restaurant'] & { version: number }) | null;
        }
      >;
    }
  ).rows;
  if (!row?.restaurant) return null;
  const { version, ...restaurant } = row.restaurant;
  return { ...row, restaurant, date, version };
}

/** `loadEngineRules` as of `now`, for the engine. */
export async function loadEngineDay(
  db: Db,
  where: { restaurantId: string; profileId?: string },
  date: string,
  now: Date,
): Promise<EngineDay | null> {
  const rules = await loadEngineRules(db, where, date);
  if (!rules) return null;
  const { version: _version, ...day } = rules;
  return { ...day, now };
}

/**
 * Serialises every write that changes what one date of a restaurant can seat (a booking, a slot
 * closed) until the transaction ends, so a capacity check made after it stays true until the
 * commit. A transaction-scoped advisory lock: nothing to clean up, works on PGlite as on
 * PostgreSQL. Two keys may share a hash; they then merely wait for each other.
 */
export async function lockBookingDay(tx: Db, restaurantId: string, date: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${restaurantId} || ${date}))`);
}
