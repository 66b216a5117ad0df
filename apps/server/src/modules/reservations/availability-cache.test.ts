import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { restaurants, slotOverrides } from '../../db/schema/index.ts';
import { call, ownerWithVenue } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { venueInstant } from '../../lib/venue-time.ts';
import { book, guestPhones, LUNCH, requestBookingCode, setUpRestaurant, testOtpOf, venueDateIn } from './restaurant-test-kit.ts';

/*
 * The guests' availability is served from a per-date cache (availability-cache.ts): every
 * write that changes what a restaurant can seat must show in the very next read, with no
 * second's grace. Runs on PGlite (in-process marks) and, with DATABASE_URL, on PostgreSQL
 * (the version check per read).
 */

const guests = guestPhones(4, '9197100');
let now = new Date();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SMS_TEST_OTP: testOtpOf(guests) }, { clock: () => now });
});
afterAll(() => t.close());

interface SlotView {
  time: string;
  available: boolean;
  coversLeft: number;
}

async function slotsOf(restaurantId: string, date: string, partySize = 2): Promise<Record<string, [boolean, number]>> {
  const res = await call(t.app, {
    method: 'GET',
    url: `/v1/bookings/availability?restaurantId=${restaurantId}&date=${date}&partySize=${partySize}`,
  });
  expect(res.status, res.raw.body).toBe(200);
  return Object.fromEntries((res.json.body.slots as SlotView[]).map((slot) => [slot.time, [slot.available, slot.coversLeft]]));
}

async function post(url: string, headers: Record<string, string>, payload: Record<string, unknown>) {
  const res = await call(t.app, { method: 'POST', url, headers, payload });
  expect(res.status, res.raw.body).toBe(200);
  return res;
}

describe('availability cache: the next read after a write sees it', () => {
  it('shows a booking acknowledged to one guest, its decline, a closed slot, a pause, new covers, a holiday and party limits', async () => {
    now = new Date();
    const { headers } = await ownerWithVenue(t.app);
    const { restaurantId, mealTimeId } = await setUpRestaurant(t.app, headers);
    const date = venueDateIn(3, now);
    expect((await slotsOf(restaurantId, date))['13:00']).toEqual([true, 20]);

    const guest = guests[0]!;
    await requestBookingCode(t.app, guest.phone);
    const booked = await book(t.app, { restaurantId, date, time: '13:00', partySize: 8, phone: guest.phone, otp: guest.code });
    expect(booked.status, booked.raw.body).toBe(200);
    // A stay of 90 minutes: the 13:00 booking holds 13:00–14:00, so 12:00 and 12:30 can seat 12 over their stays.
    expect(await slotsOf(restaurantId, date)).toMatchObject({ '12:00': [true, 12], '13:00': [true, 12], '14:30': [true, 20] });

    await post('/v1/bookings/declineABooking', headers, { bookingId: booked.json.body.booking._id, reason: 'Kitchen closed' });
    expect((await slotsOf(restaurantId, date))['13:00']).toEqual([true, 20]);

    await post('/v1/restaurant/updateRestaurantSlot', headers, {
      restaurantId,
      slotDate: date,
      slotStartTimes: ['14:30'],
      slotStatus: 'closed',
    });
    expect((await slotsOf(restaurantId, date))['14:30']).toEqual([false, 0]);

    await post('/v1/restaurant/updateRestaurantActivity', headers, { restaurantId, isActive: false });
    expect((await slotsOf(restaurantId, date))['12:00']).toEqual([false, 20]);
    await post('/v1/restaurant/updateRestaurantActivity', headers, { restaurantId, isActive: true });
    expect((await slotsOf(restaurantId, date))['12:00']).toEqual([true, 20]);

    const edited = await call(t.app, {
      method: 'PUT',
      url: `/v1/restaurant/updateMealTime/${mealTimeId}`,
      headers,
      payload: { restaurantId, ...LUNCH, coversPerSlot: 30 },
    });
    expect(edited.status, edited.raw.body).toBe(200);
    expect((await slotsOf(restaurantId, date))['12:00']).toEqual([true, 30]);

    const holiday = await call(t.app, {
      method: 'PUT',
      url: `/v1/restaurant/updateRestaurantWorkingHour/${restaurantId}`,
      headers,
      payload: { openingHours: [], exceptions: [{ date, isOpen: false, ranges: [] }] },
    });
    expect(holiday.status, holiday.raw.body).toBe(200);
    expect((await slotsOf(restaurantId, date))['12:00']).toEqual([false, 30]);
    await call(t.app, {
      method: 'PUT',
      url: `/v1/restaurant/updateRestaurantWorkingHour/${restaurantId}`,
      headers,
      payload: { openingHours: [], exceptions: [] },
    });
    expect((await slotsOf(restaurantId, date))['12:00']).toEqual([true, 30]);

    await post('/v1/restaurant/updatePartySizeDetails', headers, { restaurantId, min: 3, max: 10 });
    expect((await slotsOf(restaurantId, date))['12:00']).toEqual([false, 30]);
  });

  it('applies "now" per read: a cached date still refuses the slots the clock has passed', async () => {
    const { headers } = await ownerWithVenue(t.app);
    const { restaurantId } = await setUpRestaurant(t.app, headers);
    const date = venueDateIn(1);
    now = venueInstant('Asia/Kolkata', date, '09:00');
    expect(await slotsOf(restaurantId, date)).toMatchObject({ '12:00': [true, 20], '13:30': [true, 20] });
    // 12:40 with an hour's notice: nothing before 13:40 can be booked any more.
    now = venueInstant('Asia/Kolkata', date, '12:40');
    expect(await slotsOf(restaurantId, date)).toMatchObject({ '12:00': [false, 20], '13:30': [false, 20], '14:00': [true, 20] });
    now = new Date();
  });

  it.runIf(process.env.DATABASE_URL)(
    'with PostgreSQL, serves no date older than the stored version (another instance wrote)',
    async () => {
      now = new Date();
      const { headers, profile } = await ownerWithVenue(t.app);
      const { restaurantId } = await setUpRestaurant(t.app, headers);
      const date = venueDateIn(2, now);
      expect((await slotsOf(restaurantId, date))['12:00']).toEqual([true, 20]);
      // Another instance closes a slot: its rows and the version bump, none of this process's marks.
      const db = t.app.deps.db;
      await db.transaction(async (tx) => {
        await tx
          .insert(slotOverrides)
          .values({ profileId: profile.id, restaurantId, slotDate: date, slotTime: '12:00', slotStatus: 'closed' });
        await tx
          .update(restaurants)
          .set({ availabilityVersion: sql`${restaurants.availabilityVersion} + 1` })
          .where(eq(restaurants.id, restaurantId));
      });
      expect((await slotsOf(restaurantId, date))['12:00']).toEqual([false, 0]);
    },
  );
});
