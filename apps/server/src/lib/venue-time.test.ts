import { describe, expect, it } from 'vitest';
import {
  localHour,
  addLocalDays,
  financialYearOf,
  isValidTimeZone,
  lastVenueDays,
  localTime,
  venueDayRange,
  venueInstant,
  venueToday,
} from './venue-time.ts';

describe('venue time', () => {
  it('knows IANA zones and refuses abbreviations and offsets', () => {
    expect(isValidTimeZone('Asia/Kolkata')).toBe(true);
    expect(isValidTimeZone('America/New_York')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('IST')).toBe(false);
    expect(isValidTimeZone('+05:30')).toBe(false);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
  });

  it("counts today in the venue's zone, not the server's", () => {
    // 20:00 UTC on 31 March is already 1 April 01:30 in India, still 31 March in New York.
    const instant = new Date('2026-03-31T20:00:00Z');
    expect(venueToday('Asia/Kolkata', instant)).toBe('2026-04-01');
    expect(venueToday('America/New_York', instant)).toBe('2026-03-31');
    expect(localTime('Asia/Kolkata', instant)).toBe('01:30');
  });

  it('gives the local hour as localTime does, in zones off the hour and across clock changes', () => {
    const zones = ['Asia/Kolkata', 'Asia/Kathmandu', 'America/New_York', 'Australia/Lord_Howe', 'UTC'];
    // Every 7 min 13 s across 8 March 2026, when New York's clocks go forward.
    for (const zone of zones) {
      for (let at = Date.UTC(2026, 2, 7); at < Date.UTC(2026, 2, 10); at += 433_000) {
        const instant = new Date(at);
        expect(localHour(zone, instant)).toBe(Number(localTime(zone, instant).slice(0, 2)));
      }
    }
    expect(localHour('Asia/Kolkata', new Date('2026-11-27T18:29:59Z'))).toBe(23);
    expect(localHour('Asia/Kolkata', new Date('2026-11-27T18:30:00Z'))).toBe(0);
  });

  it('turns a local date and time into the instant it happens', () => {
    expect(venueInstant('Asia/Kolkata', '2026-11-22', '19:30').toISOString()).toBe('2026-11-22T14:00:00.000Z');
    expect(venueInstant('Asia/Dubai', '2026-11-22').toISOString()).toBe('2026-11-21T20:00:00.000Z');
    expect(() => venueInstant('Asia/Kolkata', '22-11-2026')).toThrow();
  });

  it('gives a local day as [start, end), 23 hours long on a day the clocks go forward', () => {
    const india = venueDayRange('Asia/Kolkata', '2026-11-22');
    expect(india.start.toISOString()).toBe('2026-11-21T18:30:00.000Z');
    expect(india.end.getTime() - india.start.getTime()).toBe(24 * 3_600_000);
    const springForward = venueDayRange('America/New_York', '2026-03-08');
    expect(springForward.end.getTime() - springForward.start.getTime()).toBe(23 * 3_600_000);
  });

  it('lists the last N venue days, oldest first, across a month end', () => {
    expect(lastVenueDays('Asia/Kolkata', new Date('2026-03-01T20:00:00Z'), 3)).toEqual([
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(addLocalDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('puts a payment at 31 March 20:00 UTC in the new financial year (IST)', () => {
    const year = financialYearOf(new Date('2026-03-31T20:00:00Z'));
    expect(year.label).toBe('2026-27');
    expect(year.start.toISOString()).toBe('2026-03-31T18:30:00.000Z');
    expect(financialYearOf(new Date('2026-03-31T18:29:59Z')).label).toBe('2025-26');
    expect(financialYearOf(new Date('2099-12-31T00:00:00Z')).label).toBe('2099-00');
  });
});
