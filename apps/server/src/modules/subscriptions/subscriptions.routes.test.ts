import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BILLING_MESSAGES, PAYMENT_MESSAGES, PlansResponseSchema, SubscriptionStatusResponseSchema } from '@venue/shared';
import { invoices, restaurants, subscriptions, subscriptionTerms } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { addMember, call, createUser, headersFor, ownerWithVenue } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { saveBillingDetails } from '../../../test/billing-kit.ts';

const STARTER_MONTHLY = '5e1ec7000000000000000001';
const RESERVATION_MONTHLY = '5e1ec7000000000000000005';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('plans', () => {
  it('lists the active plans to anyone, with GST', async () => {
    const res = await call(t.app, { method: 'GET', url: '/v1/subscription/plans' });
    expect(res.status).toBe(200);
    const { plans } = PlansResponseSchema.parse(res.json.body);
    expect(plans).toHaveLength(8);
    expect(plans.find((plan) => plan._id === STARTER_MONTHLY)).toMatchObject({
      service: 'digital-menu',
      pricePaise: 29900,
      gstPaise: 5382,
      totalPaise: 35282,
      itemLimit: 150,
      isActive: true,
    });
  });
});

describe('subscribe', () => {
  const subscribeTo = (headers: Record<string, string>, path: string, planId: string) =>
    call(t.app, { method: 'POST', url: `/v1/subscription/${path}`, headers, payload: { planId } });

  it('refuses an unknown plan, an inactive one and another service’s', async () => {
    const { headers } = await ownerWithVenue(t.app);
    await saveBillingDetails(t.app, headers);
    const unknown = await subscribeTo(headers, 'digital-menu-subscription', newId());
    expect([unknown.status, unknown.json.responseStatus.errorMessage]).toEqual([404, PAYMENT_MESSAGES.planNotFound]);
    const other = await subscribeTo(headers, 'digital-menu-subscription', RESERVATION_MONTHLY);
    expect([other.status, other.json.responseStatus.errorMessage]).toEqual([400, PAYMENT_MESSAGES.planNotForService]);
    const ok = await subscribeTo(headers, 'table-reservation-subscription', RESERVATION_MONTHLY);
    expect(ok.status).toBe(200);
  });

  it('asks for billing details first: 422 billing_details_required, then the same call goes through', async () => {
    const { profile, headers } = await ownerWithVenue(t.app);
    const refused = await subscribeTo(headers, 'digital-menu-subscription', STARTER_MONTHLY);
    expect([refused.status, refused.json.responseStatus.errorCode, refused.json.responseStatus.errorMessage]).toEqual([
      422,
      'billing_details_required',
      PAYMENT_MESSAGES.billingDetailsRequired,
    ]);
    expect(await t.app.deps.db.select().from(subscriptionTerms).where(eq(subscriptionTerms.profileId, profile.id))).toEqual([]);
    await saveBillingDetails(t.app, headers);
    const ok = await subscribeTo(headers, 'digital-menu-subscription', STARTER_MONTHLY);
    expect(ok.status, ok.raw.body).toBe(200);
  });

  it('is for the owner or a manager, not staff', async () => {
    const { profile } = await ownerWithVenue(t.app);
    const staff = await createUser(t.app);
    await addMember(t.app, profile.id, staff, 'staff', { digitalMenuAccess: true });
    const res = await subscribeTo(await headersFor(t.app, staff, profile.id), 'digital-menu-subscription', STARTER_MONTHLY);
    expect(res.status).toBe(403);
  });
});

describe('subscription status', () => {
  it('answers every service in the spec’s shape; inactive and alert-free before any payment', async () => {
    const { profile, headers } = await ownerWithVenue(t.app);
    const res = await call(t.app, {
      method: 'GET',
      url: `/v1/subscription/subscription-status?profileId=${profile.id}`,
      headers: { authorization: headers.authorization! },
    });
    expect(res.status, res.raw.body).toBe(200);
    const body = SubscriptionStatusResponseSchema.parse(res.json.body);
    expect(body.subscriptionStatus['digital-menu']).toMatchObject({
      status: 'inactive',
      digitalMenuCurrentStatus: 'active',
      itemLimit: null,
      itemCount: 0,
    });
    expect(body.subscriptionStatus['table-reservation'].restaurantId).toBeNull();
    expect(body.hasConnectedRestaurant).toBe(false);
    expect(body.serviceAlerts).toEqual([]);
  });

  it('names the venue’s restaurant once it has one', async () => {
    const { profile, headers } = await ownerWithVenue(t.app);
    const restaurantId = newId();
    await t.app.deps.db.insert(restaurants).values({ id: restaurantId, profileId: profile.id, name: 'Tandoor', city: 'Delhi' });
    const res = await call(t.app, {
      method: 'GET',
      url: `/v1/subscription/subscription-status?profileId=${profile.id}`,
      headers,
    });
    const body = SubscriptionStatusResponseSchema.parse(res.json.body);
    expect(body.subscriptionStatus['table-reservation'].restaurantId).toBe(restaurantId);
    expect(body.hasConnectedRestaurant).toBe(true);
  });

  it('raises an alert for each service that is due, overdue or suspended, with the plan’s item limit', async () => {
    const { profile, headers } = await ownerWithVenue(t.app);
    const end = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
    await t.app.deps.db.insert(subscriptions).values([
      {
        id: newId(),
        profileId: profile.id,
        service: 'digital-menu',
        status: 'due',
        planId: STARTER_MONTHLY,
        currentPeriodEnd: end,
      },
      { id: newId(), profileId: profile.id, service: 'fast-social-verification', status: 'suspended', planId: null },
    ]);
    const res = await call(t.app, {
      method: 'GET',
      url: `/v1/subscription/subscription-status?profileId=${profile.id}`,
      headers,
    });
    expect(res.json.body.serviceAlerts).toEqual([
      { service: 'digital-menu', type: 'due' },
      { service: 'fast-social-verification', type: 'suspended' },
    ]);
    expect(res.json.body.subscriptionStatus['digital-menu']).toMatchObject({ itemLimit: 150, planName: 'Digital Menu Starter' });
    const badge = await call(t.app, { method: 'GET', url: '/v1/subscription/fast-social-verification', headers });
    expect(badge.json.body).toMatchObject({ verified: false, status: { status: 'suspended' } });
  });

  it('is refused to a member of another venue', async () => {
    const a = await ownerWithVenue(t.app);
    const b = await ownerWithVenue(t.app);
    for (const headers of [b.headers, { authorization: b.headers.authorization! }]) {
      const res = await call(t.app, {
        method: 'GET',
        url: `/v1/subscription/subscription-status?profileId=${a.profile.id}`,
        headers,
      });
      expect(res.status).toBe(403);
    }
  });
});

describe('billing details', () => {
  it('are saved by a manager and become the invoice’s buyer; without them the buyer is the profile', async () => {
    const { profile, headers } = await ownerWithVenue(t.app);
    const empty = await call(t.app, { method: 'GET', url: '/v1/subscription/billing-details', headers });
    expect([empty.status, empty.json.body]).toEqual([200, null]);
    const saved = await call(t.app, {
      method: 'PUT',
      url: '/v1/subscription/billing-details',
      headers,
      payload: { legalName: 'Spice Route Foods LLP', address: '12 MG Road, Pune', stateCode: '27', gstin: '27aapfu0939f1zv' },
    });
    expect(saved.status, saved.raw.body).toBe(200);
    // decisions §7: the call reads and writes `{ legalName, address, stateCode, gstin? }` itself.
    expect(saved.json.body).toEqual({
      legalName: 'Spice Route Foods LLP',
      address: '12 MG Road, Pune',
      stateCode: '27',
      gstin: '27AAPFU0939F1ZV',
    });
    const read = await call(t.app, { method: 'GET', url: '/v1/subscription/billing-details', headers });
    expect(read.json.body).toEqual(saved.json.body);

    const sub = await call(t.app, {
      method: 'POST',
      url: '/v1/subscription/digital-menu-subscription',
      headers,
      payload: { planId: STARTER_MONTHLY },
    });
    const [term] = await t.app.deps.db.select().from(subscriptionTerms).where(eq(subscriptionTerms.id, sub.json.body.termId));
    const paid = await t.app.inject({ method: 'POST', url: `/sandbox/pay/${term!.paymentLinkId}/pay` });
    const query = new URL(String(paid.headers.location)).searchParams;
    expect((await call(t.app, { method: 'GET', url: `/v1/subscription/payment-verification?${query}` })).status).toBe(200);
    const [invoice] = await t.app.deps.db.select().from(invoices).where(eq(invoices.sourceId, term!.id));
    expect(invoice!.buyer).toMatchObject({ name: 'Spice Route Foods LLP', stateCode: '27', gstin: '27AAPFU0939F1ZV' });
    expect(invoice!.profileId).toBe(profile.id);
  });

  it('refuse a GSTIN of another state than the one chosen (Maharashtra GSTIN, Karnataka state), and a missing address', async () => {
    const { headers } = await ownerWithVenue(t.app);
    const put = (payload: Record<string, string>) =>
      call(t.app, { method: 'PUT', url: '/v1/subscription/billing-details', headers, payload });
    const mismatch = await put({
      legalName: 'Bombay Bistro LLP',
      address: 'Fort, Mumbai 400001',
      stateCode: '29',
      gstin: '27AAPFU0939F1ZV',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.raw.body).toContain(BILLING_MESSAGES.gstinStateMismatch);
    const noAddress = await put({ legalName: 'Bombay Bistro LLP', address: '', stateCode: '27' });
    expect(noAddress.status).toBe(400);
    const read = await call(t.app, { method: 'GET', url: '/v1/subscription/billing-details', headers });
    expect(read.json.body).toBeNull();
    expect(
      (await put({ legalName: 'Bombay Bistro LLP', address: 'Fort, Mumbai 400001', stateCode: '27', gstin: '27AAPFU0939F1ZV' }))
        .status,
    ).toBe(200);
  });
});
