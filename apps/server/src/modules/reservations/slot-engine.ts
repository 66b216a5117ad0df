import type { BookingStatus, ClosedReason, SlotGuestView, TimeRange } from '@venue/shared';
import { addLocalDays, venueInstant, venueToday } from '../../lib/venue-time.ts';

/*
 * The slot engine (decisions §6 "Reservations", docs/decisions/0013): pure, no database. Given a
 * restaurant's rules, its hours, meal times, the date's slot overrides and bookings, and "now",
 * it lists a date's slots with their covers and says which can take a party of P.
 *
 * - A meal time's slots start at `start`, step by the interval, the last starts before `end`.
 * - A booking of P at t occupies P covers in every slot of its meal time starting in [t, t + stay).
 * - A slot can take P only when every slot it would occupy is open and stays within
 *   coversPerSlot, its START lies in an opening range of the date (a stay may run past closing:
 *   the last sitting is the venue's to set through the meal time's end), it is not inside the
 *   minimum notice (nor past), and its date is at most maxDaysAhead after the venue's today.
 * Dates and times are the restaurant's local ones; only "now" and the notice are instants.
 */

/** Bookings in these states hold covers; declined, cancelled and no-show ones give them back. */
/** A booking awaiting its deposit holds its covers while the guest pays (decisions §7). */
export const COVER_HOLDING_STATUSES: readonly BookingStatus[] = ['awaiting-deposit', 'pending', 'accepted', 'arrived'];

export interface EngineRestaurant {
  timeZone: string;
  isActive: boolean;
  partyMin: number;
  partyMax: number;
  minNoticeMinutes: number;
  maxDaysAhead: number;
}

export interface EngineMealTime {
  id: string;
  start: string;
  end: string;
  slotIntervalMinutes: number;
  stayMinutes: number;
  coversPerSlot: number;
  /** Weekdays, 0 = Sunday. */
  days: number[];
}

export interface DayHours {
  isOpen: boolean;
  ranges: TimeRange[];
}

export interface EngineBooking {
  time: string;
  mealTimeId: string | null;
  partySize: number;
  status: BookingStatus;
}

export interface EngineDay {
  restaurant: EngineRestaurant;
  date: string;
  /** The weekly rows (day 0–6); a weekday without a row is closed. */
  weeklyHours: Array<DayHours & { day: number }>;
  /** The dated exception for `date`, if any: it replaces the weekday's hours. */
  exception: DayHours | null;
  mealTimes: EngineMealTime[];
  /** The date's per-slot changes, keyed by start time. */
  overrides: Array<{ slotTime: string; slotStatus: 'open' | 'closed' }>;
  /** The date's bookings (any status: the engine keeps the ones that hold covers). */
  bookings: EngineBooking[];
  now: Date;
}

export interface EngineSlot {
  time: string;
  mealTimeId: string;
  slotStatus: 'open' | 'closed';
  coversBooked: number;
  coversLeft: number;
}

export type RefusalReason = 'paused' | 'partySize' | 'tooFar' | 'tooSoon' | 'closed' | 'full';

export interface SlotAvailability {
  time: string;
  mealTimeId: string;
  available: boolean;
  /** The largest party the slot could still seat over its whole stay (0 when closed). */
  coversLeft: number;
  /** Why a party of this size cannot book it; null when available. */
  refusal: RefusalReason | null;
  /** The first closed slot after this one that its stay occupies (which refuses it); null when none. */
  blockedBy: string | null;
}

export const minutesOf = (time: string): number => {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
};

export const timeOf = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The calendar weekday of a local date, 0 = Sunday (a date's weekday is the same in every zone). */
export function weekdayOf(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** The opening ranges of a date: its exception if it has one, else its weekday's hours. */
export function openingRangesOf(day: Pick<EngineDay, 'date' | 'weeklyHours' | 'exception'>): TimeRange[] {
  const hours = day.exception ?? day.weeklyHours.find((row) => row.day === weekdayOf(day.date)) ?? null;
  return hours?.isOpen ? hours.ranges : [];
}

/** The start times of a meal time's slots, in minutes after midnight. */
export function slotStartsOf(meal: Pick<EngineMealTime, 'start' | 'end' | 'slotIntervalMinutes'>): number[] {
  const starts: number[] = [];
  const end = minutesOf(meal.end);
  for (let at = minutesOf(meal.start); at < end; at += Math.max(5, meal.slotIntervalMinutes)) starts.push(at);
  return starts;
}

const runsOn = (meal: EngineMealTime, date: string) => meal.days.includes(weekdayOf(date));

interface MealSlots {
  meal: EngineMealTime;
  /** The meal time's slots in order, each with its start in minutes. */
  slots: Array<EngineSlot & { at: number }>;
}

/** The meal times running on the date, each with its slots and the covers its bookings hold there. */
function mealSlotsOf(day: EngineDay): MealSlots[] {
  const statusAt = new Map(day.overrides.map((override) => [override.slotTime, override.slotStatus]));
  const meals = day.mealTimes
    .filter((meal) => runsOn(meal, day.date))
    .map((meal) => ({ meal, starts: slotStartsOf(meal), held: new Map<number, number>() }));
  for (const booking of day.bookings) {
    if (!COVER_HOLDING_STATUSES.includes(booking.status)) continue;
    const entry = meals.find((candidate) => candidate.meal.id === booking.mealTimeId);
    if (!entry) continue;
    const from = minutesOf(booking.time);
    for (const start of entry.starts) {
      if (start >= from && start < from + entry.meal.stayMinutes) {
        entry.held.set(start, (entry.held.get(start) ?? 0) + booking.partySize);
      }
    }
  }
  return meals.map(({ meal, starts, held }) => ({
    meal,
    slots: starts.map((at) => {
      const time = timeOf(at);
      const coversBooked = held.get(at) ?? 0;
      return {
        at,
        time,
        mealTimeId: meal.id,
        slotStatus: statusAt.get(time) ?? 'open',
        coversBooked,
        coversLeft: Math.max(0, meal.coversPerSlot - coversBooked),
      };
    }),
  }));
}

/** Every slot of the date (meal times in their order), with the covers its bookings hold. */
export function listSlots(day: EngineDay): EngineSlot[] {
  return mealSlotsOf(day).flatMap(({ slots }) => slots.map(({ at: _at, ...slot }) => slot));
}

/** Midnight (ms) of recent dates with a 24-hour day, or null on a DST day; bounded, oldest first out. */
const plainDays = new Map<string, number | null>();
const MAX_PLAIN_DAYS = 5_000;

/**
 * The instant (ms) of each local time of a date. Converting through the zone's rules costs
 * tens of microseconds a slot; on a day without an offset change (24 hours from midnight to
 * midnight) a slot is simply midnight plus its minutes, and only a DST day takes the slow path.
 * The day's midnight is remembered per zone and date: the guests' availability asks for the
 * same few dates on every request, and two zone conversions were a tenth of its CPU.
 */
function instantsOf(zone: string, date: string): (minutes: number) => number {
  const key = `${zone}|${date}`;
  let midnight = plainDays.get(key);
  if (midnight === undefined) {
    const start = venueInstant(zone, date).getTime();
    midnight = venueInstant(zone, addLocalDays(date, 1)).getTime() - start === 86_400_000 ? start : null;
    if (plainDays.size >= MAX_PLAIN_DAYS) plainDays.delete(plainDays.keys().next().value!);
    plainDays.set(key, midnight);
  }
  if (midnight !== null) {
    const start = midnight;
    return (minutes) => start + minutes * 60_000;
  }
  return (minutes) => venueInstant(zone, date, timeOf(minutes)).getTime();
}

/** Why nothing on this date can be booked by a party of this size, whatever the slot; null when something might. */
function dayRefusal(day: EngineDay, partySize: number): RefusalReason | null {
  const { restaurant } = day;
  if (!restaurant.isActive) return 'paused';
  if (partySize < restaurant.partyMin || partySize > restaurant.partyMax) return 'partySize';
  const today = venueToday(restaurant.timeZone, day.now);
  if (day.date > addLocalDays(today, restaurant.maxDaysAhead)) return 'tooFar';
  if (day.date < today) return 'tooSoon';
  return null;
}

/** Each slot of the date with whether a party of `partySize` can book it, and if not why. */
export function availabilityFor(day: EngineDay, partySize: number): SlotAvailability[] {
  const ranges = openingRangesOf(day).map((range) => ({ start: minutesOf(range.start), end: minutesOf(range.end) }));
  const refusedDay = dayRefusal(day, partySize);
  const earliest = day.now.getTime() + day.restaurant.minNoticeMinutes * 60_000;
  const instantOf = instantsOf(day.restaurant.timeZone, day.date);

  return mealSlotsOf(day).flatMap(({ meal, slots }) =>
    slots.map((slot, index) => {
      // The slots its stay occupies: this one and those after it starting before the stay ends.
      let end = index + 1;
      while (end < slots.length && slots[end]!.at < slot.at + meal.stayMinutes) end += 1;
      const occupied = slots.slice(index, end);
      // Decisions §6: a party needs every slot its stay occupies open, not only its first.
      const isClosed = occupied.some((other) => other.slotStatus === 'closed');
      const blocker = occupied.slice(1).find((other) => other.slotStatus === 'closed');
      const coversLeft = isClosed ? 0 : Math.min(...occupied.map((other) => other.coversLeft));
      const isInOpeningHours = ranges.some((range) => slot.at >= range.start && slot.at < range.end);

      let refusal: RefusalReason | null = refusedDay;
      if (!refusal && instantOf(slot.at) < earliest) refusal = 'tooSoon';
      if (!refusal && (!isInOpeningHours || isClosed)) refusal = 'closed';
      if (!refusal && coversLeft < partySize) refusal = 'full';
      return {
        time: slot.time,
        mealTimeId: meal.id,
        available: refusal === null,
        coversLeft,
        refusal,
        blockedBy: slot.slotStatus === 'open' && blocker ? blocker.time : null,
      };
    }),
  );
}

/** A slot's refusal in the words the guests' availability uses for a day (`closedReason`). */
export const CLOSED_REASON_OF_REFUSAL: Record<RefusalReason, ClosedReason> = {
  paused: 'paused',
  partySize: 'party-too-large',
  tooFar: 'too-far',
  tooSoon: 'too-soon',
  closed: 'closed',
  full: 'fully-booked',
};

/**
 * The owner's slots of a date, each with what a guest gets for it (issue 36: the owner's and
 * guest's views agree). The guest side is `availabilityFor` itself, for the venue's smallest
 * party, so a slot the guests' page refuses is never shown to the owner as bookable.
 */
export function ownerSlotsOf(day: EngineDay): Array<EngineSlot & { guest: SlotGuestView }> {
  const guestSlots = availabilityFor(day, day.restaurant.partyMin);
  // Both walk the same meal times and slots in the same order.
  return listSlots(day).map((slot, index) => {
    const guest = guestSlots[index]!;
    return {
      ...slot,
      guest: {
        available: guest.available,
        coversLeft: guest.available ? guest.coversLeft : 0,
        reason: guest.refusal ? CLOSED_REASON_OF_REFUSAL[guest.refusal] : null,
        blockedBy: guest.refusal === 'closed' ? guest.blockedBy : null,
      },
    };
  });
}

export type BookingCheck =
  { ok: true; mealTime: EngineMealTime; startsAt: Date; endsAt: Date } | { ok: false; refusal: RefusalReason };

/**
 * Whether a party of P can book `time` on the day. Two meal times may start a slot at the same
 * time (the slot key is the start time): the first, in the meal times' order, that can take the
 * party is chosen.
 */
export function checkBooking(day: EngineDay, time: string, partySize: number): BookingCheck {
  const candidates = availabilityFor(day, partySize).filter((slot) => slot.time === time);
  if (candidates.length === 0) return { ok: false, refusal: dayRefusal(day, partySize) ?? 'closed' };
  const chosen = candidates.find((slot) => slot.available);
  if (!chosen) return { ok: false, refusal: candidates[0]!.refusal! };
  const mealTime = day.mealTimes.find((meal) => meal.id === chosen.mealTimeId)!;
  const startsAt = venueInstant(day.restaurant.timeZone, day.date, time);
  return { ok: true, mealTime, startsAt, endsAt: new Date(startsAt.getTime() + mealTime.stayMinutes * 60_000) };
}

/**
 * Why a party of `partySize` finds no slot on the day (decisions §7 "Trust in daily use"); null
 * when one is free. The venue's own choices come first (paused, the booking window, no open
 * slot that day), then the party's size against the largest party a slot of the day seats;
 * 'fully-booked' only when open slots exist and none can seat the party.
 */
export function closedReasonOf(day: EngineDay, partySize: number, slots: SlotAvailability[]): ClosedReason | null {
  if (slots.some((slot) => slot.available)) return null;
  const { restaurant } = day;
  if (!restaurant.isActive) return 'paused';
  const today = venueToday(restaurant.timeZone, day.now);
  if (day.date > addLocalDays(today, restaurant.maxDaysAhead)) return 'too-far';
  if (day.date < today) return 'too-soon';
  const ranges = openingRangesOf(day).map((range) => ({ start: minutesOf(range.start), end: minutesOf(range.end) }));
  const open = mealSlotsOf(day).flatMap(({ meal, slots: mealSlots }) =>
    mealSlots
      .filter((slot) => slot.slotStatus === 'open' && ranges.some((range) => slot.at >= range.start && slot.at < range.end))
      .map((slot) => ({ meal, slot })),
  );
  if (open.length === 0) return 'closed';
  if (partySize < restaurant.partyMin) return 'closed';
  const largest = Math.min(restaurant.partyMax, Math.max(...open.map(({ meal }) => meal.coversPerSlot)));
  if (partySize > largest) return 'party-too-large';
  const instantOf = instantsOf(restaurant.timeZone, day.date);
  const earliest = day.now.getTime() + restaurant.minNoticeMinutes * 60_000;
  if (open.every(({ slot }) => instantOf(slot.at) < earliest)) return 'too-soon';
  return 'fully-booked';
}
