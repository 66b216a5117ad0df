import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BOOKINGS_PER_ADDRESS_PER_HOUR, OTP_PER_ADDRESS_PER_HOUR, RESERVATION_MESSAGES } from '@venue/shared';
import { bookings } from '../../db/schema/index.ts';
import { call, nextPhone, ownerWithVenue } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bookingBody, setUpRestaurant, venueDateIn } from './restaurant-test-kit.ts';

/*
 * Per-address limits on guests' booking codes and bookings (issue 34 finding 4; decisions §4):
 * one client address (TRUST_PROXY decides which) gets OTP_PER_ADDRESS_PER_HOUR booking codes and
 * BOOKINGS_PER_ADDRESS_PER_HOUR booking attempts an hour, then 429 with Retry-After and a sentence,
 * whatever phone numbers it names. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const askForCode = (remoteAddress: string, phone = nextPhone()) =>
  call(t.app, { method: 'POST', url: '/v1/user/generateBookingOTP', payload: { mobileNumber: `+${phone}` }, remoteAddress });

describe('per-address limits on guests', () => {
  it('gives one address its booking codes for many numbers, then 429 with Retry-After; another address is not held', async () => {
    const address = '192.0.2.10';
    for (let index = 0; index < OTP_PER_ADDRESS_PER_HOUR; index += 1) {
      const res = await askForCode(address);
      expect(res.status, res.raw.body).toBe(200);
    }
    const refused = await askForCode(address);
    expect([refused.status, refused.json.responseStatus.errorCode]).toEqual([429, 'RATE_LIMITED']);
    expect(refused.json.responseStatus.errorMessage).toBe('Too many codes requested from this network. Try again in 60 minutes.');
    expect(Number(refused.raw.headers['retry-after'])).toBeGreaterThan(3500);
    expect((await askForCode('192.0.2.11')).status).toBe(200);
  });

  it('counts every booking attempt from one address, then refuses with 429 before touching the booking', async () => {
    const { headers } = await ownerWithVenue(t.app);
    const { restaurantId } = await setUpRestaurant(t.app, headers);
    const address = '192.0.2.20';
    const attempt = (remoteAddress: string) =>
      call(t.app, {
        method: 'POST',
        url: '/v1/bookings/createBooking',
        remoteAddress,
        payload: bookingBody({
          restaurantId,
          date: venueDateIn(3),
          time: '12:00',
          partySize: 2,
          phone: nextPhone(),
          otp: '123456',
        }),
      });
    // Without a code each attempt is refused, and still counted: guessing costs the address.
    for (let index = 0; index < BOOKINGS_PER_ADDRESS_PER_HOUR; index += 1) {
      const res = await attempt(address);
      expect(res.json.responseStatus.errorCode).toBe('OTP_EXPIRED');
    }
    const refused = await attempt(address);
    expect([refused.status, refused.json.responseStatus.errorCode]).toEqual([429, 'RATE_LIMITED']);
    expect(refused.json.responseStatus.errorMessage).toBe(RESERVATION_MESSAGES.tooManyBookingAttempts('60 minutes'));
    expect(Number(refused.raw.headers['retry-after'])).toBeGreaterThan(3500);
    expect((await attempt('192.0.2.21')).json.responseStatus.errorCode).toBe('OTP_EXPIRED');
    expect(await t.app.deps.db.select().from(bookings).where(eq(bookings.restaurantId, restaurantId))).toEqual([]);
  });
});
