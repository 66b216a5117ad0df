import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PAYMENT_MESSAGES } from '@venue/shared';
import { ConfigError, loadConfig } from '../../config.ts';
import { subscriptionTerms } from '../../db/schema/index.ts';
import { call, ownerWithVenue } from '../../../test/fixtures.ts';
import { startFakeRazorpay, type FakeRazorpay } from '../../../test/fake-razorpay.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createRazorpayProvider } from './razorpay-provider.ts';
import { newVenueSubscribing, saveBillingDetails, STARTER_MONTHLY } from '../../../test/billing-kit.ts';

async function subscribe(t: TestApp) {
  const { venue, body } = await newVenueSubscribing(t.app);
  const [term] = await t.app.deps.db.select().from(subscriptionTerms).where(eq(subscriptionTerms.id, body.termId));
  return { venue, body, term: term! };
}

describe('configuration', () => {
  const env = (values: Record<string, string>) => ({ DATA_DIR: tmpdir(), ...values });

  it('refuses razorpay without its three secrets, naming each', () => {
    expect(() => loadConfig(env({ PAYMENT_PROVIDER: 'razorpay' }), { inMemoryDatabase: true })).toThrow(ConfigError);
    const keyIdOnly = () =>
      loadConfig(env({ PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: 'rzp_test_x' }), { inMemoryDatabase: true });
    expect(keyIdOnly).toThrow('RAZORPAY_KEY_SECRET: required when PAYMENT_PROVIDER=razorpay');
    expect(keyIdOnly).toThrow('RAZORPAY_WEBHOOK_SECRET: required when PAYMENT_PROVIDER=razorpay');
    expect(keyIdOnly).not.toThrow('RAZORPAY_KEY_ID:');
    expect(() => loadConfig(env({ PAYMENT_PROVIDER: 'stripe' }), { inMemoryDatabase: true })).toThrow(/PAYMENT_PROVIDER/);
    expect(() => loadConfig(env({ RAZORPAY_API_BASE: 'ftp://x' }), { inMemoryDatabase: true })).toThrow(/RAZORPAY_API_BASE/);
    expect(loadConfig(env({}), { inMemoryDatabase: true }).PAYMENT_PROVIDER).toBe('sandbox');
  });

  // Builds two whole apps (migrations included): a hook's time, not a test's, on a loaded machine.
  it('derives stable sandbox secrets from JWT_SECRET, distinct from it', async () => {
    const secret = 'x'.repeat(40);
    const a = await createTestApp({ JWT_SECRET: secret });
    const b = await createTestApp({ JWT_SECRET: secret });
    try {
      expect(a.app.deps.payments.keySecret).toBe(b.app.deps.payments.keySecret);
      expect(a.app.deps.payments.webhookSecret).toBe(b.app.deps.payments.webhookSecret);
      expect(a.app.deps.payments.keySecret).not.toBe(a.app.deps.payments.webhookSecret);
      expect(a.app.deps.payments.keySecret).not.toContain(secret);
    } finally {
      await a.close();
      await b.close();
    }
  }, 60_000);
});

describe('sandbox checkout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_BASE_URL: 'https://menu.example.in' });
  });
  afterAll(() => t.close());

  it('shows the merchant, the description and the amount in rupees, with Pay and Fail and no script', async () => {
    const { body, term } = await subscribe(t);
    expect(body.paymentUrl).toBe(`https://menu.example.in/sandbox/pay/${term.paymentLinkId}`);
    expect(term.paymentLinkId).toMatch(/^plink_[0-9A-Za-z]{14}$/);
    const page = await t.app.inject({ method: 'GET', url: `/sandbox/pay/${term.paymentLinkId}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Sandbox checkout');
    expect(page.body).toContain('Digital Menu Starter (monthly)');
    expect(page.body).toContain('₹352.82');
    expect(page.body).toMatch(/<button[^>]*>Pay<\/button>/);
    expect(page.body).toMatch(/<button[^>]*>Fail<\/button>/);
    expect(page.body).not.toContain('<script');
    expect(page.headers['content-security-policy']).toContain("form-action 'self' https://menu.example.in");
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('groups large amounts the Indian way', async () => {
    const link = await t.app.deps.payments.createPaymentLink({
      amountPaise: 12_345_678,
      referenceId: 'grouping-check',
      description: 'Big',
      customer: {},
      callbackUrl: 'https://menu.example.in/subscription-payment-callback',
      notes: {},
    });
    const page = await t.app.inject({ method: 'GET', url: `/sandbox/pay/${link.linkId}` });
    expect(page.body).toContain('₹1,23,456.78');
  });

  it('Pay redirects to the signed callback, queues the webhook, and a second Pay changes nothing', async () => {
    const { venue, term } = await subscribe(t);
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const first = await t.app.inject({
      method: 'POST',
      url: `/sandbox/pay/${term.paymentLinkId}/pay`,
      headers: form,
      payload: '',
    });
    expect(first.statusCode).toBe(303);
    const location = new URL(String(first.headers.location));
    expect(location.origin + location.pathname).toBe('https://menu.example.in/subscription-payment-callback');
    expect([...location.searchParams.keys()].sort()).toEqual([
      'razorpay_payment_id',
      'razorpay_payment_link_id',
      'razorpay_payment_link_reference_id',
      'razorpay_payment_link_status',
      'razorpay_signature',
    ]);
    expect(location.searchParams.get('razorpay_payment_link_status')).toBe('paid');
    expect(location.searchParams.get('razorpay_payment_id')).toMatch(/^pay_[0-9A-Za-z]{14}$/);
    const second = await t.app.inject({
      method: 'POST',
      url: `/sandbox/pay/${term.paymentLinkId}/pay`,
      headers: form,
      payload: '',
    });
    expect(second.headers.location).toBe(first.headers.location);

    // The queued webhook alone activates the term (the buyer closed the tab before the callback).
    expect(await t.app.deps.jobs.runDue()).toBeGreaterThanOrEqual(1);
    const status = await call(t.app, {
      method: 'GET',
      url: `/v1/subscription/subscription-status?profileId=${venue.profile.id}`,
      headers: venue.headers,
    });
    expect(status.json.body.subscriptionStatus['digital-menu'].status).toBe('active');
    const [paid] = await t.app.deps.db.select().from(subscriptionTerms).where(eq(subscriptionTerms.id, term.id));
    expect(paid!.status).toBe('paid');
  });

  it('Fail redirects with a signed "failed" status that verification refuses', async () => {
    const { term } = await subscribe(t);
    const res = await t.app.inject({ method: 'POST', url: `/sandbox/pay/${term.paymentLinkId}/fail` });
    expect(res.statusCode).toBe(303);
    const location = new URL(String(res.headers.location));
    expect(location.searchParams.get('razorpay_payment_link_status')).toBe('failed');
    const verified = await call(t.app, {
      method: 'GET',
      url: `/v1/subscription/payment-verification?${location.searchParams}`,
    });
    expect(verified.status).toBe(422);
    expect(verified.json.responseStatus.errorMessage).toBe(PAYMENT_MESSAGES.notPaid);
  });

  it('answers 404 for a link it never issued', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/sandbox/pay/plink_AAAAAAAAAAAAAA' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/sandbox/pay/plink_AAAAAAAAAAAAAA/pay' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/sandbox/pay/nonsense' })).statusCode).toBe(400);
  });
});

describe('razorpay adapter against the local fake', () => {
  let fake: FakeRazorpay;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeRazorpay();
    t = await createTestApp({
      ...fake.env,
      RAZORPAY_API_BASE: `${fake.baseUrl}/`,
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('creates the link with Basic auth, paise, a reference of at most 40 characters and callback_method get', async () => {
    const { body, term, venue } = await subscribe(t);
    const created = fake.requests.find((request) => request.method === 'POST' && request.path === '/v1/payment_links');
    expect(created?.authorization).toBe(`Basic ${Buffer.from(`${fake.keyId}:${fake.keySecret}`).toString('base64')}`);
    expect(created?.body).toMatchObject({
      amount: 35282,
      currency: 'INR',
      reference_id: term.id,
      callback_method: 'get',
      callback_url: expect.stringMatching(/\/subscription-payment-callback$/),
      notes: { purpose: 'subscription-term', termId: term.id },
      customer: { contact: `+${venue.owner.phone}` },
    });
    expect(term.id.length).toBeLessThanOrEqual(40);
    expect(body.paymentUrl).toMatch(/^https:\/\/rzp\.io\/i\//);
    // No sandbox pages with Razorpay configured.
    expect((await t.app.inject({ method: 'GET', url: `/sandbox/pay/${term.paymentLinkId}` })).statusCode).toBe(404);
  });

  it('cancels the older pending link when the venue subscribes again', async () => {
    const first = await subscribe(t);
    const again = await call(t.app, {
      method: 'POST',
      url: '/v1/subscription/digital-menu-subscription',
      headers: first.venue.headers,
      payload: { planId: STARTER_MONTHLY },
    });
    expect(again.status).toBe(200);
    expect(fake.links.get(first.term.paymentLinkId!)?.status).toBe('cancelled');
    const [old] = await t.app.deps.db.select().from(subscriptionTerms).where(eq(subscriptionTerms.id, first.term.id));
    expect(old!.status).toBe('cancelled');
  });

  it('answers 503 with a sentence when Razorpay fails or refuses the key', async () => {
    const venue = await ownerWithVenue(t.app);
    await saveBillingDetails(t.app, venue.headers);
    fake.failWith(500);
    try {
      const res = await call(t.app, {
        method: 'POST',
        url: '/v1/subscription/digital-menu-subscription',
        headers: venue.headers,
        payload: { planId: STARTER_MONTHLY },
      });
      expect(res.status).toBe(503);
      expect(res.json.responseStatus.errorMessage).toBe('The payment provider could not be reached. Please try again.');
    } finally {
      fake.failWith(null);
    }
    const wrongKey = createRazorpayProvider({ ...t.config, RAZORPAY_KEY_SECRET: 'wrong' }, t.app.log);
    await expect(wrongKey.fetchPaymentLink('plink_x')).rejects.toMatchObject({ code: 'UNAVAILABLE' });
  });

  it('refuses what Razorpay would refuse before sending it', async () => {
    const provider = t.app.deps.payments;
    const input = { description: 'x', customer: {}, callbackUrl: 'https://x.in/cb', notes: {} };
    await expect(provider.createPaymentLink({ ...input, amountPaise: 10.5, referenceId: 'r1' })).rejects.toThrow(RangeError);
    await expect(provider.createPaymentLink({ ...input, amountPaise: 100, referenceId: 'r'.repeat(41) })).rejects.toThrow(
      RangeError,
    );
  });
});
