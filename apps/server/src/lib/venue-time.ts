import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { DEFAULT_TIME_ZONE, LocalDateSchema, LocalTimeSchema, TimeZoneSchema } from '@venue/shared';

/**
 * Venue time (decisions §6 "Time"): every venue has an IANA zone; dates it sees are its local
 * `YYYY-MM-DD`, and "today", day windows and charts are computed in that zone, never in the
 * server's. The financial year (1 April–31 March) is always India's.
 */

export { DEFAULT_TIME_ZONE };
/** GST invoices and financial years follow Indian time whatever the venue's zone. */
export const FINANCIAL_YEAR_TIME_ZONE = 'Asia/Kolkata';

/** True for a zone the runtime knows (`Asia/Kolkata`, `Asia/Dubai`); false for `IST` or `+05:30`. */
export const isValidTimeZone = (zone: string): boolean => TimeZoneSchema.safeParse(zone).success;

/** The venue's local date of an instant, `YYYY-MM-DD`. */
export function localDate(zone: string, instant: Date): string {
  return format(new TZDate(instant.getTime(), zone), 'yyyy-MM-dd');
}

/** The venue's local time of an instant, `HH:MM`. */
export function localTime(zone: string, instant: Date): string {
  return format(new TZDate(instant.getTime(), zone), 'HH:mm');
}

const hourFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The venue's local hour of an instant, 0–23. For a read on every request (a waiting guest's
 * poll): one cached formatter per zone, without building a zoned date (`localTime` costs ~10×).
 */
export function localHour(zone: string, instant: Date): number {
  let hours = hourFormats.get(zone);
  if (!hours) {
    hours = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', hourCycle: 'h23' });
    hourFormats.set(zone, hours);
  }
  return Number(hours.format(instant));
}

/** An instant on the venue's clock with its offset, ISO 8601: `2026-07-01T19:30:00+05:30` (schema.org dates). */
export function venueDateTime(zone: string, instant: Date): string {
  return format(new TZDate(instant.getTime(), zone), "yyyy-MM-dd'T'HH:mm:ssxxx");
}

/** An instant as a person reads it on the venue's clock: "Wed, 1 Jul 2026, 7:30 pm" (link previews). */
export function formatVenueMoment(zone: string, instant: Date): string {
  return format(new TZDate(instant.getTime(), zone), 'EEE, d MMM yyyy, h:mm aaa');
}

/** "Today" at the venue. */
export const venueToday = (zone: string, now: Date) => localDate(zone, now);

/**
 * The instant a local date and time happen at the venue (a slot's start, a reminder's hour).
 * @throws Error for a malformed date or time: callers pass values their zod schemas checked.
 */
export function venueInstant(zone: string, date: string, time = '00:00'): Date {
  if (!LocalDateSchema.safeParse(date).success || !LocalTimeSchema.safeParse(time).success)
    throw new Error(`Not a local date and time: ${date} ${time}`);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDate(year, month - 1, day, hours, minutes, zone).getTime());
}

/** A local day as the half-open instant range [start, end): what a query over "that day" filters on. */
export function venueDayRange(zone: string, date: string): { start: Date; end: Date } {
  return { start: venueInstant(zone, date), end: venueInstant(zone, addLocalDays(date, 1)) };
}

/** `YYYY-MM-DD` plus `days` calendar days (negative goes back). */
export function addLocalDays(date: string, days: number): string {
  if (!LocalDateSchema.safeParse(date).success) throw new Error(`Not a local date: ${date}`);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return format(addDays(new Date(Date.UTC(year, month - 1, day, 12)), days), 'yyyy-MM-dd');
}

/** The last `days` local dates at the venue, today included, oldest first (7/30/90-day charts). */
export function lastVenueDays(zone: string, now: Date, days: number): string[] {
  const today = venueToday(zone, now);
  return Array.from({ length: days }, (_, index) => addLocalDays(today, index - (days - 1)));
}

export interface FinancialYear {
  /** `2026-27`: how invoices number and group their years. */
  label: string;
  startYear: number;
  start: Date;
  end: Date;
}

/** India's financial year (1 April–31 March, IST) holding an instant. */
export function financialYearOf(instant: Date): FinancialYear {
  const [year, month] = localDate(FINANCIAL_YEAR_TIME_ZONE, instant).split('-').map(Number) as [number, number];
  return financialYearStarting(month >= 4 ? year : year - 1);
}

/** The financial year that starts on 1 April of `startYear`. */
export function financialYearStarting(startYear: number): FinancialYear {
  return {
    label: `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`,
    startYear,
    start: venueInstant(FINANCIAL_YEAR_TIME_ZONE, `${startYear}-04-01`),
    end: venueInstant(FINANCIAL_YEAR_TIME_ZONE, `${startYear + 1}-04-01`),
  };
}
