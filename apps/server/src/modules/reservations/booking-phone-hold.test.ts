import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { LIVE_BOOKINGS_PER_PHONE_PER_DAY, RESERVATION_MESSAGES } from '@venue/shared';
import { bookings } from '../../db/schema/index.ts';
import { call, ownerWithVenue } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type * as AuthService from '../auth/auth.service.ts';
import { book, guestPhones, requestBookingCode, setUpRestaurant, testOtpOf, venueDateIn } from './restaurant-test-kit.ts';
import type { LUNCH } from './restaurant-test-kit.ts';
import { race } from '../../../test/races.ts';

/*
 * One phone cannot flood a venue (issue 34 finding 4; decisions §7 "Trust in daily use"): no two
 * live bookings whose stays overlap (409 booking_overlaps), at most LIVE_BOOKINGS_PER_PHONE_PER_DAY
 * on one local day (409 booking_limit_reached). Runs on PGlite and, with DATABASE_URL, on
 * PostgreSQL, where the races below are real ones.
 */

/**
 * A phone has one booking code at a time, so racing bookings from one phone need the code's
 * check out of the way: while `skipCodes` is set, the code is taken as verified. What races then
 * is exactly what a flood from one phone with a stream of fresh codes would race.
 */
const codes = vi.hoisted(() => ({ skip: false }));
vi.mock('../auth/auth.service.ts', async (importOriginal) => {
  const original = await importOriginal<typeof AuthService>();
  return {
    ...original,
    useBookingCodeIn: (...args: Parameters<typeof original.useBookingCodeIn>) =>
      codes.skip
        ? Promise.resolve({ mobileNumber: args[2].mobileNumber.replace(/^\+/, ''), refused: null })
        : original.useBookingCodeIn(...args),
  };
});

const guests = guestPhones(12, '9197300');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SMS_TEST_OTP: testOtpOf(guests) });
});
afterAll(() => t.close());

let nextGuest = 0;
const newGuest = () => guests[nextGuest++]!;

async function venue(lunch: Partial<typeof LUNCH> = {}) {
  const { headers } = await ownerWithVenue(t.app);
  return setUpRestaurant(t.app, headers, { lunch });
}

/** A booking with a fresh booking code for the guest's phone. */
async function bookWithCode(
  guest: { phone: string; code: string },
  input: { restaurantId: string; date: string; time: string; partySize?: number },
) {
  await requestBookingCode(t.app, guest.phone);
  return book(t.app, { partySize: 2, ...input, phone: guest.phone, otp: guest.code });
}

const refusal = (res: Awaited<ReturnType<typeof book>>) =>
  [res.status, res.json.responseStatus.errorCode, res.json.responseStatus.errorMessage] as const;

describe('one phone’s bookings at a venue', () => {
  it('refuses a second live booking whose stay overlaps the first, and keeps the code for another time', async () => {
    const { restaurantId } = await venue();
    const guest = newGuest();
    const date = venueDateIn(3);
    expect((await bookWithCode(guest, { restaurantId, date, time: '12:00' })).status).toBe(200);

    // 12:00 stays until 13:30: 13:00 overlaps it, 13:30 does not.
    await requestBookingCode(t.app, guest.phone);
    const overlapping = await book(t.app, {
      restaurantId,
      date,
      time: '13:00',
      partySize: 2,
      phone: guest.phone,
      otp: guest.code,
    });
    expect(refusal(overlapping)).toEqual([409, 'booking_overlaps', RESERVATION_MESSAGES.bookingOverlaps]);
    const after = await book(t.app, { restaurantId, date, time: '13:30', partySize: 2, phone: guest.phone, otp: guest.code });
    expect(after.status, after.raw.body).toBe(200);

    // Another phone is not held by this one's bookings.
    expect((await bookWithCode(newGuest(), { restaurantId, date, time: '12:00' })).status).toBe(200);
  });

  it('holds a phone to its daily cap at one venue; other days, other venues and ended bookings do not count', async () => {
    const { restaurantId } = await venue({ stayMinutes: 30 });
    const other = await venue({ stayMinutes: 30 });
    const guest = newGuest();
    const date = venueDateIn(4);
    const times = ['12:00', '13:00', '14:00'];
    const first = [];
    for (const time of times.slice(0, LIVE_BOOKINGS_PER_PHONE_PER_DAY)) {
      const res = await bookWithCode(guest, { restaurantId, date, time });
      expect(res.status, res.raw.body).toBe(200);
      first.push(res.json.body.booking as { reference: string; manageToken: string });
    }
    const over = await bookWithCode(guest, { restaurantId, date, time: '14:00' });
    expect(refusal(over)).toEqual([
      409,
      'booking_limit_reached',
      RESERVATION_MESSAGES.bookingLimit(LIVE_BOOKINGS_PER_PHONE_PER_DAY),
    ]);
    // The refused booking left its code unused: another day takes it.
    const otherDay = await book(t.app, {
      restaurantId,
      date: venueDateIn(5),
      time: '14:00',
      partySize: 2,
      phone: guest.phone,
      otp: guest.code,
    });
    expect(otherDay.status, otherDay.raw.body).toBe(200);

    // The guest cancels one: the day has room for another again. The other venue never counted.
    const cancelled = await call(t.app, {
      method: 'POST',
      url: '/v1/bookings/cancelByGuest',
      payload: { reference: first[0]!.reference, token: first[0]!.manageToken },
    });
    expect(cancelled.status, cancelled.raw.body).toBe(200);
    expect((await bookWithCode(guest, { restaurantId, date, time: '14:00' })).status).toBe(200);
    expect((await bookWithCode(guest, { restaurantId: other.restaurantId, date, time: '14:00' })).status).toBe(200);
  });
});

describe('one phone racing itself', () => {
  const bookTogether = async (restaurantId: string, phone: string, slots: Array<{ date: string; time: string }>) => {
    codes.skip = true;
    try {
      return await Promise.all(slots.map((slot) => book(t.app, { restaurantId, ...slot, partySize: 10, phone, otp: '000000' })));
    } finally {
      codes.skip = false;
    }
  };
  const liveRows = (restaurantId: string, phone: string) =>
    t.app.deps.db
      .select()
      .from(bookings)
      .where(
        and(
          eq(bookings.restaurantId, restaurantId),
          eq(bookings.mobileNumber, phone),
          inArray(bookings.status, ['pending', 'accepted']),
        ),
      );

  it(
    race('keeps 4 concurrent bookings of 10 at four times of one date to the cap'),
    async () => {
      const { restaurantId } = await venue({ stayMinutes: 30 });
      const guest = newGuest();
      const date = venueDateIn(6);
      const answers = await bookTogether(
        restaurantId,
        guest.phone,
        ['12:00', '13:00', '14:00', '14:30'].map((time) => ({ date, time })),
      );
      expect(answers.filter((res) => res.status === 200)).toHaveLength(LIVE_BOOKINGS_PER_PHONE_PER_DAY);
      expect(new Set(answers.filter((res) => res.status !== 200).map((res) => refusal(res)[1]))).toEqual(
        new Set(['booking_limit_reached']),
      );
      expect(await liveRows(restaurantId, guest.phone)).toHaveLength(LIVE_BOOKINGS_PER_PHONE_PER_DAY);
    },
    60_000,
  );

  it('never lets one phone hold overlapping stays across midnight, racing bookings on two dates', async () => {
    const { headers } = await ownerWithVenue(t.app);
    const { restaurantId } = await setUpRestaurant(t.app, headers, {
      lunch: { name: 'Late', start: '22:00', end: '23:59', stayMinutes: 120 },
    });
    const night = await call(t.app, {
      method: 'POST',
      url: '/v1/restaurant/createMealTime',
      headers,
      payload: {
        restaurantId,
        name: 'Night',
        start: '00:00',
        end: '02:00',
        slotIntervalMinutes: 30,
        stayMinutes: 60,
        coversPerSlot: 20,
        days: [0, 1, 2, 3, 4, 5, 6],
      },
    });
    expect(night.status, night.raw.body).toBe(200);
    const everyDay = [0, 1, 2, 3, 4, 5, 6].map((day) => ({
      day,
      isOpen: true,
      ranges: [
        { start: '00:00', end: '02:00' },
        { start: '22:00', end: '23:59' },
      ],
    }));
    const hours = await call(t.app, {
      method: 'PUT',
      url: `/v1/restaurant/updateRestaurantWorkingHour/${restaurantId}`,
      headers,
      payload: { openingHours: everyDay, exceptions: [] },
    });
    expect(hours.status, hours.raw.body).toBe(200);
    const guest = newGuest();
    const [day, nextDay] = [venueDateIn(8), venueDateIn(9)];
    // 23:30 stays until 01:30 the next day, over each of the next day's first three slots.
    const answers = await bookTogether(restaurantId, guest.phone, [
      { date: day, time: '23:30' },
      { date: nextDay, time: '00:30' },
      { date: day, time: '23:30' },
      { date: nextDay, time: '00:30' },
    ]);
    expect(answers.filter((res) => res.status === 200)).toHaveLength(1);
    expect(new Set(answers.filter((res) => res.status !== 200).map((res) => refusal(res)[1]))).toEqual(
      new Set(['booking_overlaps']),
    );
    expect(await liveRows(restaurantId, guest.phone)).toHaveLength(1);
  }, 60_000);

  it(
    race('seats one of 4 concurrent bookings of 10 from one phone at one time'),
    async () => {
      const { restaurantId } = await venue();
      const guest = newGuest();
      const date = venueDateIn(7);
      const answers = await bookTogether(restaurantId, guest.phone, Array(4).fill({ date, time: '13:00' }));
      expect(answers.map((res) => res.status).sort()).toEqual([200, 409, 409, 409]);
      expect(new Set(answers.filter((res) => res.status !== 200).map((res) => refusal(res)[1]))).toEqual(
        new Set(['booking_overlaps']),
      );
      expect(await liveRows(restaurantId, guest.phone)).toHaveLength(1);
    },
    60_000,
  );
});
