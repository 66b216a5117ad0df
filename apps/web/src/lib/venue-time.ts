import { DEFAULT_TIME_ZONE } from '@venue/shared/constants';
import { formatGuestDate, formatLocalTime } from './local-date.ts';

/*
 * Venue-local date and time for forms (decisions §6 "Time"): what a person types is the venue's
 * wall clock, whatever zone the browser is in; what is sent is an ISO instant with its offset.
 * Calendar dates without a time ("YYYY-MM-DD") are lib/local-date.ts's.
 */

function partsIn(date: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** Minutes the zone is ahead of UTC at `date` (330 for India). */
function offsetMinutes(date: Date, timeZone: string): number {
  const p = partsIn(date, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** "2026-11-24T18:30" typed in the venue's zone → "2026-11-24T18:30:00+05:30"; null when unreadable. */
export function venueLocalToInstant(local: string, timeZone = DEFAULT_TIME_ZONE): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return null;
  const [date, time = '00:00'] = local.split('T');
  const [year, month, day] = date!.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const guess = new Date(Date.UTC(year!, month! - 1, day!, hour!, minute!));
  // Twice: the offset at the guessed instant may differ across a DST change.
  let offset = offsetMinutes(new Date(guess.getTime() - offsetMinutes(guess, timeZone) * 60_000), timeZone);
  offset = offsetMinutes(new Date(guess.getTime() - offset * 60_000), timeZone);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${date}T${pad(hour!)}:${pad(minute!)}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** An ISO instant → "2026-11-24T18:30" on the venue's clock (for a datetime-local field). */
export function instantToVenueLocal(iso: string, timeZone = DEFAULT_TIME_ZONE): string {
  const p = partsIn(new Date(iso), timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/**
 * An instant as guests read it on the venue's clock, "7:30 pm, Fri, 14 Mar 2025": the parts
 * from Intl in the venue's zone, the words from lib/local-date.ts (the same on server and phone).
 */
export function formatGuestInstant(iso: string, timeZone = DEFAULT_TIME_ZONE): string {
  const [date = '', time = ''] = instantToVenueLocal(iso, timeZone).split('T');
  return `${formatLocalTime(time)}, ${formatGuestDate(date)}`;
}

/** "Tue, 24 Nov, 6:30 pm" on the venue's clock. */
export function formatVenueInstant(iso: string, timeZone = DEFAULT_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-IN', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));
}

/** The time of an instant on the venue's clock, e.g. "7:42 pm". */
export function formatInstantAt(iso: string, timeZone = DEFAULT_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-IN', { timeZone, hour: 'numeric', minute: '2-digit', hour12: true }).format(new Date(iso));
}

/** "24 Nov 2026, 6:30 pm" on the venue's clock: a ledger or payout row, which may be last year's. */
export function formatVenueDateTime(iso: string, timeZone = DEFAULT_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-IN', {
    timeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).format(new Date(iso));
}
