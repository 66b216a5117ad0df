import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VENDOR_ACCOUNT_MESSAGES } from '@venue/shared';
import { addMember, call, createUser, headersFor, ownerWithVenue } from '../../../test/fixtures.ts';
import { eventOnSale, guestPhones, order, paySandbox, testOtpOf } from '../../../test/events-kit.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/* The venue's wallet (ledger of ticket sales) and payout account. */

const guests = guestPhones(10, '9194000');
const now = new Date('2026-06-10T06:30:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SMS_TEST_OTP: testOtpOf(guests), PLATFORM_FEE_PERCENT: '5' }, { clock: () => now });
});
afterAll(() => t.close());

describe('wallet', () => {
  it('records the sale, the platform fee and GST on the fee once per paid order', async () => {
    const { headers } = await ownerWithVenue(t.app);
    const event = await eventOnSale(t.app, headers);
    const res = await order(t.app, guests[0]!, {
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
    const wallet = await call(t.app, { method: 'GET', url: '/v1/vendor/wallet', headers });
    expect(wallet.status, wallet.raw.body).toBe(200);
    // 2 × ₹499.50 = 99900 paise; fee 5% = 4995; GST 18% of the fee = 899.1 → 899.
    expect(
      wallet.json.body.entries.map((row: { kind: string; amountPaise: number }) => [row.kind, row.amountPaise]).sort(),
    ).toEqual([
      ['gst-on-fee', -899],
      ['platform-fee', -4995],
      ['sale', 99900],
    ]);
    expect(wallet.json.body.balancePaise).toBe(99900 - 4995 - 899);
  });

  it('starts empty and is not for staff', async () => {
    const { profile, headers } = await ownerWithVenue(t.app);
    expect((await call(t.app, { method: 'GET', url: '/v1/vendor/wallet', headers })).json.body).toEqual({
      balancePaise: 0,
      entries: [],
    });
    const staff = await createUser(t.app);
    await addMember(t.app, profile.id, staff, 'staff', { tableReserveAccess: true });
    expect(
      (await call(t.app, { method: 'GET', url: '/v1/vendor/wallet', headers: await headersFor(t.app, staff, profile.id) }))
        .status,
    ).toBe(403);
  });
});

describe('vendor account', () => {
  const ACCOUNT = {
    accountHolderName: 'Spice Route LLP',
    accountNumber: '123456789012',
    ifsc: 'hdfc0001234',
    pan: 'abcde1234f',
    gstin: '29AAACV0000D1Z3',
  };

  it('creates, reads masked and updates the payout account', async () => {
    const { headers } = await ownerWithVenue(t.app);
    expect((await call(t.app, { method: 'GET', url: '/v1/vendor/account', headers })).json.body).toEqual({ account: null });
    const created = await call(t.app, { method: 'POST', url: '/v1/vendor/account', headers, payload: ACCOUNT });
    expect(created.status, created.raw.body).toBe(200);
    expect(created.json.body.account).toMatchObject({
      accountNumberMasked: 'XXXXXXXX9012',
      ifsc: 'HDFC0001234',
      pan: 'ABCDE1234F',
      gstin: '29AAACV0000D1Z3',
    });
    expect(created.raw.body).not.toContain('123456789012');
    const again = await call(t.app, { method: 'POST', url: '/v1/vendor/account', headers, payload: ACCOUNT });
    expect(again.status).toBe(409);
    const updated = await call(t.app, {
      method: 'PATCH',
      url: '/v1/vendor/account',
      headers,
      payload: { accountNumber: '9876543210', gstin: '' },
    });
    expect(updated.json.body.account).toMatchObject({
      accountNumberMasked: 'XXXXXX3210',
      gstin: null,
      accountHolderName: 'Spice Route LLP',
    });
  });

  it('refuses a wrong GSTIN check character, IFSC or PAN', async () => {
    const { headers } = await ownerWithVenue(t.app);
    for (const [change, message] of [
      [{ gstin: '29AAACV0000D1Z4' }, 'Enter a valid 15-character GSTIN'],
      [{ ifsc: 'HDFC1001234' }, VENDOR_ACCOUNT_MESSAGES.ifsc],
      [{ pan: 'ABCD1234F' }, VENDOR_ACCOUNT_MESSAGES.pan],
      [{ accountNumber: '12ab' }, VENDOR_ACCOUNT_MESSAGES.accountNumber],
    ] as const) {
      const res = await call(t.app, { method: 'POST', url: '/v1/vendor/account', headers, payload: { ...ACCOUNT, ...change } });
      expect(res.status).toBe(400);
      expect(res.json.responseStatus.errorMessage).toBe(message);
    }
  });

  it('lets only the owner change it', async () => {
    const { profile } = await ownerWithVenue(t.app);
    const manager = await createUser(t.app);
    await addMember(t.app, profile.id, manager, 'manager');
    const res = await call(t.app, {
      method: 'POST',
      url: '/v1/vendor/account',
      headers: await headersFor(t.app, manager, profile.id),
      payload: ACCOUNT,
    });
    expect(res.status).toBe(403);
  });
});
