import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  bookings,
  profiles,
  qrCodes,
  qrScans,
  restaurants,
  socialAccounts,
  socialLinkClicks,
  socialLinks,
  subscriptionPayments,
  subscriptions,
  subscriptionTerms,
} from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { call, createBusinessProfile, createUser, headersFor, nextPhone, type TestUser } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/** The platform dashboard (decisions §6 "The dashboard"): DASHBOARD_PHONES only, figures per Indian day. */
describe('GET /v1/admin/dashboard', () => {
  const allowedPhone = nextPhone();
  let t: TestApp;
  let allowed: Record<string, string>;
  let owner: TestUser;

  /** 22 Nov 23:30 IST and 23 Nov 00:30 IST: one hour apart, two Indian days. */
  const lateOn22 = new Date('2026-11-22T18:00:00Z');
  const earlyOn23 = new Date('2026-11-22T19:00:00Z');
  /** 21 Nov in India: outside the range asked for. */
  const before = new Date('2026-11-21T10:00:00Z');

  beforeAll(async () => {
    t = await createTestApp({ DASHBOARD_PHONES: `+${allowedPhone}` }, { clock: () => new Date('2026-11-23T06:30:00Z') });
    const db = t.app.deps.db;
    allowed = await headersFor(t.app, await createUser(t.app, allowedPhone));
    owner = await createUser(t.app);
    // Venues: one made before the range, one on each day; personal profiles are not venues.
    const venues = [];
    for (const createdAt of [before, lateOn22, earlyOn23]) {
      const venue = await createBusinessProfile(t.app, owner);
      await db.update(profiles).set({ createdAt }).where(eq(profiles.id, venue.id));
      venues.push(venue.id);
    }
    await db.insert(profiles).values({
      id: newId(),
      userName: `me_${newId().slice(-6)}`,
      name: 'Me',
      profileType: 'personal',
      ownerUserId: owner.id,
      createdAt: earlyOn23,
    });
    const [a, b, c] = venues as [string, string, string];

    await db.insert(subscriptions).values([
      { id: newId(), profileId: a, service: 'digital-menu', status: 'active' },
      { id: newId(), profileId: b, service: 'digital-menu', status: 'overdue' },
      { id: newId(), profileId: b, service: 'fast-social-verification', status: 'due' },
      { id: newId(), profileId: c, service: 'digital-menu', status: 'suspended' },
    ]);

    // A payment is its term's total: the taxable value and 18% GST on it.
    const pay = async (profileId: string, taxablePaise: number, paidAt: Date) => {
      const termId = newId();
      const gstPaise = Math.round(taxablePaise * 0.18);
      const amountPaise = taxablePaise + gstPaise;
      await db.insert(subscriptionTerms).values({
        id: termId,
        profileId,
        service: 'digital-menu',
        planId: '5e1ec7000000000000000001',
        status: 'paid',
        basePaise: taxablePaise,
        taxablePaise,
        gstPaise,
        totalPaise: amountPaise,
        provider: 'sandbox',
        paidAt,
      });
      await db.insert(subscriptionPayments).values({
        id: newId(),
        profileId,
        termId,
        provider: 'sandbox',
        providerPaymentId: `pay_${newId()}`,
        paymentLinkId: `plink_${newId()}`,
        amountPaise,
        confirmedBy: 'webhook',
        paidAt,
      });
    };
    await pay(a, 29_900, lateOn22);
    await pay(b, 59_900, earlyOn23);
    await pay(c, 99_900, before);

    const codeId = newId();
    await db.insert(qrCodes).values({ id: codeId, profileId: a, code: 'dAsh2026', kind: 'table', label: 'T1', tableNumber: 1 });
    await db
      .insert(qrScans)
      .values(
        [lateOn22, earlyOn23, earlyOn23, before].map((scannedAt) => ({ id: newId(), qrCodeId: codeId, profileId: a, scannedAt })),
      );

    const restaurantId = newId();
    await db.insert(restaurants).values({ id: restaurantId, profileId: a, name: 'R', city: 'Pune' });
    await db.insert(bookings).values(
      [earlyOn23, earlyOn23, before].map((createdAt, index) => ({
        id: newId(),
        profileId: a,
        restaurantId,
        reference: `REF${index}${newId().slice(-4)}`,
        manageTokenHash: newId(),
        date: '2026-11-25',
        time: '19:00',
        startsAt: new Date('2026-11-25T13:30:00Z'),
        endsAt: new Date('2026-11-25T15:00:00Z'),
        partySize: 2,
        name: 'Guest',
        mobileNumber: '919876543210',
        createdAt,
      })),
    );

    const accountId = newId();
    const linkId = newId();
    await db.insert(socialAccounts).values({ id: accountId, profileId: a });
    await db.insert(socialLinks).values({ id: linkId, profileId: a, accountId, name: 'L', url: 'https://x.in', icon: 'link' });
    await db.insert(socialLinkClicks).values([
      { profileId: a, linkId, day: '2026-11-22', clicks: 5 },
      { profileId: a, linkId, day: '2026-11-23', clicks: 2 },
      { profileId: a, linkId, day: '2026-11-20', clicks: 9 },
    ]);
  });
  afterAll(() => t.close());

  it('refuses everyone whose phone is not on the list with 403, and anonymous callers with 401', async () => {
    const someone = await headersFor(t.app, owner);
    const refused = await call(t.app, { method: 'GET', url: '/v1/admin/dashboard', headers: someone });
    expect(refused.status).toBe(403);
    expect(refused.json.responseStatus.errorCode).toBe('FORBIDDEN');
    expect((await call(t.app, { method: 'GET', url: '/v1/admin/dashboard' })).status).toBe(401);
  });

  it('adds up the seeded figures per Indian day', async () => {
    const res = await call(t.app, { method: 'GET', url: '/v1/admin/dashboard?from=2026-11-22&to=2026-11-23', headers: allowed });
    expect(res.status).toBe(200);
    expect(res.json.body).toEqual({
      from: '2026-11-22',
      to: '2026-11-23',
      venues: 3,
      newVenues: 2,
      activeSubscriptions: { 'digital-menu': 2, 'table-reservation': 0, 'fast-social-verification': 1 },
      bookings: 2,
      ticketsSold: 0,
      // Taxable value (before GST) with the GST beside it (decisions §7): 299 + 599 rupees.
      revenuePaise: 89_800,
      gstPaise: 16_164,
      scans: 3,
      series: [
        { day: '2026-11-22', newVenues: 1, bookings: 0, revenuePaise: 29_900, gstPaise: 5_382, scans: 1, linkClicks: 5 },
        { day: '2026-11-23', newVenues: 1, bookings: 2, revenuePaise: 59_900, gstPaise: 10_782, scans: 2, linkClicks: 2 },
      ],
    });
  });

  it('defaults to the last 30 Indian days and refuses reversed or over-long ranges', async () => {
    const res = await call(t.app, { method: 'GET', url: '/v1/admin/dashboard', headers: allowed });
    expect(res.json.body).toMatchObject({ from: '2026-10-25', to: '2026-11-23', venues: 3, newVenues: 3, scans: 4 });
    expect(res.json.body.series).toHaveLength(30);
    for (const query of ['from=2026-11-23&to=2026-11-22', 'from=2025-01-01&to=2026-11-23']) {
      expect((await call(t.app, { method: 'GET', url: `/v1/admin/dashboard?${query}`, headers: allowed })).status, query).toBe(
        400,
      );
    }
  });
});
