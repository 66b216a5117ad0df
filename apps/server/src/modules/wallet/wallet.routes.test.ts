import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { VENDOR_ACCOUNT_MESSAGES } from '@venue/shared';
import { vendorAccounts } from '../../db/schema/index.ts';
import { addMember, call, createUser, headersFor, ownerWithVenue } from '../../../test/fixtures.ts';
import { eventOnSale, guestPhones, order, paySandbox, testOtpOf } from '../../../test/events-kit.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { ACCOUNT, paidOrder, verifiedAccount, walletOf } from '../../../test/wallet-kit.ts';

/* The venue's wallet (ledger of ticket sales) and payout account, through the real routes. */

const guests = guestPhones(10, '9194000');
let nextGuest = 0;
const guest = () => guests[nextGuest++]!;
let now = new Date('2026-06-10T06:30:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SMS_TEST_OTP: testOtpOf(guests), PLATFORM_FEE_PERCENT: '5' }, { clock: () => now });
});
afterAll(() => t.close());

describe('wallet', () => {
  it('records the sale, the platform fee and GST on the fee once per paid order', async () => {
    const { headers } = await ownerWithVenue(t.app);
    const event = await eventOnSale(t.app, headers);
    const res = await order(t.app, guest(), {
      eventId: event._id,
      items: [{ ticketTypeId: event.ticketTypes[0]!._id, quantity: 2 }],
    });
    const paid = await paySandbox(t.app, res.json.body.order.paymentUrl);
    const query = new URLSearchParams(paid.callbackQuery);
    await call(t.app, { method: 'GET', url: `/v2/ticket-orders/payment-verification?${query}` });
    await call(t.app, {
      method: 'POST',
      url: '/v1/payments/razorpay-webhook',
      headers: paid.webhook.headers,
      payload: paid.webhook.body,
    });
    const wallet = await walletOf(t.app, headers);
    // 2 × ₹499.50 = 99900 paise; fee 5% = 4995; GST 18% of the fee = 899.1 → 899.
    expect(wallet.ledger.map((row) => [row.kind, row.amount]).sort()).toEqual([
      ['gst-on-fee', -899],
      ['platform-fee', -4995],
      ['sale', 99900],
    ]);
    expect(wallet.balance).toBe(99900 - 4995 - 899);
  });

  it('filters the ledger by kind and by the venue’s local dates, while the balance stays the whole ledger’s', async () => {
    const { headers } = await ownerWithVenue(t.app);
    const event = await eventOnSale(t.app, headers);
    // 23:50 IST on 11 June and 00:10 IST on 12 June: one UTC day, two venue days.
    now = new Date('2026-06-11T18:20:00Z');
    await paidOrder(t.app, guest(), event, 1);
    now = new Date('2026-06-11T18:40:00Z');
    await paidOrder(t.app, guest(), event, 2);
    const all = await walletOf(t.app, headers);
    expect(all.ledger).toHaveLength(6);
    const sales = await walletOf(t.app, headers, '?kind=sale');
    expect(sales.ledger.map((row) => row.amount)).toEqual([99900, 49950]);
    const eleventh = await walletOf(t.app, headers, '?from=2026-06-11&to=2026-06-11');
    expect(eleventh.ledger.map((row) => row.amount).sort((a, b) => a - b)).toEqual([-2498, -450, 49950]);
    const twelfth = await walletOf(t.app, headers, '?kind=sale&from=2026-06-12');
    expect(twelfth.ledger.map((row) => row.amount)).toEqual([99900]);
    expect(twelfth.balance).toBe(all.balance);
    expect(all.balance).toBe(all.ledger.reduce((total, row) => total + row.amount, 0));
    now = new Date('2026-06-10T06:30:00Z');
  });

  it('starts empty and is not for staff, whatever their rights', async () => {
    const { profile, headers } = await ownerWithVenue(t.app);
    expect(await walletOf(t.app, headers)).toEqual({
      balance: 0,
      availableBalance: 0,
      pendingBalance: 0,
      owedBalance: 0,
      nextAvailableAt: null,
      settlementDays: 2,
      ledger: [],
    });
    const staff = await createUser(t.app);
    await addMember(t.app, profile.id, staff, 'staff', {
      tableReserveAccess: true,
      digitalMenuAccess: true,
      socialProfileAccess: true,
    });
    const asStaff = await headersFor(t.app, staff, profile.id);
    for (const [method, url, payload] of [
      ['GET', '/v1/vendor/wallet', undefined],
      ['GET', '/v1/vendor/account', undefined],
      ['POST', '/v1/vendor/account', ACCOUNT],
      ['PATCH', '/v1/vendor/account', { upiId: 'venue@okhdfcbank' }],
      ['GET', '/v1/vendor/payouts', undefined],
      ['POST', '/v1/vendor/payouts', { amount: 100 }],
    ] as const) {
      expect((await call(t.app, { method, url, headers: asStaff, payload })).status, `${method} ${url}`).toBe(403);
    }
  });
});

describe('vendor account', () => {
  it('is saved pending, verified by the provider through its job, and read masked with the bank’s name', async () => {
    const { headers, profile } = await ownerWithVenue(t.app);
    expect((await call(t.app, { method: 'GET', url: '/v1/vendor/account', headers })).json.body).toEqual({ account: null });
    const created = await call(t.app, { method: 'POST', url: '/v1/vendor/account', headers, payload: ACCOUNT });
    expect(created.status, created.raw.body).toBe(200);
    expect(created.json.body.account).toMatchObject({
      legalName: 'Spice Route Hospitality LLP',
      accountHolder: 'Spice Route LLP',
      accountNumber: 'XXXXXXXX9012',
      ifsc: 'HDFC0001234',
      bankName: 'HDFC Bank',
      pan: 'ABCFE1234F',
      gstin: '29AAACV0000D1Z3',
      upiId: null,
      status: 'pending',
    });
    expect(created.raw.body).not.toContain('123456789012');
    await t.app.deps.jobs.runDue();
    const read = await call(t.app, { method: 'GET', url: '/v1/vendor/account', headers });
    expect(read.json.body.account.status).toBe('verified');
    const [row] = await t.app.deps.db.select().from(vendorAccounts).where(eq(vendorAccounts.profileId, profile.id));
    expect(row!.providerAccountId).toMatch(/^acc_[0-9A-Za-z]{14}$/);
    expect(row!.syncedRevision).toBe(1);
    expect((await call(t.app, { method: 'POST', url: '/v1/vendor/account', headers, payload: ACCOUNT })).status).toBe(409);
  });

  it('goes back to pending when the bank details change, not when only the UPI id does', async () => {
    const { headers } = await ownerWithVenue(t.app);
    await verifiedAccount(t.app, headers);
    const upi = await call(t.app, {
      method: 'PATCH',
      url: '/v1/vendor/account',
      headers,
      payload: { upiId: 'venue@okhdfcbank' },
    });
    expect(upi.json.body.account).toMatchObject({ upiId: 'venue@okhdfcbank', status: 'verified' });
    const updated = await call(t.app, {
      method: 'PATCH',
      url: '/v1/vendor/account',
      headers,
      payload: { accountNumber: '9876543210', ifsc: 'SBIN0000001', gstin: '' },
    });
    expect(updated.json.body.account).toMatchObject({
      accountNumber: 'XXXXXX3210',
      bankName: 'State Bank of India',
      gstin: null,
      accountHolder: 'Spice Route LLP',
      status: 'pending',
    });
    await t.app.deps.jobs.runDue();
    expect((await call(t.app, { method: 'GET', url: '/v1/vendor/account', headers })).json.body.account.status).toBe('verified');
  });

  it('refuses an IFSC that is not on the offline list of branches (422) and one of the wrong format (400)', async () => {
    const { headers } = await ownerWithVenue(t.app);
    const unknown = await call(t.app, {
      method: 'POST',
      url: '/v1/vendor/account',
      headers,
      payload: { ...ACCOUNT, ifsc: 'ABCD0123456' },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.json.responseStatus.errorMessage).toBe(VENDOR_ACCOUNT_MESSAGES.ifscUnknown);
    await verifiedAccount(t.app, headers);
    const patched = await call(t.app, { method: 'PATCH', url: '/v1/vendor/account', headers, payload: { ifsc: 'KKBK0000001' } });
    expect(patched.status).toBe(422);
    expect(patched.json.responseStatus.errorMessage).toBe(VENDOR_ACCOUNT_MESSAGES.ifscUnknown);
  });

  it('refuses a wrong GSTIN check character, IFSC format, PAN, account number or UPI id', async () => {
    const { headers } = await ownerWithVenue(t.app);
    for (const [change, message] of [
      [{ gstin: '29AAACV0000D1Z4' }, 'Enter a valid 15-character GSTIN'],
      [{ ifsc: 'HDFC1001234' }, VENDOR_ACCOUNT_MESSAGES.ifsc],
      [{ pan: 'ABCD1234F' }, VENDOR_ACCOUNT_MESSAGES.pan],
      [{ accountNumber: '12ab' }, VENDOR_ACCOUNT_MESSAGES.accountNumber],
      [{ upiId: 'not a upi id' }, VENDOR_ACCOUNT_MESSAGES.upiId],
      [{ legalName: '' }, VENDOR_ACCOUNT_MESSAGES.legalNameRequired],
    ] as const) {
      const res = await call(t.app, { method: 'POST', url: '/v1/vendor/account', headers, payload: { ...ACCOUNT, ...change } });
      expect(res.status).toBe(400);
      expect(res.json.responseStatus.errorMessage).toBe(message);
    }
  });

  it('lets only the owner change it; a manager reads it', async () => {
    const { profile, headers } = await ownerWithVenue(t.app);
    await verifiedAccount(t.app, headers);
    const manager = await createUser(t.app);
    await addMember(t.app, profile.id, manager, 'manager');
    const asManager = await headersFor(t.app, manager, profile.id);
    expect((await call(t.app, { method: 'PATCH', url: '/v1/vendor/account', headers: asManager, payload: ACCOUNT })).status).toBe(
      403,
    );
    expect((await call(t.app, { method: 'GET', url: '/v1/vendor/account', headers: asManager })).json.body.account.status).toBe(
      'verified',
    );
  });
});
