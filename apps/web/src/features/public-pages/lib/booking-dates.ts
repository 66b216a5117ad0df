/*
 * The restaurant's local dates (YYYY-MM-DD) and times (HH:MM) as the guest reads them. The
 * dates are calendar days, not instants: they are shifted and formatted in UTC so the phone's
 * own zone never moves them (decisions §6 "Time").
 */

const toUtc = (date: string) => new Date(`${date}T00:00:00Z`);

/** The local date `days` after `date`. */
export function addDays(date: string, days: number): string {
  const shifted = toUtc(date);
  shifted.setUTCDate(shifted.getUTCDate() + days);
  return shifted.toISOString().slice(0, 10);
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Fri, 14 Mar 2025"; spelled out here because ICU versions disagree on en-IN's commas (server render vs phone). */
export function formatBookingDate(date: string): string {
  const day = toUtc(date);
  return `${WEEKDAYS[day.getUTCDay()]}, ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}

/** "7:30 pm" for "19:30". */
export function formatBookingTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours >= 12 ? 'pm' : 'am';
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/**
 * An instant as the restaurant's clock reads it, "7:30 pm, Fri, 14 Mar 2025": the parts come from
 * Intl in the restaurant's zone, the words from the formatters above.
 */
export function formatBookingInstant(iso: string, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${formatBookingTime(`${parts.hour}:${parts.minute}`)}, ${formatBookingDate(`${parts.year}-${parts.month}-${parts.day}`)}`;
}

/** True for a well-formed date inside [first, last] (a typed date may be anything). */
export const isDateWithin = (date: string, first: string, last: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(date) && date >= first && date <= last;
