import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { formatPaise, SERIES_MESSAGES } from '@venue/shared';
import { jobs, ticketOrders, tickets, ticketTypes } from '../../db/schema/index.ts';
import { call, ownerWithVenue } from '../../../test/fixtures.ts';
import { EVENT_FIELDS, guestPhones, testOtpOf, ticketType } from '../../../test/events-kit.ts';
import { fetchPdfText } from '../../../test/pdf-text.ts';
import { race } from '../../../test/races.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { paidOrder, verifiedAccount, walletOf } from '../../../test/wallet-kit.ts';

/*
 * The buyer's own cancellation and GST inside ticket prices (issue 39, decisions §7): a full
 * refund within the event's policy (the platform fee and its GST returned too), refused outside
 * it with `refund_window_closed`, once however often asked; the receipt's split and the sales
 * spreadsheet's columns.
 */

const guests = guestPhones(30, '9194400');
let nextGuest = 0;
const guest = () => guests[nextGuest++]!;
const START = new Date('2026-06-10T06:30:00Z');
let now = START;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { SMS_TEST_OTP: testOtpOf(guests), PLATFORM_FEE_PERCENT: '5', PUBLIC_BASE_URL: 'https://menu.example.in' },
    { clock: () => now },
  );
});
afterAll(() => t.close());

type Headers = Record<string, string>;

/** A ticketed event on sale (Wed 1 Jul 2026, 7:30 pm IST) with the given policy and GST rate. */
async function eventWith(headers: Headers, settings: { refundPolicy?: object; gstRatePercent?: number }) {
  const created = await call(t.app, {
    method: 'POST',
    url: '/v2/ticketed-events',
    headers,
    payload: {
      ...EVENT_FIELDS,
      ticketTypes: JSON.stringify([ticketType()]),
      ...(settings.refundPolicy && { refundPolicy: JSON.stringify(settings.refundPolicy) }),
      ...(settings.gstRatePercent !== undefined && { gstRatePercent: String(settings.gstRatePercent) }),
    },
  });
  expect(created.status, created.raw.body).toBe(200);
  const onSale = await call(t.app, {
    method: 'PUT',
    url: `/v2/ticketed-events/${created.json.body.event._id}/status`,
    headers,
    payload: { status: 'on-sale', publish: 1 },
  });
  expect(onSale.status, onSale.raw.body).toBe(200);
  return onSale.json.body.event as {
    _id: string;
    gstRatePercent: number;
    ticketTypes: Array<{ _id: string; available: number; sold: number; held: number }>;
  };
}

const cancel = (orderId: string, token: string) =>
  call(t.app, { method: 'POST', url: `/v2/ticket-orders/${orderId}/cancel`, payload: { token } });
const viewOrder = (orderId: string, token: string) =>
  call(t.app, { method: 'GET', url: `/v2/ticket-orders/${orderId}?token=${encodeURIComponent(token)}` });
const stockOf = async (typeId: string) => (await t.app.deps.db.select().from(ticketTypes).where(eq(ticketTypes.id, typeId)))[0]!;
const messagesOf = async (orderId: string) =>
  (await t.app.deps.db
    .select()
    .from(jobs)
    .where(
      and(eq(jobs.kind, 'notify.send'), like(jobs.uniqueKey, `notify:ticket-order:${orderId}:cancelled-by-buyer%`)),
    )) as Array<{
    uniqueKey: string;
    payload: { template: string; to: string; variables: Record<string, string> };
  }>;

describe('a buyer cancels within the policy', () => {
  it(
    'refunds the order in full: tickets stopped, stock back, the sale, fee and GST on the fee reversed, both told',
    { timeout: 60_000 },
    async () => {
      const { headers } = await ownerWithVenue(t.app);
      const event = await eventWith(headers, { refundPolicy: { allowed: true, untilHoursBefore: 24 } });
      const typeId = event.ticketTypes[0]!._id;
      const paid = await paidOrder(t.app, guest(), event, 2);
      const before = (await viewOrder(paid._id, paid.accessToken)).json.body;
      // 1 Jul 19:30 IST less 24 hours.
      expect(before.cancellation).toEqual({ canCancel: true, deadline: '2026-06-30T14:00:00.000Z', reason: null });

      // Two tickets at ₹499.50: the sale, the 5% fee rounded to the paisa, 18% GST on the fee.
      const sale = 2 * 49_950;
      const fee = Math.round((sale * 5) / 100);
      const gstOnFee = Math.round((fee * 18) / 100);
      expect([sale, fee, gstOnFee]).toEqual([99_900, 4_995, 899]);
      expect((await walletOf(t.app, headers)).balance).toBe(sale - fee - gstOnFee);

      const refund = vi.spyOn(t.app.deps.payments, 'refundPayment');
      try {
        const res = await cancel(paid._id, paid.accessToken);
        expect(res.status, res.raw.body).toBe(200);
        expect(res.json.body.order).toEqual({ _id: paid._id, status: 'refund-pending', refundPaise: sale });
        const codes = await t.app.deps.db.select().from(tickets).where(eq(tickets.orderId, paid._id));
        expect(codes.map((ticket) => ticket.status)).toEqual(['cancelled', 'cancelled']);

        await t.app.deps.jobs.runDue();
        expect(refund).toHaveBeenCalledTimes(1);
        expect(refund.mock.calls[0]![0].amountPaise).toBe(sale);
        expect((await stockOf(typeId)).sold).toBe(0);
        const [row] = await t.app.deps.db.select().from(ticketOrders).where(eq(ticketOrders.id, paid._id));
        expect(row!.status).toBe('refunded');
        const wallet = await walletOf(t.app, headers);
        const byKind = (source: string) =>
          wallet.ledger
            .filter((entry) => entry.sourceId === source)
            .map((entry) => [entry.kind, entry.amount])
            .sort();
        expect(byKind(paid._id)).toEqual([
          ['gst-on-fee', -gstOnFee],
          ['platform-fee', -fee],
          ['sale', sale],
        ]);
        expect(byKind(row!.refundId!)).toEqual([
          ['gst-on-fee', gstOnFee],
          ['platform-fee', fee],
          ['refund', -sale],
        ]);
        expect(wallet.balance).toBe(0);

        const messages = await messagesOf(paid._id);
        const buyer = messages.find((message) => message.uniqueKey.endsWith('cancelled-by-buyer:sms'))!;
        expect(buyer.payload).toMatchObject({
          template: 'ticketOrderCancelledByBuyer',
          variables: { event: 'Jazz Night', date: 'Wed 1 Jul', amount: formatPaise(sale) },
        });
        const owner = messages.find((message) => message.uniqueKey.endsWith('cancelled-by-buyer-owner:sms'))!;
        expect(owner.payload).toMatchObject({
          template: 'ticketOrderCancelledOwner',
          variables: { name: 'Asha Rao', tickets: '2 tickets', event: 'Jazz Night' },
        });
        expect(owner.payload.to).not.toBe(buyer.payload.to);
      } finally {
        refund.mockRestore();
      }
    },
  );

  it('is idempotent: a second cancel answers the first, with no second refund', async () => {
    const { headers } = await ownerWithVenue(t.app);
    const event = await eventWith(headers, { refundPolicy: { allowed: true, untilHoursBefore: 0 } });
    const paid = await paidOrder(t.app, guest(), event, 1);
    const refund = vi.spyOn(t.app.deps.payments, 'refundPayment');
    try {
      const first = await cancel(paid._id, paid.accessToken);
      const second = await cancel(paid._id, paid.accessToken);
      expect(second.status, second.raw.body).toBe(200);
      expect(second.json.body.order).toEqual(first.json.body.order);
      await t.app.deps.jobs.runDue();
      const third = await cancel(paid._id, paid.accessToken);
      expect(third.json.body.order).toMatchObject({ status: 'refunded', refundPaise: 49_950 });
      expect(refund).toHaveBeenCalledTimes(1);
      expect((await walletOf(t.app, headers)).balance).toBe(0);
      expect(await messagesOf(paid._id)).toHaveLength(4);
    } finally {
      refund.mockRestore();
    }
  });

  it(race('two cancels at once make one refund'), { timeout: 60_000 }, async () => {
    const { headers } = await ownerWithVenue(t.app);
    const event = await eventWith(headers, { refundPolicy: { allowed: true, untilHoursBefore: 2 } });
    const paid = await paidOrder(t.app, guest(), event, 1);
    const refund = vi.spyOn(t.app.deps.payments, 'refundPayment');
    try {
      const answers = await Promise.all(Array.from({ length: 5 }, () => cancel(paid._id, paid.accessToken)));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
      await t.app.deps.jobs.runDue();
      expect(refund).toHaveBeenCalledTimes(1);
      expect((await walletOf(t.app, headers)).ledger.filter((entry) => entry.kind === 'refund')).toHaveLength(1);
      expect((await walletOf(t.app, headers)).balance).toBe(0);
    } finally {
      refund.mockRestore();
    }
  });

  it(race('a cancel racing the door: the ticket is either admitted or cancelled, never both'), { timeout: 60_000 }, async () => {
    const { headers } = await ownerWithVenue(t.app);
    const event = await eventWith(headers, { refundPolicy: { allowed: true, untilHoursBefore: 0 } });
    const paid = await paidOrder(t.app, guest(), event, 1);
    const [ticket] = await t.app.deps.db.select().from(tickets).where(eq(tickets.orderId, paid._id));
    const [cancelled, admitted] = await Promise.all([
      cancel(paid._id, paid.accessToken),
      call(t.app, {
        method: 'POST',
        url: `/v2/ticketed-events/${event._id}/check-in`,
        headers,
        payload: { code: ticket!.code, force: true },
      }),
    ]);
    expect([cancelled.status, admitted.status].sort()).toEqual(cancelled.status === 200 ? [200, 422] : [200, 409]);
    const [after] = await t.app.deps.db.select().from(tickets).where(eq(tickets.id, ticket!.id));
    expect(after!.status === 'cancelled').toBe(after!.checkedInAt === null);
  });
});

describe('a cancellation the policy does not allow', () => {
  it('is 422 refund_window_closed after the deadline, and the ticket page says why, with the deadline in venue time', async () => {
    const { headers } = await ownerWithVenue(t.app);
    const event = await eventWith(headers, { refundPolicy: { allowed: true, untilHoursBefore: 24 } });
    const paid = await paidOrder(t.app, guest(), event, 1);
    now = new Date('2026-06-30T14:00:01Z');
    try {
      const res = await cancel(paid._id, paid.accessToken);
      expect(res.status).toBe(422);
      expect(res.json.responseStatus).toMatchObject({
        errorCode: 'refund_window_closed',
        errorMessage: SERIES_MESSAGES.refundWindowClosed('Tue, 30 Jun 2026, 7:30 pm'),
      });
      expect((await viewOrder(paid._id, paid.accessToken)).json.body.cancellation).toEqual({
        canCancel: false,
        deadline: '2026-06-30T14:00:00.000Z',
        reason: SERIES_MESSAGES.refundWindowClosed('Tue, 30 Jun 2026, 7:30 pm'),
      });
      const [order] = await t.app.deps.db.select().from(ticketOrders).where(eq(ticketOrders.id, paid._id));
      expect(order!.status).toBe('paid');
    } finally {
      now = START;
    }
  });

  it('is 422 refund_window_closed when the event allows none; 404 for a wrong token; 409 once a ticket was used', async () => {
    const { headers } = await ownerWithVenue(t.app);
    const strict = await eventWith(headers, {});
    const paid = await paidOrder(t.app, guest(), strict, 1);
    const res = await cancel(paid._id, paid.accessToken);
    expect([res.status, res.json.responseStatus.errorCode, res.json.responseStatus.errorMessage]).toEqual([
      422,
      'refund_window_closed',
      SERIES_MESSAGES.cancellationNotAllowed,
    ]);
    expect((await cancel(paid._id, `${paid.accessToken}x`)).status).toBe(404);

    const lenient = await eventWith(headers, { refundPolicy: { allowed: true, untilHoursBefore: 0 } });
    const used = await paidOrder(t.app, guest(), lenient, 1);
    const [ticket] = await t.app.deps.db.select().from(tickets).where(eq(tickets.orderId, used._id));
    const admitted = await call(t.app, {
      method: 'POST',
      url: `/v2/ticketed-events/${lenient._id}/check-in`,
      headers,
      payload: { code: ticket!.code, force: true },
    });
    expect(admitted.status, admitted.raw.body).toBe(200);
    const refused = await cancel(used._id, used.accessToken);
    expect([refused.status, refused.json.responseStatus.errorMessage]).toEqual([409, SERIES_MESSAGES.alreadyCheckedIn]);
  });
});

describe('GST included in ticket prices', () => {
  it('is refused without a GSTIN on the payout account', async () => {
    const { headers } = await ownerWithVenue(t.app);
    const res = await call(t.app, {
      method: 'POST',
      url: '/v2/ticketed-events',
      headers,
      payload: { ...EVENT_FIELDS, ticketTypes: JSON.stringify([ticketType()]), gstRatePercent: '18' },
    });
    expect([res.status, res.json.responseStatus.errorMessage]).toEqual([422, SERIES_MESSAGES.gstNeedsGstin]);
    const bad = await call(t.app, {
      method: 'POST',
      url: '/v2/ticketed-events',
      headers,
      payload: { ...EVENT_FIELDS, ticketTypes: JSON.stringify([ticketType()]), gstRatePercent: '10' },
    });
    expect(bad.status).toBe(400);
    const terms = await call(t.app, { method: 'GET', url: '/v2/ticketed-events/selling-terms', headers });
    expect(terms.json.body.hasGstin).toBe(false);
  });

  it(
    "prints the receipt's taxable value and CGST/SGST halves, and the sales spreadsheet carries the same columns",
    { timeout: 60_000 },
    async () => {
      const { headers, profile } = await ownerWithVenue(t.app);
      await verifiedAccount(t.app, headers);
      const terms = await call(t.app, { method: 'GET', url: '/v2/ticketed-events/selling-terms', headers });
      expect(terms.json.body.hasGstin).toBe(true);
      const event = await eventWith(headers, { gstRatePercent: 18, refundPolicy: { allowed: true, untilHoursBefore: 0 } });
      expect(event.gstRatePercent).toBe(18);
      const paid = await paidOrder(t.app, guest(), event, 2);
      const view = await viewOrder(paid._id, paid.accessToken);
      expect(view.json.body).toMatchObject({ gstRatePercent: 18, hasReceipt: true });

      // ₹999.00 including 18%: taxable round(99900 × 100 / 118) = 84661, GST 15239 = 7619 + 7620.
      const receiptUrl = `/v/${profile.userName}/events/orders/${paid._id}/receipt?token=${encodeURIComponent(paid.accessToken)}`;
      const text = await fetchPdfText(t.app, receiptUrl, {});
      const money = (paise: number) => formatPaise(paise, { alwaysPaise: true });
      for (const part of [
        'Tax Invoice – Receipt',
        '29AAACV0000D1Z3',
        'Spice Route Hospitality LLP',
        'Karnataka (29)',
        'Jazz Night',
        `Taxable value ${money(84_661)}`,
        `CGST @ 9% ${money(7_619)}`,
        `SGST @ 9% ${money(7_620)}`,
        `Total (GST included) ${money(99_900)}`,
      ]) {
        expect(text).toContain(part);
      }
      const wrong = await t.app.inject({ method: 'GET', url: `${receiptUrl}x` });
      expect(wrong.statusCode).toBe(404);
      expect(wrong.headers['content-type']).toContain('text/html');
      const otherVenue = await t.app.inject({ method: 'GET', url: receiptUrl.replace(profile.userName, 'someone_else') });
      expect(otherVenue.statusCode).toBe(404);

      // A second order that the buyer cancels: listed with its status.
      const cancelled = await paidOrder(t.app, guest(), event, 1);
      expect((await cancel(cancelled._id, cancelled.accessToken)).status).toBe(200);
      const file = await t.app.inject({ method: 'GET', url: `/v2/ticketed-events/${event._id}/sales.xlsx`, headers });
      expect(file.statusCode, file.body).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.getWorksheet('Sales')!;
      const rows = sheet.getSheetValues().slice(1) as unknown[][];
      expect(rows[0]!.slice(1)).toEqual([
        'Order',
        'Buyer',
        'Mobile number',
        'Paid at',
        'Status',
        'Tickets',
        'Total (₹)',
        'GST rate %',
        'Taxable value (₹)',
        'CGST (₹)',
        'SGST (₹)',
        'GST (₹)',
      ]);
      const byOrder = new Map(rows.slice(1).map((row) => [row[1], row.slice(5)]));
      expect(byOrder.get(paid._id)).toEqual(['paid', 2, 999, 18, 846.61, 76.19, 76.2, 152.39]);
      // ₹499.50: taxable round(49950 × 100 / 118) = 42331, GST 7619 = 3809 + 3810.
      expect(byOrder.get(cancelled._id)).toEqual(['refund-pending', 1, 499.5, 18, 423.31, 38.09, 38.1, 76.19]);
    },
  );
});
