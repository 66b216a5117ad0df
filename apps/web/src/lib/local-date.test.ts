import { describe, expect, it } from 'vitest';
import {
  addDays,
  formatGuestDate,
  formatLocalDate,
  formatLocalTime,
  formatLongDate,
  isDateWithin,
  venueDate,
  weekdayOf,
} from './local-date.ts';
import { formatGuestInstant } from './venue-time.ts';

describe('local dates (decisions §6 "Time")', () => {
  it("takes today from the venue's zone, not the browser's", () => {
    // 20:00 UTC on 31 March is 01:30 on 1 April in India.
    expect(venueDate('Asia/Kolkata', 0, new Date('2026-03-31T20:00:00Z'))).toBe('2026-04-01');
    expect(venueDate('Asia/Kolkata', 1, new Date('2026-03-31T20:00:00Z'))).toBe('2026-04-02');
    expect(venueDate('Europe/London', 0, new Date('2026-03-31T20:00:00Z'))).toBe('2026-03-31');
  });

  it('shifts calendar dates across months, years and daylight-saving changes', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(weekdayOf('2026-11-22')).toBe(0);
    expect(isDateWithin('2026-11-22', '2026-11-01', '2026-11-30')).toBe(true);
    expect(isDateWithin('22/11/2026', '2026-11-01', '2026-11-30')).toBe(false);
  });

  it('reads dates and times the same for the dashboard and for guests', () => {
    expect(formatLocalTime('19:30')).toBe('7:30 pm');
    expect(formatLocalTime('00:05')).toBe('12:05 am');
    expect(formatLocalTime('12:00')).toBe('12:00 pm');
    expect(formatLocalDate('2026-11-23')).toBe('Mon, 23 Nov');
    expect(formatLocalDate('2026-11-23', { day: 'numeric', month: 'short' })).toBe('23 Nov');
    expect(formatLongDate('2026-12-15')).toBe('15 Dec 2026');
    expect(formatGuestDate('2025-03-14')).toBe('Fri, 14 Mar 2025');
    expect(formatGuestInstant('2025-03-14T14:00:00Z', 'Asia/Kolkata')).toBe('7:30 pm, Fri, 14 Mar 2025');
  });
});

/*
 * One local-date module on the web (issue 37): calendar arithmetic written again elsewhere is
 * how the web came to hold five date modules and three `addDays`.
 */
describe('the one local-date module', () => {
  // Every web source as text, through Vite (the web's tests have no Node typings).
  const sources = import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!./local-date.ts'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }) as Record<string, string>;

  it('is the only web module that shifts calendar dates', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(300);
    const dateArithmetic = /\.set(UTC)?Date\(|\b86_?400_?000\b|toISOString\(\)\.slice\(0, 10\)|(function|const) addDays\b/;
    const found = Object.entries(sources)
      .filter(([, text]) => dateArithmetic.test(text))
      .map(([file]) => file);
    expect(found).toEqual([]);
  });
});
