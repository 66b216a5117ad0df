import { describe, expect, it } from 'vitest';
import { LUNCH as KIT_LUNCH } from './restaurant-test-kit.ts';
import {
  availabilityFor,
  checkBooking,
  listSlots,
  weekdayOf,
  type EngineBooking,
  type EngineDay,
  type EngineMealTime,
  type RefusalReason,
} from './slot-engine.ts';

/*
 * The slot engine's rules (decisions §6 "Reservations", docs/decisions/0013) as tables. The
 * venue, unless a row says otherwise: Asia/Kolkata, open 12:00–15:00 and 19:00–23:00 every
 * day, lunch 12:00–15:00 (every 30 min, 90-min stay, 20 covers), dinner 19:00–22:30 (every
 * 15 min, 120-min stay, 10 covers), parties 1–10, 60 min notice, 30 days ahead. "Now" is
 * Monday 2 March 2026, 09:00 IST.
 */

const LUNCH: EngineMealTime = { ...KIT_LUNCH, id: 'lunch' };
const DINNER: EngineMealTime = {
  id: 'dinner',
  start: '19:00',
  end: '22:30',
  slotIntervalMinutes: 15,
  stayMinutes: 120,
  coversPerSlot: 10,
  days: [0, 1, 2, 3, 4, 5, 6],
};
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6].map((day) => ({
  day,
  isOpen: true,
  ranges: [
    { start: '12:00', end: '15:00' },
    { start: '19:00', end: '23:00' },
  ],
}));

const booking = (time: string, partySize: number, status: EngineBooking['status'] = 'accepted', mealTimeId = 'lunch') => ({
  time,
  partySize,
  status,
  mealTimeId,
});

function dayOf(
  changes: Partial<Omit<EngineDay, 'restaurant'>> & { restaurant?: Partial<EngineDay['restaurant']> } = {},
): EngineDay {
  return {
    date: '2026-03-03',
    weeklyHours: EVERY_DAY,
    exception: null,
    mealTimes: [LUNCH, DINNER],
    overrides: [],
    bookings: [],
    now: new Date('2026-03-02T03:30:00Z'),
    ...changes,
    restaurant: {
      timeZone: 'Asia/Kolkata',
      isActive: true,
      partyMin: 1,
      partyMax: 10,
      minNoticeMinutes: 60,
      maxDaysAhead: 30,
      ...changes.restaurant,
    },
  };
}

/** New York's night of 8 March 2026 (clocks skip 02:00–03:00), at 00:30 EST with 2 hours' notice. */
const springForwardNight = dayOf({
  date: '2026-03-08',
  now: new Date('2026-03-08T05:30:00Z'),
  restaurant: { timeZone: 'America/New_York', minNoticeMinutes: 120 },
  weeklyHours: [{ day: 0, isOpen: true, ranges: [{ start: '00:00', end: '06:00' }] }],
  mealTimes: [{ ...LUNCH, id: 'late', start: '00:00', end: '06:00' }],
});

/** New York's night of 1 November 2026 (01:00–02:00 happens twice), at 01:30 EDT with 1 hour's notice. */
const fallBackNight = dayOf({
  date: '2026-11-01',
  now: new Date('2026-11-01T05:30:00Z'),
  restaurant: { timeZone: 'America/New_York', minNoticeMinutes: 60 },
  weeklyHours: [{ day: 0, isOpen: true, ranges: [{ start: '00:00', end: '06:00' }] }],
  mealTimes: [{ ...LUNCH, id: 'late', start: '00:00', end: '06:00' }],
});

interface Row {
  name: string;
  day: EngineDay;
  time: string;
  party: number;
  /** null: the party can book it. */
  refusal: RefusalReason | null;
}

const rows: Row[] = [
  // Rules of the venue
  { name: 'an open lunch slot', day: dayOf(), time: '12:00', party: 2, refusal: null },
  { name: 'a paused restaurant', day: dayOf({ restaurant: { isActive: false } }), time: '12:00', party: 2, refusal: 'paused' },
  { name: 'a party over the maximum', day: dayOf(), time: '12:00', party: 11, refusal: 'partySize' },
  {
    name: 'a party under the minimum',
    day: dayOf({ restaurant: { partyMin: 2 } }),
    time: '12:00',
    party: 1,
    refusal: 'partySize',
  },
  { name: 'the last day ahead', day: dayOf({ date: '2026-04-01' }), time: '12:00', party: 2, refusal: null },
  { name: 'a day past maxDaysAhead', day: dayOf({ date: '2026-04-02' }), time: '12:00', party: 2, refusal: 'tooFar' },
  { name: 'yesterday', day: dayOf({ date: '2026-03-01' }), time: '12:00', party: 2, refusal: 'tooSoon' },

  // Lead time and past slots (now 11:30 IST on the day)
  ...(['12:00', '12:30', '11:00'] as const).map((time) => ({
    name: `${time} with now 11:30 and 60 min notice`,
    day: dayOf({ now: new Date('2026-03-03T06:00:00Z') }),
    time,
    party: 2,
    refusal: (time === '12:30' ? null : time === '11:00' ? 'closed' : 'tooSoon') as RefusalReason | null,
  })),
  {
    name: 'an earlier slot of the same day, already past',
    day: dayOf({ now: new Date('2026-03-03T14:00:00Z') }),
    time: '13:00',
    party: 2,
    refusal: 'tooSoon',
  },
  {
    name: 'no notice at all: a slot starting this minute',
    day: dayOf({ now: new Date('2026-03-03T06:30:00Z'), restaurant: { minNoticeMinutes: 0 } }),
    time: '12:00',
    party: 2,
    refusal: null,
  },

  // Opening hours, several ranges, exceptions
  { name: 'dinner in the second range', day: dayOf(), time: '22:15', party: 2, refusal: null },
  { name: 'not a slot start (off the interval)', day: dayOf(), time: '12:15', party: 2, refusal: 'closed' },
  { name: 'after the meal’s end', day: dayOf(), time: '22:30', party: 2, refusal: 'closed' },
  {
    name: 'a weekday closed every week (Tuesday)',
    day: dayOf({ weeklyHours: EVERY_DAY.map((row) => (row.day === 2 ? { ...row, isOpen: false } : row)) }),
    time: '12:00',
    party: 2,
    refusal: 'closed',
  },
  {
    name: 'a weekday without hours',
    day: dayOf({ weeklyHours: EVERY_DAY.filter((row) => row.day !== 2) }),
    time: '19:00',
    party: 2,
    refusal: 'closed',
  },
  {
    name: 'a closed holiday',
    day: dayOf({ exception: { isOpen: false, ranges: [] } }),
    time: '12:00',
    party: 2,
    refusal: 'closed',
  },
  {
    name: 'one-off hours: inside',
    day: dayOf({ exception: { isOpen: true, ranges: [{ start: '12:00', end: '13:00' }] } }),
    time: '12:30',
    party: 2,
    refusal: null,
  },
  {
    name: 'one-off hours: a slot starting at their end',
    day: dayOf({ exception: { isOpen: true, ranges: [{ start: '12:00', end: '13:00' }] } }),
    time: '13:00',
    party: 2,
    refusal: 'closed',
  },
  {
    name: 'one-off hours open a weekday closed every week',
    day: dayOf({
      weeklyHours: EVERY_DAY.map((row) => (row.day === 2 ? { ...row, isOpen: false } : row)),
      exception: { isOpen: true, ranges: [{ start: '19:00', end: '21:00' }] },
    }),
    time: '20:45',
    party: 2,
    refusal: null,
  },
  {
    name: 'a meal time that does not run that weekday',
    day: dayOf({ mealTimes: [{ ...LUNCH, days: [0, 6] }, DINNER] }),
    time: '12:00',
    party: 2,
    refusal: 'closed',
  },

  // Closed slots and stay overlap
  {
    name: 'a closed slot',
    day: dayOf({ overrides: [{ slotTime: '13:00', slotStatus: 'closed' }] }),
    time: '13:00',
    party: 2,
    refusal: 'closed',
  },
  {
    // Closing stops arrivals at that time only (issue 36): the owner's page shows 12:00 open.
    name: 'a stay that runs through a closed slot',
    day: dayOf({ overrides: [{ slotTime: '13:00', slotStatus: 'closed' }] }),
    time: '12:00',
    party: 2,
    refusal: null,
  },
  {
    name: 'the first slot after a closed one',
    day: dayOf({ overrides: [{ slotTime: '13:00', slotStatus: 'closed' }] }),
    time: '13:30',
    party: 2,
    refusal: null,
  },
  { name: 'the last covers of a slot', day: dayOf({ bookings: [booking('12:00', 18)] }), time: '12:30', party: 2, refusal: null },
  { name: 'one cover too many', day: dayOf({ bookings: [booking('12:00', 18)] }), time: '12:30', party: 3, refusal: 'full' },
  {
    name: 'a later booking inside the stay fills it',
    day: dayOf({ bookings: [booking('13:00', 18)] }),
    time: '12:00',
    party: 3,
    refusal: 'full',
  },
  {
    name: 'a booking whose stay has ended holds nothing',
    day: dayOf({ bookings: [booking('12:00', 20)] }),
    time: '13:30',
    party: 10,
    refusal: null,
  },
  {
    name: 'cancelled, declined and no-show bookings give their covers back',
    day: dayOf({
      bookings: [booking('12:00', 20, 'cancelled'), booking('12:00', 20, 'declined'), booking('12:00', 20, 'no-show')],
    }),
    time: '12:00',
    party: 10,
    refusal: null,
  },
  {
    name: 'pending and arrived bookings hold covers',
    day: dayOf({ bookings: [booking('12:00', 10, 'pending'), booking('12:00', 9, 'arrived')] }),
    time: '12:00',
    party: 2,
    refusal: 'full',
  },
  {
    name: 'another meal time’s bookings do not count',
    day: dayOf({ bookings: [booking('19:00', 10, 'accepted', 'dinner')] }),
    time: '13:00',
    party: 10,
    refusal: null,
  },

  // Zones: day boundaries and DST in the venue's zone
  {
    name: 'IST: just after midnight, yesterday (UTC’s today) is past',
    day: dayOf({ date: '2026-03-02', now: new Date('2026-03-02T18:45:00Z') }),
    time: '19:00',
    party: 2,
    refusal: 'tooSoon',
  },
  {
    name: 'Asia/Dubai: 01:00 local, the UTC date is already the past',
    day: dayOf({ date: '2026-03-02', now: new Date('2026-03-02T21:00:00Z'), restaurant: { timeZone: 'Asia/Dubai' } }),
    time: '22:00',
    party: 2,
    refusal: 'tooSoon',
  },
  {
    name: 'Asia/Dubai: noon tomorrow local (08:00 UTC) is bookable',
    day: dayOf({ date: '2026-03-03', now: new Date('2026-03-02T21:00:00Z'), restaurant: { timeZone: 'Asia/Dubai' } }),
    time: '12:00',
    party: 2,
    refusal: null,
  },
  {
    name: 'Asia/Dubai: 11:30 local is inside the notice of a noon slot',
    day: dayOf({ date: '2026-03-03', now: new Date('2026-03-03T07:30:00Z'), restaurant: { timeZone: 'Asia/Dubai' } }),
    time: '12:00',
    party: 2,
    refusal: 'tooSoon',
  },
  {
    name: 'America/New_York: maxDaysAhead counts from the venue’s today (23:30 EDT, already tomorrow in UTC)',
    day: dayOf({
      date: '2026-03-11',
      now: new Date('2026-03-10T03:30:00Z'),
      restaurant: { timeZone: 'America/New_York', maxDaysAhead: 1 },
    }),
    time: '12:00',
    party: 2,
    refusal: 'tooFar',
  },
  {
    name: 'America/New_York: the notice spans the spring-forward hour (00:30 EST + 2 h = 03:30 EDT)',
    day: springForwardNight,
    time: '03:00',
    party: 2,
    refusal: 'tooSoon',
  },
  {
    name: 'America/New_York: the first slot after the notice across the change',
    day: springForwardNight,
    time: '03:30',
    party: 2,
    refusal: null,
  },
  {
    name: 'America/New_York: 02:00 EST is an hour after 01:30 EDT, after the fall-back hour (a 25-hour day)',
    day: fallBackNight,
    time: '02:00',
    party: 2,
    refusal: null,
  },
  {
    name: 'America/New_York: 01:30 on the fall-back night is now',
    day: fallBackNight,
    time: '01:30',
    party: 2,
    refusal: 'tooSoon',
  },
];

describe('checkBooking', () => {
  it.each(rows.map((row) => [row.name, row] as const))('%s', (_name, row) => {
    const result = checkBooking(row.day, row.time, row.party);
    expect(result.ok ? null : result.refusal).toBe(row.refusal);
  });

  it('answers the instants of the chosen slot in the venue’s zone, stay included', () => {
    const result = checkBooking(dayOf({ restaurant: { timeZone: 'America/New_York' }, date: '2026-03-09' }), '19:30', 4);
    expect(result).toMatchObject({
      ok: true,
      mealTime: { id: 'dinner' },
      startsAt: new Date('2026-03-09T23:30:00Z'),
      endsAt: new Date('2026-03-10T01:30:00Z'),
    });
  });

  it('takes the next meal time starting at the same time when the first is full', () => {
    const brunch = { ...LUNCH, id: 'brunch', coversPerSlot: 4 };
    const day = dayOf({ mealTimes: [brunch, LUNCH], bookings: [booking('12:00', 4, 'accepted', 'brunch')] });
    expect(checkBooking(day, '12:00', 2)).toMatchObject({ ok: true, mealTime: { id: 'lunch' } });
  });
});

describe('listSlots', () => {
  it('steps each meal time by its interval, the last slot starting before the end', () => {
    const slots = listSlots(dayOf());
    expect(slots.filter((slot) => slot.mealTimeId === 'lunch').map((slot) => slot.time)).toEqual([
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
    ]);
    const dinner = slots.filter((slot) => slot.mealTimeId === 'dinner').map((slot) => slot.time);
    expect(dinner).toHaveLength(14);
    expect([dinner[0], dinner[1], dinner.at(-1)]).toEqual(['19:00', '19:15', '22:15']);
  });

  it('counts covers over each booking’s stay and shows closed slots', () => {
    const day = dayOf({
      bookings: [booking('12:00', 6), booking('12:30', 4, 'pending'), booking('13:00', 20, 'cancelled')],
      overrides: [
        { slotTime: '14:00', slotStatus: 'closed' },
        { slotTime: '14:30', slotStatus: 'open' },
      ],
    });
    const lunch = listSlots(day).filter((slot) => slot.mealTimeId === 'lunch');
    expect(lunch.map((slot) => [slot.time, slot.slotStatus, slot.coversBooked, slot.coversLeft])).toEqual([
      ['12:00', 'open', 6, 14],
      ['12:30', 'open', 10, 10],
      ['13:00', 'open', 10, 10],
      ['13:30', 'open', 4, 16],
      ['14:00', 'closed', 0, 20],
      ['14:30', 'open', 0, 20],
    ]);
  });

  it('knows the weekday of a local date whatever the server’s zone', () => {
    expect([weekdayOf('2026-03-01'), weekdayOf('2026-03-08'), weekdayOf('2026-12-31')]).toEqual([0, 0, 4]);
  });
});

describe('availabilityFor', () => {
  it('reports the largest party each slot can seat over its stay', () => {
    const slots = availabilityFor(dayOf({ bookings: [booking('13:00', 15)] }), 6);
    const lunch = slots.filter((slot) => slot.mealTimeId === 'lunch');
    expect(lunch.map((slot) => [slot.time, slot.available, slot.coversLeft])).toEqual([
      ['12:00', false, 5],
      ['12:30', false, 5],
      ['13:00', false, 5],
      ['13:30', false, 5],
      ['14:00', false, 5],
      ['14:30', true, 20],
    ]);
  });
});
