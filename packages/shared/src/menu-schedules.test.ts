import { describe, expect, it } from 'vitest';
import { AvailabilityFieldSchema, AvailabilitySchema, availabilityText, SCHEDULE_MESSAGES } from './menu-schedules.ts';

const messagesOf = (value: unknown) => {
  const result = AvailabilityFieldSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('menu schedules: the shape (decisions §7)', () => {
  it('takes windows as JSON text (a form field) or a list, days in order', () => {
    expect(AvailabilityFieldSchema.parse('[{"days":[5,1,3],"start":"07:00","end":"11:00"}]')).toEqual([
      { days: [1, 3, 5], start: '07:00', end: '11:00' },
    ]);
    expect(AvailabilityFieldSchema.parse('')).toEqual([]);
    expect(AvailabilitySchema.parse([{ days: [6], start: '22:00', end: '02:00', until: '2026-11-12' }])).toEqual([
      { days: [6], start: '22:00', end: '02:00', until: '2026-11-12' },
    ]);
  });

  it('refuses what it cannot read, in words a person can act on', () => {
    expect(messagesOf('not json')).toEqual([SCHEDULE_MESSAGES.list]);
    expect(messagesOf([{ days: [], start: '07:00', end: '11:00' }])).toEqual([SCHEDULE_MESSAGES.noDays]);
    expect(messagesOf([{ days: [1, 1], start: '07:00', end: '11:00' }])).toEqual([SCHEDULE_MESSAGES.dayTwice]);
    expect(messagesOf([{ days: [7], start: '07:00', end: '11:00' }])).toEqual([SCHEDULE_MESSAGES.dayRange]);
    expect(messagesOf([{ days: [1], start: '7:00', end: '24:00' }])).toEqual([SCHEDULE_MESSAGES.start, SCHEDULE_MESSAGES.end]);
    expect(messagesOf([{ days: [1], start: '07:00', end: '07:00' }])).toEqual([SCHEDULE_MESSAGES.sameStartEnd]);
    expect(messagesOf([{ days: [1], start: '07:00', end: '11:00', until: '2026-02-30' }])).toHaveLength(1);
    const window = { days: [1], start: '07:00', end: '11:00' };
    expect(messagesOf(Array.from({ length: 7 }, () => window))).toEqual([SCHEDULE_MESSAGES.tooMany]);
  });

  it('says a schedule in short, Monday first', () => {
    expect(availabilityText([])).toBeNull();
    expect(availabilityText([{ days: [1, 2, 3, 4, 5], start: '07:00', end: '11:00' }])).toBe('Mon–Fri 7:00 am–11:00 am');
    expect(availabilityText([{ days: [0, 6], start: '11:00', end: '15:30' }])).toBe('Sat, Sun 11:00 am–3:30 pm');
    expect(
      availabilityText([
        { days: [0, 1, 2, 3, 4, 5, 6], start: '18:00', end: '00:30', until: '2026-11-12' },
        { days: [0, 5, 6], start: '12:00', end: '15:00' },
      ]),
    ).toBe('Every day 6:00 pm–12:30 am until 12 Nov, Fri–Sun 12:00 pm–3:00 pm');
  });
});
