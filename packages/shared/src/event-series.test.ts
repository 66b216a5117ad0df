import { describe, expect, it } from 'vitest';
import { gstInclusiveSplit, recurrenceText, RecurrenceSchema, seriesDates, weekdayOf } from './event-series.ts';

describe('weekly series dates', () => {
  it('reads weekdays on the calendar (1 Jul 2026 is a Wednesday)', () => {
    expect(weekdayOf('2026-07-01')).toBe(3);
    expect(weekdayOf('2026-07-05')).toBe(0);
  });

  it('lists the chosen weekdays from the first date to the last, both included', () => {
    expect(seriesDates('2026-07-01', { byDay: [3, 5], until: '2026-07-17' })).toEqual([
      '2026-07-01',
      '2026-07-03',
      '2026-07-08',
      '2026-07-10',
      '2026-07-15',
      '2026-07-17',
    ]);
    // A first date off the chosen days is not a date of the series.
    expect(seriesDates('2026-07-01', { byDay: [5], until: '2026-07-10' })).toEqual(['2026-07-03', '2026-07-10']);
    expect(seriesDates('2026-07-01', { byDay: [1], until: '2026-07-05' })).toEqual([]);
  });

  it('stops counting at the cap it is given', () => {
    expect(seriesDates('2026-07-01', { byDay: [0, 1, 2, 3, 4, 5, 6], until: '2030-01-01' }, 53)).toHaveLength(53);
  });

  it('says the rule in words', () => {
    expect(recurrenceText([5])).toBe('Every Friday');
    expect(recurrenceText([6, 5])).toBe('Every Friday and Saturday');
    expect(recurrenceText([1, 3, 5])).toBe('Every Monday, Wednesday and Friday');
    expect(recurrenceText([0, 1, 2, 3, 4, 5, 6])).toBe('Every day');
  });

  it('takes each weekday once, in order, and refuses an empty list', () => {
    expect(RecurrenceSchema.parse({ frequency: 'weekly', byDay: [5, 3, 5], until: '2026-07-24' }).byDay).toEqual([3, 5]);
    expect(RecurrenceSchema.safeParse({ frequency: 'weekly', byDay: [], until: '2026-07-24' }).success).toBe(false);
    expect(RecurrenceSchema.safeParse({ frequency: 'weekly', byDay: [7], until: '2026-07-24' }).success).toBe(false);
  });
});

describe('GST included in a ticket price', () => {
  it('splits ₹999 at 18%: taxable = round(total × 100 / 118), GST the rest, the odd paisa on SGST', () => {
    // 99900 × 100 / 118 = 84661.02 → 84661; GST 15239 → CGST 7619 + SGST 7620.
    expect(gstInclusiveSplit(99_900, 18)).toEqual({ taxablePaise: 84_661, gstPaise: 15_239, cgstPaise: 7_619, sgstPaise: 7_620 });
  });

  it('always adds up to what was paid, at every rate', () => {
    for (const rate of [0, 5, 12, 18, 28]) {
      for (const total of [0, 1, 99, 100, 4_995, 49_950, 123_457]) {
        const split = gstInclusiveSplit(total, rate);
        expect(split.taxablePaise + split.gstPaise).toBe(total);
        expect(split.cgstPaise + split.sgstPaise).toBe(split.gstPaise);
        expect(split.sgstPaise - split.cgstPaise).toBeGreaterThanOrEqual(0);
        expect(split.sgstPaise - split.cgstPaise).toBeLessThanOrEqual(1);
      }
    }
    expect(gstInclusiveSplit(50_000, 0)).toEqual({ taxablePaise: 50_000, gstPaise: 0, cgstPaise: 0, sgstPaise: 0 });
    // Half a paisa rounds half up: 105 × 100 / 105 = 100 exactly; 1 × 100 / 105 = 0.95 → 1.
    expect(gstInclusiveSplit(1, 5)).toEqual({ taxablePaise: 1, gstPaise: 0, cgstPaise: 0, sgstPaise: 0 });
    expect(gstInclusiveSplit(12_800, 28)).toEqual({ taxablePaise: 10_000, gstPaise: 2_800, cgstPaise: 1_400, sgstPaise: 1_400 });
  });

  it('refuses fractions of a paisa', () => {
    expect(() => gstInclusiveSplit(10.5, 18)).toThrow(RangeError);
  });
});
