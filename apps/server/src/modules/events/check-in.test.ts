import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { EVENT_MESSAGES } from '@venue/shared';
import { auditEvents, ticketOrders, tickets } from '../../db/schema/index.ts';
import { addMember, call, createUser, headersFor, ownerWithVenue } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { eventOnSale, guestPhones, order, paySandbox, testOtpOf } from '../../../test/events-kit.ts';

/* The door: the guest list and check-in by code (decisions §6 "Events and tickets"). */

const guests = guestPhones(20, '9195000');
let nextGuest = 0;
/** Tickets are bought weeks ahead; the door opens 6 hours before the 14:00Z start (EVENT_FIELDS). */
const SALE_TIME = new Date('2026-06-10T06:30:00Z');
const DOOR_OPENS = new Date('2026-07-01T08:00:00Z');
let now = new Date('2026-07-01T09:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SMS_TEST_OTP: testOtpOf(guests) }, { clock: () => now });
});
afterAll(() => t.close());

/** A venue's event with one paid order of `quantity` tickets; answers their codes. */
async function paidTickets(quantity = 2) {
  const doorTime = now;
  now = SALE_TIME;
  try {
    return await buyTickets(quantity);
  } finally {
    now = doorTime;
  }
}

async function buyTickets(quantity: number) {
  const venue = await ownerWithVenue(t.app);
  const event = await eventOnSale(t.app, venue.headers);
  const res = await order(t.app, guests[nextGuest++]!, {
    eventId: event._id,
    items: [{ ticketTypeId: event.ticketTypes[0]!._id, quantity }],
  });
  const paid = await paySandbox(t.app, res.json.body.order.paymentUrl);
  await call(t.app, { method: 'GET', url: `/v2/ticket-orders/payment-verification?${new URLSearchParams(paid.callbackQuery)}` });
  const rows = await t.app.deps.db.select().from(tickets).where(eq(tickets.orderId, res.json.body.order._id));
  return { ...venue, eventId: event._id, orderId: res.json.body.order._id as string, codes: rows.map((row) => row.code) };
}

const checkIn = (headers: Record<string, string>, eventId: string, payload: Record<string, string | boolean>) =>
  call(t.app, { method: 'POST', url: `/v2/ticketed-events/${eventId}/check-in`, headers, payload });

describe('attendees', () => {
  it('lists the attendees of paid orders and searches them by name, number or code', async () => {
    const { headers, eventId, codes } = await paidTickets(2);
    const all = await call(t.app, { method: 'GET', url: `/v2/ticketed-events/${eventId}/attendees`, headers });
    expect(all.status, all.raw.body).toBe(200);
    expect(all.json.body.attendees.map((row: { code: string }) => row.code).sort()).toEqual([...codes].sort());
    const byCode = await call(t.app, {
      method: 'GET',
      url: `/v2/ticketed-events/${eventId}/attendees?search=${codes[0]!.toLowerCase()}`,
      headers,
    });
    expect(byCode.json.body.attendees.map((row: { code: string }) => row.code)).toEqual([codes[0]]);
    const none = await call(t.app, { method: 'GET', url: `/v2/ticketed-events/${eventId}/attendees?search=nobody`, headers });
    expect(none.json.body.attendees).toEqual([]);
  });

  it('finds a phone number however it is typed: spaced as the screen shows it, with or without 91 (issue 36)', async () => {
    const { headers, eventId, codes } = await paidTickets(1);
    const other = await paidTickets(1);
    const [row] = await t.app.deps.db.select().from(tickets).where(eq(tickets.code, codes[0]!));
    const ten = row!.mobileNumber.replace(/\D/g, '').slice(-10);
    const spaced = `${ten.slice(0, 5)} ${ten.slice(5)}`;
    for (const typed of [`+91 ${spaced}`, spaced, `91${ten}`, `+91-${ten}`, ten, `${ten.slice(0, 5)} ${ten.slice(5, 8)}`]) {
      const res = await call(t.app, {
        method: 'GET',
        url: `/v2/ticketed-events/${eventId}/attendees?search=${encodeURIComponent(typed)}`,
        headers,
      });
      expect(res.status, res.raw.body).toBe(200);
      expect(
        res.json.body.attendees.map((attendee: { code: string }) => attendee.code),
        typed,
      ).toEqual(codes);
    }
    // Another event's guest is not found by this event's guest's number.
    const [otherRow] = await t.app.deps.db.select().from(tickets).where(eq(tickets.code, other.codes[0]!));
    const otherTen = otherRow!.mobileNumber.replace(/\D/g, '').slice(-10);
    const miss = await call(t.app, {
      method: 'GET',
      url: `/v2/ticketed-events/${eventId}/attendees?search=${encodeURIComponent(`+91 ${otherTen.slice(0, 5)} ${otherTen.slice(5)}`)}`,
      headers,
    });
    expect(miss.json.body.attendees).toEqual([]);
  });
});

describe('guest list export', () => {
  it('answers the attendees as an .xlsx with the codes in it', async () => {
    const { headers, eventId, codes } = await paidTickets(2);
    const res = await t.app.inject({ method: 'GET', url: `/v2/ticketed-events/${eventId}/attendees.xlsx`, headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Guests')!;
    const values = sheet.getColumn(4).values.slice(2);
    expect([...values].sort()).toEqual([...codes].sort());
  });
});

describe('check-in', () => {
  it('admits a ticket once; the second scan is already_checked_in with the first time', async () => {
    const { headers, eventId, codes } = await paidTickets(1);
    const first = await checkIn(headers, eventId, { code: codes[0]! });
    expect(first.status, first.raw.body).toBe(200);
    expect(first.json.body.attendee).toMatchObject({ code: codes[0], attendeeName: 'Asha Rao', checkedInAt: now.toISOString() });
    const second = await checkIn(headers, eventId, { code: codes[0]! });
    expect(second.status).toBe(409);
    expect(second.json.responseStatus.errorMessage).toBe(EVENT_MESSAGES.alreadyCheckedIn);
    expect(second.json.responseStatus).toMatchObject({ error: expect.objectContaining({ checkedInAt: now.toISOString() }) });
  });

  it('answers the first success again for the same nonce', async () => {
    const { headers, eventId, codes } = await paidTickets(1);
    const nonce = 'scan-0001-abcdef';
    const first = await checkIn(headers, eventId, { code: codes[0]!, nonce });
    const repeat = await checkIn(headers, eventId, { code: codes[0]!, nonce });
    expect(repeat.status).toBe(200);
    expect(repeat.json.body).toEqual(first.json.body);
    expect((await checkIn(headers, eventId, { code: codes[0]!, nonce: 'scan-0002-abcdef' })).status).toBe(409);
  });

  it('answers invalid for an unknown code or one of another event', async () => {
    const a = await paidTickets(1);
    const b = await paidTickets(1);
    for (const code of ['ABCDEFGHJKMN', b.codes[0]!]) {
      const res = await checkIn(a.headers, a.eventId, { code });
      expect(res.status).toBe(404);
      expect(res.json.responseStatus.errorMessage).toBe(EVENT_MESSAGES.invalidCode);
    }
  });

  it('answers unpaid and cancelled with 422', async () => {
    const unpaid = await paidTickets(1);
    await t.app.deps.db.update(ticketOrders).set({ status: 'refund-pending' }).where(eq(ticketOrders.id, unpaid.orderId));
    const refused = await checkIn(unpaid.headers, unpaid.eventId, { code: unpaid.codes[0]! });
    expect(refused.status).toBe(422);
    expect(refused.json.responseStatus.errorMessage).toBe(EVENT_MESSAGES.unpaid);

    const cancelled = await paidTickets(1);
    await call(t.app, {
      method: 'PUT',
      url: `/v2/ticketed-events/${cancelled.eventId}/status`,
      headers: cancelled.headers,
      payload: { status: 'cancelled' },
    });
    const res = await checkIn(cancelled.headers, cancelled.eventId, { code: cancelled.codes[0]! });
    expect(res.status).toBe(422);
    expect(res.json.responseStatus.errorMessage).toBe(EVENT_MESSAGES.cancelled);
  });

  it('lets the door staff check in, nobody without tableReserveAccess (issue 34), and refuses a venue that does not hold the event', async () => {
    const { profile, eventId, codes } = await paidTickets(1);
    const menuStaff = await createUser(t.app);
    await addMember(t.app, profile.id, menuStaff, 'staff', { digitalMenuAccess: true });
    const refused = await checkIn(await headersFor(t.app, menuStaff, profile.id), eventId, { code: codes[0]! });
    expect(refused.status, refused.raw.body).toBe(403);
    const staff = await createUser(t.app);
    await addMember(t.app, profile.id, staff, 'staff', { tableReserveAccess: true });
    const res = await checkIn(await headersFor(t.app, staff, profile.id), eventId, { code: codes[0]! });
    expect(res.status, res.raw.body).toBe(200);
    const other = await ownerWithVenue(t.app);
    expect((await checkIn(other.headers, eventId, { code: codes[0]! })).status).toBe(404);
  });

  it('refuses too_early until 6 hours before the start, and admits from then on (decisions §7)', async () => {
    const { headers, eventId, codes } = await paidTickets(1);
    now = new Date(DOOR_OPENS.getTime() - 60_000);
    try {
      const early = await checkIn(headers, eventId, { code: codes[0]! });
      expect([early.status, early.json.responseStatus.errorCode]).toEqual([422, 'too_early']);
      expect(early.json.responseStatus.errorMessage).toContain('6 hours before the event starts');
      const [row] = await t.app.deps.db.select().from(tickets).where(eq(tickets.code, codes[0]!));
      expect(row!.checkedInAt).toBeNull();
      now = DOOR_OPENS;
      const open = await checkIn(headers, eventId, { code: codes[0]! });
      expect(open.status, open.raw.body).toBe(200);
    } finally {
      now = new Date('2026-07-01T09:00:00Z');
    }
  });

  it('lets the owner or a manager force an early check-in, audited; staff with the flag get 403', async () => {
    const { headers, profile, eventId, codes } = await paidTickets(3);
    now = new Date('2026-06-20T10:00:00Z');
    try {
      const forced = await checkIn(headers, eventId, { code: codes[0]!, force: true });
      expect(forced.status, forced.raw.body).toBe(200);
      const audit = await t.app.deps.db.select().from(auditEvents).where(eq(auditEvents.entityId, forced.json.body.attendee._id));
      expect(audit.map((entry) => entry.action)).toEqual(['ticket.checked-in-early']);
      expect(audit[0]).toMatchObject({
        profileId: profile.id,
        after: expect.objectContaining({ checkedInAt: now.toISOString() }),
      });

      const manager = await createUser(t.app);
      await addMember(t.app, profile.id, manager, 'manager', { tableReserveAccess: true });
      const byManager = await checkIn(await headersFor(t.app, manager, profile.id), eventId, { code: codes[1]!, force: true });
      expect(byManager.status, byManager.raw.body).toBe(200);

      const staff = await createUser(t.app);
      await addMember(t.app, profile.id, staff, 'staff', { tableReserveAccess: true });
      const staffHeaders = await headersFor(t.app, staff, profile.id);
      const refused = await checkIn(staffHeaders, eventId, { code: codes[2]!, force: true });
      expect(refused.status, refused.raw.body).toBe(403);
      expect(refused.json.responseStatus.errorMessage).toBe(EVENT_MESSAGES.forceCheckInNotAllowed);
      expect((await checkIn(staffHeaders, eventId, { code: codes[2]! })).json.responseStatus.errorCode).toBe('too_early');
      const [row] = await t.app.deps.db.select().from(tickets).where(eq(tickets.code, codes[2]!));
      expect(row!.checkedInAt).toBeNull();
    } finally {
      now = new Date('2026-07-01T09:00:00Z');
    }
  });

  it('refuses a paid order from being deleted with its event unless cancelled and refunded', async () => {
    const { headers, eventId } = await paidTickets(1);
    const refused = await call(t.app, { method: 'POST', url: '/v2/event/delete', headers, payload: { _id: eventId } });
    expect(refused.status).toBe(422);
    expect(refused.json.responseStatus.errorMessage).toBe(EVENT_MESSAGES.paidTicketsExist);
    await call(t.app, { method: 'PUT', url: `/v2/ticketed-events/${eventId}/status`, headers, payload: { status: 'cancelled' } });
    // The cancellation's refunds run as jobs; once done, the event can go.
    await t.app.deps.jobs.runDue();
    expect((await call(t.app, { method: 'POST', url: '/v2/event/delete', headers, payload: { _id: eventId } })).status).toBe(200);
  });
});
