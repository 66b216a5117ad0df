import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PAYOUT_MESSAGES } from '@venue/shared';
import { auditEvents, payouts } from '../../db/schema/index.ts';
import { addMember, call, createUser, headersFor, ownerWithVenue } from '../../../test/fixtures.ts';
import { eventOnSale, guestPhones, testOtpOf } from '../../../test/events-kit.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { ACCOUNT, askPayout as askPayoutOf, paidOrder, verifiedAccount, walletOf } from '../../../test/wallet-kit.ts';
import { race } from '../../../test/races.ts';

/*
 * Payouts (decisions §6 "Vendor account, wallet and bank details"): refusals, the transfer job,
 * a failure's reversal, two requests racing for one balance (on PGlite, and with DATABASE_URL
 * on PostgreSQL, where the race is a real one), and the wallet's figures worked out by hand.
 */

const guests = guestPhones(20, '9194100');
let nextGuest = 0;
const guest = () => guests[nextGuest++]!;
const JUNE_10 = new Date('2026-06-10T06:30:00Z');
/** Two days after the kit's event ends (1 July 2026, 23:00 IST): its sales are available (settlement.test.ts). */
const SETTLED = new Date('2026-07-03T17:30:00Z');
let now = JUNE_10;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SMS_TEST_OTP: testOtpOf(guests), PLATFORM_FEE_PERCENT: '5' }, { clock: () => now });
});
afterAll(() => t.close());

const askPayout = (headers: Record<string, string>, amount: number) => askPayoutOf(t.app, headers, amount);

/** A venue with a verified account and one paid order of 2 × ₹499.50: balance 99900 − 4995 − 899 = 94006. */
async function venueWithBalance() {
  now = JUNE_10;
  const venue = await ownerWithVenue(t.app);
  await verifiedAccount(t.app, venue.headers);
  const event = await eventOnSale(t.app, venue.headers);
  await paidOrder(t.app, guest(), event, 2);
  now = SETTLED;
  expect((await walletOf(t.app, venue.headers)).balance).toBe(94006);
  return venue;
}

describe('payout requests', () => {
  it('refuse without an account, before it is verified, beyond the balance, and below ₹1', async () => {
    now = JUNE_10;
    const { headers } = await ownerWithVenue(t.app);
    const none = await askPayout(headers, 100);
    expect([none.status, none.json.responseStatus.errorMessage]).toEqual([422, PAYOUT_MESSAGES.noAccount]);
    await call(t.app, { method: 'POST', url: '/v1/vendor/account', headers, payload: ACCOUNT });
    const pending = await askPayout(headers, 100);
    expect([pending.status, pending.json.responseStatus.errorMessage]).toEqual([422, PAYOUT_MESSAGES.notVerified]);
    await t.app.deps.jobs.runDue();
    const empty = await askPayout(headers, 100);
    expect([empty.status, empty.json.responseStatus.errorCode, empty.json.responseStatus.errorMessage]).toEqual([
      422,
      'insufficient_available_balance',
      'You can pay out up to ₹0.00 now.',
    ]);
    const tiny = await askPayout(headers, 99);
    expect([tiny.status, tiny.json.responseStatus.errorMessage]).toEqual([400, PAYOUT_MESSAGES.amount]);
    expect((await call(t.app, { method: 'GET', url: '/v1/vendor/payouts', headers })).json.body).toEqual({ payouts: [] });
  });

  it('takes the amount out at once, transfers it through a job, and is audited; a manager may ask', async () => {
    const { headers, profile } = await venueWithBalance();
    const manager = await createUser(t.app);
    await addMember(t.app, profile.id, manager, 'manager');
    const asManager = await headersFor(t.app, manager, profile.id);
    const res = await askPayout(asManager, 50000);
    expect(res.status, res.raw.body).toBe(200);
    expect(res.json.body.payout).toMatchObject({
      amount: 50000,
      status: 'processing',
      accountNumber: 'XXXXXXXX9012',
      failureReason: null,
    });
    expect((await walletOf(t.app, headers)).balance).toBe(44006);
    await t.app.deps.jobs.runDue();
    const listed = await call(t.app, { method: 'GET', url: '/v1/vendor/payouts', headers });
    expect(listed.json.body.payouts).toMatchObject([{ _id: res.json.body.payout._id, amount: 50000, status: 'processed' }]);
    const [row] = await t.app.deps.db.select().from(payouts).where(eq(payouts.id, res.json.body.payout._id));
    expect(row!.providerTransferId).toMatch(/^trf_/);
    const audited = await t.app.deps.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.profileId, profile.id), eq(auditEvents.action, 'payout.requested')));
    expect(audited).toHaveLength(1);
    expect(audited[0]!.actorUserId).toBe(manager.id);
  });

  it('gives the amount back with a reversal row when the transfer fails', async () => {
    const { headers } = await venueWithBalance();
    const transfer = vi.spyOn(t.app.deps.payments, 'createTransfer').mockResolvedValueOnce({
      transferId: '',
      status: 'failed',
      amountPaise: 30000,
      notes: {},
      failureReason: 'The linked account is not activated',
    });
    try {
      const res = await askPayout(headers, 30000);
      expect((await walletOf(t.app, headers)).balance).toBe(64006);
      await t.app.deps.jobs.runDue();
      expect(transfer).toHaveBeenCalledTimes(1);
      const listed = await call(t.app, { method: 'GET', url: '/v1/vendor/payouts', headers });
      expect(listed.json.body.payouts[0]).toMatchObject({
        _id: res.json.body.payout._id,
        status: 'failed',
        failureReason: 'The linked account is not activated',
      });
      const wallet = await walletOf(t.app, headers, '?kind=payout');
      expect(wallet.ledger.map((row) => row.amount).sort((a, b) => a - b)).toEqual([-30000, 30000]);
      expect(wallet.balance).toBe(94006);
      // The job again (a rerun after a lost lease) changes nothing.
      await t.app.deps.jobs.runDue();
      expect((await walletOf(t.app, headers)).balance).toBe(94006);
    } finally {
      transfer.mockRestore();
    }
  });

  it(race('never overdraws when requests race: 10 × ₹200 against ₹940.06 pay exactly 4'), async () => {
    const { headers } = await venueWithBalance();
    const answers = await Promise.all(Array.from({ length: 10 }, () => askPayout(headers, 20000)));
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 422, 422, 422, 422, 422, 422]);
    for (const refused of answers.filter((res) => res.status === 422)) {
      expect(refused.json.responseStatus.errorCode).toBe('insufficient_available_balance');
    }
    const wallet = await walletOf(t.app, headers);
    expect(wallet.balance).toBe(94006 - 4 * 20000);
    expect(wallet.balance).toBe(wallet.ledger.reduce((total, row) => total + row.amount, 0));
  });
});

describe('the wallet’s figures', () => {
  it('after two sales, a refund and a payout, the balance is the ledger’s sum and matches the sums by hand', async () => {
    now = JUNE_10;
    const { headers } = await ownerWithVenue(t.app);
    await verifiedAccount(t.app, headers);
    const concert = await eventOnSale(t.app, headers);
    const brunch = await eventOnSale(t.app, headers);
    // Sale 1: 2 × ₹499.50 = 99900; fee 5% = 4995; GST 18% of 4995 = 899.1 → 899. Net 94006.
    await paidOrder(t.app, guest(), concert, 2);
    // Sale 2: 1 × ₹499.50 = 49950; fee 5% = 2497.5 → 2498; GST 18% of 2498 = 449.64 → 450. Net 47002.
    await paidOrder(t.app, guest(), brunch, 1);
    expect((await walletOf(t.app, headers)).balance).toBe(94006 + 47002);
    // The brunch is cancelled: sale 2 is refunded, its fee and GST come back. −49950 + 2498 + 450 = −47002.
    await call(t.app, {
      method: 'PUT',
      url: `/v2/ticketed-events/${brunch._id}/status`,
      headers,
      payload: { status: 'cancelled' },
    });
    await t.app.deps.jobs.runDue();
    // A payout of ₹500, once the concert's money has settled.
    now = SETTLED;
    expect((await askPayout(headers, 50000)).status).toBe(200);
    await t.app.deps.jobs.runDue();

    const wallet = await walletOf(t.app, headers);
    expect(wallet.ledger.map((row) => [row.kind, row.amount]).sort()).toEqual(
      [
        ['sale', 99900],
        ['platform-fee', -4995],
        ['gst-on-fee', -899],
        ['sale', 49950],
        ['platform-fee', -2498],
        ['gst-on-fee', -450],
        ['refund', -49950],
        ['platform-fee', 2498],
        ['gst-on-fee', 450],
        ['payout', -50000],
      ].sort(),
    );
    const byHand = 99900 - 4995 - 899 + (49950 - 2498 - 450) + (-49950 + 2498 + 450) - 50000;
    expect(byHand).toBe(44006);
    expect(wallet.balance).toBe(byHand);
    expect(wallet.balance).toBe(wallet.ledger.reduce((total, row) => total + row.amount, 0));
  });
});
