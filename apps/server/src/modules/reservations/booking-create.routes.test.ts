import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { RESERVATION_MESSAGES } from '@venue/shared';
import { bookings, otpCodes } from '../../db/schema/index.ts';
import { call, ownerWithVenue } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { REFERENCE_ALPHABET } from './booking-create.ts';
import { hashManageToken } from './bookings-guest.ts';
import type { LUNCH } from './restaurant-test-kit.ts';
import {
  book,
  guestPhones,
  nextAddress,
  requestBookingCode,
  setUpRestaurant,
  testOtpOf,
  venueDateIn,
} from './restaurant-test-kit.ts';

/*
 * Guests booking a table (decisions §6 "Reservations"): the public restaurant and availability
 * reads, and createBooking's one transaction (lock, code, capacity, insert). Runs on PGlite and,
 * with DATABASE_URL, on PostgreSQL, where the race below is a real one.
 */

const guests = guestPhones(80);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SMS_TEST_OTP: testOtpOf(guests) });
});
afterAll(() => t.close());

let nextGuest = 0;
/** A guest with a pending booking code. */
async function guestWithCode() {
  const guest = guests[nextGuest++]!;
  await requestBookingCode(t.app, guest.phone);
  return guest;
}

async function venue(lunch: Partial<typeof LUNCH> = {}) {
  const { profile, headers } = await ownerWithVenue(t.app);
  return { profile, headers, ...(await setUpRestaurant(t.app, headers, { lunch })) };
}

describe('getAvailableRestaurants', () => {
  it('shows a venue’s restaurant and its terms, nothing private', async () => {
    const { profile, headers, restaurantId } = await venue();
    for (const clause of ['Table held for 15 minutes', 'No outside food']) {
      await call(t.app, { method: 'POST', url: '/v1/restaurant/updateTnCClause', headers, payload: { clause } });
    }
    const res = await call(t.app, {
      method: 'GET',
      url: `/v1/bookings/getAvailableRestaurants?username=${profile.userName.toUpperCase()}`,
    });
    expect(res.status, res.raw.body).toBe(200);
    expect(res.json.body).toEqual({
      success: true,
      restaurant: {
        id: restaurantId,
        name: 'Spice Route',
        city: 'Bengaluru',
        address: '12 MG Road',
        timeZone: 'Asia/Kolkata',
        partyMin: 1,
        partyMax: 10,
        minNoticeMinutes: 60,
        maxDaysAhead: 30,
        isActive: true,
        phone: null,
        closedWeekdays: [],
        largestParty: 10,
        terms: ['Table held for 15 minutes', 'No outside food'],
        cancellationCutoffHours: 24,
        depositHandling: 'refund',
      },
    });
  });

  it('answers 404 for a username without a restaurant, or unknown', async () => {
    const { profile } = await ownerWithVenue(t.app);
    for (const username of [profile.userName, 'nobody_here_at_all']) {
      const res = await call(t.app, { method: 'GET', url: `/v1/bookings/getAvailableRestaurants?username=${username}` });
      expect([res.status, res.json.responseStatus.errorMessage]).toEqual([404, RESERVATION_MESSAGES.restaurantNotFound]);
    }
  });
});

describe('availability', () => {
  it('lists the date’s slots with what a party can book', async () => {
    const { restaurantId, mealTimeId } = await venue();
    const date = venueDateIn(2);
    for (const partySize of [10, 5]) {
      const guest = await guestWithCode();
      const res = await book(t.app, { restaurantId, date, time: '13:00', partySize, phone: guest.phone, otp: guest.code });
      expect(res.status).toBe(200);
    }
    const res = await call(t.app, {
      method: 'GET',
      url: `/v1/bookings/availability?restaurantId=${restaurantId}&date=${date}&partySize=6`,
    });
    expect(res.status, res.raw.body).toBe(200);
    expect(res.json.body.slots).toEqual([
      { time: '12:00', mealTimeId, available: false, coversLeft: 5 },
      { time: '12:30', mealTimeId, available: false, coversLeft: 5 },
      { time: '13:00', mealTimeId, available: false, coversLeft: 5 },
      { time: '13:30', mealTimeId, available: false, coversLeft: 5 },
      { time: '14:00', mealTimeId, available: false, coversLeft: 5 },
      { time: '14:30', mealTimeId, available: true, coversLeft: 20 },
    ]);
  });

  it('answers 404 for an unknown restaurant and is rate-limited per address', async () => {
    const unknown = await call(t.app, {
      method: 'GET',
      url: `/v1/bookings/availability?restaurantId=${'a'.repeat(24)}&date=${venueDateIn(1)}&partySize=2`,
    });
    expect(unknown.status).toBe(404);
    const remoteAddress = nextAddress();
    const statuses: number[] = [];
    for (let index = 0; index < 121; index += 1) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/v1/bookings/getAvailableRestaurants?username=nobody`,
        remoteAddress,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((status) => status === 404)).toHaveLength(120);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('createBooking', () => {
  it('books with a booking code: a short reference, a manage token kept only as its hash', async () => {
    const { restaurantId, mealTimeId, profile } = await venue();
    const guest = await guestWithCode();
    const date = venueDateIn(3);
    const res = await book(t.app, {
      restaurantId,
      date,
      time: '12:30',
      partySize: 4,
      phone: guest.phone,
      otp: guest.code,
      note: 'Window seat',
    });
    expect(res.status, res.raw.body).toBe(200);
    const { booking } = res.json.body;
    expect(booking.status).toBe('pending');
    expect(booking.reference).toMatch(new RegExp(`^[${REFERENCE_ALPHABET}]{8}$`));
    expect(booking.manageToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await t.app.deps.db.select().from(bookings).where(eq(bookings.id, booking._id));
    expect(row).toMatchObject({
      profileId: profile.id,
      restaurantId,
      mealTimeId,
      reference: booking.reference,
      manageTokenHash: hashManageToken(booking.manageToken),
      date,
      time: '12:30',
      partySize: 4,
      mobileNumber: guest.phone,
      note: 'Window seat',
      status: 'pending',
    });
    expect(row!.manageTokenHash).not.toContain(booking.manageToken);
    expect(row!.endsAt.getTime() - row!.startsAt.getTime()).toBe(90 * 60_000);
  });

  it('uses a booking code once: a second booking with it fails', async () => {
    const { restaurantId } = await venue();
    const guest = await guestWithCode();
    const date = venueDateIn(3);
    const first = await book(t.app, { restaurantId, date, time: '12:00', partySize: 2, phone: guest.phone, otp: guest.code });
    expect(first.status).toBe(200);
    const second = await book(t.app, { restaurantId, date, time: '14:00', partySize: 2, phone: guest.phone, otp: guest.code });
    expect([second.status, second.json.responseStatus.errorCode]).toEqual([422, 'OTP_EXPIRED']);
    expect(await t.app.deps.db.select().from(bookings).where(eq(bookings.restaurantId, restaurantId))).toHaveLength(1);
  });

  it('counts a wrong code’s try although the booking is refused, and keeps the code for a refused slot', async () => {
    const { restaurantId } = await venue();
    const guest = await guestWithCode();
    const date = venueDateIn(3);
    const wrong = String((Number(guest.code) + 1) % 1_000_000).padStart(6, '0');
    const refused = await book(t.app, { restaurantId, date, time: '12:00', partySize: 2, phone: guest.phone, otp: wrong });
    expect([refused.status, refused.json.responseStatus.errorCode]).toEqual([422, 'OTP_INVALID']);
    const [code] = await t.app.deps.db
      .select()
      .from(otpCodes)
      .where(and(eq(otpCodes.phone, guest.phone), eq(otpCodes.purpose, 'booking')));
    expect(code!.attempts).toBe(1);

    // A full or closed slot refuses the booking but leaves the code usable for another.
    const tooMany = await book(t.app, { restaurantId, date, time: '12:00', partySize: 21, phone: guest.phone, otp: guest.code });
    expect(tooMany.status).toBe(422);
    const ok = await book(t.app, { restaurantId, date, time: '12:00', partySize: 2, phone: guest.phone, otp: guest.code });
    expect(ok.status, ok.raw.body).toBe(200);
  });

  it('never straddles a closed slot', async () => {
    const { restaurantId, headers } = await venue();
    const date = venueDateIn(4);
    const closed = await call(t.app, {
      method: 'POST',
      url: '/v1/restaurant/updateRestaurantSlot',
      headers,
      payload: { restaurantId, slotDate: date, slotStartTimes: ['13:00'], slotStatus: 'closed' },
    });
    expect(closed.status, closed.raw.body).toBe(200);
    for (const time of ['12:00', '12:30', '13:00']) {
      const guest = await guestWithCode();
      const res = await book(t.app, { restaurantId, date, time, partySize: 2, phone: guest.phone, otp: guest.code });
      expect([time, res.status, res.json.responseStatus.errorMessage]).toEqual([time, 422, RESERVATION_MESSAGES.closed]);
    }
    const guest = await guestWithCode();
    expect(
      (await book(t.app, { restaurantId, date, time: '13:30', partySize: 2, phone: guest.phone, otp: guest.code })).status,
    ).toBe(200);
  });

  it('refuses in the words of each rule', async () => {
    const { restaurantId, headers } = await venue();
    const cases: Array<{ date: string; time: string; partySize: number; message: string }> = [
      { date: venueDateIn(2), time: '16:00', partySize: 2, message: RESERVATION_MESSAGES.closed },
      { date: venueDateIn(-1), time: '12:00', partySize: 2, message: RESERVATION_MESSAGES.tooSoon },
      { date: venueDateIn(31), time: '12:00', partySize: 2, message: RESERVATION_MESSAGES.tooFarAhead },
      { date: venueDateIn(2), time: '12:00', partySize: 11, message: RESERVATION_MESSAGES.partySize(1, 10) },
    ];
    for (const { message, ...input } of cases) {
      const guest = await guestWithCode();
      const res = await book(t.app, { restaurantId, ...input, phone: guest.phone, otp: guest.code });
      expect([input, res.status, res.json.responseStatus.errorMessage]).toEqual([input, 422, message]);
    }
    const paused = await call(t.app, {
      method: 'POST',
      url: '/v1/restaurant/updateRestaurantActivity',
      headers,
      payload: { restaurantId, isActive: false },
    });
    expect(paused.status).toBe(200);
    const guest = await guestWithCode();
    const res = await book(t.app, {
      restaurantId,
      date: venueDateIn(2),
      time: '12:00',
      partySize: 2,
      phone: guest.phone,
      otp: guest.code,
    });
    expect([res.status, res.json.responseStatus.errorMessage]).toEqual([422, RESERVATION_MESSAGES.paused]);
    const slots = await call(t.app, {
      method: 'GET',
      url: `/v1/bookings/availability?restaurantId=${restaurantId}&date=${venueDateIn(2)}&partySize=2`,
    });
    expect(slots.json.body.slots.some((slot: { available: boolean }) => slot.available)).toBe(false);
  });

  it('seats exactly 10 of 50 parties of 2 racing for a slot of 20 covers', async () => {
    const { restaurantId } = await venue({ stayMinutes: 30 });
    const date = venueDateIn(5);
    const racers = guests.slice(nextGuest, nextGuest + 50);
    nextGuest += 50;
    for (const guest of racers) await requestBookingCode(t.app, guest.phone);
    const answers = await Promise.all(
      racers.map((guest) =>
        book(t.app, { restaurantId, date, time: '13:00', partySize: 2, phone: guest.phone, otp: guest.code }),
      ),
    );
    const refusals = answers.filter((res) => res.status !== 200);
    expect(answers.filter((res) => res.status === 200)).toHaveLength(10);
    expect(new Set(refusals.map((res) => `${res.status} ${res.json.responseStatus.errorMessage}`))).toEqual(
      new Set([`422 ${RESERVATION_MESSAGES.slotFull}`]),
    );
    const rows = await t.app.deps.db.select().from(bookings).where(eq(bookings.restaurantId, restaurantId));
    expect(rows.reduce((sum, row) => sum + row.partySize, 0)).toBe(20);
    expect(new Set(rows.map((row) => row.reference)).size).toBe(10);
  }, 60_000);
});
