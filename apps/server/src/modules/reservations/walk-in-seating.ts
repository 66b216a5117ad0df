import type { Db } from '../../db/client.ts';
import { newId } from '../../lib/ids.ts';
import { localDate, localTime, venueInstant } from '../../lib/venue-time.ts';
import { touchAvailability } from './availability-cache.ts';
import { insertWithReference } from './booking-create.ts';
import { newManageToken } from './bookings-guest.ts';
import { readRestaurantOfProfile } from './restaurant-store.ts';
import { minutesOf, slotStartsOf, timeOf, weekdayOf } from './slot-engine.ts';
import { loadEngineDay, lockBookingDay } from './slots-day.ts';

/** The note a walk-in's booking carries on the desk. */
export const WALK_IN_NOTE = 'Walk-in from the waitlist';

/**
 * A party seated from the waitlist sits in the slot running now (issue 38: "Seating a party can
 * use covers of the current slot"): it is recorded as an arrived booking of that slot, so the
 * guests' availability and the owner's slots count its covers for its stay, as for a guest who
 * booked. The slot is the latest start at or before now of a meal time running today; outside
 * every meal time nothing is recorded. The party is already at the door, so a full slot does
 * not refuse it: the covers simply run out for online guests. No message, reminder or deposit,
 * and no guest-book entry: the waitlist entry is the visit. Marked `walkIn`, it stays out of the
 * booking figures (booking-figures.ts): nobody booked it, and as an arrival it would lower the
 * no-show rate.
 * Runs inside the seat's transaction, after the queue's lock (then the date's, as createBooking).
 * @returns the slot's time, or null when no meal time runs now
 */
export async function seatWalkIn(
  tx: Db,
  party: { profileId: string; name: string; mobileNumber: string; partySize: number },
  now: Date,
): Promise<{ time: string } | null> {
  const restaurant = await readRestaurantOfProfile(tx, party.profileId);
  if (!restaurant) return null;
  const date = localDate(restaurant.timeZone, now);
  const minute = minutesOf(localTime(restaurant.timeZone, now));
  const day = await loadEngineDay(tx, { restaurantId: restaurant.id }, date, now);
  const running = (day?.mealTimes ?? [])
    .filter((meal) => meal.days.includes(weekdayOf(date)) && minutesOf(meal.start) <= minute && minute < minutesOf(meal.end))
    .map((meal) => ({ meal, start: Math.max(...slotStartsOf(meal).filter((start) => start <= minute)) }))
    .sort((a, b) => b.start - a.start)[0];
  if (!running) return null;
  await lockBookingDay(tx, restaurant.id, date);
  const time = timeOf(running.start);
  const startsAt = venueInstant(restaurant.timeZone, date, time);
  await insertWithReference(tx, {
    id: newId(),
    profileId: restaurant.profileId,
    restaurantId: restaurant.id,
    mealTimeId: running.meal.id,
    // Nobody manages a walk-in's booking online: a secret no one holds.
    manageTokenHash: newManageToken().hash,
    date,
    time,
    startsAt,
    endsAt: new Date(startsAt.getTime() + running.meal.stayMinutes * 60_000),
    partySize: party.partySize,
    name: party.name,
    mobileNumber: party.mobileNumber,
    note: WALK_IN_NOTE,
    status: 'arrived',
    walkIn: true,
    createdAt: now,
    updatedAt: now,
  });
  await touchAvailability(tx, restaurant.id);
  return { time };
}
