/**
 * Venue-local calendar dates (decisions §6 "Time"): "today" is the restaurant's, in its IANA
 * zone, never the browser's. Dates are YYYY-MM-DD strings; arithmetic runs at UTC noon so no
 * daylight-saving shift can move a date.
 */

/** Today's date in `timeZone` (en-CA formats as YYYY-MM-DD). */
export function venueToday(timeZone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** 0 = Sunday, as the opening hours and meal times count days. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay();
}

/** "Mon, 23 Nov" for a YYYY-MM-DD date. */
export function formatVenueDate(
  date: string,
  options: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short' },
) {
  return new Intl.DateTimeFormat('en-IN', { ...options, timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
}

/** "7:30 pm" for an HH:MM time. */
export function formatVenueTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours >= 12 ? 'pm' : 'am';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}
