import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { EVENT_MESSAGES, TICKET_CODE_ALPHABET } from '@venue/shared';
import { ticketOrders, tickets, ticketTypes } from '../../db/schema/index.ts';
import { call, ownerWithVenue } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  eventOnSale,
  forgedCallback,
  guestPhones,
  order,
  paySandbox,
  requestBookingCode,
  testOtpOf,
  ticketType,
} from '../../../test/events-kit.ts';
import { race } from '../../../test/races.ts';

/*
 * Guests' ticket orders (decisions §6 "Events and tickets"): holds, the race for the last
 * tickets, the hold's release, and tickets issued once per payment. Runs on PGlite and, with
 * DATABASE_URL, on PostgreSQL, where the race is a real one.
 */

const guests = guestPhones(260, '9196000');
let nextGuest = 0;
const guest = () => guests[nextGuest++]!;
let now = new Date('2026-06-10T06:30:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SMS_TEST_OTP: testOtpOf(guests) }, { clock: () => now });
});
afterAll(() => t.close());

async function stockOf(ticketTypeId: string) {
  const [row] = await t.app.deps.db.select().from(ticketTypes).where(eq(ticketTypes.id, ticketTypeId));
  return { sold: row!.sold, held: row!.held };
}

async function ticketsOf(orderId: string) {
  return t.app.deps.db.select().from(tickets).where(eq(tickets.orderId, orderId));
}

const readOrder = (orderId: string, token: string) =>
  call(t.app, { method: 'GET', url: `/v2/ticket-orders/${orderId}?token=${encodeURIComponent(token)}` });

describe('ticket orders', () => {
  it('holds stock for 16 minutes, as long as its payment link lives, and answers the link and the order token', async () => {
    const { headers } = await ownerWithVenue(t.app);
    const event = await eventOnSale(t.app, headers);
    const typeId = event.ticketTypes[0]!._id;
    const res = await order(t.app, guest(), { eventId: event._id, items: [{ ticketTypeId: typeId, quantity: 3 }] });
    expect(res.status, res.raw.body).toBe(200);
    expect(res.json.body.order).toMatchObject({ status: 'reserved', reservedUntil: '2026-06-10T06:46:00.000Z' });
    expect(res.json.body.order.paymentUrl).toMatch(/\/sandbox\/pay\/plink_/);
    expect(await stockOf(typeId)).toEqual({ sold: 0, held: 3 });
    const view = await readOrder(res.json.body.order._id, res.json.body.order.accessToken);
    expect(view.json.body.order).toMatchObject({ status: 'reserved', totalPaise: 3 * 49950 });
    expect(view.json.body.tickets).toEqual([]);
    expect((await readOrder(res.json.body.order._id, 'wrong-token')).status).toBe(404);
  });

  it('enforces the sales window and maxPerOrder, and counts a wrong code even though the order fails', async () => {
    const { headers } = await ownerWithVenue(t.app);
    const event = await eventOnSale(t.app, headers, [
      ticketType({ maxPerOrder: 2 }),
      ticketType({ name: 'Later', salesStart: '2026-06-20T00:00:00Z' }),
    ]);
    const [capped, later] = event.ticketTypes;
    const tooMany = await order(t.app, guest(), { eventId: event._id, items: [{ ticketTypeId: capped!._id, quantity: 3 }] });
    expect(tooMany.status).toBe(422);
    expect(tooMany.json.responseStatus.errorMessage).toBe(EVENT_MESSAGES.overMaxPerOrder);
    const early = await order(t.app, guest(), { eventId: event._id, items: [{ ticketTypeId: later!._id, quantity: 1 }] });
    expect(early.json.responseStatus.errorMessage).toBe(EVENT_MESSAGES.outsideSalesWindow);

    const buyer = guest();
    const wrong = await order(
      t.app,
      buyer,
      { eventId: event._id, items: [{ ticketTypeId: capped!._id, quantity: 1 }] },
      { otp: '000000' },
    );
    expect(wrong.status).toBe(422);
    // Four more wrong tries end the code: the fifth wrong answer is "too many tries", so every try was counted.
    let last = wrong;
    for (let attempt = 0; attempt < 4; attempt += 1) {
      last = await order(
        t.app,
        buyer,
        { eventId: event._id, items: [{ ticketTypeId: capped!._id, quantity: 1 }] },
        { otp: '000000', requestCode: false },
      );
    }
    expect(last.json.responseStatus.errorCode).toBe('OTP_TOO_MANY_TRIES');
    expect(await stockOf(capped!._id)).toEqual({ sold: 0, held: 0 });
  });

  it(race('sells exactly the last 10 tickets to 200 concurrent buyers'), { timeout: 120_000 }, async () => {
    const { headers } = await ownerWithVenue(t.app);
    const event = await eventOnSale(t.app, headers, [ticketType({ quantity: 10, maxPerOrder: 1 })]);
    const typeId = event.ticketTypes[0]!._id;
    const racers = Array.from({ length: 200 }, guest);
    for (const racer of racers) await requestBookingCode(t.app, racer.phone);
    const answers = await Promise.all(
      racers.map((racer) =>
        order(t.app, racer, { eventId: event._id, items: [{ ticketTypeId: typeId, quantity: 1 }] }, { requestCode: false }),
      ),
    );
    expect(answers.filter((res) => res.status === 200)).toHaveLength(10);
    const refusals = answers.filter((res) => res.status !== 200);
    expect(new Set(refusals.map((res) => res.json.responseStatus.errorMessage))).toEqual(new Set([EVENT_MESSAGES.soldOut]));
    expect(await stockOf(typeId)).toEqual({ sold: 0, held: 10 });
    for (const winner of answers.filter((res) => res.status === 200)) {
      const paid = await paySandbox(t.app, winner.json.body.order.paymentUrl);
      const verified = await call(t.app, {
        method: 'GET',
        url: `/v2/ticket-orders/payment-verification?${new URLSearchParams(paid.callbackQuery)}`,
      });
      expect(verified.json.body.status).toBe('paid');
    }
    expect(await stockOf(typeId)).toEqual({ sold: 10, held: 0 });
  });

  it('gives held stock back when the hold ends unpaid', async () => {
    const { headers } = await ownerWithVenue(t.app);
    const event = await eventOnSale(t.app, headers, [ticketType({ quantity: 2 })]);
    const typeId = event.ticketTypes[0]!._id;
    const held = await order(t.app, guest(), { eventId: event._id, items: [{ ticketTypeId: typeId, quantity: 2 }] });
    expect(held.status).toBe(200);
    const blocked = await order(t.app, guest(), { eventId: event._id, items: [{ ticketTypeId: typeId, quantity: 1 }] });
    expect(blocked.json.responseStatus.errorMessage).toBe(EVENT_MESSAGES.soldOut);

    now = new Date(now.getTime() + 14 * 60_000);
    await t.app.deps.jobs.runDue();
    expect(await stockOf(typeId)).toEqual({ sold: 0, held: 2 });
    now = new Date(now.getTime() + 2 * 60_000);
    await t.app.deps.jobs.runDue();
    expect(await stockOf(typeId)).toEqual({ sold: 0, held: 0 });
    const [row] = await t.app.deps.db.select().from(ticketOrders).where(eq(ticketOrders.id, held.json.body.order._id));
    expect(row!.status).toBe('expired');
    const again = await order(t.app, guest(), { eventId: event._id, items: [{ ticketTypeId: typeId, quantity: 1 }] });
    expect(again.status, again.raw.body).toBe(200);
  });
});

describe('payment and tickets', () => {
  async function paidOrder(quantity = 2) {
    const { headers } = await ownerWithVenue(t.app);
    const event = await eventOnSale(t.app, headers);
    const typeId = event.ticketTypes[0]!._id;
    const res = await order(t.app, guest(), { eventId: event._id, items: [{ ticketTypeId: typeId, quantity }] });
    const created = res.json.body.order as { _id: string; paymentUrl: string; accessToken: string };
    const paid = await paySandbox(t.app, created.paymentUrl);
    return { headers, event, typeId, created, paid };
  }
  const verify = (query: Record<string, string>) =>
    call(t.app, { method: 'GET', url: `/v2/ticket-orders/payment-verification?${new URLSearchParams(query)}` });
  const deliver = (webhook: { body: string; headers: Record<string, string> }) =>
    call(t.app, { method: 'POST', url: '/v1/payments/razorpay-webhook', headers: webhook.headers, payload: webhook.body });

  it('issues one ticket per attendee once, whether the callback or the webhook comes first or both', async () => {
    const { typeId, created, paid } = await paidOrder(2);
    const first = await verify(paid.callbackQuery);
    expect(first.status, first.raw.body).toBe(200);
    expect(first.json.body).toEqual({ message: EVENT_MESSAGES.paymentConfirmed, orderId: created._id, status: 'paid' });
    expect((await deliver(paid.webhook)).status).toBe(200);
    expect((await verify(paid.callbackQuery)).json.body.status).toBe('paid');
    expect(await ticketsOf(created._id)).toHaveLength(2);
    expect(await stockOf(typeId)).toEqual({ sold: 2, held: 0 });

    const view = await readOrder(created._id, created.accessToken);
    expect(view.json.body.order.status).toBe('paid');
    const issued = view.json.body.tickets as Array<{ code: string; qr: string }>;
    expect(issued).toHaveLength(2);
    for (const ticket of issued) {
      expect(ticket.code).toHaveLength(12);
      expect([...ticket.code].every((char) => TICKET_CODE_ALPHABET.includes(char))).toBe(true);
      expect(ticket.qr).toMatch(/^data:image\/svg\+xml;base64,/);
    }
    expect(new Set(issued.map((ticket) => ticket.code)).size).toBe(2);
  });

  it('issues tickets from the webhook alone', async () => {
    const { created, paid } = await paidOrder(1);
    expect((await deliver(paid.webhook)).status).toBe(200);
    expect(await ticketsOf(created._id)).toHaveLength(1);
    expect((await verify(paid.callbackQuery)).json.body.status).toBe('paid');
    expect(await ticketsOf(created._id)).toHaveLength(1);
  });

  it('issues nothing for a forged callback or webhook', async () => {
    const { created, paid } = await paidOrder(1);
    const forged = await verify(forgedCallback(paid.callbackQuery));
    expect(forged.status).toBe(400);
    const tampered = await deliver({
      ...paid.webhook,
      headers: { ...paid.webhook.headers, 'x-razorpay-signature': 'f'.repeat(64) },
    });
    expect(tampered.status).toBe(400);
    expect(await ticketsOf(created._id)).toHaveLength(0);
  });

  it('never issues tickets after the hold expired and its stock was released: refund-pending', async () => {
    const { headers } = await ownerWithVenue(t.app);
    const event = await eventOnSale(t.app, headers, [ticketType({ quantity: 1 })]);
    const typeId = event.ticketTypes[0]!._id;
    const res = await order(t.app, guest(), { eventId: event._id, items: [{ ticketTypeId: typeId, quantity: 1 }] });
    const created = res.json.body.order as { _id: string; paymentUrl: string };
    now = new Date(now.getTime() + 16 * 60_000);
    await t.app.deps.jobs.runDue();
    expect(await stockOf(typeId)).toEqual({ sold: 0, held: 0 });
    const paid = await paySandbox(t.app, created.paymentUrl);
    const answer = await verify(paid.callbackQuery);
    expect(answer.json.body).toMatchObject({ status: 'refund-pending', message: EVENT_MESSAGES.paymentRefunding });
    expect(await ticketsOf(created._id)).toHaveLength(0);
    expect(await stockOf(typeId)).toEqual({ sold: 0, held: 0 });
    const [row] = await t.app.deps.db
      .select()
      .from(ticketOrders)
      .where(and(eq(ticketOrders.id, created._id)));
    expect(row!.status).toBe('refund-pending');
  });
});
