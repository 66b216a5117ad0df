import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, ownerWithVenue } from '../../../test/fixtures.ts';
import { eventOnSale, guestPhones, testOtpOf, ticketType } from '../../../test/events-kit.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { askPayout as askPayoutOf, paidOrder, verifiedAccount, walletOf } from '../../../test/wallet-kit.ts';

/*
 * Settlement (decisions §7 "Trust in daily use", issue 34 finding 2, issue 36 "Money"): a
 * ticket sale's money becomes available SETTLEMENT_DAYS (2) after its event ends; payouts take
 * only available money; a refund after a payout is owed and taken from the next sales, on the
 * ledger. Time moves with the test clock. Runs on PGlite, and with DATABASE_URL on PostgreSQL.
 */

const guests = guestPhones(30, '9194200');
let nextGuest = 0;
const guest = () => guests[nextGuest++]!;
const JUNE_10 = new Date('2026-06-10T06:30:00Z');
let now = JUNE_10;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SMS_TEST_OTP: testOtpOf(guests), PLATFORM_FEE_PERCENT: '5' }, { clock: () => now });
});
afterAll(() => t.close());

const askPayout = (headers: Record<string, string>, amount: number) => askPayoutOf(t.app, headers, amount);
const figuresOf = async (headers: Record<string, string>) => {
  const { balance, availableBalance, pendingBalance, owedBalance, nextAvailableAt } = (await walletOf(
    t.app,
    headers,
  )) as unknown as Record<string, unknown>;
  return { balance, availableBalance, pendingBalance, owedBalance, nextAvailableAt };
};
const cancel = async (headers: Record<string, string>, eventId: string) => {
  const res = await call(t.app, {
    method: 'PUT',
    url: `/v2/ticketed-events/${eventId}/status`,
    headers,
    payload: { status: 'cancelled' },
  });
  expect(res.status, res.raw.body).toBe(200);
  await t.app.deps.jobs.runDue();
};

// The jazz night (events-kit) ends 1 July 2026 23:00 IST = 17:30 UTC; it settles 2 days later.
const JAZZ_ENDS = new Date('2026-07-01T17:30:00Z');
const JAZZ_SETTLES = new Date('2026-07-03T17:30:00Z');
// A brunch ending 10 July 2026 13:00 IST = 07:30 UTC, on sale until 10 July; settles 12 July.
const BRUNCH = { name: 'Sunday Brunch', startsAt: '2026-07-10T10:00:00+05:30', endsAt: '2026-07-10T13:00:00+05:30' };
const BRUNCH_TICKETS = [ticketType({ salesEnd: '2026-07-10T00:00:00Z' })];
const BRUNCH_SETTLES = new Date('2026-07-12T07:30:00Z');

/** 2 × ₹499.50 = 99900; fee 5% = 4995; GST 18% of 4995 = 899.1 → 899. Net 94006. */
const TWO_TICKETS_NET = 99900 - 4995 - 899;

async function venueWithAccount() {
  now = JUNE_10;
  const venue = await ownerWithVenue(t.app);
  await verifiedAccount(t.app, venue.headers);
  return venue;
}

describe('settlement before payouts', () => {
  it('keeps a sale pending until 2 days after its event ends; a payout before then is refused with when', async () => {
    const { headers } = await venueWithAccount();
    const jazz = await eventOnSale(t.app, headers);
    await paidOrder(t.app, guest(), jazz, 2);
    expect(await figuresOf(headers)).toEqual({
      balance: TWO_TICKETS_NET,
      availableBalance: 0,
      pendingBalance: TWO_TICKETS_NET,
      owedBalance: 0,
      nextAvailableAt: JAZZ_SETTLES.toISOString(),
    });
    expect((await walletOf(t.app, headers)) as unknown).toMatchObject({ settlementDays: 2 });

    const early = await askPayout(headers, 50000);
    expect(early.status).toBe(422);
    expect(early.json.responseStatus.errorCode).toBe('insufficient_available_balance');
    expect(early.json.responseStatus.errorMessage).toBe(
      'You can pay out up to ₹0.00 now. ₹940.06 more becomes available on Fri, 3 Jul 2026, 11:00 pm.',
    );

    // The event has ended, but the 2 days have not passed: still pending.
    now = JAZZ_ENDS;
    expect((await askPayout(headers, 100)).status).toBe(422);
    now = new Date(JAZZ_SETTLES.getTime() - 1);
    expect((await askPayout(headers, 100)).status).toBe(422);
    expect((await figuresOf(headers)).availableBalance).toBe(0);

    now = JAZZ_SETTLES;
    expect(await figuresOf(headers)).toEqual({
      balance: TWO_TICKETS_NET,
      availableBalance: TWO_TICKETS_NET,
      pendingBalance: 0,
      owedBalance: 0,
      nextAvailableAt: null,
    });
    const over = await askPayout(headers, TWO_TICKETS_NET + 1);
    expect([over.status, over.json.responseStatus.errorMessage]).toEqual([422, 'You can pay out up to ₹940.06 now.']);
    const paid = await askPayout(headers, TWO_TICKETS_NET);
    expect(paid.status, paid.raw.body).toBe(200);
    expect(await figuresOf(headers)).toMatchObject({ balance: 0, availableBalance: 0, pendingBalance: 0 });
  });

  it('sale → event ends → 2 days → payout → cancellation refund (owed) → the next sale recovers it, to the paisa', async () => {
    const { headers } = await venueWithAccount();
    const jazz = await eventOnSale(t.app, headers);
    const brunch = await eventOnSale(t.app, headers, BRUNCH_TICKETS, BRUNCH);

    // Sale: 94006 net, pending.
    await paidOrder(t.app, guest(), jazz, 2);
    expect(await figuresOf(headers)).toMatchObject({ balance: 94006, availableBalance: 0, pendingBalance: 94006 });

    // The event ends; 2 days later its money is available and is paid out whole.
    now = JAZZ_ENDS;
    expect(await figuresOf(headers)).toMatchObject({ availableBalance: 0, pendingBalance: 94006 });
    now = JAZZ_SETTLES;
    expect(await figuresOf(headers)).toMatchObject({ availableBalance: 94006, pendingBalance: 0 });
    expect((await askPayout(headers, 94006)).status).toBe(200);
    await t.app.deps.jobs.runDue();
    expect(await figuresOf(headers)).toEqual({
      balance: 0,
      availableBalance: 0,
      pendingBalance: 0,
      owedBalance: 0,
      nextAvailableAt: null,
    });

    // The jazz night is cancelled after the payout: its buyers get 99900 back, the fee and its
    // GST come back (−99900 + 4995 + 899 = −94006), and the venue owes it.
    now = new Date('2026-07-04T06:30:00Z');
    await cancel(headers, jazz._id);
    expect(await figuresOf(headers)).toEqual({
      balance: -94006,
      availableBalance: 0,
      pendingBalance: 0,
      owedBalance: 94006,
      nextAvailableAt: null,
    });
    const owing = await askPayout(headers, 100);
    expect([owing.status, owing.json.responseStatus.errorCode]).toEqual([422, 'insufficient_available_balance']);
    expect(owing.json.responseStatus.errorMessage).toBe(
      '₹940.06 is owed from refunds after a payout and is taken from your next sales, so you can pay out ₹0.00 now.',
    );

    // The next sale: 3 × ₹499.50 = 149850; fee 5% = 7492.5 → 7493; GST 18% of 7493 = 1348.74 →
    // 1349. Net 141008, pending until the brunch settles; 141008 − 94006 = 47002 will be available.
    await paidOrder(t.app, guest(), brunch, 3);
    expect(await figuresOf(headers)).toEqual({
      balance: 47002,
      availableBalance: 0,
      pendingBalance: 141008,
      owedBalance: 94006,
      nextAvailableAt: BRUNCH_SETTLES.toISOString(),
    });
    const beforeBrunch = await askPayout(headers, 100);
    expect(beforeBrunch.json.responseStatus.errorMessage).toBe(
      '₹940.06 is owed from refunds after a payout and is taken from your next sales, so you can pay out ₹0.00 now. ₹470.02 more becomes available on Sun, 12 Jul 2026, 1:00 pm.',
    );

    // The brunch settles: the debt is recovered from it first, the rest is available.
    now = BRUNCH_SETTLES;
    expect(await figuresOf(headers)).toEqual({
      balance: 47002,
      availableBalance: 47002,
      pendingBalance: 0,
      owedBalance: 0,
      nextAvailableAt: null,
    });
    expect((await askPayout(headers, 47003)).status).toBe(422);
    expect((await askPayout(headers, 47002)).status).toBe(200);
    await t.app.deps.jobs.runDue();

    // Every row by hand: the ledger's sum is the balance, and nothing is left.
    const wallet = await walletOf(t.app, headers);
    expect(wallet.ledger.map((row) => [row.kind, row.amount]).sort()).toEqual(
      [
        ['sale', 99900],
        ['platform-fee', -4995],
        ['gst-on-fee', -899],
        ['payout', -94006],
        ['refund', -99900],
        ['platform-fee', 4995],
        ['gst-on-fee', 899],
        ['sale', 149850],
        ['platform-fee', -7493],
        ['gst-on-fee', -1349],
        ['payout', -47002],
      ].sort(),
    );
    const byHand = 99900 - 4995 - 899 - 94006 + (-99900 + 4995 + 899) + (149850 - 7493 - 1349) - 47002;
    expect(byHand).toBe(0);
    expect(wallet.balance).toBe(byHand);
    expect(wallet.balance).toBe(wallet.ledger.reduce((total, row) => total + row.amount, 0));
  });

  it('a refund of a pending sale takes it from pending, leaving available money alone', async () => {
    const { headers } = await venueWithAccount();
    const jazz = await eventOnSale(t.app, headers);
    const brunch = await eventOnSale(t.app, headers, BRUNCH_TICKETS, BRUNCH);
    await paidOrder(t.app, guest(), jazz, 2);
    await paidOrder(t.app, guest(), brunch, 2);
    now = JAZZ_SETTLES;
    expect(await figuresOf(headers)).toMatchObject({ balance: 188012, availableBalance: 94006, pendingBalance: 94006 });
    await cancel(headers, brunch._id);
    expect(await figuresOf(headers)).toEqual({
      balance: 94006,
      availableBalance: 94006,
      pendingBalance: 0,
      owedBalance: 0,
      nextAvailableAt: null,
    });
  });

  it('moves an event’s pending money when its end moves, and never settles an edited end sooner than 2 days on', async () => {
    const { headers } = await venueWithAccount();
    const jazz = await eventOnSale(t.app, headers);
    await paidOrder(t.app, guest(), jazz, 2);
    const edit = async (endsAt: string) => {
      const res = await call(t.app, { method: 'PATCH', url: '/v2/updateEvent', headers, payload: { _id: jazz._id, endsAt } });
      expect(res.status, res.raw.body).toBe(200);
    };
    // A day later: it settles on 4 July, 17:30 UTC.
    await edit('2026-07-02T23:00:00+05:30');
    expect((await figuresOf(headers)).nextAvailableAt).toBe('2026-07-04T17:30:00.000Z');
    now = JAZZ_SETTLES;
    expect(await figuresOf(headers)).toMatchObject({ availableBalance: 0, pendingBalance: 94006 });
    expect((await askPayout(headers, 100)).status).toBe(422);
    now = new Date('2026-07-04T17:30:00Z');
    expect(await figuresOf(headers)).toMatchObject({ availableBalance: 94006, pendingBalance: 0 });

    // Another venue moves its event's end into the past: nothing is released at once (it could
    // be paid out and then refunded from the platform's pocket); the money waits 2 days from the edit.
    const other = await venueWithAccount();
    const brunch = await eventOnSale(t.app, other.headers, BRUNCH_TICKETS, BRUNCH);
    await paidOrder(t.app, guest(), brunch, 2);
    now = new Date('2026-06-11T06:30:00Z');
    const moved = await call(t.app, {
      method: 'PATCH',
      url: '/v2/updateEvent',
      headers: other.headers,
      payload: { _id: brunch._id, startsAt: '2026-06-01T10:00:00+05:30', endsAt: '2026-06-01T13:00:00+05:30' },
    });
    expect(moved.status, moved.raw.body).toBe(200);
    expect(await figuresOf(other.headers)).toMatchObject({
      availableBalance: 0,
      pendingBalance: 94006,
      nextAvailableAt: '2026-06-13T06:30:00.000Z',
    });
  });

  it('two payouts racing for the last available rupees: one wins, whatever is pending', async () => {
    const { headers } = await venueWithAccount();
    const jazz = await eventOnSale(t.app, headers);
    const brunch = await eventOnSale(t.app, headers, BRUNCH_TICKETS, BRUNCH);
    await paidOrder(t.app, guest(), jazz, 2);
    await paidOrder(t.app, guest(), brunch, 2);
    now = JAZZ_SETTLES;
    expect((await askPayout(headers, 44006)).status).toBe(200);
    // ₹500 available, ₹940.06 more pending: the balance would cover both, the available money one.
    expect(await figuresOf(headers)).toMatchObject({ balance: 144006, availableBalance: 50000, pendingBalance: 94006 });
    const answers = await Promise.all([askPayout(headers, 50000), askPayout(headers, 50000)]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 422]);
    expect(answers.find((res) => res.status === 422)!.json.responseStatus.errorCode).toBe('insufficient_available_balance');
    expect(await figuresOf(headers)).toMatchObject({ balance: 94006, availableBalance: 0, pendingBalance: 94006 });
  });
});
