/*
 * Menu schedules (decisions §7 "Menu in the guest's language and time"), the zod-free half: the
 * shape and the words, so the menu screen's first paint can show each card's schedule without
 * zod (issue 15). The schemas are in menu-schedules.ts; when a schedule applies is the server's
 * (apps/server/src/modules/menu/menu-schedules.ts), on the venue's clock.
 */

/**
 * When a category, subcategory or dish is on the menu: on `days` (0 = Sunday ... 6 = Saturday)
 * from `start` to `end` (venue time, 24-hour `HH:MM`); an `end` before its `start` runs past
 * midnight into the next day. `until` (optional, the venue's `YYYY-MM-DD`) is the last day the
 * window starts on: a festival special.
 */
export interface AvailabilityWindow {
  days: number[];
  start: string;
  end: string;
  until?: string;
}

/** An entity's schedule: available while any window is open; an empty list means always. */
export type Availability = AvailabilityWindow[];

/** A schedule's windows at most: breakfast, lunch, dinner and a few specials. */
export const AVAILABILITY_WINDOWS_MAX = 6;

export const WEEKDAY_SHORT_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTH_SHORT_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** Monday first, as a week reads on a menu card here; values stay 0 = Sunday. */
const WEEK_FROM_MONDAY = [1, 2, 3, 4, 5, 6, 0];

/** "7:00 pm" for "19:00". */
export function clockText(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours >= 12 ? 'pm' : 'am'}`;
}

/** "Every day", "Mon–Fri", "Sat, Sun", "Mon, Wed, Fri–Sun" (a run of three days or more gets a dash). */
export function daysText(days: readonly number[]): string {
  const chosen = new Set(days);
  if (chosen.size === 7) return 'Every day';
  const runs: number[][] = [];
  for (const day of WEEK_FROM_MONDAY) {
    if (!chosen.has(day)) continue;
    const run = runs.at(-1);
    const previous = run?.at(-1);
    if (run && previous !== undefined && WEEK_FROM_MONDAY.indexOf(previous) === WEEK_FROM_MONDAY.indexOf(day) - 1) run.push(day);
    else runs.push([day]);
  }
  return runs
    .flatMap((run) =>
      run.length >= 3
        ? [`${WEEKDAY_SHORT_NAMES[run[0]!]}–${WEEKDAY_SHORT_NAMES[run.at(-1)!]}`]
        : run.map((day) => WEEKDAY_SHORT_NAMES[day]!),
    )
    .join(', ');
}

/** "12 Nov" for "2026-11-12". */
function shortDateText(date: string): string {
  const [, month = 1, day = 1] = date.split('-').map(Number);
  return `${day} ${MONTH_SHORT_NAMES[month - 1] ?? ''}`;
}

/** One window as a card shows it: "Mon–Fri 7:00 am–11:00 am", "Every day 6:00 pm–1:00 am until 12 Nov". */
export function availabilityWindowText(window: AvailabilityWindow): string {
  const until = window.until ? ` until ${shortDateText(window.until)}` : '';
  return `${daysText(window.days)} ${clockText(window.start)}–${clockText(window.end)}${until}`;
}

/** A schedule in short: its windows joined, or null when it is always available (no list to show). */
export function availabilityText(availability: Availability | null | undefined): string | null {
  if (!availability || availability.length === 0) return null;
  return availability.map(availabilityWindowText).join(', ');
}
