/*
 * India's financial year (1 April – 31 March, in IST; decisions §6 "Time"): the year invoices
 * are numbered and listed by, for subscription invoices and the wallet's platform fee invoices.
 */

let istParts: Intl.DateTimeFormat | undefined;

/**
 * The year the current financial year starts in, in IST: on 31 March 20:00 UTC it is already
 * 1 April in India, the new year. The formatter is made on first use (ICU's zone data costs a
 * phone's first load, issue 15).
 */
export function currentFinancialYearStart(now: Date = new Date()): number {
  istParts ??= new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: 'numeric', timeZone: 'Asia/Kolkata' });
  const parts = istParts.formatToParts(now);
  const year = Number(parts.find((part) => part.type === 'year')?.value);
  const month = Number(parts.find((part) => part.type === 'month')?.value);
  return month >= 4 ? year : year - 1;
}

/** 2026 → "2026-27". */
export const financialYearLabel = (startYear: number) => `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
