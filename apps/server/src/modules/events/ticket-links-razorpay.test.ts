import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { EVENT_MESSAGES } from '@venue/shared';
import { ticketOrders, tickets } from '../../db/schema/index.ts';
import { call, ownerWithVenue } from '../../../test/fixtures.ts';
import { eventOnSale, guestPhones, order, testOtpOf } from '../../../test/events-kit.ts';
import { startFakeRazorpay, type FakeRazorpay } from '../../../test/fake-razorpay.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/*
 * Ticket payment links at Razorpay (issue 34 finding 1, decisions §7): the link expires with the
 * hold, at least 16 minutes ahead; deleting an event cancels its holds' links through the
 * adapter; a link Razorpay says was paid meanwhile is confirmed and refunded, never lost.
 */

const guests = guestPhones(20, '9196800');
let nextGuest = 0;
const guest = () => guests[nextGuest++]!;
const now = new Date('2026-06-10T06:30:00Z');
let fake: FakeRazorpay;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeRazorpay();
  t = await createTestApp(
    {
      SMS_TEST_OTP: testOtpOf(guests),
      ...fake.env,
    },
    { clock: () => now },
  );
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const orderRow = async (orderId: string) =>
  (await t.app.deps.db.select().from(ticketOrders).where(eq(ticketOrders.id, orderId)))[0]!;

async function hold(eventId: string, typeId: string) {
  const res = await order(t.app, guest(), { eventId, items: [{ ticketTypeId: typeId, quantity: 2 }] });
  expect(res.status, res.raw.body).toBe(200);
  return orderRow(res.json.body.order._id as string);
}

describe('ticket payment links at Razorpay', () => {
  it('asks for a link that expires with the hold, at least 16 minutes ahead', async () => {
    const { headers } = await ownerWithVenue(t.app);
    const event = await eventOnSale(t.app, headers);
    const held = await hold(event._id, event.ticketTypes[0]!._id);
    const asked = fake.requests.filter((request) => request.method === 'POST' && request.path === '/v1/payment_links').at(-1)!;
    const expireBy = (asked.body as { expire_by: number }).expire_by;
    expect(expireBy - now.getTime() / 1000).toBeGreaterThanOrEqual(16 * 60);
    expect(expireBy).toBe(held.reservedUntil.getTime() / 1000);
  });

  it('deleting an event cancels its holds’ links at Razorpay first', async () => {
    const { headers } = await ownerWithVenue(t.app);
    const event = await eventOnSale(t.app, headers);
    const held = await hold(event._id, event.ticketTypes[0]!._id);
    const deleted = await call(t.app, { method: 'POST', url: '/v2/event/delete', headers, payload: { _id: event._id } });
    expect(deleted.status, deleted.raw.body).toBe(200);
    expect(fake.links.get(held.paymentLinkId!)!.status).toBe('cancelled');
    expect((await orderRow(held.id)).status).toBe('cancelled');
  });

  it('a link paid before the owner called the event off is confirmed as its links are cancelled, refunded once, and the delete waits for it', async () => {
    const { headers } = await ownerWithVenue(t.app);
    const event = await eventOnSale(t.app, headers);
    const held = await hold(event._id, event.ticketTypes[0]!._id);
    // Paid at Razorpay; neither the callback nor the webhook has arrived when the owner acts.
    const paid = fake.pay(held.paymentLinkId!);
    const cancelled = await call(t.app, {
      method: 'PUT',
      url: `/v2/ticketed-events/${event._id}/status`,
      headers,
      payload: { status: 'cancelled' },
    });
    expect(cancelled.status, cancelled.raw.body).toBe(200);
    const refused = await call(t.app, { method: 'POST', url: '/v2/event/delete', headers, payload: { _id: event._id } });
    expect([refused.status, refused.json.responseStatus.errorMessage]).toEqual([422, EVENT_MESSAGES.refundsPending]);
    expect((await orderRow(held.id)).status).toBe('refund-pending');

    const refund = vi.spyOn(t.app.deps.payments, 'refundPayment');
    try {
      const [byCallback] = await Promise.all([
        call(t.app, { method: 'GET', url: `/v2/ticket-orders/payment-verification?${new URLSearchParams(paid.callbackQuery)}` }),
        call(t.app, {
          method: 'POST',
          url: '/v1/payments/razorpay-webhook',
          headers: paid.webhook.headers,
          payload: paid.webhook.body,
        }),
      ]);
      expect([byCallback.status, byCallback.json.body.status]).toEqual([200, 'refund-pending']);
      await t.app.deps.jobs.runDue();
      expect(refund).toHaveBeenCalledTimes(1);
    } finally {
      refund.mockRestore();
    }
    expect((await orderRow(held.id)).status).toBe('refunded');
    expect(await t.app.deps.db.select().from(tickets).where(eq(tickets.orderId, held.id))).toHaveLength(0);
    const deleted = await call(t.app, { method: 'POST', url: '/v2/event/delete', headers, payload: { _id: event._id } });
    expect(deleted.status, deleted.raw.body).toBe(200);
  });
});
