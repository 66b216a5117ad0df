import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, like, sql } from 'drizzle-orm';
import { RESERVATION_MESSAGES } from '@venue/shared';
import { bookings, jobs } from '../../db/schema/index.ts';
import { call, ownerWithVenue } from '../../../test/fixtures.ts';
import { race } from '../../../test/races.ts';
import { paySandbox } from '../../../test/events-kit.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { walletOf } from '../../../test/wallet-kit.ts';
import { historyOf } from './bookings-test-kit.ts';
import { book, guestPhones, requestBookingCode, setUpRestaurant, testOtpOf, venueDateIn } from './restaurant-test-kit.ts';

/*
 * Deposits and no-show protection (decisions §7), through HTTP: a meal time asking ₹500 a cover
 * from parties of 2; the hold, the payment (callback and webhook racing), the hold's end, and
 * what each later status does to the money. Runs on PGlite and, with DATABASE_URL, on
 * PostgreSQL, where the race is a real one.
 */

const guests = guestPhones(40, '9197600');
let nextGuest = 0;
const start = new Date();
let now = start;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SMS_TEST_OTP: testOtpOf(guests), PLATFORM_FEE_PERCENT: '5' }, { clock: () => now });
});
afterAll(() => t.close());

const PER_COVER = 500_00;

async function depositVenue(settings: Record<string, unknown> = {}) {
  const { headers } = await ownerWithVenue(t.app);
  const { restaurantId, mealTimeId } = await setUpRestaurant(t.app, headers, {
    lunch: { depositPerCoverPaise: PER_COVER, depositFromPartySize: 2 } as never,
  });
  if (Object.keys(settings).length > 0) {
    const res = await call(t.app, {
      method: 'POST',
      url: '/v1/restaurant/updateRestaurantSettings',
      headers,
      payload: { restaurantId, ...settings },
    });
    expect(res.status, res.raw.body).toBe(200);
  }
  return { headers, restaurantId, mealTimeId };
}

interface Created {
  _id: string;
  reference: string;
  status: string;
  manageToken: string;
  depositPaise: number;
  paymentUrl: string | null;
}

async function bookTable(restaurantId: string, partySize: number, days = 3) {
  const guest = guests[nextGuest++]!;
  await requestBookingCode(t.app, guest.phone);
  const res = await book(t.app, {
    restaurantId,
    date: venueDateIn(days, now),
    time: '13:00',
    partySize,
    phone: guest.phone,
    otp: guest.code,
  });
  expect(res.status, res.raw.body).toBe(200);
  return res.json.body.booking as Created;
}

const coversLeftAt13 = async (restaurantId: string, days = 3) => {
  const res = await call(t.app, {
    method: 'GET',
    url: `/v1/bookings/availability?restaurantId=${restaurantId}&date=${venueDateIn(days, start)}&partySize=1`,
  });
  return (res.json.body.slots as Array<{ time: string; coversLeft: number }>).find((slot) => slot.time === '13:00')!.coversLeft;
};

const rowOf = async (bookingId: string) => (await t.app.deps.db.select().from(bookings).where(eq(bookings.id, bookingId)))[0]!;

/** The provider's five parameters only (the callback address also carries the manage token). */
const providerParams = (query: Record<string, string>) =>
  Object.fromEntries(Object.entries(query).filter(([key]) => key.startsWith('razorpay_')));
const verify = (query: Record<string, string>) =>
  call(t.app, { method: 'GET', url: `/v1/bookings/deposit-verification?${new URLSearchParams(providerParams(query))}` });
const deliver = (webhook: { body: string; headers: Record<string, string> }) =>
  call(t.app, { method: 'POST', url: '/v1/payments/razorpay-webhook', headers: webhook.headers, payload: webhook.body });

/** A party of 2 (₹1,000 deposit), paid through the callback. */
async function paidBooking(restaurantId: string) {
  const booking = await bookTable(restaurantId, 2);
  const paid = await paySandbox(t.app, booking.paymentUrl!);
  const res = await verify(paid.callbackQuery);
  expect(res.status, res.raw.body).toBe(200);
  return booking;
}

const messagesOf = (reference: string, template: string) =>
  t.app.deps.db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, 'notify.send'),
        sql`${jobs.payload}->>'template' = ${template}`,
        sql`${jobs.payload}->>'channel' = 'sms'`,
        sql`${jobs.payload}->'variables'->>'reference' = ${reference}`,
      ),
    );

const cancelByGuest = (booking: Created) =>
  call(t.app, {
    method: 'POST',
    url: '/v1/bookings/cancelByGuest',
    payload: { reference: booking.reference, token: booking.manageToken },
  });
const desk = (headers: Record<string, string>, action: string, bookingId: string) =>
  call(t.app, { method: 'POST', url: `/v1/bookings/${action}`, headers, payload: { bookingId } });

describe('a meal time that asks a deposit', () => {
  it('answers awaiting-deposit with the amount and a payment link, and the hold counts against the covers', async () => {
    now = start;
    const { restaurantId } = await depositVenue();
    const booking = await bookTable(restaurantId, 2);
    expect(booking).toMatchObject({ status: 'awaiting-deposit', depositPaise: 2 * PER_COVER });
    expect(booking.paymentUrl).toMatch(/\/sandbox\/pay\/plink_/);
    expect(await coversLeftAt13(restaurantId)).toBe(18);
    // Below depositFromPartySize: no deposit, pending as before.
    const single = await bookTable(restaurantId, 1);
    expect(single).toMatchObject({ status: 'pending', depositPaise: 0, paymentUrl: null });

    const manage = await call(t.app, {
      method: 'GET',
      url: `/v1/bookings/manage/${booking.reference}?token=${encodeURIComponent(booking.manageToken)}`,
    });
    expect(manage.json.body.booking.deposit).toMatchObject({
      amountPaise: 2 * PER_COVER,
      status: 'awaiting',
      cancellationCutoffHours: 24,
      handling: 'refund',
      paymentUrl: booking.paymentUrl,
    });
  });

  it('expires unpaid at the end of the hold (the movable clock) and gives the covers back', async () => {
    now = start;
    const { restaurantId } = await depositVenue();
    const booking = await bookTable(restaurantId, 4);
    expect(await coversLeftAt13(restaurantId)).toBe(16);
    now = new Date(start.getTime() + 15 * 60_000);
    await t.app.deps.jobs.runDue();
    expect((await rowOf(booking._id)).status).toBe('awaiting-deposit');
    now = new Date(start.getTime() + 16 * 60_000);
    await t.app.deps.jobs.runDue();
    expect(await rowOf(booking._id)).toMatchObject({ status: 'expired', depositStatus: 'unpaid' });
    expect(await coversLeftAt13(restaurantId)).toBe(20);
  });

  it('refunds a payment that arrives after the hold ended, and tells the guest', async () => {
    now = start;
    const { restaurantId } = await depositVenue();
    const booking = await bookTable(restaurantId, 2);
    const paid = await paySandbox(t.app, booking.paymentUrl!);
    // The provider's webhook is late too: only the callback, after the hold's end.
    await t.app.deps.db.delete(jobs).where(like(jobs.uniqueKey, 'payments.sandbox-webhook:%'));
    now = new Date(start.getTime() + 17 * 60_000);
    await t.app.deps.jobs.runDue();
    expect((await rowOf(booking._id)).status).toBe('expired');
    const late = await verify(paid.callbackQuery);
    expect(late.status, late.raw.body).toBe(200);
    expect(late.json.body).toMatchObject({
      message: RESERVATION_MESSAGES.depositLate,
      status: 'expired',
      depositStatus: 'refund-pending',
    });
    await t.app.deps.jobs.runDue();
    expect(await rowOf(booking._id)).toMatchObject({ status: 'expired', depositStatus: 'refunded' });
    expect(await messagesOf(booking.reference, 'bookingDepositRefunded')).toHaveLength(1);
  });
});

describe('paying the deposit', () => {
  it(race('callback and webhook arriving at once confirm the booking exactly once'), async () => {
    now = start;
    const { restaurantId } = await depositVenue();
    const booking = await bookTable(restaurantId, 2);
    const paid = await paySandbox(t.app, booking.paymentUrl!);
    const answers = await Promise.all([verify(paid.callbackQuery), deliver(paid.webhook), verify(paid.callbackQuery)]);
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
    expect(await rowOf(booking._id)).toMatchObject({ status: 'pending', depositStatus: 'paid' });
    expect(await historyOf(t.app, booking._id)).toEqual([
      { from: null, to: 'awaiting-deposit', actor: 'guest', actorUserId: null },
      { from: 'awaiting-deposit', to: 'pending', actor: 'guest', actorUserId: null },
    ]);
    // The received message carries the policy, once.
    expect(await messagesOf(booking.reference, 'bookingReceivedDeposit')).toHaveLength(1);
    expect(await coversLeftAt13(restaurantId)).toBe(18);
  });

  it('is accepted at once with auto-accept', async () => {
    now = start;
    const { headers, restaurantId } = await depositVenue();
    await call(t.app, {
      method: 'POST',
      url: '/v1/bookings/updateAutoAcceptOrders',
      headers,
      payload: { restaurantId, autoAccept: true },
    });
    const booking = await bookTable(restaurantId, 2);
    const paid = await paySandbox(t.app, booking.paymentUrl!);
    const res = await verify(paid.callbackQuery);
    expect(res.json.body).toMatchObject({
      message: RESERVATION_MESSAGES.depositConfirmed,
      status: 'accepted',
      depositStatus: 'paid',
    });
  });
});

describe('what happens to a paid deposit', () => {
  it('is refunded in full when the guest cancels before the cut-off (the refund job asks the provider)', async () => {
    now = start;
    const { headers, restaurantId } = await depositVenue();
    const booking = await paidBooking(restaurantId);
    const refund = vi.spyOn(t.app.deps.payments, 'refundPayment');
    try {
      const res = await cancelByGuest(booking);
      expect(res.status, res.raw.body).toBe(200);
      expect(res.json.body.booking).toMatchObject({ status: 'cancelled', deposit: { status: 'refund-pending' } });
      await t.app.deps.jobs.runDue();
      expect(refund).toHaveBeenCalledTimes(1);
      expect(refund.mock.calls[0]![0]).toMatchObject({
        amountPaise: 2 * PER_COVER,
        paymentId: (await rowOf(booking._id)).providerPaymentId,
      });
      await t.app.deps.jobs.runDue();
      expect(refund).toHaveBeenCalledTimes(1);
    } finally {
      refund.mockRestore();
    }
    expect((await rowOf(booking._id)).depositStatus).toBe('refunded');
    expect(await messagesOf(booking.reference, 'bookingDepositRefunded')).toHaveLength(1);
    expect((await walletOf(t.app, headers)).ledger.filter((row) => row.sourceId === booking._id)).toEqual([]);
  });

  it('is forfeited to the wallet after the cut-off: deposit less the 5% fee and the GST on it', async () => {
    now = start;
    // Three days ahead is inside a 96-hour cut-off.
    const { headers, restaurantId } = await depositVenue({ cancellationCutoffHours: 96 });
    const booking = await paidBooking(restaurantId);
    const res = await cancelByGuest(booking);
    expect(res.json.body.booking).toMatchObject({ status: 'cancelled', deposit: { status: 'forfeited' } });
    const wallet = await walletOf(t.app, headers);
    const rows = wallet.ledger.filter((row) => row.sourceId === booking._id);
    // ₹1,000 deposit; fee 5% = ₹50; GST 18% of ₹50 = ₹9; the venue's ₹941.
    expect(rows.map((row) => [row.kind, row.amount]).sort()).toEqual([
      ['deposit-forfeit', 100_000],
      ['gst-on-fee', -900],
      ['platform-fee', -5_000],
    ]);
    expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(100_000 - 5_000 - 900);
    expect(wallet.balance).toBe(94_100);
    expect(await messagesOf(booking.reference, 'bookingDepositForfeited')).toHaveLength(1);
  });

  it('is forfeited on a no-show, and the mark can no longer be undone', async () => {
    now = start;
    const { headers, restaurantId } = await depositVenue();
    const booking = await paidBooking(restaurantId);
    expect((await desk(headers, 'acceptABooking', booking._id)).status).toBe(200);
    now = new Date((await rowOf(booking._id)).startsAt.getTime() + 20 * 60_000);
    const res = await desk(headers, 'markNoShow', booking._id);
    expect(res.status, res.raw.body).toBe(200);
    expect(res.json.body.booking).toMatchObject({ status: 'no-show', depositStatus: 'forfeited' });
    expect((await walletOf(t.app, headers)).ledger.filter((row) => row.sourceId === booking._id)).toHaveLength(3);
    const undo = await desk(headers, 'undoStatus', booking._id);
    expect([undo.status, undo.json.responseStatus.errorMessage]).toEqual([409, RESERVATION_MESSAGES.depositSettled]);
  });

  it('is refunded when the guest arrives, or applied to the bill when the venue chooses so', async () => {
    now = start;
    const refunding = await depositVenue();
    const applying = await depositVenue({ depositHandling: 'apply-to-bill' });
    const first = await paidBooking(refunding.restaurantId);
    const second = await paidBooking(applying.restaurantId);
    for (const [venue, booking] of [
      [refunding, first],
      [applying, second],
    ] as const) {
      expect((await desk(venue.headers, 'acceptABooking', booking._id)).status).toBe(200);
    }
    now = new Date((await rowOf(first._id)).startsAt.getTime() - 10 * 60_000);
    expect((await desk(refunding.headers, 'markCustomerHasArrived', first._id)).json.body.booking.depositStatus).toBe(
      'refund-pending',
    );
    expect((await desk(applying.headers, 'markCustomerHasArrived', second._id)).json.body.booking.depositStatus).toBe('applied');
    await t.app.deps.jobs.runDue();
    expect((await rowOf(first._id)).depositStatus).toBe('refunded');
    expect((await walletOf(t.app, refunding.headers)).ledger).toEqual([]);
    const applied = (await walletOf(t.app, applying.headers)).ledger.filter((row) => row.sourceId === second._id);
    expect(applied.map((row) => [row.kind, row.amount]).sort()).toEqual([
      ['deposit-applied', 100_000],
      ['gst-on-fee', -900],
      ['platform-fee', -5_000],
    ]);
  });

  it('is refunded in full when the venue declines the booking', async () => {
    now = start;
    const { headers, restaurantId } = await depositVenue();
    const booking = await paidBooking(restaurantId);
    const res = await call(t.app, {
      method: 'POST',
      url: '/v1/bookings/declineABooking',
      headers,
      payload: { bookingId: booking._id, reason: 'Private event' },
    });
    expect(res.json.body.booking).toMatchObject({ status: 'declined', depositStatus: 'refund-pending' });
    await t.app.deps.jobs.runDue();
    expect((await rowOf(booking._id)).depositStatus).toBe('refunded');
  });
});

describe('the meal time’s deposit fields', () => {
  it('are saved and read back, and refused with a clear message when out of range', async () => {
    now = start;
    const { headers, restaurantId, mealTimeId } = await depositVenue();
    const list = await call(t.app, { method: 'GET', url: `/v1/restaurant/mealTimes/${restaurantId}`, headers });
    expect(list.json.body.mealTimes[0]).toMatchObject({
      _id: mealTimeId,
      depositPerCoverPaise: PER_COVER,
      depositFromPartySize: 2,
    });
    const bad = await call(t.app, {
      method: 'PUT',
      url: `/v1/restaurant/updateMealTime/${mealTimeId}`,
      headers,
      payload: {
        restaurantId,
        name: 'Lunch',
        start: '12:00',
        end: '15:00',
        slotIntervalMinutes: 30,
        stayMinutes: 90,
        coversPerSlot: 20,
        days: [0, 1, 2, 3, 4, 5, 6],
        depositPerCoverPaise: -1,
        depositFromPartySize: 0,
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.raw.body).toContain(RESERVATION_MESSAGES.depositAmount);
  });
});
