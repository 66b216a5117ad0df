import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { PENDING_EXPIRY_DEFAULT_MINUTES, RESERVATION_MESSAGES } from '@venue/shared';
import { bookings, jobs } from '../../db/schema/index.ts';
import { call, ownerWithVenue } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { answerByOf } from './booking-expiry.ts';
import { historyOf } from './bookings-test-kit.ts';
import { book, guestPhones, requestBookingCode, setUpRestaurant, testOtpOf, venueDateIn } from './restaurant-test-kit.ts';

/*
 * Pending bookings expire when the venue does not answer in time (issue 34 finding 4): the
 * venue's `pendingExpiryMinutes`, never past the booking's start; the expiry frees the covers,
 * is a history row by the system and tells the guest, with a link to the booking's page.
 * Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
 */

const guests = guestPhones(10, '9197400');
const start = new Date();
let now = start;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SMS_TEST_OTP: testOtpOf(guests) }, { clock: () => now });
});
afterAll(() => t.close());

let nextGuest = 0;
async function venue() {
  const { profile, headers } = await ownerWithVenue(t.app);
  return { profile, headers, ...(await setUpRestaurant(t.app, headers)) };
}

/** A guest's booking of 2 at 13:00, three days ahead, made now. */
async function pendingBooking(restaurantId: string) {
  const guest = guests[nextGuest++]!;
  await requestBookingCode(t.app, guest.phone);
  const res = await book(t.app, {
    restaurantId,
    date: venueDateIn(3, now),
    time: '13:00',
    partySize: 2,
    phone: guest.phone,
    otp: guest.code,
  });
  expect(res.status, res.raw.body).toBe(200);
  return res.json.body.booking as {
    _id: string;
    reference: string;
    status: string;
    manageToken: string;
    answerBy: string | null;
  };
}

const coversLeftAt13 = async (restaurantId: string) => {
  const res = await call(t.app, {
    method: 'GET',
    url: `/v1/bookings/availability?restaurantId=${restaurantId}&date=${venueDateIn(3, start)}&partySize=1`,
  });
  return (res.json.body.slots as Array<{ time: string; coversLeft: number }>).find((slot) => slot.time === '13:00')!.coversLeft;
};

const manage = (reference: string, token: string) =>
  call(t.app, { method: 'GET', url: `/v1/bookings/manage/${reference}?token=${encodeURIComponent(token)}` });

const expiredMessages = (bookingReference: string) =>
  t.app.deps.db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, 'notify.send'),
        sql`${jobs.payload}->>'template' = 'bookingExpired'`,
        sql`${jobs.payload}->'variables'->>'reference' = ${bookingReference}`,
      ),
    );

describe('a pending booking the venue does not answer', () => {
  it('says when the venue answers by, then expires there: covers freed, history by the system, the guest told with a link', async () => {
    now = start;
    const { restaurantId, profile } = await venue();
    const booking = await pendingBooking(restaurantId);
    const answerBy = new Date(start.getTime() + PENDING_EXPIRY_DEFAULT_MINUTES * 60_000);
    expect(booking.answerBy).toBe(answerBy.toISOString());
    expect((await manage(booking.reference, booking.manageToken)).json.body.booking).toMatchObject({
      status: 'pending',
      answerBy: answerBy.toISOString(),
    });
    expect(await coversLeftAt13(restaurantId)).toBe(18);

    now = new Date(answerBy.getTime() - 60_000);
    await t.app.deps.jobs.runDue();
    expect((await t.app.deps.db.select().from(bookings).where(eq(bookings.id, booking._id)))[0]!.status).toBe('pending');

    now = answerBy;
    await t.app.deps.jobs.runDue();
    const [row] = await t.app.deps.db.select().from(bookings).where(eq(bookings.id, booking._id));
    expect(row!.status).toBe('expired');
    expect(await historyOf(t.app, booking._id)).toEqual([
      { from: null, to: 'pending', actor: 'guest', actorUserId: null },
      { from: 'pending', to: 'expired', actor: 'system', actorUserId: null },
    ]);
    expect(await coversLeftAt13(restaurantId)).toBe(20);

    const messages = await expiredMessages(booking.reference);
    expect(messages.map(({ payload }) => (payload as { channel: string }).channel).sort()).toEqual(['sms', 'whatsapp']);
    const link = new URL((messages[0]!.payload as { variables: { link: string } }).variables.link);
    expect(link.pathname).toBe(`/v/${profile.userName}/book/manage/${booking.reference}`);
    // The message's link opens the booking's page, as the guest's own link still does.
    for (const token of [link.searchParams.get('token')!, booking.manageToken]) {
      const seen = await manage(booking.reference, token);
      expect(seen.status, seen.raw.body).toBe(200);
      expect(seen.json.body.booking).toMatchObject({ status: 'expired', answerBy: null, canCancel: false });
    }
    expect((await manage(booking.reference, 'not-the-token')).json.responseStatus.errorMessage).toBe(
      RESERVATION_MESSAGES.invalidManageLink,
    );

    // Run again (a second runner, a retry): nothing more happens.
    now = new Date(answerBy.getTime() + 3_600_000);
    await t.app.deps.jobs.runDue();
    expect(await expiredMessages(booking.reference)).toHaveLength(2);
    expect(await historyOf(t.app, booking._id)).toHaveLength(2);
  });

  it('is left alone once the venue accepts it in time; the desk can no longer move an expired one', async () => {
    now = start;
    const { restaurantId, headers } = await venue();
    const accepted = await pendingBooking(restaurantId);
    const unanswered = await pendingBooking(restaurantId);
    const accept = await call(t.app, {
      method: 'POST',
      url: '/v1/bookings/acceptABooking',
      headers,
      payload: { bookingId: accepted._id },
    });
    expect(accept.status, accept.raw.body).toBe(200);
    expect(accept.json.body.booking.answerBy).toBeNull();

    now = new Date(start.getTime() + (PENDING_EXPIRY_DEFAULT_MINUTES + 1) * 60_000);
    await t.app.deps.jobs.runDue();
    const statuses = Object.fromEntries(
      (await t.app.deps.db.select().from(bookings).where(eq(bookings.restaurantId, restaurantId))).map((row) => [
        row.id,
        row.status,
      ]),
    );
    expect(statuses).toEqual({ [accepted._id]: 'accepted', [unanswered._id]: 'expired' });
    expect(await expiredMessages(accepted.reference)).toEqual([]);
    const late = await call(t.app, {
      method: 'POST',
      url: '/v1/bookings/acceptABooking',
      headers,
      payload: { bookingId: unanswered._id },
    });
    expect([late.status, late.json.responseStatus.errorMessage]).toEqual([
      409,
      RESERVATION_MESSAGES.cannotMove('expired', 'accepted'),
    ]);
    const listed = await call(t.app, { method: 'GET', url: '/v2/bookings/getAllBookings/?status=expired', headers });
    expect(listed.json.body.bookings.map((listedBooking: { _id: string }) => listedBooking._id)).toEqual([unanswered._id]);
  });

  it('lets the venue set the time to answer, within bounds, and never past the booking’s start', async () => {
    now = start;
    const { restaurantId, headers } = await venue();
    const settings = (pendingExpiryMinutes: number) =>
      call(t.app, {
        method: 'POST',
        url: '/v1/restaurant/updateRestaurantSettings',
        headers,
        payload: { restaurantId, pendingExpiryMinutes },
      });
    const saved = await settings(30);
    expect(saved.status, saved.raw.body).toBe(200);
    expect(saved.json.body.restaurant.pendingExpiryMinutes).toBe(30);
    for (const outside of [14, 24 * 60 + 1]) {
      const refused = await settings(outside);
      expect([refused.status, refused.json.responseStatus.errorCode]).toEqual([400, 'VALIDATION_FAILED']);
    }
    const booking = await pendingBooking(restaurantId);
    expect(booking.answerBy).toBe(new Date(start.getTime() + 30 * 60_000).toISOString());

    const startsAt = new Date(start.getTime() + 45 * 60_000);
    expect(answerByOf({ pendingExpiryMinutes: 120 }, startsAt, start)).toEqual(startsAt);
  });
});
