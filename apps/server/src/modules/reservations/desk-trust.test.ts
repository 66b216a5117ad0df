import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RESERVATION_MESSAGES } from '@venue/shared';
import { bookingHistory, bookings, jobs, profiles } from '../../db/schema/index.ts';
import { call, ownerWithVenue } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bookAsGuest, historyOf, insertRestaurant } from './bookings-test-kit.ts';
import type { RestaurantRow } from './bookings-view.ts';

/*
 * A desk that forgives, and guests and venue told (issue 36, decisions §7 "Trust in daily use"):
 * arrived and no-show only from the booking's time (422 too_early), undo the same day, a decline
 * needs a reason the guest hears, every guest message carries the manage link, and the venue's
 * primary number hears of a booking waiting for its answer. Runs on PGlite and, with
 * DATABASE_URL, on PostgreSQL.
 */

const start = new Date('2026-11-22T10:00:00.000Z'); // 15:30 in Bengaluru
let now = start;
let t: TestApp;
let venue: Awaited<ReturnType<typeof ownerWithVenue>>;
let restaurant: RestaurantRow;

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
  venue = await ownerWithVenue(t.app);
  restaurant = await insertRestaurant(t.app, venue.profile.id);
  await t.app.deps.db
    .update(profiles)
    .set({
      contactNumbers: [
        { id: 'a', number: '080 4000 1111', isPrimary: false, label: 'Desk' },
        { id: 'b', number: '98450 12345', isPrimary: true, label: 'Main' },
      ],
    })
    .where(eq(profiles.id, venue.profile.id));
});
afterAll(() => t.close());
beforeEach(async () => {
  now = start;
  await t.app.deps.db.update(bookings).set({ status: 'cancelled' });
  await t.app.deps.db.delete(jobs);
});

const app = () => t.app;
const dinner = { date: '2026-11-25', time: '19:30', partySize: 4 }; // 14:00Z
const at = (iso: string) => new Date(iso);

const act = (path: string, payload: Record<string, unknown>) =>
  call(app(), { method: 'POST', url: `/v1/bookings/${path}`, headers: venue.headers, payload });

async function acceptedDinner() {
  const { booking } = await bookAsGuest(app(), restaurant, dinner);
  expect((await act('acceptABooking', { bookingId: booking.id })).status).toBe(200);
  return booking;
}

const statusOf = async (id: string) =>
  (await app().deps.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0]?.status;

interface Sent {
  channel: string;
  to: string;
  template: string;
  variables: Record<string, string>;
}
async function messages(template: string): Promise<Sent[]> {
  const rows = await app().deps.db.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.kind, 'notify.send'));
  return rows.map((row) => row.payload as Sent).filter((payload) => payload.template === template);
}

describe('arrived and no-show wait for the booking’s time', () => {
  it('arrived is 422 too_early until 30 minutes before, then allowed', async () => {
    const booking = await acceptedDinner();
    now = at('2026-11-25T13:29:00.000Z'); // 18:59
    const early = await act('markCustomerHasArrived', { bookingId: booking.id });
    expect([early.status, early.json.responseStatus.errorCode]).toEqual([422, 'too_early']);
    expect(early.json.responseStatus.errorMessage).toBe(RESERVATION_MESSAGES.arrivedTooEarly('7:00 pm'));
    expect(await statusOf(booking.id)).toBe('accepted');
    now = at('2026-11-25T13:30:00.000Z'); // 19:00
    expect((await act('markCustomerHasArrived', { bookingId: booking.id })).status).toBe(200);
  });

  it('no-show is 422 too_early until 15 minutes after, and never days ahead', async () => {
    const booking = await acceptedDinner();
    const days = await act('markNoShow', { bookingId: booking.id });
    expect([days.status, days.json.responseStatus.errorCode]).toEqual([422, 'too_early']);
    expect(days.json.responseStatus.errorMessage).toBe(RESERVATION_MESSAGES.noShowTooEarly('Wed 25 Nov 7:45 pm'));
    now = at('2026-11-25T14:14:00.000Z'); // 19:44
    expect((await act('markNoShow', { bookingId: booking.id })).status).toBe(422);
    expect(await statusOf(booking.id)).toBe('accepted');
    now = at('2026-11-25T14:15:00.000Z'); // 19:45
    expect((await act('markNoShow', { bookingId: booking.id })).status).toBe(200);
    expect(await statusOf(booking.id)).toBe('no-show');
  });
});

describe('POST /v1/bookings/undoStatus', () => {
  it('takes back a no-show the same day (covers held again), once', async () => {
    const booking = await acceptedDinner();
    now = at('2026-11-25T14:20:00.000Z');
    expect((await act('markNoShow', { bookingId: booking.id })).status).toBe(200);
    now = at('2026-11-25T14:25:00.000Z');
    const undone = await act('undoStatus', { bookingId: booking.id });
    expect(undone.status, undone.raw.body).toBe(200);
    expect(undone.json.body.booking).toMatchObject({ _id: booking.id, status: 'accepted' });
    expect((await historyOf(app(), booking.id)).map((row) => `${row.from}>${row.to}`)).toEqual([
      'null>pending',
      'pending>accepted',
      'accepted>no-show',
      'no-show>accepted',
    ]);
    const again = await act('undoStatus', { bookingId: booking.id });
    expect([again.status, again.json.responseStatus.errorMessage]).toEqual([422, RESERVATION_MESSAGES.nothingToUndo]);
    // Arrived after the undo is the desk's ordinary move.
    expect((await act('markCustomerHasArrived', { bookingId: booking.id })).status).toBe(200);
    expect((await act('undoStatus', { bookingId: booking.id })).json.body.booking.status).toBe('accepted');
  });

  it('is refused on a later local day, and for a booking never marked', async () => {
    const booking = await acceptedDinner();
    expect((await act('undoStatus', { bookingId: booking.id })).status).toBe(422);
    now = at('2026-11-25T18:00:00.000Z'); // 23:30
    expect((await act('markCustomerHasArrived', { bookingId: booking.id })).status).toBe(200);
    now = at('2026-11-25T18:40:00.000Z'); // 00:10 the next day in Bengaluru
    const late = await act('undoStatus', { bookingId: booking.id });
    expect([late.status, late.json.responseStatus.errorMessage]).toEqual([422, RESERVATION_MESSAGES.nothingToUndo]);
    expect(await statusOf(booking.id)).toBe('arrived');
  });

  it('answers 404 for another venue’s booking', async () => {
    const other = await ownerWithVenue(app());
    const theirs = await insertRestaurant(app(), other.profile.id);
    const { booking } = await bookAsGuest(app(), theirs, dinner);
    expect((await act('undoStatus', { bookingId: booking.id })).status).toBe(404);
  });
});

describe('declineABooking', () => {
  it('needs a reason of 1–200 characters, keeps it, and tells the guest kindly with the manage link', async () => {
    const { booking } = await bookAsGuest(app(), restaurant, dinner);
    for (const payload of [
      { bookingId: booking.id },
      { bookingId: booking.id, reason: '  ' },
      { bookingId: booking.id, reason: 'x'.repeat(201) },
    ]) {
      expect((await act('declineABooking', payload)).status).toBe(400);
    }
    expect(await statusOf(booking.id)).toBe('pending');
    const declined = await act('declineABooking', { bookingId: booking.id, reason: 'Private event that evening' });
    expect(declined.status, declined.raw.body).toBe(200);
    const [row] = await app()
      .deps.db.select({ reason: bookingHistory.reason })
      .from(bookingHistory)
      .where(and(eq(bookingHistory.bookingId, booking.id), eq(bookingHistory.toStatus, 'declined')));
    expect(row?.reason).toBe('Private event that evening');
    const sent = await messages('bookingDeclined');
    expect(sent.map((message) => message.channel).sort()).toEqual(['sms', 'whatsapp']);
    expect(sent[0]!.variables.reason).toBe('Private event that evening');
    expect(sent[0]!.variables.link).toMatch(/\/book\/manage\/.+\?token=/);
  });
});

describe('messages about a booking', () => {
  it('every guest message carries one manage link, which opens the booking', async () => {
    const { booking } = await bookAsGuest(app(), restaurant, dinner);
    expect((await act('acceptABooking', { bookingId: booking.id })).status).toBe(200);
    const links = new Set<string>();
    for (const template of ['bookingReceived', 'bookingConfirmed']) {
      const sent = await messages(template);
      expect(sent, template).toHaveLength(2);
      for (const message of sent) links.add(message.variables.link!);
    }
    expect(links.size).toBe(1);
    const link = new URL([...links][0]!);
    expect(link.pathname).toBe(`/v/${venue.profile.userName}/book/manage/${booking.reference}`);
    const token = link.searchParams.get('token')!;
    const opened = await call(app(), {
      method: 'GET',
      url: `/v1/bookings/manage/${booking.reference}?token=${encodeURIComponent(token)}`,
    });
    expect(opened.status, opened.raw.body).toBe(200);
    expect(opened.json.body.booking).toMatchObject({ reference: booking.reference, status: 'accepted' });
  });

  it('a booking that waits for acceptance is sent to the venue’s primary number (booking_pending_owner)', async () => {
    const { booking } = await bookAsGuest(app(), restaurant, dinner);
    const sent = await messages('bookingPendingOwner');
    expect(sent.map((message) => [message.channel, message.to]).sort()).toEqual([
      ['sms', '+919845012345'],
      ['whatsapp', '+919845012345'],
    ]);
    expect(sent[0]!.variables).toMatchObject({ reference: booking.reference, party: '4 guests', time: '7:30 pm' });
  });

  it('an auto-accepted booking does not ask the venue for an answer', async () => {
    const auto = await insertRestaurant(app(), (await ownerWithVenue(app())).profile.id, { autoAccept: true });
    const { booking } = await bookAsGuest(app(), auto, dinner);
    expect(booking.status).toBe('accepted');
    expect(await messages('bookingPendingOwner')).toEqual([]);
  });
});
