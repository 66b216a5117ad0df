import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PAYMENT_MESSAGES } from '@venue/shared';
import {
  auditEvents,
  invoices,
  paymentWebhookEvents,
  sandboxPaymentLinks,
  subscriptionPayments,
  subscriptions,
  subscriptionTerms,
  unclaimedPayments,
} from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { signCallback, signWebhook } from './payment-signatures.ts';
import { call, ownerWithVenue } from '../../../test/fixtures.ts';
import { startFakeRazorpay, type FakeRazorpay } from '../../../test/fake-razorpay.ts';
import { paySandboxLink, type SandboxPaid } from '../../../test/sandbox-payments.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { saveBillingDetails } from '../../../test/billing-kit.ts';
import { race } from '../../../test/races.ts';

/*
 * The money loop from subscribe to activation (issue 10), run against both providers: the
 * sandbox and the razorpay adapter talking to a local fake Razorpay. The same verification
 * code runs behind both, so the same suite must hold for both.
 */

const STARTER_MONTHLY = '5e1ec7000000000000000001';
const DAY_MS = 24 * 60 * 60 * 1000;

type Paid = SandboxPaid;

interface Driver {
  name: string;
  start(): Promise<{ t: TestApp; stop(): Promise<void> }>;
  /** Pays the link at the provider (for another amount when asked) and answers the callback and webhook it sends. */
  pay(t: TestApp, linkId: string, options?: { amountPaise?: number }): Promise<Paid>;
}

let now = new Date('2026-06-10T06:30:00Z');
const clock = () => now;

const sandbox: Driver = {
  name: 'sandbox',
  async start() {
    const t = await createTestApp({}, { clock });
    return { t, stop: () => t.close() };
  },
  async pay(t, linkId, options = {}) {
    if (options.amountPaise !== undefined) {
      await t.app.deps.db
        .update(sandboxPaymentLinks)
        .set({ amountPaise: options.amountPaise })
        .where(eq(sandboxPaymentLinks.id, linkId));
    }
    return paySandboxLink(t.app, linkId);
  },
};

let fake: FakeRazorpay;
const razorpay: Driver = {
  name: 'razorpay (local fake)',
  async start() {
    fake = await startFakeRazorpay();
    const t = await createTestApp(
      {
        ...fake.env,
      },
      { clock },
    );
    return { t, stop: async () => (await t.close(), await fake.close()) };
  },
  async pay(_t, linkId, options = {}) {
    return fake.pay(linkId, options);
  },
};

describe.each([sandbox, razorpay])('payments with $name', (driver) => {
  let t: TestApp;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ t, stop } = await driver.start());
  });
  afterAll(() => stop());

  const db = () => t.app.deps.db;

  async function subscribeVenue(planId = STARTER_MONTHLY, venue?: Awaited<ReturnType<typeof ownerWithVenue>>) {
    const v = venue ?? (await ownerWithVenue(t.app));
    await saveBillingDetails(t.app, v.headers);
    const res = await call(t.app, {
      method: 'POST',
      url: '/v1/subscription/digital-menu-subscription',
      headers: v.headers,
      payload: { planId },
    });
    expect(res.status, res.raw.body).toBe(200);
    const [term] = await db().select().from(subscriptionTerms).where(eq(subscriptionTerms.id, res.json.body.termId));
    return { ...v, body: res.json.body, term: term! };
  }

  const verify = (query: Record<string, string>) =>
    call(t.app, { method: 'GET', url: `/v1/subscription/payment-verification?${new URLSearchParams(query)}` });
  const deliver = (webhook: Paid['webhook']) =>
    call(t.app, { method: 'POST', url: '/v1/payments/razorpay-webhook', headers: webhook.headers, payload: webhook.body });

  async function countsFor(profileId: string, termId: string) {
    return {
      payments: (await db().select().from(subscriptionPayments).where(eq(subscriptionPayments.termId, termId))).length,
      invoices: (await db().select().from(invoices).where(eq(invoices.sourceId, termId))).length,
      activations: (
        await db()
          .select()
          .from(auditEvents)
          .where(and(eq(auditEvents.profileId, profileId), eq(auditEvents.action, 'subscription.term-paid')))
      ).length,
    };
  }

  it('subscribes, pays and activates: one payment, one invoice, the period from the payment', async () => {
    const { profile, body, term } = await subscribeVenue();
    // Starter monthly: ₹299 + 18% GST.
    expect(body).toMatchObject({ amountPaise: 35282, lateFeePaise: 0 });
    expect(term).toMatchObject({ status: 'pending', basePaise: 29900, gstPaise: 5382, totalPaise: 35282 });
    expect(body.paymentUrl).toBe(await t.app.deps.payments.fetchPaymentLink(term.paymentLinkId!).then((link) => link.shortUrl));
    const link = await t.app.deps.payments.fetchPaymentLink(term.paymentLinkId!);
    expect(link).toMatchObject({ referenceId: term.id, amountPaise: 35282, status: 'created' });
    expect(link.notes.purpose).toBe('subscription-term');

    const paid = await driver.pay(t, term.paymentLinkId!);
    const res = await verify(paid.callbackQuery);
    expect(res.status, res.raw.body).toBe(200);
    const [invoice] = await db().select().from(invoices).where(eq(invoices.sourceId, term.id));
    expect(res.json.body).toEqual({
      message: PAYMENT_MESSAGES.verified,
      termId: term.id,
      invoiceId: invoice!.id,
      invoiceNumber: invoice!.number,
    });
    expect(invoice!.totalPaise).toBe(35282);
    const [subscription] = await db().select().from(subscriptions).where(eq(subscriptions.profileId, profile.id));
    expect(subscription).toMatchObject({ status: 'active', planId: STARTER_MONTHLY, lateFeePaise: 0, manual: false });
    expect(subscription!.currentPeriodStart!.toISOString()).toBe(now.toISOString());
    // One calendar month in IST: 10 June 12:00 IST → 10 July 12:00 IST.
    expect(subscription!.currentPeriodEnd!.toISOString()).toBe('2026-07-10T06:30:00.000Z');
    expect(await countsFor(profile.id, term.id)).toEqual({ payments: 1, invoices: 1, activations: 1 });
  });

  it('refuses a forged signature and changes nothing', async () => {
    const { profile, term } = await subscribeVenue();
    const paid = await driver.pay(t, term.paymentLinkId!);
    const forged = {
      ...paid.callbackQuery,
      razorpay_signature: signCallback('not-the-key-secret', {
        paymentLinkId: paid.callbackQuery.razorpay_payment_link_id!,
        referenceId: paid.callbackQuery.razorpay_payment_link_reference_id!,
        status: 'paid',
        paymentId: paid.callbackQuery.razorpay_payment_id!,
      }),
    };
    for (const query of [
      forged,
      { ...paid.callbackQuery, razorpay_signature: 'zz' },
      { ...paid.callbackQuery, razorpay_payment_id: 'pay_other' },
    ]) {
      const res = await verify(query);
      expect(res.status).toBe(400);
      expect(res.json.responseStatus.errorMessage).toBe(PAYMENT_MESSAGES.invalidSignature);
    }
    expect(await countsFor(profile.id, term.id)).toEqual({ payments: 0, invoices: 0, activations: 0 });
  });

  it('refunds a link paid for another amount than the term (tampered amount), by callback and by webhook, once', async () => {
    const { profile, term } = await subscribeVenue();
    const paid = await driver.pay(t, term.paymentLinkId!, { amountPaise: 100 });
    const res = await verify(paid.callbackQuery);
    expect(res.status).toBe(409);
    expect(res.json.responseStatus).toMatchObject({ errorCode: 'PAYMENT_REFUNDED', errorMessage: PAYMENT_MESSAGES.refunded });
    expect((await deliver(paid.webhook)).status).toBe(200);
    expect(await countsFor(profile.id, term.id)).toEqual({ payments: 0, invoices: 0, activations: 0 });
    const [after] = await db().select().from(subscriptionTerms).where(eq(subscriptionTerms.id, term.id));
    expect(after!.status).toBe('cancelled');
    const unclaimed = await db()
      .select()
      .from(unclaimedPayments)
      .where(eq(unclaimedPayments.providerPaymentId, paid.callbackQuery.razorpay_payment_id!));
    expect(unclaimed).toMatchObject([{ reason: 'amount-mismatch', referenceId: term.id }]);
  });

  it('verifies the same callback twice: the same answer, one payment, one invoice, one activation', async () => {
    const { profile, term } = await subscribeVenue();
    const paid = await driver.pay(t, term.paymentLinkId!);
    const first = await verify(paid.callbackQuery);
    const second = await verify(paid.callbackQuery);
    expect(second.status).toBe(200);
    expect(second.json.body).toEqual(first.json.body);
    expect(await countsFor(profile.id, term.id)).toEqual({ payments: 1, invoices: 1, activations: 1 });
  });

  it('activates once when the webhook arrives before the callback; a repeated event id is taken once', async () => {
    const { profile, term } = await subscribeVenue();
    const paid = await driver.pay(t, term.paymentLinkId!);
    const hook = await deliver(paid.webhook);
    expect(hook.status).toBe(200);
    expect(hook.json.body).toEqual({ outcome: 'processed' });
    expect(await countsFor(profile.id, term.id)).toEqual({ payments: 1, invoices: 1, activations: 1 });
    const [payment] = await db().select().from(subscriptionPayments).where(eq(subscriptionPayments.termId, term.id));
    expect(payment!.confirmedBy).toBe('webhook');

    expect((await deliver(paid.webhook)).json.body).toEqual({ outcome: 'duplicate' });
    const callback = await verify(paid.callbackQuery);
    expect(callback.status).toBe(200);
    expect(callback.json.body.message).toBe(PAYMENT_MESSAGES.verified);
    expect(await countsFor(profile.id, term.id)).toEqual({ payments: 1, invoices: 1, activations: 1 });
    const events = await db()
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.eventId, paid.webhook.headers['x-razorpay-event-id']!));
    expect(events).toHaveLength(1);
  });

  it('refuses a webhook whose signature does not match its raw body', async () => {
    const { term } = await subscribeVenue();
    const paid = await driver.pay(t, term.paymentLinkId!);
    const reformatted = JSON.stringify(JSON.parse(paid.webhook.body), null, 1);
    for (const webhook of [
      { ...paid.webhook, body: reformatted },
      { ...paid.webhook, headers: { ...paid.webhook.headers, 'x-razorpay-signature': signWebhook('wrong', paid.webhook.body) } },
    ]) {
      const res = await deliver(webhook);
      expect(res.status).toBe(400);
      expect(res.json.responseStatus.success).toBe(false);
    }
    const [after] = await db().select().from(subscriptionTerms).where(eq(subscriptionTerms.id, term.id));
    expect(after!.status).toBe('pending');
  });

  it('ignores an expired or cancelled event after the payment (out of order), and expires a pending term', async () => {
    const { term } = await subscribeVenue();
    const paid = await driver.pay(t, term.paymentLinkId!);
    expect((await verify(paid.callbackQuery)).status).toBe(200);
    const expiredEvent = (termId: string, linkId: string, event: string) => {
      const body = JSON.stringify({
        event,
        payload: {
          payment_link: {
            entity: {
              id: linkId,
              reference_id: termId,
              status: event.split('.')[1],
              amount: 1,
              notes: { purpose: 'subscription-term' },
            },
          },
        },
      });
      return {
        body,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': signWebhook(t.app.deps.payments.webhookSecret, body),
          'x-razorpay-event-id': `evt_${termId}_${event}`,
        },
      };
    };
    for (const event of ['payment_link.expired', 'payment_link.cancelled']) {
      expect((await deliver(expiredEvent(term.id, term.paymentLinkId!, event))).status).toBe(200);
    }
    const [still] = await db().select().from(subscriptionTerms).where(eq(subscriptionTerms.id, term.id));
    expect(still!.status).toBe('paid');

    const pending = await subscribeVenue();
    expect((await deliver(expiredEvent(pending.term.id, pending.term.paymentLinkId!, 'payment_link.expired'))).status).toBe(200);
    const [expired] = await db().select().from(subscriptionTerms).where(eq(subscriptionTerms.id, pending.term.id));
    expect(expired!.status).toBe('expired');
  });

  it('acknowledges and ignores events it does not handle', async () => {
    const body = JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: { id: 'pay_x', amount: 1, status: 'captured' } } },
    });
    const res = await deliver({
      body,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': signWebhook(t.app.deps.payments.webhookSecret, body),
        'x-razorpay-event-id': `evt_unknown_${driver.name}`,
      },
    });
    expect(res.status).toBe(200);
    expect(res.json.body).toEqual({ outcome: 'ignored' });
  });

  it('answers the spec sentences for a reference that is no term, or no id at all', async () => {
    for (const [referenceId, status, message] of [
      ['5e1ec70000000000000000ff', 404, PAYMENT_MESSAGES.termNotFound],
      ['order-42', 400, PAYMENT_MESSAGES.invalidReference],
    ] as const) {
      const link = await t.app.deps.payments.createPaymentLink({
        amountPaise: 1000,
        referenceId: `${referenceId}`,
        description: 'not a term',
        customer: {},
        callbackUrl: 'http://localhost:3000/subscription-payment-callback',
        notes: { purpose: 'other' },
      });
      const paid = await driver.pay(t, link.linkId);
      const res = await verify(paid.callbackQuery);
      expect(res.status).toBe(status);
      expect(res.json.responseStatus.errorMessage).toBe(message);
    }
  });

  it('renews from the end of the current term, not from the payment date', async () => {
    const first = await subscribeVenue();
    expect((await verify((await driver.pay(t, first.term.paymentLinkId!)).callbackQuery)).status).toBe(200);
    const [before] = await db().select().from(subscriptions).where(eq(subscriptions.profileId, first.profile.id));
    const saved = now;
    try {
      now = new Date(saved.getTime() + 25 * DAY_MS);
      const renewal = await subscribeVenue(STARTER_MONTHLY, first);
      expect((await verify((await driver.pay(t, renewal.term.paymentLinkId!)).callbackQuery)).status).toBe(200);
      const [after] = await db().select().from(subscriptions).where(eq(subscriptions.profileId, first.profile.id));
      expect(after!.currentPeriodStart!.toISOString()).toBe(before!.currentPeriodEnd!.toISOString());
      expect(after!.currentPeriodEnd!.toISOString()).toBe('2026-08-10T06:30:00.000Z');
    } finally {
      now = saved;
    }
  });

  it(
    race('takes 20 concurrent verifications of one payment as one activation'),
    async () => {
      const { profile, term } = await subscribeVenue();
      const paid = await driver.pay(t, term.paymentLinkId!);
      const answers = await Promise.all(Array.from({ length: 20 }, () => verify(paid.callbackQuery)));
      expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
      expect(new Set(answers.map((answer) => answer.json.body.invoiceNumber)).size).toBe(1);
      expect(await countsFor(profile.id, term.id)).toEqual({ payments: 1, invoices: 1, activations: 1 });
    },
    60_000,
  );

  it(
    race('numbers 50 payments verified at once consecutively, with no gap or repeat'),
    async () => {
      const paid: Array<Record<string, string>> = [];
      for (let index = 0; index < 50; index += 1) {
        const { term } = await subscribeVenue();
        paid.push((await driver.pay(t, term.paymentLinkId!)).callbackQuery);
      }
      const answers = await Promise.all(paid.map((query) => verify(query)));
      expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
      const numbers = answers.map((answer) => answer.json.body.invoiceNumber as string);
      expect(new Set(numbers).size).toBe(50);
      const sequences = numbers.map((number) => Number(number.split('/')[2])).sort((a, b) => a - b);
      expect(sequences.at(-1)! - sequences[0]!).toBe(49);
      // And the year's numbering as a whole (the earlier tests' invoices too) has no hole.
      const year = await db().select({ sequence: invoices.sequence }).from(invoices).where(eq(invoices.financialYear, '2026-27'));
      const all = year.map((row) => row.sequence).sort((a, b) => a - b);
      expect(all).toEqual(Array.from({ length: all.length }, (_, index) => index + 1));
    },
    120_000,
  );

  it('refuses a failed payment with a properly signed callback: nothing changes', async () => {
    const { profile, term } = await subscribeVenue();
    const link = await t.app.deps.payments.fetchPaymentLink(term.paymentLinkId!);
    const paymentId = 'pay_FailedAttempt1';
    const query = {
      razorpay_payment_id: paymentId,
      razorpay_payment_link_id: link.linkId,
      razorpay_payment_link_reference_id: term.id,
      razorpay_payment_link_status: 'failed',
      razorpay_signature: signCallback(t.app.deps.payments.keySecret, {
        paymentLinkId: link.linkId,
        referenceId: term.id,
        status: 'failed',
        paymentId,
      }),
    };
    const res = await verify(query);
    expect(res.status).toBe(422);
    expect(res.json.responseStatus.errorMessage).toBe(PAYMENT_MESSAGES.notPaid);
    expect(await countsFor(profile.id, term.id)).toEqual({ payments: 0, invoices: 0, activations: 0 });
  });

  it('adds the pending late fee to the next term and invoices it on its own line', async () => {
    const venue = await ownerWithVenue(t.app);
    await db()
      .insert(subscriptions)
      .values({
        id: newId(),
        profileId: venue.profile.id,
        service: 'digital-menu',
        status: 'overdue',
        planId: STARTER_MONTHLY,
        currentPeriodStart: new Date(now.getTime() - 40 * DAY_MS),
        currentPeriodEnd: new Date(now.getTime() - 10 * DAY_MS),
        lateFeePaise: 5900,
      });
    const { body, term } = await subscribeVenue(STARTER_MONTHLY, venue);
    // (299 + 59) × 1.18 = 422.44
    expect(body).toMatchObject({ lateFeePaise: 5900, amountPaise: 42244 });
    expect((await verify((await driver.pay(t, term.paymentLinkId!)).callbackQuery)).status).toBe(200);
    const [invoice] = await db().select().from(invoices).where(eq(invoices.sourceId, term.id));
    expect(invoice!.lines.map((line) => [line.description, line.taxablePaise])).toEqual([
      ['Digital Menu Starter (monthly)', 29900],
      ['Late fee', 5900],
    ]);
    const [after] = await db().select().from(subscriptions).where(eq(subscriptions.profileId, venue.profile.id));
    expect(after).toMatchObject({ status: 'active', lateFeePaise: 0 });
  });
});
