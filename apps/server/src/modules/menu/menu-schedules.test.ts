import { describe, expect, it } from 'vitest';
import type { Availability } from '@venue/shared';
import { availableFromText, nextScheduleChange, standingAt, venueMomentOf, type VenueMoment } from './menu-schedules.ts';

/** 30 Nov 2026 is a Monday. */
const MONDAY = '2026-11-30';
const at = (date: string, time: string): VenueMoment => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return { date, minute: hours * 60 + minutes };
};
const label = (schedules: Availability[], moment: VenueMoment) => {
  const standing = standingAt(schedules, moment);
  return standing.next ? availableFromText(standing.next, moment) : null;
};

const BREAKFAST: Availability = [{ days: [1, 2, 3, 4, 5], start: '07:00', end: '11:00' }];

describe('menu schedules (decisions §7)', () => {
  it('reads an instant on the venue’s clock, not the server’s', () => {
    expect(venueMomentOf('Asia/Kolkata', new Date('2026-11-30T01:29:00Z'))).toEqual(at(MONDAY, '06:59'));
    expect(venueMomentOf('Asia/Dubai', new Date('2026-11-30T03:00:00Z'))).toEqual(at(MONDAY, '07:00'));
  });

  it('is available from the start of a window up to, not including, its end', () => {
    expect(standingAt([BREAKFAST], at(MONDAY, '06:59'))).toEqual({ availableNow: false, next: at(MONDAY, '07:00') });
    expect(label([BREAKFAST], at(MONDAY, '06:59'))).toBe('7:00 am');
    expect(standingAt([BREAKFAST], at(MONDAY, '07:00')).availableNow).toBe(true);
    expect(standingAt([BREAKFAST], at(MONDAY, '10:59')).availableNow).toBe(true);
    expect(standingAt([BREAKFAST], at(MONDAY, '11:00')).availableNow).toBe(false);
    // In the evening, tomorrow's breakfast is within a day: its time alone.
    expect(label([BREAKFAST], at(MONDAY, '19:00'))).toBe('7:00 am');
    expect(label([BREAKFAST], at(MONDAY, '06:00'))).toBe('7:00 am');
    // Friday evening: the weekend has no breakfast.
    expect(label([BREAKFAST], at('2026-12-04', '19:00'))).toBe('Mon 7:00 am');
  });

  it('is always available with no schedule', () => {
    expect(standingAt([[], []], at(MONDAY, '03:00'))).toEqual({ availableNow: true, next: null });
  });

  it('runs a window whose end is before its start past midnight, on the day it started', () => {
    const lateNight: Availability = [{ days: [5, 6], start: '22:00', end: '02:00' }];
    expect(standingAt([lateNight], at('2026-12-05', '01:30')).availableNow).toBe(true); // Sat, Friday's night
    expect(standingAt([lateNight], at('2026-12-05', '02:00')).availableNow).toBe(false);
    expect(standingAt([lateNight], at('2026-12-06', '01:00')).availableNow).toBe(true); // Sun, Saturday's night
    expect(standingAt([lateNight], at('2026-12-07', '01:00')).availableNow).toBe(false); // Mon: Sunday has none
    expect(label([lateNight], at('2026-12-06', '03:00'))).toBe('Fri 10:00 pm');
  });

  it('ends a special after its last day: no next start, so guests do not see it', () => {
    const diwali: Availability = [{ days: [0, 1, 2, 3, 4, 5, 6], start: '18:00', end: '23:00', until: '2026-12-01' }];
    expect(standingAt([diwali], at('2026-12-01', '19:00')).availableNow).toBe(true);
    expect(standingAt([diwali], at('2026-12-01', '23:30'))).toEqual({ availableNow: false, next: null });
    expect(label([diwali], at(MONDAY, '23:30'))).toBe('6:00 pm');
  });

  it('needs the dish, its subcategory and its category all open, and says when they next are', () => {
    const dinnerDish: Availability = [{ days: [0, 1, 2, 3, 4, 5, 6], start: '18:00', end: '23:00' }];
    const dayCategory: Availability = [{ days: [0, 1, 2, 3, 4, 5, 6], start: '07:00', end: '20:00' }];
    expect(label([dinnerDish, [], dayCategory], at(MONDAY, '17:00'))).toBe('6:00 pm');
    expect(standingAt([dinnerDish, [], dayCategory], at(MONDAY, '19:59')).availableNow).toBe(true);
    expect(label([dinnerDish, [], dayCategory], at(MONDAY, '20:00'))).toBe('6:00 pm');
    // Never open together: nothing to wait for.
    expect(standingAt([BREAKFAST, [{ days: [0, 6], start: '07:00', end: '11:00' }]], at(MONDAY, '08:00'))).toEqual({
      availableNow: false,
      next: null,
    });
  });

  it('knows the next instant any schedule opens or closes, or the venue’s midnight', () => {
    expect(nextScheduleChange([BREAKFAST], 'Asia/Kolkata', at(MONDAY, '06:59'))?.toISOString()).toBe('2026-11-30T01:30:00.000Z');
    expect(nextScheduleChange([BREAKFAST], 'Asia/Kolkata', at(MONDAY, '07:00'))?.toISOString()).toBe('2026-11-30T05:30:00.000Z');
    // After breakfast: the day's end, when "7:00 am" would become "Tue 7:00 am".
    expect(nextScheduleChange([BREAKFAST], 'Asia/Kolkata', at(MONDAY, '11:00'))?.toISOString()).toBe('2026-11-30T18:30:00.000Z');
    expect(nextScheduleChange([[], []], 'Asia/Kolkata', at(MONDAY, '11:00'))).toBeNull();
  });
});
