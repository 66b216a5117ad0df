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
