import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { EVENT_MESSAGES } from '@venue/shared';
import { events, jobs, ticketOrders, tickets, ticketTypes, walletEntries } from '../../db/schema/index.ts';
import { call, ownerWithVenue } from '../../../test/fixtures.ts';
import { eventOnSale, guestPhones, order, paySandbox, testOtpOf, ticketType } from '../../../test/events-kit.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { paidOrder, walletOf } from '../../../test/wallet-kit.ts';
import { markOrderForRefund, ticketRefundJob } from './ticket-refunds.ts';

/*
 * Refunds through the provider, automatic sold-out and the buyer's ticket SMS (issue 12):
 * a cancelled event's paid orders and late payments are refunded by a job, exactly once, with
 * their tickets cancelled, their stock back and the wallet's rows reversed.
 */

const guests = guestPhones(30, '9194200');
let nextGuest = 0;
const guest = () => guests[nextGuest++]!;
let now = new Date('2026-06-10T06:30:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { SMS_TEST_OTP: testOtpOf(guests), PLATFORM_FEE_PERCENT: '5', PUBLIC_BASE_URL: 'https://menu.example.in' },
    { clock: () => now },
  );
});
afterAll(() => t.close());

const orderRow = async (orderId: string) =>
  (await t.app.deps.db.select().from(ticketOrders).where(eq(ticketOrders.id, orderId)))[0]!;
const eventRow = async (eventId: string) => (await t.app.deps.db.select().from(events).where(eq(events.id, eventId)))[0]!;
const ticketsOf = (orderId: string) => t.app.deps.db.select().from(tickets).where(eq(tickets.orderId, orderId));
const stockOf = async (typeId: string) => {
  const [row] = await t.app.deps.db.select().from(ticketTypes).where(eq(ticketTypes.id, typeId));
  return { sold: row!.sold, held: row!.held };
};
const setStatus = (headers: Record<string, string>, eventId: string, status: string) =>
  call(t.app, { method: 'PUT', url: `/v2/ticketed-events/${eventId}/status`, headers, payload: { status } });

describe('refunds of a cancelled event', () => {
  it('refund every paid order once: order refunded, tickets cancelled, stock back, the sale reversed in the wallet', async () => {
    const { headers } = await ownerWithVenue(t.app);
    const event = await eventOnSale(t.app, headers);
    const typeId = event.ticketTypes[0]!._id;
    const first = await paidOrder(t.app, guest(), event, 2);
    const second = await paidOrder(t.app, guest(), event, 1);
    expect(await stockOf(typeId)).toEqual({ sold: 3, held: 0 });

    const refund = vi.spyOn(t.app.deps.payments, 'refundPayment');
    try {
      const cancelled = await setStatus(headers, event._id, 'cancelled');
      expect(cancelled.status, cancelled.raw.body).toBe(200);
      expect((await orderRow(first._id)).status).toBe('refund-pending');
      // Until the provider has refunded, the event cannot be deleted (its orders would go with it).
      const early = await call(t.app, { method: 'POST', url: '/v2/event/delete', headers, payload: { _id: event._id } });
      expect([early.status, early.json.responseStatus.errorMessage]).toEqual([422, EVENT_MESSAGES.refundsPending]);

      await t.app.deps.jobs.runDue();
      expect(refund).toHaveBeenCalledTimes(2);
      expect(refund.mock.calls.map(([input]) => input.amountPaise).sort()).toEqual([49950, 99900]);
      for (const paid of [first, second]) {
        const row = await orderRow(paid._id);
        expect(row).toMatchObject({ status: 'refunded', refundedAt: now });
        expect(row.providerRefundId).toMatch(/^rfnd_/);
        expect((await ticketsOf(paid._id)).map((ticket) => ticket.status)).toEqual(
          paid === first ? ['cancelled', 'cancelled'] : ['cancelled'],
        );
      }
      expect(await stockOf(typeId)).toEqual({ sold: 0, held: 0 });
      // A cancelled event stays cancelled however much stock is free.
      expect((await eventRow(event._id)).status).toBe('cancelled');
      const refundId = (await orderRow(first._id)).refundId;
      const refunds = (await walletOf(t.app, headers)).ledger.filter((row) => row.sourceId === refundId);
      expect(refunds.map((row) => [row.kind, row.amount]).sort()).toEqual([
        ['gst-on-fee', 899],
        ['platform-fee', 4995],
        ['refund', -99900],
      ]);
      expect((await walletOf(t.app, headers)).balance).toBe(0);

      const guestView = await call(t.app, {
        method: 'GET',
        url: `/v2/ticket-orders/${first._id}?token=${encodeURIComponent(first.accessToken)}`,
      });
      expect(guestView.json.body.order.status).toBe('refunded');
      const deleted = await call(t.app, { method: 'POST', url: '/v2/event/delete', headers, payload: { _id: event._id } });
      expect(deleted.status, deleted.raw.body).toBe(200);
    } finally {
      refund.mockRestore();
    }
  });

  it('is idempotent: a job rerun after the provider answered makes no second refund and no second set of rows', async () => {
    const { headers } = await ownerWithVenue(t.app);
    const event = await eventOnSale(t.app, headers);
    const paid = await paidOrder(t.app, guest(), event, 1);
    await setStatus(headers, event._id, 'cancelled');
    // The first run dies right after the provider refunded (its answer is lost); the job runs again.
    const answers: string[] = [];
    const original = t.app.deps.payments.refundPayment.bind(t.app.deps.payments);
    const refund = vi.spyOn(t.app.deps.payments, 'refundPayment').mockImplementation(async (input) => {
      const answer = await original(input);
      answers.push(answer.refundId);
      if (answers.length === 1) throw new Error('connection lost after the provider answered');
      return answer;
    });
    try {
      await t.app.deps.jobs.runDue();
      expect((await orderRow(paid._id)).status).toBe('refund-pending');
      now = new Date(now.getTime() + 60_000);
      await t.app.deps.jobs.runDue();
      expect(refund).toHaveBeenCalledTimes(2);
      // Same receipt, same refund at the provider.
      expect(new Set(answers).size).toBe(1);
      expect((await orderRow(paid._id)).status).toBe('refunded');
      // And the job once more (a second delivery of the same job): the order is refunded, nothing moves.
      await ticketRefundJob(t.app.deps.payments).run(
        { orderId: paid._id },
        { id: 'again', kind: 'events.refund-ticket-order', profileId: null, attempt: 3 },
        { db: t.app.deps.db, log: t.app.log, now },
      );
      expect(refund).toHaveBeenCalledTimes(2);
      const rows = await t.app.deps.db
        .select()
        .from(walletEntries)
        .where(eq(walletEntries.sourceId, (await orderRow(paid._id)).refundId!));
      expect(rows).toHaveLength(3);
      expect((await walletOf(t.app, headers)).balance).toBe(0);
    } finally {
      refund.mockRestore();
      now = new Date('2026-06-10T06:30:00Z');
    }
  });
});

describe('a payment after the hold was released', () => {
  it('issues nothing and is refunded, with no wallet rows (its sale never counted)', async () => {
    const { headers } = await ownerWithVenue(t.app);
    const event = await eventOnSale(t.app, headers);
    const typeId = event.ticketTypes[0]!._id;
    const res = await order(t.app, guest(), { eventId: event._id, items: [{ ticketTypeId: typeId, quantity: 2 }] });
    const orderId = res.json.body.order._id as string;
    now = new Date('2026-06-10T06:46:00Z');
    await t.app.deps.jobs.runDue();
    expect((await orderRow(orderId)).status).toBe('expired');
    const paid = await paySandbox(t.app, res.json.body.order.paymentUrl);
    const verified = await call(t.app, {
      method: 'GET',
      url: `/v2/ticket-orders/payment-verification?${new URLSearchParams(paid.callbackQuery)}`,
    });
    expect(verified.json.body).toMatchObject({ status: 'refund-pending', message: EVENT_MESSAGES.paymentRefunding });
    await t.app.deps.jobs.runDue();
    expect((await orderRow(orderId)).status).toBe('refunded');
    expect(await ticketsOf(orderId)).toEqual([]);
    expect(await stockOf(typeId)).toEqual({ sold: 0, held: 0 });
    expect(await walletOf(t.app, headers)).toMatchObject({ balance: 0, ledger: [] });
    now = new Date('2026-06-10T06:30:00Z');
  });
});

describe('automatic sold-out', () => {
  it('flips to sold-out with the last ticket sold and back on sale when a refund frees stock', async () => {
    const { headers } = await ownerWithVenue(t.app);
    const event = await eventOnSale(t.app, headers, [ticketType({ quantity: 2 }), ticketType({ name: 'VIP', quantity: 1 })]);
    const [general, vip] = event.ticketTypes;
    await paidOrder(t.app, guest(), event, 2);
    expect((await eventRow(event._id)).status).toBe('on-sale');
    const res = await order(t.app, guest(), { eventId: event._id, items: [{ ticketTypeId: vip!._id, quantity: 1 }] });
    const paid = await paySandbox(t.app, res.json.body.order.paymentUrl);
    await call(t.app, {
      method: 'GET',
      url: `/v2/ticket-orders/payment-verification?${new URLSearchParams(paid.callbackQuery)}`,
    });
    expect(await eventRow(event._id)).toMatchObject({ status: 'sold-out', soldOutAutomatically: true });
    expect(await stockOf(general!._id)).toEqual({ sold: 2, held: 0 });

    // A refund of the VIP order (the path any refund of a paid order takes).
    await t.app.deps.db.transaction(async (tx) => {
      const [row] = await tx.select().from(ticketOrders).where(eq(ticketOrders.id, res.json.body.order._id)).for('update');
      await markOrderForRefund(tx, row!, now);
    });
    await t.app.deps.jobs.runDue();
    expect(await eventRow(event._id)).toMatchObject({ status: 'on-sale', soldOutAutomatically: false });
    expect(await stockOf(vip!._id)).toEqual({ sold: 0, held: 0 });
  });

  it('leaves a sold-out the owner set alone', async () => {
    const { headers } = await ownerWithVenue(t.app);
    const event = await eventOnSale(t.app, headers, [ticketType({ quantity: 5 })]);
    const paid = await paidOrder(t.app, guest(), event, 1);
    await setStatus(headers, event._id, 'sold-out');
    await t.app.deps.db.transaction(async (tx) => {
      const [row] = await tx.select().from(ticketOrders).where(eq(ticketOrders.id, paid._id)).for('update');
      await markOrderForRefund(tx, row!, now);
    });
    await t.app.deps.jobs.runDue();
    expect((await orderRow(paid._id)).status).toBe('refunded');
    expect(await eventRow(event._id)).toMatchObject({ status: 'sold-out', soldOutAutomatically: false });
  });
});

describe('the buyer’s SMS', () => {
  it('names the event and its start on the venue clock and links to the ticket page with a secret that opens it', async () => {
    const { headers, profile } = await ownerWithVenue(t.app);
    const event = await eventOnSale(t.app, headers);
    const paid = await paidOrder(t.app, guest(), event, 1);
    const queued = await t.app.deps.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'notify.send'), eq(jobs.uniqueKey, `notify:ticket-order:${paid._id}:confirmed:sms`)));
    expect(queued).toHaveLength(1);
    const message = queued[0]!.payload as { template: string; to: string; variables: Record<string, string> };
    // 2026-07-01T19:30 at +05:30 is Wednesday 1 July, 7:30 pm in the venue's zone (Asia/Kolkata).
    expect(message).toMatchObject({
      template: 'ticketsConfirmed',
      variables: { event: 'Jazz Night', date: 'Wed 1 Jul', time: '7:30 pm' },
    });
    const link = new URL(message.variables.link!);
    expect(link.origin + link.pathname).toBe(`https://menu.example.in/v/${profile.userName}/tickets/${paid._id}`);
    const secret = link.searchParams.get('token')!;
    expect(secret).not.toBe(paid.accessToken);
    expect((await orderRow(paid._id)).ticketLinkSecretHash).not.toContain(secret);
    const view = await call(t.app, { method: 'GET', url: `/v2/ticket-orders/${paid._id}?token=${encodeURIComponent(secret)}` });
    expect(view.status).toBe(200);
    expect(view.json.body.tickets).toHaveLength(1);
    expect((await call(t.app, { method: 'GET', url: `/v2/ticket-orders/${paid._id}?token=${secret}x` })).status).toBe(404);
  });
});
