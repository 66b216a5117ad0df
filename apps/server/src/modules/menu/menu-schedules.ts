import { clockText, WEEKDAY_SHORT_NAMES, type Availability, type AvailabilityWindow } from '@venue/shared';
import { addLocalDays, localDate, localTime, venueInstant } from '../../lib/venue-time.ts';

/*
 * When a scheduled category, subcategory or dish is on the guest menu (decisions §7; the rules
 * are in README.md "Menu schedules"). Schedules are wall-clock times on the venue's clock, so
 * everything here counts in the venue's local dates and minutes of the day; instants come in
 * and go out through lib/venue-time.ts.
 */

/** A moment on the venue's clock: its local date and the minute of that day (0–1439). */
export interface VenueMoment {
  date: string;
  minute: number;
}

/** Today and the next seven days: every weekly window starts once within them. */
const DAYS_AHEAD = 8;

export function venueMomentOf(zone: string, instant: Date): VenueMoment {
  return { date: localDate(zone, instant), minute: minuteOf(localTime(zone, instant)) };
}

function minuteOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

const timeOf = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
const isBefore = (a: VenueMoment, b: VenueMoment) => a.date < b.date || (a.date === b.date && a.minute < b.minute);

/** A publication made before schedules existed has no `availability` on its rows: always. */
export const scheduleOf = (row: { availability?: Availability | null }): Availability => row.availability ?? [];

/** The window opens on `date` (its weekday, and not after its last day). */
const startsOn = (window: AvailabilityWindow, date: string) =>
  window.days.includes(weekdayOf(date)) && (window.until === undefined || date <= window.until);

/** A window ending at or before its start runs past midnight, into the next day. */
const runsPastMidnight = (window: AvailabilityWindow) => minuteOf(window.end) <= minuteOf(window.start);

function isOpenAt(window: AvailabilityWindow, at: VenueMoment): boolean {
  const start = minuteOf(window.start);
  const end = minuteOf(window.end);
  if (!runsPastMidnight(window)) return startsOn(window, at.date) && at.minute >= start && at.minute < end;
  return (startsOn(window, at.date) && at.minute >= start) || (at.minute < end && startsOn(window, addLocalDays(at.date, -1)));
}

/** An empty schedule is always open; otherwise while any of its windows is. */
export const isAvailableAt = (availability: Availability, at: VenueMoment) =>
  availability.length === 0 || availability.some((window) => isOpenAt(window, at));

/** Every window start after `at` within the coming week. */
function startsAfter(availability: Availability, at: VenueMoment): VenueMoment[] {
  const starts: VenueMoment[] = [];
  for (let day = 0; day < DAYS_AHEAD; day += 1) {
    const date = addLocalDays(at.date, day);
    for (const window of availability) {
      const start = { date, minute: minuteOf(window.start) };
      if (startsOn(window, date) && isBefore(at, start)) starts.push(start);
    }
  }
  return starts;
}

export interface ScheduleStanding {
  availableNow: boolean;
  /** While not available: when it next is (null: never again, its last day has passed). */
  next: VenueMoment | null;
}

const ALWAYS: ScheduleStanding = { availableNow: true, next: null };

/**
 * Where an entity stands at `at` under its own schedule and its parents' (a dish is on the menu
 * while it, its subcategory and its category all are). It next becomes available at the first
 * window start, of any of them, at which all of them are open: the last of them to open.
 */
export function standingAt(schedules: readonly Availability[], at: VenueMoment): ScheduleStanding {
  const scheduled = schedules.filter((schedule) => schedule.length > 0);
  if (scheduled.length === 0) return ALWAYS;
  const allOpenAt = (moment: VenueMoment) => scheduled.every((schedule) => isAvailableAt(schedule, moment));
  if (allOpenAt(at)) return ALWAYS;
  const starts = scheduled.flatMap((schedule) => startsAfter(schedule, at));
  starts.sort((a, b) => (isBefore(a, b) ? -1 : isBefore(b, a) ? 1 : 0));
  return { availableNow: false, next: starts.find(allOpenAt) ?? null };
}

/**
 * What follows "Available from ": the time alone when it comes within a day ("7:00 am" read in
 * the evening is tomorrow's breakfast, issue 40's words), else with its day ("Mon 7:00 am" on a
 * Friday evening, "Sat 11:00 am").
 */
export function availableFromText(next: VenueMoment, at: VenueMoment): string {
  const time = clockText(timeOf(next.minute));
  const withinADay = next.date === at.date || (next.date === addLocalDays(at.date, 1) && next.minute <= at.minute);
  return withinADay ? time : `${WEEKDAY_SHORT_NAMES[weekdayOf(next.date)]} ${time}`;
}

/**
 * The first instant after `at` at which any of `schedules` opens or closes, or the venue's next
 * midnight (where "7:00 pm" becomes "Sat 7:00 pm" and a last day passes), whichever is first:
 * until then, what the schedules show guests stays as it is. Null without any schedule.
 */
export function nextScheduleChange(schedules: Iterable<Availability>, zone: string, at: VenueMoment): Date | null {
  let next: VenueMoment | null = null;
  let scheduled = false;
  const consider = (moment: VenueMoment) => {
    if (isBefore(at, moment) && (next === null || isBefore(moment, next))) next = moment;
  };
  for (const schedule of schedules) {
    for (const window of schedule) {
      scheduled = true;
      for (const day of [-1, 0, 1]) {
        const date = addLocalDays(at.date, day);
        if (!startsOn(window, date)) continue;
        consider({ date, minute: minuteOf(window.start) });
        consider({ date: runsPastMidnight(window) ? addLocalDays(date, 1) : date, minute: minuteOf(window.end) });
      }
    }
  }
  if (!scheduled) return null;
  consider({ date: addLocalDays(at.date, 1), minute: 0 });
  const found = next as VenueMoment | null;
  return found && venueInstant(zone, found.date, timeOf(found.minute));
}
