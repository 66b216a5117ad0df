import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SuperAdminProfilesResponseSchema, SuperAdminServiceStatusResponseSchema } from '@venue/shared';
import { auditEvents, jobs, subscriptionPlans, subscriptions } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { addLocalDays, venueInstant, venueToday } from '../../lib/venue-time.ts';
import { readMenuRow } from '../menu/menu.service.ts';
import { call, createBusinessProfile, createUser, headersFor, nextPhone, ownerWithVenue } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DAY, payTerm, seedMenuItems, STARTER_MONTHLY } from './term-life-test-kit.ts';

/*
 * The super-admin's subscription calls (decisions §6): find a venue, read a service's status
 * and trail, switch it by hand with a reason (one transaction with its audit row), edit plans.
 */

const superAdminPhone = nextPhone();

let testApp: TestApp;
let app: FastifyInstance;
let admin: Record<string, string>;

beforeAll(async () => {
  testApp = await createTestApp({ SUPER_ADMIN_PHONES: superAdminPhone });
  app = testApp.app;
  admin = await headersFor(app, await createUser(app, superAdminPhone, 'Platform Admin'));
});
afterAll(async () => {
  await testApp.close();
});

const base = '/v1/subscription/superadmin';
const db = () => app.deps.db;

const paidDigitalMenu = (profileId: string, periodEnd: Date) =>
  payTerm(db(), profileId, { periodStart: new Date(periodEnd.getTime() - 30 * DAY), periodEnd });

/** A venue-local date `days` from today; the test venues keep India's zone. */
const ZONE = 'Asia/Kolkata';
const inDays = (days: number) => addLocalDays(venueToday(ZONE, new Date()), days);
const endOfDay = (date: string) => venueInstant(ZONE, addLocalDays(date, 1));

const pendingJobsOf = async (profileId: string) =>
  (await db().select().from(jobs).where(eq(jobs.profileId, profileId))).filter((job) => job.status === 'pending');

describe('super-admin subscription calls', () => {
  it('finds profiles by name, username or owner phone, with each service’s state', async () => {
    const owner = await createUser(app, nextPhone(), 'Owner');
    const profile = await createBusinessProfile(app, owner, `saffron_${newId().slice(-6)}`);
    await paidDigitalMenu(profile.id, new Date(Date.now() + 30 * DAY));

    for (const q of [profile.userName.toUpperCase(), `Venue ${profile.userName}`, `+${owner.phone}`, owner.phone.slice(-6)]) {
      const res = await call(app, { method: 'GET', url: `${base}/profiles?q=${encodeURIComponent(q)}`, headers: admin });
      expect(res.status, q).toBe(200);
      const body = SuperAdminProfilesResponseSchema.parse(res.json.body);
      const found = body.profiles.find((row) => row._id === profile.id);
      expect(found, q).toEqual({
        _id: profile.id,
        name: `Venue ${profile.userName}`,
        userName: profile.userName,
        ownerPhone: owner.phone,
        services: { 'digital-menu': 'active', 'table-reservation': 'inactive', 'fast-social-verification': 'inactive' },
      });
    }
    const none = await call(app, {
      method: 'GET',
      url: `${base}/profiles?q=${encodeURIComponent('%_nothing like it')}`,
      headers: admin,
    });
    expect(none.json.body.profiles).toEqual([]);
  });

  it('answers at most 20 profiles', async () => {
    const owner = await createUser(app);
    for (let index = 0; index < 22; index += 1) await createBusinessProfile(app, owner, `many_${index}_${newId().slice(-6)}`);
    const res = await call(app, { method: 'GET', url: `${base}/profiles?q=many_`, headers: admin });
    expect(res.json.body.profiles).toHaveLength(20);
  });

  it('disables a digital menu with a reason: inactive by hand, public menu closed, jobs stopped, audited', async () => {
    const venue = await ownerWithVenue(app);
    await seedMenuItems(db(), venue.profile.id, 0, app.deps.menuItemsChanged);
    const periodEnd = new Date(Date.now() + 30 * DAY);
    await paidDigitalMenu(venue.profile.id, periodEnd);
    expect(await pendingJobsOf(venue.profile.id)).toHaveLength(3);

    const url = `${base}/profile/${venue.profile.id}/digital-menu`;
    const refused = await call(app, { method: 'POST', url: `${url}/disable`, headers: admin, payload: { reason: 'no' } });
    expect(refused.status).toBe(400);

    const res = await call(app, {
      method: 'POST',
      url: `${url}/disable`,
      headers: admin,
      payload: { reason: 'Chargeback on the last payment' },
    });
    expect(res.status).toBe(200);
    const body = SuperAdminServiceStatusResponseSchema.parse(res.json.body);
    expect(body.status).toMatchObject({ service: 'digital-menu', status: 'inactive', manual: true });
    expect(body.audit).toEqual([
      expect.objectContaining({
        action: 'subscription.superAdminDisable',
        actorPhone: superAdminPhone,
        reason: 'Chargeback on the last payment',
        before: expect.objectContaining({ status: 'active', manual: false }),
        after: expect.objectContaining({ status: 'inactive', manual: true }),
      }),
    ]);
    expect((await readMenuRow(db(), venue.profile.id))?.status).toBe('suspended');
    expect((await app.inject({ method: 'GET', url: `/v/${venue.profile.userName}` })).body).toContain(
      'Our digital menu is taking a short break.',
    );
    expect(await pendingJobsOf(venue.profile.id)).toEqual([]);

    // Enabled again: active by hand, the future period end kept, the menu open.
    const enabled = await call(app, {
      method: 'POST',
      url: `${url}/enable`,
      headers: admin,
      payload: { reason: 'Resolved with the bank', until: inDays(3) },
    });
    expect(enabled.status).toBe(200);
    expect(enabled.json.body.status).toMatchObject({ status: 'active', manual: true, currentPeriodEnd: periodEnd.toISOString() });
    expect(enabled.json.body.audit.map((entry: { action: string }) => entry.action)).toEqual([
      'subscription.superAdminEnable',
      'subscription.superAdminDisable',
    ]);
    expect((await readMenuRow(db(), venue.profile.id))?.status).toBe('active');

    const status = await call(app, { method: 'GET', url: `${url}/status`, headers: admin });
    expect(status.status).toBe(200);
    expect(status.json.body).toEqual(enabled.json.body);
  });

  it('enables a never-paid service until the chosen day, and a lapsed one without its past end or late fee', async () => {
    const venue = await ownerWithVenue(app);
    const url = `${base}/profile/${venue.profile.id}`;
    const fresh = await call(app, {
      method: 'POST',
      url: `${url}/fast-social/enable`,
      headers: admin,
      payload: { reason: 'Launch partner', until: inDays(10) },
    });
    expect(fresh.json.body.status).toMatchObject({
      service: 'fast-social-verification',
      status: 'active',
      manual: true,
      currentPeriodEnd: endOfDay(inDays(10)).toISOString(),
    });
    expect(fresh.json.body.audit[0]).toMatchObject({ before: null, reason: 'Launch partner' });

    await db()
      .insert(subscriptions)
      .values({
        id: newId(),
        profileId: venue.profile.id,
        service: 'table-reservation',
        status: 'overdue',
        currentPeriodEnd: new Date(Date.now() - DAY),
        lateFeePaise: 5900,
      });
    const lapsed = await call(app, {
      method: 'POST',
      url: `${url}/table-reservation/enable`,
      headers: admin,
      payload: { reason: 'Goodwill', until: inDays(1) },
    });
    expect(lapsed.json.body.status).toMatchObject({
      status: 'active',
      currentPeriodEnd: endOfDay(inDays(1)).toISOString(),
      lateFeePaise: 0,
    });
  });

  it('refuses to enable without an end date, or with one that is not after today (decisions §7)', async () => {
    const venue = await ownerWithVenue(app);
    const url = `${base}/profile/${venue.profile.id}/digital-menu/enable`;
    for (const payload of [
      { reason: 'Free forever please' },
      { reason: 'Free forever please', until: '' },
      { reason: 'Free forever please', until: 'someday' },
      { reason: 'Free forever please', until: inDays(0) },
      { reason: 'Free forever please', until: inDays(-1) },
    ]) {
      const res = await call(app, { method: 'POST', url, headers: admin, payload });
      expect(res.status, JSON.stringify(payload)).toBe(400);
    }
    const missing = await call(app, { method: 'POST', url, headers: admin, payload: { reason: 'Free forever please' } });
    expect(missing.json.responseStatus.errorMessage).toContain('Choose the last day the service stays on');
    const today = await call(app, {
      method: 'POST',
      url,
      headers: admin,
      payload: { reason: 'Free forever please', until: inDays(0) },
    });
    expect(today.json.responseStatus.errorMessage).toBe('The end date must be after today');
    const [row] = await db().select().from(subscriptions).where(eq(subscriptions.profileId, venue.profile.id));
    expect(row).toBeUndefined();
  });

  it('a service enabled by hand runs its term life from the chosen end: the due, overdue and suspend steps are scheduled', async () => {
    const venue = await ownerWithVenue(app);
    const res = await call(app, {
      method: 'POST',
      url: `${base}/profile/${venue.profile.id}/digital-menu/enable`,
      headers: admin,
      payload: { reason: 'Trial for a month', until: inDays(30) },
    });
    expect(res.status).toBe(200);
    const pending = await pendingJobsOf(venue.profile.id);
    expect(pending.map((job) => job.kind).sort()).toEqual(['subscription.due', 'subscription.overdue', 'subscription.suspend']);
  });

  it('answers 404 for an unknown profile and 400 for an unknown service', async () => {
    for (const id of [newId(), 'not-an-id']) {
      const res = await call(app, { method: 'GET', url: `${base}/profile/${id}/digital-menu/status`, headers: admin });
      expect(res.status).toBe(404);
      expect(res.json.responseStatus.errorMessage).toBe('Profile not found');
      const change = await call(app, {
        method: 'POST',
        url: `${base}/profile/${id}/digital-menu/enable`,
        headers: admin,
        payload: { reason: 'Because reasons', until: inDays(5) },
      });
      expect(change.status).toBe(404);
    }
    const venue = await ownerWithVenue(app);
    const res = await call(app, { method: 'GET', url: `${base}/profile/${venue.profile.id}/coffee/status`, headers: admin });
    expect(res.status).toBe(400);
  });

  it('refuses every call to a venue owner', async () => {
    const venue = await ownerWithVenue(app);
    const url = `${base}/profile/${venue.profile.id}/digital-menu`;
    for (const request of [
      { method: 'GET' as const, url: `${base}/profiles?q=a` },
      { method: 'GET' as const, url: `${url}/status` },
      { method: 'POST' as const, url: `${url}/enable`, payload: { reason: 'I would like it free', until: inDays(5) } },
      { method: 'POST' as const, url: `${url}/disable`, payload: { reason: 'I would like it free' } },
      { method: 'PATCH' as const, url: `${base}/plans/${STARTER_MONTHLY}`, payload: { pricePaise: 100 } },
    ]) {
      const res = await call(app, { ...request, headers: venue.headers });
      expect(res.status, request.url).toBe(403);
    }
    const [row] = await db().select().from(subscriptions).where(eq(subscriptions.profileId, venue.profile.id));
    expect(row).toBeUndefined();
  });

  it('edits a plan, audited; a lower item limit marks the menus over it at once', async () => {
    const venue = await ownerWithVenue(app);
    const [plan] = await db()
      .insert(subscriptionPlans)
      .values({ id: newId(), service: 'digital-menu', name: 'Tiny', interval: 'monthly', pricePaise: 10_000, itemLimit: 5 })
      .returning();
    await seedMenuItems(db(), venue.profile.id, 3, app.deps.menuItemsChanged);
    await payTerm(db(), venue.profile.id, {
      periodStart: new Date(),
      periodEnd: new Date(Date.now() + 30 * DAY),
      planId: plan!.id,
    });
    expect((await readMenuRow(db(), venue.profile.id))?.status).toBe('active');

    const url = `${base}/plans/${plan!.id}`;
    const res = await call(app, { method: 'PATCH', url, headers: admin, payload: { itemLimit: 2, pricePaise: 20_000 } });
    expect(res.status).toBe(200);
    expect(res.json.body).toMatchObject({ _id: plan!.id, itemLimit: 2, pricePaise: 20_000, gstPaise: 3_600, totalPaise: 23_600 });
    expect((await readMenuRow(db(), venue.profile.id))?.status).toBe('digitalMenuOveruse');

    await call(app, { method: 'PATCH', url, headers: admin, payload: { itemLimit: null } });
    expect((await readMenuRow(db(), venue.profile.id))?.status).toBe('active');

    const audit = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, plan!.id), eq(auditEvents.action, 'subscriptionPlan.update')));
    expect(audit).toHaveLength(2);
    expect(audit.find((row) => (row.after as { itemLimit: number | null }).itemLimit === 2)?.before).toMatchObject({
      itemLimit: 5,
      pricePaise: 10_000,
    });

    expect((await call(app, { method: 'PATCH', url, headers: admin, payload: {} })).status).toBe(400);
    const unknown = await call(app, {
      method: 'PATCH',
      url: `${base}/plans/${newId()}`,
      headers: admin,
      payload: { isActive: false },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.json.responseStatus.errorMessage).toBe('Plan not found');
  });
});
