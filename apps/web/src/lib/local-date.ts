import { DEFAULT_TIME_ZONE } from '@venue/shared/constants';
import { clockText } from '@venue/shared/menu-schedule-labels';

/*
 * The one module for a venue's calendar dates ("YYYY-MM-DD") and clock times ("HH:MM") on the
 * web, the dashboard's and the guest pages' alike (decisions §6 "Time"): "today" is the
 * venue's, in its IANA zone, never the browser's. Dates are calendar days, not instants: they
 * are shifted at UTC noon and formatted in UTC, so neither a daylight-saving change nor the
 * phone's own zone can move one. Instants (an ISO time with its offset) live in
 * lib/venue-time.ts. The guest pages import this file by its relative path and render it on the
 * server too: it imports nothing but the zod-free constants and clock words.
 */

const atNoon = (date: string) => new Date(`${date}T12:00:00Z`);

/** The venue's calendar date `daysFromToday` away: on 31 March 20:00 UTC it is already 1 April in India. */
export function venueDate(timeZone = DEFAULT_TIME_ZONE, daysFromToday = 0, now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  return daysFromToday === 0 ? today : addDays(today, daysFromToday);
}

/** The date `days` after `date` (before it, when negative). */
export function addDays(date: string, days: number): string {
  const at = atNoon(date);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** 0 = Sunday, as the opening hours and meal times count days. */
export function weekdayOf(date: string): number {
  return atNoon(date).getUTCDay();
}

/** True for a well-formed date inside [first, last] (a typed date may be anything). */
export const isDateWithin = (date: string, first: string, last: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(date) && date >= first && date <= last;

/** "7:30 pm" for "19:30": the menu schedules' own words for a time (zod-free, shared with the server). */
export const formatLocalTime = clockText;

const WEEKDAY_DAY_MONTH: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short' };
const DAY_MONTH_YEAR: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

/*
 * Formatters are made on first use and kept: the first one loads ICU's zone data, ~40 ms of a
 * phone's start (x4 on the throttled bench, issue 15), and the screens loaded first (the menu)
 * format no dates.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** "Mon, 23 Nov" (or `options`' parts) in Indian English, for the dashboard. */
export function formatLocalDate(date: string, options: Intl.DateTimeFormatOptions = WEEKDAY_DAY_MONTH): string {
  const key = JSON.stringify(options);
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-IN', { ...options, timeZone: 'UTC' });
    formatters.set(key, formatter);
  }
  return formatter.format(atNoon(date));
}

/** "15 Dec 2026": a due date or an invoice's, which may be another year's. */
export const formatLongDate = (date: string) => formatLocalDate(date, DAY_MONTH_YEAR);

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * "Fri, 14 Mar 2025" for guests; spelled out rather than Intl's because ICU versions disagree on
 * en-IN's commas, and a page the server renders must read the same once the phone hydrates it.
 */
export function formatGuestDate(date: string): string {
  const day = atNoon(date);
  return `${WEEKDAYS[day.getUTCDay()]}, ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}
