import type { SubscriptionState } from '@venue/shared';

/** How each state reads on a badge, and its colour. */
export const STATE_BADGES: Record<SubscriptionState, { label: string; color: string }> = {
  active: { label: 'Active', color: 'teal' },
  due: { label: 'Due', color: 'yellow' },
  overdue: { label: 'Overdue', color: 'orange' },
  suspended: { label: 'Suspended', color: 'red' },
  inactive: { label: 'Not subscribed', color: 'gray' },
};

/** States in which a plan is the venue's current one (inactive: never paid, or switched off). */
export const isCurrentState = (state: SubscriptionState) => state !== 'inactive';

/** Overdue and suspended terms carry the late fee on the next payment (decisions §6). */
export const hasLateFee = (state: SubscriptionState) => state === 'overdue' || state === 'suspended';

/**
 * Each formatter is made on first use, not when this module loads: the first one with a time
 * zone loads ICU's zone data, ~40 ms of a phone's start (x4 on the throttled bench, issue 15),
 * and the screens loaded first (the menu) format no dates.
 */
function formatter(locale: string, options: Intl.DateTimeFormatOptions) {
  let made: Intl.DateTimeFormat | undefined;
  return () => (made ??= new Intl.DateTimeFormat(locale, options));
}

const LOCAL_DATE = formatter('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/**
 * "2026-12-15" → "15 Dec 2026". The date is already the venue's (IST) calendar date, so it is
 * formatted as a bare date (UTC) and never shifted by the browser's own zone.
 */
export function formatLocalDate(date: string): string {
  return LOCAL_DATE().format(new Date(`${date}T00:00:00Z`));
}

const INSTANT_IST = formatter('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** An ISO instant as India reads it: "15 Dec 2026, 3:04 pm". */
export const formatInstantIst = (iso: string) => INSTANT_IST().format(new Date(iso));

export { currentFinancialYearStart, financialYearLabel } from '@/lib/financial-year.ts';

/**
 * "2026-12-15" → "2026-12-14": the last day a period covers, as the next period starts on
 * `date` (a term's period ends the day before the next starts, as its invoice prints it).
 */
export function dayBefore(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}
