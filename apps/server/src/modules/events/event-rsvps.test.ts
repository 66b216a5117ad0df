import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { EVENT_MESSAGES, RSVP_PLACES_PER_ORDER_MAX, RSVP_TICKET_TYPE_NAME, RSVP_UNLIMITED_PLACES } from '@venue/shared';
import { jobs, ticketOrders, tickets, walletEntries } from '../../db/schema/index.ts';
import { call, ownerWithVenue } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { EVENT_FIELDS, guestPhones, order, requestBookingCode, testOtpOf } from '../../../test/events-kit.ts';

/*
 * RSVPs to free events (issue 12 "Events (free, optionally with RSVP and capacity)"): the
 * event's places are one free ticket type kept in step with its capacity; a guest's RSVP is an
 * order issued at once (codes, check-in, guest list as for tickets), never a payment. Runs on
 * PGlite and, with DATABASE_URL, on PostgreSQL, where the race for the last places is real.
 */

const guests = guestPhones(80, '9196200');
let nextGuest = 0;
const guest = () => guests[nextGuest++]!;
const now = new Date('2026-06-10T06:30:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SMS_TEST_OTP: testOtpOf(guests) }, { clock: () => now });
});
afterAll(() => t.close());

type Headers = Record<string, string>;
interface EventAnswer {
  _id: string;
  capacity: number | null;
  ticketTypes: Array<{ _id: string; name: string; pricePaise: number; quantity: number; sold: number; maxPerOrder: number }>;
}

async function rsvpEvent(headers: Headers, fields: Record<string, string> = { capacity: '40' }): Promise<EventAnswer> {
  const created = await call(t.app, {
    method: 'POST',
    url: '/v2/createEvent',
    headers,
    payload: { ...EVENT_FIELDS, rsvp: 'true', ...fields },
  });
  if (created.status !== 200) throw new Error(created.raw.body);
  const event = created.json.body.event as EventAnswer;
  await call(t.app, { method: 'POST', url: '/v2/updatePublishStatus', headers, payload: { _id: event._id, publish: 1 } });
  return event;
}

const editEvent = (headers: Headers, id: string, fields: Record<string, string>) =>
  call(t.app, { method: 'PATCH', url: '/v2/updateEvent', headers, payload: { _id: id, ...fields } });

const rsvp = (event: EventAnswer, places: number, who = guest()) =>
  order(t.app, who, { eventId: event._id, items: [{ ticketTypeId: event.ticketTypes[0]!._id, quantity: places }] });

describe('RSVPs to free events', () => {
  it('keeps one free ticket type in step with the capacity and the RSVP switch', async () => {
    const { headers } = await ownerWithVenue(t.app);
    const event = await rsvpEvent(headers);
    expect(event.ticketTypes).toEqual([
      expect.objectContaining({
        name: RSVP_TICKET_TYPE_NAME,
        pricePaise: 0,
        quantity: 40,
        maxPerOrder: RSVP_PLACES_PER_ORDER_MAX,
      }),
    ]);
    const typeId = event.ticketTypes[0]!._id;

    const smaller = await editEvent(headers, event._id, { capacity: '25' });
    expect(smaller.json.body.event.ticketTypes).toEqual([expect.objectContaining({ _id: typeId, quantity: 25 })]);

    const off = await editEvent(headers, event._id, { rsvp: 'false' });
    expect(off.json.body.event.ticketTypes).toEqual([]);

    const unlimited = await call(t.app, {
      method: 'PATCH',
      url: '/v2/updateEvent',
      headers,
      payload: { _id: event._id, rsvp: true, capacity: null },
    });
    expect(unlimited.status, unlimited.raw.body).toBe(200);
    expect(unlimited.json.body.event.ticketTypes).toEqual([expect.objectContaining({ quantity: RSVP_UNLIMITED_PLACES })]);
  });

  it('confirms an RSVP at once: codes issued, no payment link, nothing in the wallet, the guest told by SMS', async () => {
    const { headers, profile } = await ownerWithVenue(t.app);
    const event = await rsvpEvent(headers);
    const res = await rsvp(event, 3);
    expect(res.status, res.raw.body).toBe(200);
    const created = res.json.body.order;
    expect(created).toMatchObject({ status: 'paid', paymentUrl: null });

    const [row] = await t.app.deps.db.select().from(ticketOrders).where(eq(ticketOrders.id, created._id));
    expect(row).toMatchObject({ status: 'paid', totalPaise: 0, paymentLinkId: null, providerPaymentId: null });
    expect(await t.app.deps.db.select().from(tickets).where(eq(tickets.orderId, created._id))).toHaveLength(3);
    expect(await t.app.deps.db.select().from(walletEntries).where(eq(walletEntries.profileId, profile.id))).toEqual([]);
    const sms = await t.app.deps.db
      .select()
      .from(jobs)
      .where(eq(jobs.uniqueKey, `notify:ticket-order:${created._id}:confirmed:sms`));
    expect(sms).toHaveLength(1);

    const view = await call(t.app, {
      method: 'GET',
      url: `/v2/ticket-orders/${created._id}?token=${encodeURIComponent(created.accessToken)}`,
    });
    expect(view.json.body.order).toMatchObject({ status: 'paid', totalPaise: 0, paymentUrl: null });
    const codes = view.json.body.tickets as Array<{ code: string }>;
    expect(codes).toHaveLength(3);

    const details = await call(t.app, { method: 'GET', url: `/v2/eventsDetails/${event._id}`, headers });
    expect(details.json.body.event.ticketTypes[0]).toMatchObject({ sold: 3, held: 0, available: 37 });
    // The door checks RSVPs in as it checks tickets; weeks ahead, only as the owner's override.
    const checkIn = await call(t.app, {
      method: 'POST',
      url: `/v2/ticketed-events/${event._id}/check-in`,
      headers,
      payload: { code: codes[0]!.code, force: true },
    });
    expect(checkIn.status, checkIn.raw.body).toBe(200);
  });

  it('refuses an RSVP to an event without RSVPs, unpublished or over, beyond the places left, or below what is taken', async () => {
    const { headers } = await ownerWithVenue(t.app);
    const event = await rsvpEvent(headers, { capacity: '4' });
    expect((await rsvp(event, 3)).status).toBe(200);

    const tooMany = await rsvp(event, 2);
    expect(tooMany.status).toBe(422);
    expect(tooMany.json.responseStatus.errorMessage).toBe(EVENT_MESSAGES.rsvpFull);

    const below = await editEvent(headers, event._id, { capacity: '2' });
    expect(below.status).toBe(422);
    expect(below.json.responseStatus.errorMessage).toBe(EVENT_MESSAGES.capacityBelowTaken);

    // Turned off with guests: their places stay on the guest list, new RSVPs are refused.
    await editEvent(headers, event._id, { rsvp: 'false' });
    expect((await rsvp(event, 1)).status).toBe(404);
    await editEvent(headers, event._id, { rsvp: 'true' });

    await call(t.app, { method: 'POST', url: '/v2/updatePublishStatus', headers, payload: { _id: event._id, publish: 0 } });
    expect((await rsvp(event, 1)).status).toBe(404);

    const past = await rsvpEvent(headers, {
      startsAt: '2026-06-01T19:00:00+05:30',
      endsAt: '2026-06-01T22:00:00+05:30',
    });
    const late = await rsvp(past, 1);
    expect(late.status).toBe(422);
    expect(late.json.responseStatus.errorMessage).toBe(EVENT_MESSAGES.eventOver);
  });

  it('gives exactly the last 10 places to 60 guests racing for them', { timeout: 120_000 }, async () => {
    const { headers } = await ownerWithVenue(t.app);
    const event = await rsvpEvent(headers, { capacity: '10' });
    const racers = Array.from({ length: 60 }, guest);
    for (const racer of racers) await requestBookingCode(t.app, racer.phone);
    const answers = await Promise.all(
      racers.map((racer) =>
        order(
          t.app,
          racer,
          { eventId: event._id, items: [{ ticketTypeId: event.ticketTypes[0]!._id, quantity: 1 }] },
          { requestCode: false },
        ),
      ),
    );
    expect(answers.filter((res) => res.status === 200)).toHaveLength(10);
    for (const refused of answers.filter((res) => res.status !== 200)) {
      expect(refused.json.responseStatus.errorMessage).toBe(EVENT_MESSAGES.rsvpFull);
    }
    const issued = await t.app.deps.db.select().from(tickets).where(eq(tickets.eventId, event._id));
    expect(issued).toHaveLength(10);
    const details = await call(t.app, { method: 'GET', url: `/v2/eventsDetails/${event._id}`, headers });
    expect(details.json.body.event.ticketTypes[0]).toMatchObject({ sold: 10, held: 0, available: 0 });
  });

  it('cancelling the event cancels its RSVPs (nothing to refund); deleting it then goes through', async () => {
    const { headers } = await ownerWithVenue(t.app);
    const event = await rsvpEvent(headers);
    const created = (await rsvp(event, 2)).json.body.order;
    const cancelled = await call(t.app, {
      method: 'PUT',
      url: `/v2/ticketed-events/${event._id}/status`,
      headers,
      payload: { status: 'cancelled' },
    });
    expect(cancelled.status, cancelled.raw.body).toBe(200);
    const [row] = await t.app.deps.db.select().from(ticketOrders).where(eq(ticketOrders.id, created._id));
    expect(row!.status).toBe('cancelled');
    const codes = await t.app.deps.db
      .select()
      .from(tickets)
      .where(and(eq(tickets.orderId, created._id), eq(tickets.status, 'cancelled')));
    expect(codes).toHaveLength(2);

    const other = await rsvpEvent(headers);
    expect((await rsvp(other, 1)).status).toBe(200);
    const deleted = await call(t.app, { method: 'POST', url: '/v2/event/delete', headers, payload: { _id: other._id } });
    expect(deleted.status, deleted.raw.body).toBe(200);
  });

  it('shows the RSVP form on the event page while places are left, and says when they are all taken', async () => {
    const venue = await ownerWithVenue(t.app);
    const event = await rsvpEvent(venue.headers, { capacity: '2' });
    const page = async () =>
      (await t.app.inject({ method: 'GET', url: `/v/${venue.profile.userName}/events/${event._id}` })).body;
    const open = await page();
    expect(open).toContain('Reserve my place');
    expect(open).toContain('>Free<');
    expect(open).toContain('aria-label="More places"');

    expect((await rsvp(event, 2)).status).toBe(200);
    const full = await page();
    expect(full).toContain('All places are taken.');
    expect(full).not.toContain('Reserve my place');
  });
});
