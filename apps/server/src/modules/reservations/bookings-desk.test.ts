import { PassThrough } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RESERVATION_MESSAGES } from '@venue/shared';
import { auditEvents, bookings, jobs } from '../../db/schema/index.ts';
import { addMember, call, createUser, headersFor, ownerWithVenue } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bookAsGuest, historyOf, insertRestaurant } from './bookings-test-kit.ts';
import type { RestaurantRow } from './bookings-view.ts';
import { race } from '../../../test/races.ts';

/*
 * The bookings desk (decisions §6 "Reservations"): moves along BOOKING_TRANSITIONS with a
 * history row each, auto-accept, the guest's messages and the reminder job on a moved clock.
 */

const start = new Date('2026-11-22T10:00:00.000Z'); // 15:30 in Bengaluru
let now = start;
const clock = () => now;
const logLines: string[] = [];
const logStream = new PassThrough();
logStream.on('data', (chunk: Buffer) => logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));

let t: TestApp;
let venue: Awaited<ReturnType<typeof ownerWithVenue>>;
let restaurant: RestaurantRow;

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, { clock, logStream });
  venue = await ownerWithVenue(t.app);
  restaurant = await insertRestaurant(t.app, venue.profile.id);
});
afterAll(() => t.close());
beforeEach(async () => {
  now = start;
  logLines.length = 0;
  await t.app.deps.db.update(bookings).set({ status: 'cancelled' });
  await t.app.deps.db.delete(jobs);
});

const app = () => t.app;
const smsLines = () => logLines.map((line) => JSON.parse(line).msg as string).filter((msg) => msg?.startsWith('SMS '));
const dinner = { date: '2026-11-25', time: '19:30', partySize: 4 }; // 14:00Z

async function act(path: string, bookingId: string, headers = venue.headers) {
  // Decline needs a reason (issue 36); the desk's other moves take the id alone.
  const payload = path === 'declineABooking' ? { bookingId, reason: 'Fully committed that evening' } : { bookingId };
  return call(app(), { method: 'POST', url: `/v1/bookings/${path}`, headers, payload });
}

/** From when arrived and no-show may be marked on `dinner` (19:30, 14:00Z): its time plus 15 minutes. */
const atTheTable = new Date('2026-11-25T14:15:00.000Z');

async function pendingJobs(kind: string) {
  return app()
    .deps.db.select({ runAt: jobs.runAt, payload: jobs.payload, status: jobs.status })
    .from(jobs)
    .where(and(eq(jobs.kind, kind), eq(jobs.status, 'pending')));
}

/** The guest's messages queued (the venue's own, bookingPendingOwner, is desk-trust.test.ts's). */
const templatesQueued = async () =>
  (await pendingJobs('notify.send'))
    .map((job) => `${(job.payload as { template: string }).template}:${(job.payload as { channel: string }).channel}`)
    .filter((name) => !name.startsWith('bookingPendingOwner:'))
    .sort();

describe('status changes', () => {
  it('a new booking has its creation in the history and waits, pending, with the guest told it was received', async () => {
    const { booking } = await bookAsGuest(app(), restaurant, dinner);
    expect(booking.status).toBe('pending');
    expect(await historyOf(app(), booking.id)).toEqual([{ from: null, to: 'pending', actor: 'guest', actorUserId: null }]);
    expect(await templatesQueued()).toEqual(['bookingReceived:sms', 'bookingReceived:whatsapp']);
    expect(await pendingJobs('reservations.booking-reminder')).toEqual([]);
  });

  it('accept → arrived, each a history row naming the staff member; the confirmation and the reminder follow the accept', async () => {
    const { booking } = await bookAsGuest(app(), restaurant, dinner);
    await app().deps.db.delete(jobs);
    const accepted = await act('acceptABooking', booking.id);
    expect(accepted.status).toBe(200);
    expect(accepted.json.body.booking).toMatchObject({ _id: booking.id, status: 'accepted', partySize: 4, time: '19:30' });
    expect(await templatesQueued()).toEqual(['bookingConfirmed:sms', 'bookingConfirmed:whatsapp']);
    const [reminder] = await pendingJobs('reservations.booking-reminder');
    // Three hours (the default reminderHoursBefore) before 19:30 in Bengaluru.
    expect(reminder?.runAt.toISOString()).toBe('2026-11-25T11:00:00.000Z');

    now = atTheTable;
    expect((await act('markCustomerHasArrived', booking.id)).status).toBe(200);
    expect(await historyOf(app(), booking.id)).toEqual([
      { from: null, to: 'pending', actor: 'guest', actorUserId: null },
      { from: 'pending', to: 'accepted', actor: 'staff', actorUserId: venue.owner.id },
      { from: 'accepted', to: 'arrived', actor: 'staff', actorUserId: venue.owner.id },
    ]);
    expect(await pendingJobs('reservations.booking-reminder')).toEqual([]);
  });

  it('refuses every move BOOKING_TRANSITIONS does not allow with 409, and changes nothing', async () => {
    const { booking } = await bookAsGuest(app(), restaurant, dinner);
    const noShowFromPending = await act('markNoShow', booking.id);
    expect(noShowFromPending.status).toBe(409);
    expect(noShowFromPending.json.responseStatus.errorMessage).toBe(RESERVATION_MESSAGES.cannotMove('pending', 'no-show'));
    expect((await act('markCustomerHasArrived', booking.id)).status).toBe(409);

    expect((await act('acceptABooking', booking.id)).status).toBe(200);
    const again = await act('acceptABooking', booking.id);
    expect(again.status).toBe(409);
    expect(again.json.responseStatus.errorMessage).toBe('A booking that is accepted cannot be marked accepted');
    expect((await act('declineABooking', booking.id)).status).toBe(409);

    now = atTheTable;
    expect((await act('markNoShow', booking.id)).status).toBe(200);
    for (const path of ['acceptABooking', 'declineABooking', 'markCustomerHasArrived', 'markNoShow']) {
      expect((await act(path, booking.id)).status, path).toBe(409);
    }
    expect((await historyOf(app(), booking.id)).map((row) => row.to)).toEqual(['pending', 'accepted', 'no-show']);
  });

  it(race('lets exactly one of two desks win when they accept and decline at once'), async () => {
    for (let round = 0; round < 5; round += 1) {
      const { booking } = await bookAsGuest(app(), restaurant, dinner);
      const answers = await Promise.all([act('acceptABooking', booking.id), act('declineABooking', booking.id)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const history = await historyOf(app(), booking.id);
      expect(history).toHaveLength(2);
      const [row] = await app().deps.db.select().from(bookings).where(eq(bookings.id, booking.id));
      expect(row?.status).toBe(history[1]!.to);
    }
  });

  it('decline tells the guest and leaves no reminder', async () => {
    const { booking } = await bookAsGuest(app(), restaurant, dinner);
    await app().deps.db.delete(jobs);
    const declined = await act('declineABooking', booking.id);
    expect(declined.json.body.booking.status).toBe('declined');
    expect(await templatesQueued()).toEqual(['bookingDeclined:sms', 'bookingDeclined:whatsapp']);
    expect(await pendingJobs('reservations.booking-reminder')).toEqual([]);
  });

  it('answers 404 for a booking that is not the active profile’s, and leaves it as it was', async () => {
    const other = await ownerWithVenue(app());
    const otherRestaurant = await insertRestaurant(app(), other.profile.id, { name: 'Other Place' });
    const { booking } = await bookAsGuest(app(), otherRestaurant, dinner);
    for (const path of ['acceptABooking', 'declineABooking', 'markCustomerHasArrived', 'markNoShow']) {
      const res = await act(path, booking.id);
      expect(res.status, path).toBe(404);
      expect(res.json.responseStatus.errorMessage).toBe(RESERVATION_MESSAGES.bookingNotFound);
    }
    const [row] = await app().deps.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.status).toBe('pending');
  });

  it('lets staff with tableReserveAccess act, and refuses staff without it', async () => {
    const { booking } = await bookAsGuest(app(), restaurant, dinner);
    const reader = await createUser(app());
    await addMember(app(), venue.profile.id, reader, 'staff', { digitalMenuAccess: true });
    expect((await act('acceptABooking', booking.id, await headersFor(app(), reader, venue.profile.id))).status).toBe(403);
    const desk = await createUser(app());
    await addMember(app(), venue.profile.id, desk, 'staff', { tableReserveAccess: true });
    expect((await act('acceptABooking', booking.id, await headersFor(app(), desk, venue.profile.id))).status).toBe(200);
    expect((await historyOf(app(), booking.id)).at(-1)).toMatchObject({ actor: 'staff', actorUserId: desk.id });
  });
});

describe('auto-accept', () => {
  it('once switched on, a new booking is accepted by the system, confirmed and reminded; switching it off again waits for the desk', async () => {
    const on = await call(app(), {
      method: 'POST',
      url: '/v1/bookings/updateAutoAcceptOrders',
      headers: venue.headers,
      payload: { restaurantId: restaurant.id, autoAccept: true },
    });
    expect(on.json.body).toEqual({ restaurantId: restaurant.id, autoAccept: true });
    const [audit] = await app().deps.db.select().from(auditEvents).where(eq(auditEvents.entityId, restaurant.id));
    expect(audit).toMatchObject({ action: 'restaurant.auto-accept', before: { autoAccept: false }, after: { autoAccept: true } });

    const { booking } = await bookAsGuest(app(), { ...restaurant, autoAccept: true }, dinner);
    expect(booking.status).toBe('accepted');
    expect(await historyOf(app(), booking.id)).toEqual([
      { from: null, to: 'pending', actor: 'guest', actorUserId: null },
      { from: 'pending', to: 'accepted', actor: 'system', actorUserId: null },
    ]);
    expect(await templatesQueued()).toEqual(['bookingConfirmed:sms', 'bookingConfirmed:whatsapp']);
    expect(await pendingJobs('reservations.booking-reminder')).toHaveLength(1);

    await call(app(), {
      method: 'POST',
      url: '/v1/bookings/updateAutoAcceptOrders',
      headers: venue.headers,
      payload: { restaurantId: restaurant.id, autoAccept: false },
    });
    const { booking: later } = await bookAsGuest(app(), { ...restaurant, autoAccept: false }, dinner);
    expect(later.status).toBe('pending');
  });

  it('is refused for a restaurant of another profile', async () => {
    const other = await ownerWithVenue(app());
    const otherRestaurant = await insertRestaurant(app(), other.profile.id);
    const res = await call(app(), {
      method: 'POST',
      url: '/v1/bookings/updateAutoAcceptOrders',
      headers: venue.headers,
      payload: { restaurantId: otherRestaurant.id, autoAccept: true },
    });
    expect(res.status).toBe(404);
  });
});

describe('the reminder', () => {
  it('fires at startsAt − reminderHoursBefore, through the SMS provider, once', async () => {
    const { booking } = await bookAsGuest(app(), restaurant, dinner);
    await act('acceptABooking', booking.id);
    await app().deps.jobs.runDue();
    expect(smsLines().filter((line) => line.includes('Reminder'))).toEqual([]);
    // Both were queued at the same (frozen) instant, so the runner may take either first.
    const link = `http://localhost:3000/v/${venue.profile.userName}/book/manage/${booking.reference}?token=[redacted]`;
    expect(
      smsLines()
        .filter((line) => line.includes('+xxxxxxxx5678'))
        .sort(),
    ).toEqual([
      `SMS booking-confirmed to +xxxxxxxx5678: Your table at Spice Route Kitchen for 4 guests on Wed 25 Nov at 7:30 pm is confirmed. Ref ${booking.reference}. See or change it: ${link}`,
      `SMS booking-received to +xxxxxxxx5678: Your table request at Spice Route Kitchen for 4 guests on Wed 25 Nov at 7:30 pm is received. Ref ${booking.reference}. We will confirm it shortly. Details: ${link}`,
    ]);

    now = new Date('2026-11-25T10:59:00.000Z');
    await app().deps.jobs.runDue();
    expect(smsLines().filter((line) => line.includes('Reminder'))).toEqual([]);

    now = new Date('2026-11-25T11:00:00.000Z');
    await app().deps.jobs.runDue();
    now = new Date('2026-11-25T11:30:00.000Z');
    await app().deps.jobs.runDue();
    expect(smsLines().filter((line) => line.includes('Reminder'))).toEqual([
      `SMS booking-reminder to +xxxxxxxx5678: Reminder: your table at Spice Route Kitchen for 4 guests is on Wed 25 Nov at 7:30 pm. Ref ${booking.reference}. See or change it: ${link}`,
    ]);
  });

  it('does not fire for a booking cancelled before its hour', async () => {
    const { booking, token } = await bookAsGuest(app(), restaurant, dinner);
    await act('acceptABooking', booking.id);
    const cancelled = await call(app(), {
      method: 'POST',
      url: '/v1/bookings/cancelByGuest',
      payload: { reference: booking.reference, token },
    });
    expect(cancelled.status).toBe(200);
    now = new Date('2026-11-25T11:00:00.000Z');
    await app().deps.jobs.runDue();
    expect(smsLines().filter((line) => line.includes('Reminder'))).toEqual([]);
    expect(smsLines().some((line) => line.startsWith('SMS booking-cancelled'))).toBe(true);
  });

  it('sends nothing when the booking was moved on by another path before the job ran', async () => {
    const { booking } = await bookAsGuest(app(), restaurant, dinner);
    await act('acceptABooking', booking.id);
    // A status written without going through the desk (the job must check, not trust).
    await app().deps.db.update(bookings).set({ status: 'no-show' }).where(eq(bookings.id, booking.id));
    now = new Date('2026-11-25T11:00:00.000Z');
    await app().deps.jobs.runDue();
    expect(smsLines().filter((line) => line.includes('Reminder'))).toEqual([]);
  });

  it('is not scheduled when its hour has already passed at acceptance', async () => {
    now = new Date('2026-11-25T12:00:00.000Z'); // 17:30 local: 2 h before, inside the 3 h
    const { booking } = await bookAsGuest(app(), restaurant, dinner);
    await act('acceptABooking', booking.id);
    expect(await pendingJobs('reservations.booking-reminder')).toEqual([]);
  });
});

describe('GET /v2/bookings/getAllBookings/', () => {
  it('lists pending first, then by time, 20 a page with the total, filtered by date and status', async () => {
    const other = await ownerWithVenue(app());
    const list = async (query: string, headers = other.headers) =>
      (await call(app(), { method: 'GET', url: `/v2/bookings/getAllBookings/?${query}`, headers })).json.body;
    const place = await insertRestaurant(app(), other.profile.id);
    const early = await bookAsGuest(app(), place, { date: '2026-11-25', time: '18:00' });
    const late = await bookAsGuest(app(), place, { date: '2026-11-25', time: '21:00' });
    const middle = await bookAsGuest(app(), place, { date: '2026-11-25', time: '19:00' });
    const otherDay = await bookAsGuest(app(), place, { date: '2026-11-26', time: '12:00' });
    await act('acceptABooking', early.booking.id, other.headers);
    await act('acceptABooking', middle.booking.id, other.headers);

    const day = await list('date=2026-11-25');
    expect(day.bookings.map((b: { _id: string }) => b._id)).toEqual([late.booking.id, early.booking.id, middle.booking.id]);
    expect(day).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    expect((await list('status=accepted')).bookings.map((b: { _id: string }) => b._id)).toEqual([
      early.booking.id,
      middle.booking.id,
    ]);
    expect((await list('')).total).toBe(4);
    expect((await list('date=2026-11-26')).bookings[0]).toMatchObject({ _id: otherDay.booking.id, status: 'pending' });

    for (let index = 0; index < 21; index += 1) await bookAsGuest(app(), place, { date: '2026-11-27', time: '20:00' });
    expect((await list('date=2026-11-27')).bookings).toHaveLength(20);
    expect(await list('date=2026-11-27&page=2')).toMatchObject({ total: 21, page: 2 });
    expect((await list('date=2026-11-27&page=2')).bookings).toHaveLength(1);
    // Nothing of this venue reaches another.
    expect((await list('', venue.headers)).bookings.some((b: { restaurantId: string }) => b.restaurantId === place.id)).toBe(
      false,
    );
  });
});
