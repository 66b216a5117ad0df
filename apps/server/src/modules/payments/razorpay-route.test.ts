import { VENDOR_ACCOUNT_MESSAGES } from '@venue/shared';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ticketOrders, users, vendorAccounts } from '../../db/schema/index.ts';
import { call, ownerWithVenue } from '../../../test/fixtures.ts';
import { eventOnSale, guestPhones, order, testOtpOf } from '../../../test/events-kit.ts';
import { startFakeRazorpay, type FakeRazorpay, type SignedWebhook } from '../../../test/fake-razorpay.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { ACCOUNT, askPayout as askPayoutOf, walletOf } from '../../../test/wallet-kit.ts';
import { businessTypeOfPan } from './razorpay-provider.ts';

/*
 * The razorpay adapter's Route and refund calls (issue 12) against the local fake: the linked
 * account with its stakeholder and product configuration, transfers with their idempotency
 * key, refunds found again by receipt, and the webhooks that settle what was pending.
 */

const guests = guestPhones(20, '9194300');
let nextGuest = 0;
const guest = () => guests[nextGuest++]!;
const JUNE_10 = new Date('2026-06-10T06:30:00Z');
let now = JUNE_10;
let fake: FakeRazorpay;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeRazorpay();
  t = await createTestApp(
    {
      SMS_TEST_OTP: testOtpOf(guests),
      PLATFORM_FEE_PERCENT: '5',
      ...fake.env,
    },
    { clock: () => now },
  );
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  Object.assign(fake.behaviour, { activation: 'activated', transfer: 'processed', refund: 'processed' });
});

const deliver = (webhook: SignedWebhook) =>
  call(t.app, { method: 'POST', url: '/v1/payments/razorpay-webhook', headers: webhook.headers, payload: webhook.body });
const requestsTo = (method: string, path: RegExp) =>
  fake.requests.filter((request) => request.method === method && path.test(request.path));

/** A venue whose owner has an email (Route asks for one). */
async function venue() {
  const created = await ownerWithVenue(t.app);
  await t.app.deps.db.update(users).set({ email: 'owner@spiceroute.example' }).where(eq(users.id, created.owner.id));
  return created;
}

async function saveAccount(headers: Record<string, string>) {
  const res = await call(t.app, { method: 'POST', url: '/v1/vendor/account', headers, payload: ACCOUNT });
  expect(res.status, res.raw.body).toBe(200);
  await t.app.deps.jobs.runDue();
  return (await call(t.app, { method: 'GET', url: '/v1/vendor/account', headers })).json.body.account as { status: string };
}

const accountRow = async (profileId: string) =>
  (await t.app.deps.db.select().from(vendorAccounts).where(eq(vendorAccounts.profileId, profileId)))[0]!;

/** A paid order of `quantity` × ₹499.50 through Razorpay's payment link (callback verified). */
async function paidAtRazorpay(event: { _id: string; ticketTypes: Array<{ _id: string }> }, quantity: number) {
  const res = await order(t.app, guest(), { eventId: event._id, items: [{ ticketTypeId: event.ticketTypes[0]!._id, quantity }] });
  expect(res.status, res.raw.body).toBe(200);
  const [row] = await t.app.deps.db.select().from(ticketOrders).where(eq(ticketOrders.id, res.json.body.order._id));
  const paid = fake.pay(row!.paymentLinkId!);
  const verified = await call(t.app, {
    method: 'GET',
    url: `/v2/ticket-orders/payment-verification?${new URLSearchParams(paid.callbackQuery)}`,
  });
  expect(verified.json.body.status).toBe('paid');
  return { orderId: row!.id, paymentId: paid.paymentId };
}

describe('linked account (Route)', () => {
  it('creates the account with what Route requires, adds the stakeholder and the Route product with the bank account', async () => {
    const { headers, profile, owner } = await venue();
    expect((await saveAccount(headers)).status).toBe('verified');
    const row = await accountRow(profile.id);
    const [created] = requestsTo('POST', /^\/v2\/accounts$/).filter(
      (request) => (request.body as { notes?: { vendorAccountId?: string } }).notes?.vendorAccountId === row.id,
    );
    expect(created?.authorization).toBe(`Basic ${Buffer.from(`${fake.keyId}:${fake.keySecret}`).toString('base64')}`);
    expect(created?.body).toEqual({
      email: 'owner@spiceroute.example',
      phone: owner.phone,
      type: 'route',
      legal_business_name: 'Spice Route Hospitality LLP',
      business_type: 'partnership',
      contact_name: 'Spice Route LLP',
      profile: {
        category: 'food',
        subcategory: 'restaurant',
        addresses: {
          registered: {
            street1: '12, 4th Cross, Indiranagar',
            city: 'Bengaluru',
            state: 'KARNATAKA',
            postal_code: '560038',
            country: 'IN',
          },
        },
      },
      legal_info: { pan: 'ABCFE1234F', gst: '29AAACV0000D1Z3' },
      notes: { vendorAccountId: row.id },
    });
    // The owner is the stakeholder, with their own PAN (the LLP's PAN is the firm's, not a person's).
    const [stakeholder] = requestsTo('POST', new RegExp(`^/v2/accounts/${row.providerAccountId}/stakeholders$`));
    expect(stakeholder?.body).toEqual({ name: 'Anita Rao', email: 'owner@spiceroute.example', kyc: { pan: 'ABCPR1234K' } });
    const account = fake.accounts.get(row.providerAccountId!)!;
    expect(account.stakeholders).toHaveLength(1);
    const [product] = [...account.products.values()];
    expect(product).toMatchObject({
      id: row.providerProductId,
      activation_status: 'activated',
      active_configuration: {
        settlements: { account_number: '123456789012', ifsc_code: 'HDFC0001234', beneficiary_name: 'Spice Route LLP' },
      },
    });
  });

  it('stays pending while Route reviews, and a product.route.activated webhook verifies it', async () => {
    const { headers, profile } = await venue();
    fake.behaviour.activation = 'under_review';
    expect((await saveAccount(headers)).status).toBe('pending');
    const row = await accountRow(profile.id);
    expect((await deliver(fake.decideAccount(row.providerAccountId!, 'activated'))).json.body.outcome).toBe('processed');
    expect((await call(t.app, { method: 'GET', url: '/v1/vendor/account', headers })).json.body.account.status).toBe('verified');
  });

  it('changes the bank details on the same account, and ignores a verdict on details since replaced', async () => {
    const { headers, profile } = await venue();
    await saveAccount(headers);
    const before = await accountRow(profile.id);
    const accountsBefore = fake.accounts.size;
    fake.behaviour.activation = 'under_review';
    await call(t.app, { method: 'PATCH', url: '/v1/vendor/account', headers, payload: { accountNumber: '555566667777' } });
    // Route's verdict on the old details arrives while the new ones are on their way.
    await deliver(fake.decideAccount(before.providerAccountId!, 'activated'));
    expect((await accountRow(profile.id)).status).toBe('pending');
    await t.app.deps.jobs.runDue();
    expect(fake.accounts.size).toBe(accountsBefore);
    const product = [...fake.accounts.get(before.providerAccountId!)!.products.values()][0]!;
    expect(product.active_configuration).toMatchObject({ settlements: { account_number: '555566667777' } });
    await deliver(fake.decideAccount(before.providerAccountId!, 'needs_clarification'));
    expect((await accountRow(profile.id)).status).toBe('rejected');
  });

  it('a proprietor is the stakeholder with the business PAN; a company without the owner’s PAN is refused', async () => {
    const { headers, profile } = await venue();
    const { stakeholderPan: _own, ...proprietor } = { ...ACCOUNT, pan: 'ABCPR1234K', legalName: 'Anita Rao Foods' };
    const res = await call(t.app, { method: 'POST', url: '/v1/vendor/account', headers, payload: proprietor });
    expect(res.status, res.raw.body).toBe(200);
    await t.app.deps.jobs.runDue();
    const row = await accountRow(profile.id);
    const [stakeholder] = requestsTo('POST', new RegExp(`^/v2/accounts/${row.providerAccountId}/stakeholders$`));
    expect(stakeholder?.body).toEqual({ name: 'Anita Rao', email: 'owner@spiceroute.example', kyc: { pan: 'ABCPR1234K' } });

    const company = await venue();
    const { stakeholderPan: _none, ...withoutOwnerPan } = ACCOUNT;
    const refused = await call(t.app, {
      method: 'POST',
      url: '/v1/vendor/account',
      headers: company.headers,
      payload: withoutOwnerPan,
    });
    expect(refused.status).toBe(400);
    expect(refused.raw.body).toContain(VENDOR_ACCOUNT_MESSAGES.stakeholderPanRequired);
  });

  it('a changed address and owner reach the same account and its one stakeholder', async () => {
    const { headers, profile } = await venue();
    await saveAccount(headers);
    const before = await accountRow(profile.id);
    const change = await call(t.app, {
      method: 'PATCH',
      url: '/v1/vendor/account',
      headers,
      payload: {
        addressLine1: '3 Park Street',
        city: 'Kolkata',
        stateCode: '19',
        postalCode: '700016',
        stakeholderName: 'Ravi Sen',
        stakeholderPan: 'BCDPS2345L',
      },
    });
    expect(change.status, change.raw.body).toBe(200);
    expect(change.json.body.account).toMatchObject({ status: 'pending', city: 'Kolkata', stakeholderName: 'Ravi Sen' });
    await t.app.deps.jobs.runDue();
    const [patched] = requestsTo('PATCH', new RegExp(`^/v2/accounts/${before.providerAccountId}$`)).slice(-1);
    expect(patched?.body).toEqual({
      legal_business_name: 'Spice Route Hospitality LLP',
      contact_name: 'Spice Route LLP',
      profile: {
        addresses: {
          registered: { street1: '3 Park Street', city: 'Kolkata', state: 'WEST BENGAL', postal_code: '700016', country: 'IN' },
        },
      },
    });
    const account = fake.accounts.get(before.providerAccountId!)!;
    expect(account.stakeholders).toHaveLength(1);
    expect(account.stakeholders[0]).toMatchObject({ name: 'Ravi Sen', kyc: { pan: 'BCDPS2345L' } });
    expect((await accountRow(profile.id)).status).toBe('verified');
  });

  it('is rejected when Route refuses it or the owner has no email', async () => {
    const noEmail = await ownerWithVenue(t.app);
    expect((await saveAccount(noEmail.headers)).status).toBe('rejected');
    const { headers } = await venue();
    const refused = await call(t.app, {
      method: 'POST',
      url: '/v1/vendor/account',
      headers,
      payload: { ...ACCOUNT, legalName: 'Abc' },
    });
    expect(refused.status).toBe(200);
    await t.app.deps.jobs.runDue();
    expect((await call(t.app, { method: 'GET', url: '/v1/vendor/account', headers })).json.body.account.status).toBe('rejected');
  });

  it('names the business type by the PAN’s fourth character', () => {
    expect(['ABCPE1234F', 'ABCCE1234F', 'ABCFE1234F', 'ABCTE1234F', 'ABCHE1234F'].map(businessTypeOfPan)).toEqual([
      'proprietorship',
      'private_limited',
      'partnership',
      'trust',
      'not_yet_registered',
    ]);
  });
});

describe('payouts as Route transfers', () => {
  afterEach(() => {
    now = JUNE_10;
  });
  async function venueWithSale() {
    const created = await venue();
    await saveAccount(created.headers);
    const event = await eventOnSale(t.app, created.headers);
    await paidAtRazorpay(event, 2);
    // Two days after the event's end, its sales may be paid out (decisions §7).
    now = new Date('2026-07-03T17:30:00Z');
    expect((await walletOf(t.app, created.headers)).balance).toBe(94006);
    return { ...created, event };
  }
  const askPayout = (headers: Record<string, string>, amount: number) => askPayoutOf(t.app, headers, amount);

  it('transfers to the linked account with the payout id as the idempotency key', async () => {
    const { headers, profile } = await venueWithSale();
    const payout = (await askPayout(headers, 40000)).json.body.payout;
    await t.app.deps.jobs.runDue();
    const [sent] = requestsTo('POST', /^\/v1\/transfers$/).filter(
      (request) => (request.body as { notes?: { payoutId?: string } }).notes?.payoutId === payout._id,
    );
    expect(sent?.body).toEqual({
      account: (await accountRow(profile.id)).providerAccountId,
      amount: 40000,
      currency: 'INR',
      notes: { purpose: 'payout', payoutId: payout._id, profileId: profile.id },
    });
    expect(sent?.headers['x-transfer-idempotency']).toBe(payout._id);
    const listed = await call(t.app, { method: 'GET', url: '/v1/vendor/payouts', headers });
    expect(listed.json.body.payouts[0]).toMatchObject({ _id: payout._id, status: 'processed' });
    // The same key again answers the same transfer: a retried call never pays twice.
    const again = await t.app.deps.payments.createTransfer({
      accountId: (await accountRow(profile.id)).providerAccountId!,
      amountPaise: 40000,
      referenceId: payout._id,
      notes: { purpose: 'payout', payoutId: payout._id, profileId: profile.id },
    });
    expect([...fake.transfers.values()].filter((transfer) => transfer.id === again.transferId)).toHaveLength(1);
  });

  it('settles a pending transfer by webhook: transfer.failed gives the amount back', async () => {
    const { headers } = await venueWithSale();
    fake.behaviour.transfer = 'pending';
    const payout = (await askPayout(headers, 40000)).json.body.payout;
    await t.app.deps.jobs.runDue();
    expect((await call(t.app, { method: 'GET', url: '/v1/vendor/payouts', headers })).json.body.payouts[0].status).toBe(
      'processing',
    );
    const transfer = [...fake.transfers.values()].find(
      (candidate) => (candidate.notes as { payoutId?: string }).payoutId === payout._id,
    )!;
    const webhook = fake.settleTransfer(transfer.id, 'failed');
    expect((await deliver(webhook)).json.body.outcome).toBe('processed');
    expect((await deliver(webhook)).json.body.outcome).toBe('duplicate');
    const listed = (await call(t.app, { method: 'GET', url: '/v1/vendor/payouts', headers })).json.body.payouts[0];
    expect(listed).toMatchObject({ status: 'failed', failureReason: 'Beneficiary bank is offline' });
    expect((await walletOf(t.app, headers)).balance).toBe(94006);
  });

  it('fails a transfer Razorpay refuses and gives the amount back', async () => {
    const { headers } = await venueWithSale();
    fake.behaviour.transfer = { refuse: 'Insufficient balance in the account' };
    await askPayout(headers, 40000);
    await t.app.deps.jobs.runDue();
    const listed = (await call(t.app, { method: 'GET', url: '/v1/vendor/payouts', headers })).json.body.payouts[0];
    expect(listed).toMatchObject({ status: 'failed', failureReason: 'Insufficient balance in the account' });
    expect((await walletOf(t.app, headers)).balance).toBe(94006);
  });
});

describe('webhooks we cannot act on', () => {
  it('are acknowledged as ignored, never refused, so Razorpay does not retry them for a day', async () => {
    const unreadable = fake.webhook('transfer.processed', { transfer: { entity: { id: 42 } } });
    expect((await deliver(unreadable)).json.body.outcome).toBe('ignored');
    const foreign = fake.webhook('refund.processed', {
      refund: { entity: { id: 'rfnd_X', payment_id: 'pay_X', amount: 100, status: 'processed', notes: { purpose: 'other' } } },
    });
    expect((await deliver(foreign)).json.body.outcome).toBe('ignored');
    const unknownAccount = fake.webhook('product.route.activated', {
      merchant_product: { entity: { id: 'acc_prd_X', merchant_id: 'acc_Unknown', activation_status: 'activated' } },
    });
    expect((await deliver(unknownAccount)).status).toBe(200);
  });
});

describe('refunds', () => {
  it('refunds a cancelled event’s payment with the refund id as receipt; refund.processed settles a pending one', async () => {
    const { headers } = await venue();
    const event = await eventOnSale(t.app, headers);
    const paid = await paidAtRazorpay(event, 1);
    fake.behaviour.refund = 'pending';
    await call(t.app, {
      method: 'PUT',
      url: `/v2/ticketed-events/${event._id}/status`,
      headers,
      payload: { status: 'cancelled' },
    });
    await t.app.deps.jobs.runDue();
    const [row] = await t.app.deps.db.select().from(ticketOrders).where(eq(ticketOrders.id, paid.orderId));
    expect(row!.status).toBe('refund-pending');
    const [asked] = requestsTo('POST', new RegExp(`^/v1/payments/${paid.paymentId}/refund$`));
    expect(asked?.body).toEqual({
      amount: 49950,
      receipt: row!.refundId,
      notes: { purpose: 'ticket-refund', orderId: paid.orderId, profileId: row!.profileId },
    });
    // Asked again with the same receipt (a rerun): the first refund answers, none is added.
    const again = await t.app.deps.payments.refundPayment({
      paymentId: paid.paymentId,
      amountPaise: 49950,
      receipt: row!.refundId!,
      notes: {},
    });
    expect(again.refundId).toBe(row!.providerRefundId);
    expect([...fake.refunds.values()].filter((refund) => refund.payment_id === paid.paymentId)).toHaveLength(1);

    expect((await deliver(fake.processRefund(row!.providerRefundId!))).json.body.outcome).toBe('processed');
    const [refunded] = await t.app.deps.db.select().from(ticketOrders).where(eq(ticketOrders.id, paid.orderId));
    expect(refunded!.status).toBe('refunded');
    expect((await walletOf(t.app, headers)).balance).toBe(0);
  });
});
