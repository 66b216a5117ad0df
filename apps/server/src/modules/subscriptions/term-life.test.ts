import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LATE_FEE_PAISE } from '@venue/shared';
import { auditEvents, jobs, subscriptions } from '../../db/schema/index.ts';
import { countJobs, createJobRunner, type JobRunner } from '../../lib/jobs/index.ts';
import { createNotifier } from '../../lib/notify/index.ts';
import type { TemplateSms } from '../../lib/sms/index.ts';
import { readMenuRow } from '../menu/menu.service.ts';
import { call, multipart, ownerWithVenue } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createTermLifeJobs } from './term-life.ts';
import { DAY, payTerm as payTermAt, PRO_MONTHLY, seedMenuItems } from './term-life-test-kit.ts';
import { race } from '../../../test/races.ts';

/*
 * Term life with a controllable clock (decisions §6): a paid digital-menu term moves
 * active → due → overdue → suspended as the clock passes each point, the public menu then
 * answers the unavailable page, a renewal makes the old period's jobs no-ops, and the menu's
 * item count against its plan's limit sets and clears `digitalMenuOveruse`.
 */

let testApp: TestApp;
let app: FastifyInstance;
const start = new Date('2026-11-22T10:00:00.000Z');
let now = start;
const clock = () => now;
let sent: TemplateSms[];
let runner: JobRunner;

beforeAll(async () => {
  testApp = await createTestApp();
  app = testApp.app;
});
afterAll(async () => {
  await testApp.close();
});
beforeEach(async () => {
  now = start;
  sent = [];
  await app.deps.db.delete(jobs);
  // The app's runner uses the real clock; this one runs the same handlers on the test's clock.
  const notifier = createNotifier(
    {
      sms: { name: 'fake', sendOtp: async () => {}, sendTemplate: async (message) => void sent.push(message) },
      whatsapp: { name: 'fake', sendTemplate: async () => {} },
    },
    clock,
  );
  runner = createJobRunner({ db: app.deps.db, log: app.log, clock });
  for (const job of createTermLifeJobs(notifier)) runner.register(job);
  runner.register(notifier.job);
});

const db = () => app.deps.db;

const payTerm = (profileId: string, term: { periodStart: Date; periodEnd: Date; planId?: string }) =>
  payTermAt(db(), profileId, term, now);

async function subscriptionOf(profileId: string) {
  const [row] = await db()
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.profileId, profileId), eq(subscriptions.service, 'digital-menu')));
  return row!;
}

const menuStatusOf = async (profileId: string) => (await readMenuRow(db(), profileId))?.status ?? 'active';
const publicPage = (userName: string) => app.inject({ method: 'GET', url: `/v/${userName}` });

/** Moves the clock and runs every job due by then. */
async function at(instant: Date) {
  now = instant;
  await runner.runDue();
}

/** A venue whose menu holds `count` items in one subcategory, added through the spreadsheet import's write. */
async function venueWithItems(count: number) {
  const venue = await ownerWithVenue(app);
  await seedMenuItems(db(), venue.profile.id, count, app.deps.menuItemsChanged);
  const menu = await call(app, { method: 'GET', url: `/v2/menu/${venue.profile.userName}`, headers: venue.headers });
  const subcategoryId: string = menu.json.body.menuitems.subCategories[0]._id;
  const addItem = async (itemName: string) => {
    const body = multipart({ itemName, subCategory_id: subcategoryId, price: '120' });
    const res = await call(app, {
      method: 'POST',
      url: '/v2/addItems',
      headers: { ...venue.headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.status).toBe(200);
    return res.json.body.data._id as string;
  };
  const deleteItem = async (id: string) => {
    const res = await call(app, {
      method: 'POST',
      url: '/v2/deleteMenu',
      headers: venue.headers,
      payload: { _id: id, type: 'Item' },
    });
    expect(res.status).toBe(200);
  };
  return { ...venue, addItem, deleteItem };
}

describe('term life', () => {
  it('moves a paid term active → due → overdue (late fee) → suspended, and the public menu closes', async () => {
    const venue = await venueWithItems(2);
    const periodEnd = new Date(start.getTime() + 30 * DAY);
    const { id } = await payTerm(venue.profile.id, { periodStart: start, periodEnd });
    expect((await publicPage(venue.profile.userName)).body).toContain('Dish 1');

    await at(new Date(periodEnd.getTime() - 7 * DAY - 1));
    expect((await subscriptionOf(venue.profile.id)).status).toBe('active');

    await at(new Date(periodEnd.getTime() - 7 * DAY));
    expect((await subscriptionOf(venue.profile.id)).status).toBe('due');
    expect((await subscriptionOf(venue.profile.id)).lateFeePaise).toBe(0);

    await at(new Date(periodEnd.getTime() - 1));
    expect((await subscriptionOf(venue.profile.id)).status).toBe('due');
    await at(periodEnd);
    const overdue = await subscriptionOf(venue.profile.id);
    expect(overdue.status).toBe('overdue');
    expect(overdue.lateFeePaise).toBe(LATE_FEE_PAISE);
    expect(overdue.lateFeePaise).toBe(5900);
    // Overdue still serves guests: only suspension closes the public menu.
    expect(await menuStatusOf(venue.profile.id)).toBe('active');
    expect((await publicPage(venue.profile.userName)).body).toContain('Dish 1');

    await at(new Date(periodEnd.getTime() + 7 * DAY - 1));
    expect((await subscriptionOf(venue.profile.id)).status).toBe('overdue');
    await at(new Date(periodEnd.getTime() + 7 * DAY));
    expect((await subscriptionOf(venue.profile.id)).status).toBe('suspended');
    expect(await menuStatusOf(venue.profile.id)).toBe('suspended');

    const page = await publicPage(venue.profile.userName);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Our digital menu is taking a short break.');
    expect(page.body).not.toContain('Dish 1');
    // The dashboard still works while suspended.
    expect((await call(app, { method: 'GET', url: `/v2/menu/${venue.profile.userName}`, headers: venue.headers })).status).toBe(
      200,
    );

    // Each step is audited and told to the owner, once.
    const trail = await db().select().from(auditEvents).where(eq(auditEvents.entityId, id));
    expect(trail.map((row) => row.action).sort()).toEqual(['subscription.due', 'subscription.overdue', 'subscription.suspend']);
    const overdueAudit = trail.find((row) => row.action === 'subscription.overdue')!;
    expect(overdueAudit.before).toMatchObject({ status: 'due', lateFeePaise: 0 });
    expect(overdueAudit.after).toMatchObject({ status: 'overdue', lateFeePaise: 5900 });
    expect(sent.map((message) => message.template)).toEqual([
      'subscription-due',
      'subscription-overdue',
      'subscription-suspended',
    ]);
    expect(sent.every((message) => message.to === `+${venue.owner.phone}`)).toBe(true);
    expect(sent[1]!.text).toContain('late fee of rs. 59');
    // The term runs to 22 Dec 15:30 IST, when the next would start: its last day, as its invoice says, is 21 Dec.
    expect(sent[0]!.text).toContain('ends on 2026-12-21');
    expect(sent[1]!.text).toContain('ended on 2026-12-21');

    // Nothing runs twice.
    await at(new Date(periodEnd.getTime() + 60 * DAY));
    expect(sent).toHaveLength(3);
    expect(await countJobs(db(), 'subscription.suspend')).toEqual({ done: 1 });
  });

  it('opens the public menu again the moment a term is paid after suspension', async () => {
    const venue = await venueWithItems(1);
    const periodEnd = new Date(start.getTime() + 10 * DAY);
    await payTerm(venue.profile.id, { periodStart: start, periodEnd });
    await at(new Date(periodEnd.getTime() + 8 * DAY));
    expect(await menuStatusOf(venue.profile.id)).toBe('suspended');

    await payTerm(venue.profile.id, { periodStart: now, periodEnd: new Date(now.getTime() + 30 * DAY) });
    expect(await menuStatusOf(venue.profile.id)).toBe('active');
    expect((await publicPage(venue.profile.userName)).body).toContain('Dish 1');
  });

  it('makes the old period’s jobs no-ops when the term is renewed before it is due', async () => {
    const venue = await venueWithItems(1);
    const firstEnd = new Date(start.getTime() + 30 * DAY);
    const { id } = await payTerm(venue.profile.id, { periodStart: start, periodEnd: firstEnd });
    expect(await countJobs(db(), 'subscription.due')).toEqual({ pending: 1 });

    // Renewed from the end of the current term (decisions: a renewal starts at max(now, end)).
    now = new Date(start.getTime() + 5 * DAY);
    const secondEnd = new Date(firstEnd.getTime() + 31 * DAY);
    await payTerm(venue.profile.id, { periodStart: firstEnd, periodEnd: secondEnd });

    // The old period's points pass: nothing moves.
    for (const instant of [firstEnd.getTime() - 7 * DAY, firstEnd.getTime(), firstEnd.getTime() + 7 * DAY]) {
      await at(new Date(instant));
      expect((await subscriptionOf(venue.profile.id)).status).toBe('active');
    }
    expect(await menuStatusOf(venue.profile.id)).toBe('active');
    expect(sent).toEqual([]);

    // The new period's due point moves it.
    await at(new Date(secondEnd.getTime() - 7 * DAY));
    expect((await subscriptionOf(venue.profile.id)).status).toBe('due');
    const trail = await db().select().from(auditEvents).where(eq(auditEvents.entityId, id));
    expect(trail.map((row) => row.action)).toEqual(['subscription.due']);
  });

  it('a stale job finds its period gone and changes nothing, even if it was never cancelled', async () => {
    const venue = await venueWithItems(1);
    const firstEnd = new Date(start.getTime() + 30 * DAY);
    await payTerm(venue.profile.id, { periodStart: start, periodEnd: firstEnd });
    // A renewal after the end (overdue) starts now, so the old period's jobs are left to find out for themselves.
    await at(firstEnd);
    expect((await subscriptionOf(venue.profile.id)).status).toBe('overdue');
    now = new Date(firstEnd.getTime() + DAY);
    await payTerm(venue.profile.id, { periodStart: now, periodEnd: new Date(now.getTime() + 30 * DAY) });
    expect(await countJobs(db(), 'subscription.suspend')).toEqual({ pending: 2 });

    await at(new Date(firstEnd.getTime() + 7 * DAY));
    expect((await subscriptionOf(venue.profile.id)).status).toBe('active');
    expect(await menuStatusOf(venue.profile.id)).toBe('active');
  });

  it(race('moves each subscription once when two runners work the queue at the same time'), async () => {
    const venues = await Promise.all(Array.from({ length: 4 }, () => ownerWithVenue(app)));
    const periodEnd = new Date(start.getTime() + 30 * DAY);
    for (const venue of venues) await payTerm(venue.profile.id, { periodStart: start, periodEnd });
    const second = createJobRunner({ db: db(), log: app.log, clock });
    const notifier = createNotifier(
      {
        sms: { name: 'fake', sendOtp: async () => {}, sendTemplate: async (message) => void sent.push(message) },
        whatsapp: { name: 'fake', sendTemplate: async () => {} },
      },
      clock,
    );
    for (const job of createTermLifeJobs(notifier)) second.register(job);
    second.register(notifier.job);

    now = new Date(periodEnd.getTime() - 7 * DAY);
    const ran = await Promise.all([runner.runDue(), second.runDue()]);
    // One due step and one message per venue, each run by exactly one of the two runners.
    expect(ran[0]! + ran[1]!).toBe(venues.length * 2);
    for (const venue of venues) expect((await subscriptionOf(venue.profile.id)).status).toBe('due');
    const moves = await db().select().from(auditEvents).where(eq(auditEvents.action, 'subscription.due'));
    expect(moves.filter((row) => venues.some((venue) => venue.profile.id === row.profileId))).toHaveLength(venues.length);
    expect(sent.map((message) => message.to).sort()).toEqual(venues.map((venue) => `+${venue.owner.phone}`).sort());
  });

  it('scheduling the same period again schedules nothing new', async () => {
    const venue = await venueWithItems(1);
    const periodEnd = new Date(start.getTime() + 30 * DAY);
    await payTerm(venue.profile.id, { periodStart: start, periodEnd });
    await payTerm(venue.profile.id, { periodStart: start, periodEnd });
    expect(await countJobs(db())).toEqual({ pending: 3 });
  });
});

describe('digitalMenuOveruse', () => {
  it('is set by the 151st item on a 150-item plan and cleared when an item is deleted', async () => {
    const venue = await venueWithItems(150);
    await payTerm(venue.profile.id, { periodStart: start, periodEnd: new Date(start.getTime() + 30 * DAY) });
    expect(await menuStatusOf(venue.profile.id)).toBe('active');

    const extra = await venue.addItem('Dish 151');
    expect(await menuStatusOf(venue.profile.id)).toBe('digitalMenuOveruse');
    // Overuse restricts the dashboard only: guests still see the menu.
    expect((await publicPage(venue.profile.userName)).body).toContain('Dish 151');

    await venue.deleteItem(extra);
    expect(await menuStatusOf(venue.profile.id)).toBe('active');
  });

  it('is set by a spreadsheet import that goes over the limit', async () => {
    const venue = await venueWithItems(151);
    expect(await menuStatusOf(venue.profile.id)).toBe('active'); // no subscription: no limit
    await payTerm(venue.profile.id, { periodStart: start, periodEnd: new Date(start.getTime() + 30 * DAY) });
    expect(await menuStatusOf(venue.profile.id)).toBe('digitalMenuOveruse');
  });

  it('is cleared when the venue moves to a plan without a limit', async () => {
    const venue = await venueWithItems(150);
    await payTerm(venue.profile.id, { periodStart: start, periodEnd: new Date(start.getTime() + 30 * DAY) });
    await venue.addItem('Dish 151');
    expect(await menuStatusOf(venue.profile.id)).toBe('digitalMenuOveruse');

    await payTerm(venue.profile.id, {
      periodStart: start,
      periodEnd: new Date(start.getTime() + 30 * DAY),
      planId: PRO_MONTHLY,
    });
    expect(await menuStatusOf(venue.profile.id)).toBe('active');
  });

  it('gives way to suspension: a suspended menu stays suspended when items are added', async () => {
    const venue = await venueWithItems(150);
    const periodEnd = new Date(start.getTime() + 30 * DAY);
    await payTerm(venue.profile.id, { periodStart: start, periodEnd });
    await at(new Date(periodEnd.getTime() + 7 * DAY));
    expect(await menuStatusOf(venue.profile.id)).toBe('suspended');

    await venue.addItem('Dish 151');
    expect(await menuStatusOf(venue.profile.id)).toBe('suspended');
    await payTerm(venue.profile.id, { periodStart: now, periodEnd: new Date(now.getTime() + 30 * DAY) });
    expect(await menuStatusOf(venue.profile.id)).toBe('digitalMenuOveruse');
  });
});
