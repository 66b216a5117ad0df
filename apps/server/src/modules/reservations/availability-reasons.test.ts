import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RESERVATION_MESSAGES } from '@venue/shared';
import { eq } from 'drizzle-orm';
import { profiles } from '../../db/schema/index.ts';
import { call, ownerWithVenue } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { book, guestPhones, type LUNCH, requestBookingCode, setUpRestaurant, testOtpOf } from './restaurant-test-kit.ts';

/*
 * Truthful availability (issue 36, decisions §7 "Trust in daily use"): the guests' availability
 * says why a date has no slot for the party, the owner's party limit cannot promise a party no
 * slot seats, and a closed slot refuses the stays that would run into it. Runs
 * on PGlite and, with DATABASE_URL, on PostgreSQL.
 */

const MONDAY = '2026-11-30';
const start = new Date(`${MONDAY}T04:30:00.000Z`); // Monday 10:00 in Bengaluru
let now = start;
const guests = guestPhones(12, '9197360');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SMS_TEST_OTP: testOtpOf(guests) }, { clock: () => now });
});
afterAll(() => t.close());
beforeEach(() => {
  now = start;
});

let nextGuest = 0;
async function guestWithCode() {
  const guest = guests[nextGuest++]!;
  await requestBookingCode(t.app, guest.phone);
  return guest;
}

async function venue(lunch: Partial<typeof LUNCH> = {}) {
  const { profile, headers } = await ownerWithVenue(t.app);
  return { profile, headers, ...(await setUpRestaurant(t.app, headers, { lunch })) };
}

const post = (url: string, headers: Record<string, string>, payload: Record<string, unknown>) =>
  call(t.app, { method: 'POST', url, headers, payload });

async function availability(restaurantId: string, date: string, partySize = 2) {
  const res = await call(t.app, {
    method: 'GET',
    url: `/v1/bookings/availability?restaurantId=${restaurantId}&date=${date}&partySize=${partySize}`,
  });
  expect(res.status, res.raw.body).toBe(200);
  return res.json.body as { slots: Array<{ time: string; available: boolean; coversLeft: number }>; closedReason: string | null };
}

describe('GET /v1/bookings/availability says why a date has no slot', () => {
  it('null when a slot is free; "closed" on the weekday the venue closes, not "fully-booked"', async () => {
    const { restaurantId, headers } = await venue();
    expect((await availability(restaurantId, '2026-12-01')).closedReason).toBeNull();
    const hours = await call(t.app, {
      method: 'PUT',
      url: `/v1/restaurant/updateRestaurantWorkingHour/${restaurantId}`,
      headers,
      payload: { openingHours: [{ day: 1, isOpen: false, ranges: [] }] },
    });
    expect(hours.status, hours.raw.body).toBe(200);
    const monday = await availability(restaurantId, '2026-12-07');
    expect(monday.slots.some((slot) => slot.available)).toBe(false);
    expect(monday.closedReason).toBe('closed');
    // A dated exception closes a date the same way.
    await call(t.app, {
      method: 'PUT',
      url: `/v1/restaurant/updateRestaurantWorkingHour/${restaurantId}`,
      headers,
      payload: { openingHours: [], exceptions: [{ date: '2026-12-08', isOpen: false, ranges: [] }] },
    });
    expect((await availability(restaurantId, '2026-12-08')).closedReason).toBe('closed');
    // Every slot of a date closed by the owner is closed too.
    const times = ['12:00', '12:30', '13:00', '13:30', '14:00', '14:30'];
    await post('/v1/restaurant/updateRestaurantSlot', headers, {
      restaurantId,
      slotDate: '2026-12-09',
      slotStartTimes: times,
      slotStatus: 'closed',
    });
    expect((await availability(restaurantId, '2026-12-09')).closedReason).toBe('closed');
  });

  it('"paused" while the venue pauses bookings', async () => {
    const { restaurantId, headers } = await venue();
    await post('/v1/restaurant/updateRestaurantActivity', headers, { restaurantId, isActive: false });
    expect((await availability(restaurantId, '2026-12-01')).closedReason).toBe('paused');
  });

  it('"party-too-large" above the party limit or every slot’s covers', async () => {
    const { restaurantId } = await venue({ coversPerSlot: 4 });
    expect((await availability(restaurantId, '2026-12-01', 4)).closedReason).toBeNull();
    // Within partyMax (10) but no slot seats 6.
    expect((await availability(restaurantId, '2026-12-01', 6)).closedReason).toBe('party-too-large');
    expect((await availability(restaurantId, '2026-12-01', 12)).closedReason).toBe('party-too-large');
  });

  it('"fully-booked" only when open slots exist and none can seat the party', async () => {
    const { restaurantId } = await venue({ coversPerSlot: 4 });
    const date = '2026-12-02';
    for (const time of ['12:00', '13:30']) {
      const guest = await guestWithCode();
      const res = await book(t.app, { restaurantId, date, time, partySize: 4, phone: guest.phone, otp: guest.code });
      expect(res.status, res.raw.body).toBe(200);
    }
    const day = await availability(restaurantId, date, 2);
    expect(day.slots.some((slot) => slot.available)).toBe(false);
    expect(day.closedReason).toBe('fully-booked');
  });

  it('"too-soon" within the notice, and for a past date; "too-far" beyond the days ahead', async () => {
    const { restaurantId, headers } = await venue();
    await post('/v1/restaurant/updateRestaurantSettings', headers, { restaurantId, minNoticeMinutes: 60, maxDaysAhead: 14 });
    now = new Date(`${MONDAY}T08:50:00.000Z`); // 14:20: the last slot (14:30) is inside the hour's notice
    expect((await availability(restaurantId, MONDAY)).closedReason).toBe('too-soon');
    expect((await availability(restaurantId, '2026-11-29')).closedReason).toBe('too-soon');
    expect((await availability(restaurantId, '2026-12-14')).closedReason).toBeNull();
    expect((await availability(restaurantId, '2026-12-15')).closedReason).toBe('too-far');
  });
});

describe('next to a closed slot (decisions §6: every slot a stay occupies must be open)', () => {
  it('the slots whose stay runs into it are not offered, the others are, and the day is not called closed', async () => {
    const { restaurantId, headers } = await venue();
    const date = '2026-12-03';
    await post('/v1/restaurant/updateRestaurantSlot', headers, {
      restaurantId,
      slotDate: date,
      slotStartTimes: ['13:00'],
      slotStatus: 'closed',
    });
    const guestView = await availability(restaurantId, date);
    const offered = Object.fromEntries(
      guestView.slots.map((slot: { time: string; available: boolean }) => [slot.time, slot.available]),
    );
    expect([offered['13:00'], offered['13:30']]).toEqual([false, true]);
    expect(guestView.closedReason).toBeNull();

    const guest = await guestWithCode();
    const booked = await book(t.app, { restaurantId, date, time: '13:30', partySize: 2, phone: guest.phone, otp: guest.code });
    expect(booked.status, booked.raw.body).toBe(200);
    const closed = await guestWithCode();
    const refused = await book(t.app, { restaurantId, date, time: '13:00', partySize: 2, phone: closed.phone, otp: closed.code });
    expect([refused.status, refused.json.responseStatus.errorMessage]).toEqual([422, RESERVATION_MESSAGES.closed]);
  });
});

describe("the owner's slot page says what guests get for each slot (issue 36)", () => {
  type OwnerSlot = {
    time: string;
    slotStatus: string;
    guest: { available: boolean; coversLeft: number; reason: string | null; blockedBy: string | null };
  };
  const ownerSlots = async (restaurantId: string, date: string, headers: Record<string, string>) => {
    const res = await call(t.app, { method: 'GET', url: `/v1/restaurant/fetchRestaurantSlots/${restaurantId}/${date}`, headers });
    expect(res.status, res.raw.body).toBe(200);
    return res.json.body.slots as OwnerSlot[];
  };
  /** Each slot as the owner's page reads it and as the guests' availability (smallest party) answers it. */
  async function bothViews(restaurantId: string, date: string, headers: Record<string, string>) {
    const [owner, guest] = await Promise.all([ownerSlots(restaurantId, date, headers), availability(restaurantId, date, 1)]);
    expect(owner.map((slot) => slot.time)).toEqual(guest.slots.map((slot) => slot.time));
    expect(owner.map((slot) => slot.guest.available)).toEqual(guest.slots.map((slot) => slot.available));
    return Object.fromEntries(owner.map((slot) => [slot.time, slot.guest]));
  }

  it('the slots whose stay runs into a closed one show as blocked by it, as guests are refused them', async () => {
    // Lunch 12:00–15:00, a slot every 30 minutes, stays of 90: a 12:00 table sits through 13:00.
    const { restaurantId, headers } = await venue({ coversPerSlot: 4 });
    const date = '2026-12-03';
    await post('/v1/restaurant/updateRestaurantSlot', headers, {
      restaurantId,
      slotDate: date,
      slotStartTimes: ['13:00'],
      slotStatus: 'closed',
    });
    const guest = await guestWithCode();
    const booked = await book(t.app, { restaurantId, date, time: '14:00', partySize: 4, phone: guest.phone, otp: guest.code });
    expect(booked.status, booked.raw.body).toBe(200);

    const view = await bothViews(restaurantId, date, headers);
    expect(view).toEqual({
      '12:00': { available: false, coversLeft: 0, reason: 'closed', blockedBy: '13:00' },
      '12:30': { available: false, coversLeft: 0, reason: 'closed', blockedBy: '13:00' },
      '13:00': { available: false, coversLeft: 0, reason: 'closed', blockedBy: null },
      // 13:30's stay runs through 14:00 and 14:30, which the 14:00 party fills.
      '13:30': { available: false, coversLeft: 0, reason: 'fully-booked', blockedBy: null },
      '14:00': { available: false, coversLeft: 0, reason: 'fully-booked', blockedBy: null },
      '14:30': { available: false, coversLeft: 0, reason: 'fully-booked', blockedBy: null },
    });

    // Reopening 13:00 gives guests 12:00 and 12:30 back on both pages (13:00's stay meets the 14:00 party).
    await post('/v1/restaurant/updateRestaurantSlot', headers, {
      restaurantId,
      slotDate: date,
      slotStartTimes: ['13:00'],
      slotStatus: 'open',
    });
    const reopened = await bothViews(restaurantId, date, headers);
    expect(reopened['12:00']).toEqual({ available: true, coversLeft: 4, reason: null, blockedBy: null });
    expect(reopened['12:30']).toEqual({ available: true, coversLeft: 4, reason: null, blockedBy: null });
    expect(reopened['13:00']).toEqual({ available: false, coversLeft: 0, reason: 'fully-booked', blockedBy: null });
  });

  it('past slots and those inside the notice read too soon, a paused venue paused, a date too far too far', async () => {
    const { restaurantId, headers } = await venue();
    await post('/v1/restaurant/updateRestaurantSettings', headers, { restaurantId, minNoticeMinutes: 60, maxDaysAhead: 14 });
    now = new Date(`${MONDAY}T07:50:00.000Z`); // 13:20: 12:00–14:00 are past or inside the hour's notice
    const today = await bothViews(restaurantId, MONDAY, headers);
    expect(Object.entries(today).map(([time, slot]) => [time, slot.reason])).toEqual([
      ['12:00', 'too-soon'],
      ['12:30', 'too-soon'],
      ['13:00', 'too-soon'],
      ['13:30', 'too-soon'],
      ['14:00', 'too-soon'],
      ['14:30', null],
    ]);
    expect(Object.values(await bothViews(restaurantId, '2026-12-15', headers)).map((slot) => slot.reason)).toEqual(
      Array(6).fill('too-far'),
    );
    await post('/v1/restaurant/updateRestaurantActivity', headers, { restaurantId, isActive: false });
    expect(Object.values(await bothViews(restaurantId, '2026-12-01', headers)).map((slot) => slot.reason)).toEqual(
      Array(6).fill('paused'),
    );
  });
});

describe('updatePartySizeDetails', () => {
  it('refuses (422) a maximum no meal time seats, and keeps the limits as they were', async () => {
    const { restaurantId, headers } = await venue({ coversPerSlot: 8 });
    const refused = await post('/v1/restaurant/updatePartySizeDetails', headers, { restaurantId, min: 1, max: 12 });
    expect([refused.status, refused.json.responseStatus.errorMessage]).toEqual([
      422,
      RESERVATION_MESSAGES.partyTooLargeForSlots(8),
    ]);
    expect((await call(t.app, { method: 'GET', url: '/v1/restaurant/getPartySizeDetails/', headers })).json.body).toEqual({
      min: 1,
      max: 10,
    });
    const accepted = await post('/v1/restaurant/updatePartySizeDetails', headers, { restaurantId, min: 1, max: 8 });
    expect([accepted.status, accepted.json.body]).toEqual([200, { min: 1, max: 8 }]);
  });
});

describe('getAvailableRestaurants', () => {
  it('gives the guest page the venue’s number, its closed weekdays and the largest party a slot seats', async () => {
    const { profile, restaurantId, headers } = await venue({ coversPerSlot: 6 });
    await t.app.deps.db
      .update(profiles)
      .set({
        contactNumbers: [
          { id: 'a', number: '+91 80 4000 1111', isPrimary: false, label: 'Desk' },
          { id: 'b', number: '+91 98450 12345', isPrimary: true, label: 'Main' },
        ],
      })
      .where(eq(profiles.id, profile.id));
    await call(t.app, {
      method: 'PUT',
      url: `/v1/restaurant/updateRestaurantWorkingHour/${restaurantId}`,
      headers,
      payload: { openingHours: [{ day: 1, isOpen: false, ranges: [] }] },
    });
    const res = await call(t.app, { method: 'GET', url: `/v1/bookings/getAvailableRestaurants?username=${profile.userName}` });
    expect(res.status, res.raw.body).toBe(200);
    expect(res.json.body.restaurant).toMatchObject({ phone: '+91 98450 12345', closedWeekdays: [1], largestParty: 6 });
  });
});
