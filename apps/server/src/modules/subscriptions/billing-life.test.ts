import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LATE_FEE_PAISE } from '@venue/shared';
import { MENU_UNAVAILABLE_MESSAGE } from '../public-pages/public-pages.service.ts';
import { call, ownerWithVenue } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { saveBillingDetails } from '../../../test/billing-kit.ts';

/*
 * The whole money loop on one clock (issue 10): a venue pays through the sandbox checkout,
 * the term runs out through due and overdue (the next link carries the rs. 59 late fee), the
 * menu is suspended after the grace, and paying again reopens it. Every step is read through
 * the calls the dashboard makes (subscription-status, the public page), not the tables.
 */

const STARTER_MONTHLY = '5e1ec7000000000000000001';
const DAY = 86_400_000;

let now = new Date('2026-06-10T06:30:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
});
afterAll(() => t.close());

async function at(instant: Date) {
  now = instant;
  await t.app.deps.jobs.runDue();
}

describe('a digital-menu subscription over its life', () => {
  it('pays, falls due, owes the late fee, is suspended, and reopens when paid', async () => {
    const venue = await ownerWithVenue(t.app);
    await saveBillingDetails(t.app, venue.headers);
    const status = async () => {
      const res = await call(t.app, {
        method: 'GET',
        url: `/v1/subscription/subscription-status?profileId=${venue.profile.id}`,
        headers: venue.headers,
      });
      expect(res.status).toBe(200);
      return res.json.body;
    };
    const subscribe = async () => {
      const res = await call(t.app, {
        method: 'POST',
        url: '/v1/subscription/digital-menu-subscription',
        headers: venue.headers,
        payload: { planId: STARTER_MONTHLY },
      });
      expect(res.status, res.raw.body).toBe(200);
      return res.json.body as { termId: string; paymentUrl: string; amountPaise: number; lateFeePaise: number };
    };
    /** Pays on the sandbox checkout page and follows its redirect to the callback, as a browser would. */
    const pay = async (paymentUrl: string) => {
      const checkout = new URL(paymentUrl);
      const page = await t.app.inject({ method: 'GET', url: checkout.pathname });
      expect(page.statusCode).toBe(200);
      const paid = await t.app.inject({ method: 'POST', url: `${checkout.pathname}/pay` });
      expect(paid.statusCode).toBe(303);
      const callback = new URL(String(paid.headers.location));
      expect(callback.pathname).toBe('/subscription-payment-callback');
      return call(t.app, { method: 'GET', url: `/v1/subscription/payment-verification${callback.search}` });
    };
    const publicPage = async () => (await t.app.inject({ method: 'GET', url: `/v/${venue.profile.userName}` })).body;

    const before = await status();
    expect(before.subscriptionStatus['digital-menu'].status).toBe('inactive');
    expect(before.serviceAlerts).toEqual([]);

    const first = await subscribe();
    expect(first.lateFeePaise).toBe(0);
    expect(first.amountPaise).toBe(35_282); // ₹299 + 18% GST
    const verified = await pay(first.paymentUrl);
    expect(verified.status, verified.raw.body).toBe(200);
    expect(verified.json.body.message).toBe('Payment verified and invoice updated successfully');
    const active = (await status()).subscriptionStatus['digital-menu'];
    expect(active.status).toBe('active');
    const end = new Date(active.currentPeriodEnd);
    expect(end.toISOString()).toBe('2026-07-10T06:30:00.000Z');
    expect(active.nextDueDate).toBe('2026-07-10');

    await at(new Date(end.getTime() - 6 * DAY));
    const due = await status();
    expect(due.subscriptionStatus['digital-menu'].status).toBe('due');
    expect(due.serviceAlerts).toEqual([{ service: 'digital-menu', type: 'due' }]);

    await at(new Date(end.getTime() + 60_000));
    const overdue = await status();
    expect(overdue.subscriptionStatus['digital-menu'].status).toBe('overdue');
    expect(overdue.subscriptionStatus['digital-menu'].lateFeePaise).toBe(LATE_FEE_PAISE);
    expect(overdue.serviceAlerts).toEqual([{ service: 'digital-menu', type: 'overdue' }]);
    expect(await publicPage()).not.toContain(MENU_UNAVAILABLE_MESSAGE);
    const renewal = await subscribe();
    expect(renewal.lateFeePaise).toBe(LATE_FEE_PAISE);
    expect(renewal.amountPaise).toBe(42_244); // (₹299 + ₹59) + 18% GST

    await at(new Date(end.getTime() + 7 * DAY + 60_000));
    const suspended = await status();
    expect(suspended.subscriptionStatus['digital-menu'].status).toBe('suspended');
    expect(suspended.subscriptionStatus['digital-menu'].digitalMenuCurrentStatus).toBe('suspended');
    expect(await publicPage()).toContain(MENU_UNAVAILABLE_MESSAGE);
    // The dashboard still works while suspended.
    const menu = await call(t.app, { method: 'GET', url: `/v2/menu/${venue.profile.userName}`, headers: venue.headers });
    expect(menu.status).toBe(200);
    expect(menu.json.body.digitalMenuCurrentStatus).toBe('suspended');

    const paidLate = await pay(renewal.paymentUrl);
    expect(paidLate.status, paidLate.raw.body).toBe(200);
    const reopened = await status();
    const digitalMenu = reopened.subscriptionStatus['digital-menu'];
    expect(digitalMenu.status).toBe('active');
    expect(digitalMenu.lateFeePaise).toBe(0);
    expect(digitalMenu.digitalMenuCurrentStatus).toBe('active');
    // Suspended: the menu was off, so the new month starts at the payment, not at the old end.
    expect(digitalMenu.currentPeriodStart).toBe(now.toISOString());
    expect(reopened.serviceAlerts).toEqual([]);
    expect(await publicPage()).not.toContain(MENU_UNAVAILABLE_MESSAGE);
  });

  it('continues from the old end when an overdue term is paid within the grace', async () => {
    now = new Date('2026-06-10T06:30:00Z');
    const venue = await ownerWithVenue(t.app);
    await saveBillingDetails(t.app, venue.headers);
    const subscribeAndPay = async () => {
      const res = await call(t.app, {
        method: 'POST',
        url: '/v1/subscription/digital-menu-subscription',
        headers: venue.headers,
        payload: { planId: STARTER_MONTHLY },
      });
      const checkout = new URL(res.json.body.paymentUrl as string).pathname;
      const paid = await t.app.inject({ method: 'POST', url: `${checkout}/pay` });
      const verified = await call(t.app, {
        method: 'GET',
        url: `/v1/subscription/payment-verification${new URL(String(paid.headers.location)).search}`,
      });
      expect(verified.status, verified.raw.body).toBe(200);
    };
    const periodOf = async () => {
      const res = await call(t.app, {
        method: 'GET',
        url: `/v1/subscription/subscription-status?profileId=${venue.profile.id}`,
        headers: venue.headers,
      });
      return res.json.body.subscriptionStatus['digital-menu'];
    };
    await subscribeAndPay();
    const first = await periodOf();
    await at(new Date(new Date(first.currentPeriodEnd).getTime() + 2 * DAY));
    expect((await periodOf()).status).toBe('overdue');
    await subscribeAndPay();
    const second = await periodOf();
    expect(second.status).toBe('active');
    expect(second.currentPeriodStart).toBe(first.currentPeriodEnd);
    expect(second.currentPeriodEnd).toBe('2026-08-10T06:30:00.000Z');
  });
});
