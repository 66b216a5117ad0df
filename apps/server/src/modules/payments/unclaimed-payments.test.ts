import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PAYMENT_MESSAGES, PAYMENT_VERIFICATIONS_PER_ADDRESS_PER_HOUR, paiseToRupeeString } from '@venue/shared';
import {
  jobs,
  profiles,
  subscriptionPayments,
  subscriptions,
  subscriptionTerms,
  unclaimedPayments,
} from '../../db/schema/index.ts';
import { call, ownerWithVenue } from '../../../test/fixtures.ts';
import { startFakeRazorpay, type FakeRazorpay } from '../../../test/fake-razorpay.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { saveBillingDetails } from '../../../test/billing-kit.ts';

/*
 * Issue 34, finding 1 (subscriptions and the payments layer) and the verification half of
 * finding 7: money that arrives for a term that is gone, cancelled, expired or superseded, or
 * for a link no feature owns, is refunded once and the payer told; a replayed callback is
 * answered from our record without asking Razorpay again. Runs against the local fake
 * Razorpay, on PGlite, and on PostgreSQL with DATABASE_URL.
 */

const STARTER_MONTHLY = '5e1ec7000000000000000001';
const now = new Date('2026-06-10T06:30:00Z');

let fake: FakeRazorpay;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeRazorpay();
  t = await createTestApp(
    {
      ...fake.env,
    },
    { clock: () => now },
  );
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const db = () => t.app.deps.db;
let address = 0;
/** Each test calls from its own address, so the per-address limit is the only one that bites where a test wants it. */
const newAddress = () => `10.34.0.${(address += 1)}`;

const verify = (query: Record<string, string>, remoteAddress = '10.34.1.1') =>
  call(t.app, {
    method: 'GET',
    url: `/v1/subscription/payment-verification?${new URLSearchParams(query)}`,
    remoteAddress,
  });
const deliver = (webhook: { body: string; headers: Record<string, string> }) =>
  call(t.app, { method: 'POST', url: '/v1/payments/razorpay-webhook', headers: webhook.headers, payload: webhook.body });

async function subscribe(venue?: Awaited<ReturnType<typeof ownerWithVenue>>) {
  const v = venue ?? (await ownerWithVenue(t.app));
  await saveBillingDetails(t.app, v.headers);
  const res = await call(t.app, {
    method: 'POST',
    url: '/v1/subscription/digital-menu-subscription',
    headers: v.headers,
    payload: { planId: STARTER_MONTHLY },
  });
  expect(res.status, res.raw.body).toBe(200);
  const [term] = await db().select().from(subscriptionTerms).where(eq(subscriptionTerms.id, res.json.body.termId));
  return { ...v, term: term! };
}

const providerFetchesOf = (linkId: string) =>
  fake.requests.filter((request) => request.method === 'GET' && request.path === `/v1/payment_links/${linkId}`).length;

const unclaimedOf = (paymentId: string) =>
  db().select().from(unclaimedPayments).where(eq(unclaimedPayments.providerPaymentId, paymentId));

const refundsOf = (paymentId: string) => [...fake.refunds.values()].filter((refund) => refund.payment_id === paymentId);

async function refundMessagesTo(phone: string) {
  const queued = await db().select().from(jobs).where(eq(jobs.kind, 'notify.send'));
  return queued
    .map((job) => job.payload as { channel: string; to: string; template: string; variables: Record<string, string> })
    .filter((message) => message.template === 'paymentRefunded' && message.to === `+${phone}`);
}

/** The refund, once its job ran: one at the provider for the whole payment, the row refunded, the payer told on each channel. */
async function expectRefundedOnce(paymentId: string, amountPaise: number, phone: string, reason: string) {
  await t.app.deps.jobs.runDue();
  const rows = await unclaimedOf(paymentId);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ status: 'refunded', reason, amountPaise, contact: `+${phone}` });
  const refunds = refundsOf(paymentId);
  expect(refunds).toHaveLength(1);
  expect(refunds[0]).toMatchObject({ amount: amountPaise, receipt: rows[0]!.id });
  const messages = await refundMessagesTo(phone);
  expect(messages.map((message) => message.channel).sort()).toEqual(['sms', 'whatsapp']);
  expect(messages[0]!.variables).toEqual({ amount: `Rs. ${paiseToRupeeString(amountPaise)}`, reference: paymentId });
}

async function expectNotActivated(profileId: string, termId: string) {
  expect(await db().select().from(subscriptionPayments).where(eq(subscriptionPayments.termId, termId))).toEqual([]);
  const [subscription] = await db().select().from(subscriptions).where(eq(subscriptions.profileId, profileId));
  expect(subscription?.status ?? 'inactive').not.toBe('active');
}

describe('money for a dead subscription term is refunded and the payer told', () => {
  it('a term cancelled by a newer subscribe, paid by callback: 409 PAYMENT_REFUNDED, one refund, nothing activated', async () => {
    const first = await subscribe();
    await subscribe(first);
    const [cancelled] = await db().select().from(subscriptionTerms).where(eq(subscriptionTerms.id, first.term.id));
    expect(cancelled!.status).toBe('cancelled');

    // The guest had the old link open: the payment lands as it was being cancelled.
    const paid = fake.pay(first.term.paymentLinkId!);
    const res = await verify(paid.callbackQuery, newAddress());
    expect(res.status, res.raw.body).toBe(409);
    expect(res.json.responseStatus).toMatchObject({ errorCode: 'PAYMENT_REFUNDED', errorMessage: PAYMENT_MESSAGES.refunded });
    expect((await deliver(paid.webhook)).json.body).toEqual({ outcome: 'processed' });
    await expectNotActivated(first.profile.id, first.term.id);
    await expectRefundedOnce(paid.paymentId, first.term.totalPaise, first.owner.phone, 'cancelled');
  });

  it('a term whose link expired (the expired event came first), paid by webhook: refunded', async () => {
    const venue = await subscribe();
    const expired = fake.webhook('payment_link.expired', {
      payment_link: { entity: { ...fake.links.get(venue.term.paymentLinkId!)!, status: 'expired' } },
    });
    expect((await deliver(expired)).status).toBe(200);
    const paid = fake.pay(venue.term.paymentLinkId!);
    expect((await deliver(paid.webhook)).json.body).toEqual({ outcome: 'processed' });
    const res = await verify(paid.callbackQuery, newAddress());
    expect(res.json.responseStatus.errorCode).toBe('PAYMENT_REFUNDED');
    await expectNotActivated(venue.profile.id, venue.term.id);
    await expectRefundedOnce(paid.paymentId, venue.term.totalPaise, venue.owner.phone, 'expired');
  });

  it('a term superseded by another term of the service paid since it was made: refunded, the first payment kept', async () => {
    const first = await subscribe();
    const second = await subscribe(first);
    // The older link's cancellation did not reach the provider (it was away): both links are live.
    await db().update(subscriptionTerms).set({ status: 'pending' }).where(eq(subscriptionTerms.id, first.term.id));
    const paidSecond = fake.pay(second.term.paymentLinkId!);
    expect((await verify(paidSecond.callbackQuery, newAddress())).status).toBe(200);
    const paidFirst = fake.pay(first.term.paymentLinkId!);
    expect((await deliver(paidFirst.webhook)).status).toBe(200);

    const terms = await db().select().from(subscriptionTerms).where(eq(subscriptionTerms.profileId, first.profile.id));
    expect(Object.fromEntries(terms.map((term) => [term.id, term.status]))).toEqual({
      [first.term.id]: 'cancelled',
      [second.term.id]: 'paid',
    });
    const payments = await db().select().from(subscriptionPayments).where(eq(subscriptionPayments.profileId, first.profile.id));
    expect(payments.map((payment) => payment.providerPaymentId)).toEqual([paidSecond.paymentId]);
    await expectRefundedOnce(paidFirst.paymentId, first.term.totalPaise, first.owner.phone, 'superseded');
  });

  it('a term whose venue was deleted meanwhile: the callback and the webhook refund it', async () => {
    const venue = await subscribe();
    const paid = fake.pay(venue.term.paymentLinkId!);
    await db().delete(profiles).where(eq(profiles.id, venue.profile.id));
    const res = await verify(paid.callbackQuery, newAddress());
    expect(res.json.responseStatus.errorCode).toBe('PAYMENT_REFUNDED');
    expect((await deliver(paid.webhook)).status).toBe(200);
    await expectRefundedOnce(paid.paymentId, venue.term.totalPaise, venue.owner.phone, 'not-found');
  });

  it('a paid link whose purpose no feature handles is refunded from the webhook, not ignored', async () => {
    const link = await t.app.deps.payments.createPaymentLink({
      amountPaise: 4_200,
      referenceId: 'stray-reference-1',
      description: 'nobody owns this',
      customer: { contact: '+919800000034' },
      callbackUrl: 'http://localhost:3000/elsewhere',
      notes: { purpose: 'retired-feature' },
    });
    const paid = fake.pay(link.linkId);
    expect((await deliver(paid.webhook)).json.body).toEqual({ outcome: 'processed' });
    await expectRefundedOnce(paid.paymentId, 4_200, '919800000034', 'no-handler');
    const [row] = await unclaimedOf(paid.paymentId);
    expect(row).toMatchObject({ purpose: 'retired-feature', referenceId: 'stray-reference-1', paymentLinkId: link.linkId });
  });

  it('callback and webhook racing for a dead term make one refund', async () => {
    for (let round = 0; round < 5; round += 1) {
      const first = await subscribe();
      await subscribe(first);
      const paid = fake.pay(first.term.paymentLinkId!);
      const callbackAddress = newAddress();
      const answers = await Promise.all([
        verify(paid.callbackQuery, callbackAddress),
        deliver(paid.webhook),
        verify(paid.callbackQuery, callbackAddress),
        deliver({ ...paid.webhook, headers: { ...paid.webhook.headers, 'x-razorpay-event-id': `evt_retry_${round}` } }),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([409, 200, 409, 200]);
      await expectNotActivated(first.profile.id, first.term.id);
      await expectRefundedOnce(paid.paymentId, first.term.totalPaise, first.owner.phone, 'cancelled');
    }
  }, 60_000);

  it('a refunded payment replayed answers from our record: 409 again, no call to the provider', async () => {
    const first = await subscribe();
    await subscribe(first);
    const paid = fake.pay(first.term.paymentLinkId!);
    const from = newAddress();
    expect((await verify(paid.callbackQuery, from)).status).toBe(409);
    const fetched = providerFetchesOf(first.term.paymentLinkId!);
    for (let replay = 0; replay < 20; replay += 1) {
      expect((await verify(paid.callbackQuery, from)).json.responseStatus.errorCode).toBe('PAYMENT_REFUNDED');
    }
    expect(providerFetchesOf(first.term.paymentLinkId!)).toBe(fetched);
  });
});

describe('payment verification is not an amplifier (finding 7)', () => {
  it('300 replays of one valid callback make at most one call to Razorpay and answer the same invoice', async () => {
    const venue = await subscribe();
    const paid = fake.pay(venue.term.paymentLinkId!);
    const addresses = [newAddress(), newAddress(), newAddress()];
    const answers = [];
    for (let replay = 0; replay < 300; replay += 1) answers.push(await verify(paid.callbackQuery, addresses[replay % 3]));
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
    expect(new Set(answers.map((answer) => answer.json.body.invoiceNumber)).size).toBe(1);
    expect(providerFetchesOf(venue.term.paymentLinkId!)).toBeLessThanOrEqual(1);
    expect(await db().select().from(subscriptionPayments).where(eq(subscriptionPayments.termId, venue.term.id))).toHaveLength(1);
  }, 120_000);

  it('one address beyond its budget is answered 429 with Retry-After, before any work', async () => {
    const venue = await subscribe();
    const paid = fake.pay(venue.term.paymentLinkId!);
    const from = newAddress();
    for (let replay = 0; replay < PAYMENT_VERIFICATIONS_PER_ADDRESS_PER_HOUR; replay += 1) {
      expect((await verify(paid.callbackQuery, from)).status).toBe(200);
    }
    const refused = await verify(paid.callbackQuery, from);
    expect(refused.status).toBe(429);
    expect(refused.json.responseStatus.errorCode).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // A forged replay from a flooded address costs nothing either: refused before the signature.
    const forged = await verify({ ...paid.callbackQuery, razorpay_signature: 'f'.repeat(64) }, from);
    expect(forged.status).toBe(429);
    expect((await verify(paid.callbackQuery, newAddress())).status).toBe(200);
    const [term] = await db()
      .select()
      .from(subscriptionTerms)
      .where(and(eq(subscriptionTerms.id, venue.term.id), eq(subscriptionTerms.status, 'paid')));
    expect(term).toBeDefined();
  }, 60_000);
});
