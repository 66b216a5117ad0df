import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PublicMenuSchema, SCHEDULE_MESSAGES, type PublicItem } from '@venue/shared';
import { profiles } from '../../db/schema/index.ts';
import { call } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { venueWithMenu } from './menu-test-kit.ts';

/*
 * Menu schedules through the calls (decisions §7): set by the calls that edit each entity, part
 * of the draft, and applied to guests on the venue's clock — here Dubai's (UTC+4), neither the
 * server's zone nor the default, so a schedule read in either would fail.
 */

/** 30 Nov 2026, a Monday: 06:59 and 07:00 in Dubai. */
const BEFORE_BREAKFAST = new Date('2026-11-30T02:59:00Z');
const BREAKFAST_STARTS = new Date('2026-11-30T03:00:00Z');
const BREAKFAST = [{ days: [1, 2, 3, 4, 5], start: '07:00', end: '11:00' }];

let t: TestApp;
let now = BEFORE_BREAKFAST;
let venue: Awaited<ReturnType<typeof venueWithMenu>>;

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
  venue = await venueWithMenu(t.app);
  // Before any guest read (the venue behind an address is kept once read).
  await t.app.deps.db.update(profiles).set({ timeZone: 'Asia/Dubai' }).where(eq(profiles.id, venue.profile.id));
});
afterAll(() => t.close());
beforeEach(() => {
  now = BEFORE_BREAKFAST;
});

const [paneer, chicken, papad] = [0, 1, 2] as const;
const idOf = (index: 0 | 1 | 2) => venue.items[index]._id;
const schedule = (index: 0 | 1 | 2, availability: unknown) =>
  venue.api.editItem({ _id: idOf(index), availability: JSON.stringify(availability) });
const menuJson = async () => {
  const res = await call(t.app, { method: 'GET', url: `/v/${venue.profile.userName}/menu.json` });
  expect(res.status).toBe(200);
  return PublicMenuSchema.parse(res.json.body);
};
const guestItem = async (index: 0 | 1 | 2): Promise<PublicItem | undefined> =>
  (await menuJson()).items.find((item) => item.id === idOf(index));
const page = async () => (await t.app.inject({ method: 'GET', url: `/v/${venue.profile.userName}` })).body;
/** The page's text as a guest reads it (the mark keeps its time in a span of its own). */
const textOf = (html: string) => html.replace(/<[^>]+>/g, '');

describe('menu schedules (decisions §7)', () => {
  it('sets a dish’s schedule with addItems and editItems, and answers it on the dashboard’s menu', async () => {
    const added = await venue.api.addItem({
      itemName: 'Poha',
      subCategory_id: venue.mains._id,
      availability: JSON.stringify([{ days: [5, 1], start: '07:00', end: '11:00' }]),
    });
    expect(added.status).toBe(200);
    expect(added.json.body.data.availability).toEqual([{ days: [1, 5], start: '07:00', end: '11:00' }]);
    const edited = await schedule(papad, BREAKFAST);
    expect(edited.json.body.data.availability).toEqual(BREAKFAST);
    // Absent leaves it; an empty list makes the dish always available again.
    await venue.api.editItem({ _id: idOf(papad), itemName: 'Masala Papad' });
    const snapshot = await venue.api.snapshot();
    expect(snapshot.menuitems.items.find((item) => item._id === idOf(papad))?.availability).toEqual(BREAKFAST);
    await schedule(papad, []);
    expect((await venue.api.snapshot()).menuitems.items.find((item) => item._id === idOf(papad))?.availability).toEqual([]);
    await venue.api.json('/v2/deleteMenu', { _id: added.json.body.data._id, type: 'Item' });
  });

  it('sets a category’s and a subcategory’s in editCategory and editSubCategory bodies', async () => {
    const category = await venue.api.json('/v2/editCategory', {
      _id: venue.category._id,
      category: 'Food',
      availability: BREAKFAST,
    });
    expect(category.status).toBe(200);
    expect(category.json.body.category.availability).toEqual(BREAKFAST);
    const sub = await venue.api.json('/v2/editSubCategory', {
      _id: venue.mains._id,
      subCategory: 'Mains',
      availability: BREAKFAST,
    });
    expect(sub.json.body.subCategory.availability).toEqual(BREAKFAST);
    // A rename alone keeps the schedule.
    await venue.api.json('/v2/editCategory', { _id: venue.category._id, category: 'Food' });
    expect((await venue.api.snapshot()).menuitems.categories[0]?.availability).toEqual(BREAKFAST);
    await venue.api.json('/v2/editCategory', { _id: venue.category._id, category: 'Food', availability: [] });
    await venue.api.json('/v2/editSubCategory', { _id: venue.mains._id, subCategory: 'Mains', availability: [] });
  });

  it('refuses a bad schedule with the envelope, leaving the menu as it was', async () => {
    const before = await venue.api.snapshot();
    const cases: [unknown, string][] = [
      [[{ days: [1], start: '25:00', end: '11:00' }], SCHEDULE_MESSAGES.start],
      [[{ days: [1, 1], start: '07:00', end: '11:00' }], SCHEDULE_MESSAGES.dayTwice],
      [[{ days: [], start: '07:00', end: '11:00' }], SCHEDULE_MESSAGES.noDays],
      [Array.from({ length: 7 }, () => BREAKFAST[0]), SCHEDULE_MESSAGES.tooMany],
    ];
    for (const [availability, message] of cases) {
      const res = await schedule(paneer, availability);
      expect(res.status).toBe(400);
      expect(res.json.responseStatus).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED', errorMessage: message });
    }
    const notJson = await venue.api.editItem({ _id: idOf(paneer), availability: 'breakfast' });
    expect(notJson.json.responseStatus.errorMessage).toBe(SCHEDULE_MESSAGES.list);
    const category = await venue.api.json('/v2/editCategory', {
      _id: venue.category._id,
      category: 'Food',
      availability: [{ days: [1], start: '07:00', end: '07:00' }],
    });
    expect(category.status).toBe(400);
    expect(category.json.responseStatus.errorMessage).toBe(SCHEDULE_MESSAGES.sameStartEnd);
    expect(await venue.api.snapshot()).toEqual(before);
  });

  it('gives menu.json items availableNow on both sides of a window’s start, in the venue’s zone', async () => {
    await schedule(paneer, BREAKFAST);
    now = BEFORE_BREAKFAST;
    expect(await guestItem(paneer)).toMatchObject({ availableNow: false, availableFrom: '7:00 am' });
    expect(await guestItem(chicken)).toMatchObject({ availableNow: true, availableFrom: null });
    // Available now first: the waiting dish goes after its subcategory's others.
    expect((await menuJson()).items.map((item) => item.id)).toEqual([idOf(chicken), idOf(papad), idOf(paneer)]);
    now = BREAKFAST_STARTS;
    expect(await guestItem(paneer)).toMatchObject({ availableNow: true, availableFrom: null });
    expect((await menuJson()).items.map((item) => item.id)).toEqual([idOf(paneer), idOf(chicken), idOf(papad)]);
    // 11:00 in Dubai: over for today, back tomorrow, within a day: its time alone.
    now = new Date('2026-11-30T07:00:00Z');
    expect(await guestItem(paneer)).toMatchObject({ availableNow: false, availableFrom: '7:00 am' });
    await schedule(paneer, []);
  });

  it('applies the category’s schedule to its dishes', async () => {
    await venue.api.json('/v2/editCategory', { _id: venue.category._id, category: 'Food', availability: BREAKFAST });
    expect((await menuJson()).items.every((item) => !item.availableNow && item.availableFrom === '7:00 am')).toBe(true);
    now = BREAKFAST_STARTS;
    expect((await menuJson()).items.every((item) => item.availableNow)).toBe(true);
    await venue.api.json('/v2/editCategory', { _id: venue.category._id, category: 'Food', availability: [] });
  });

  it('leaves out a special after its last day', async () => {
    await schedule(papad, [{ days: [0, 1, 2, 3, 4, 5, 6], start: '18:00', end: '23:00', until: '2026-11-29' }]);
    expect(await guestItem(papad)).toBeUndefined();
    await schedule(papad, [{ days: [0, 1, 2, 3, 4, 5, 6], start: '18:00', end: '23:00', until: '2026-11-30' }]);
    expect(await guestItem(papad)).toMatchObject({ availableNow: false, availableFrom: '6:00 pm' });
    await schedule(papad, []);
  });

  it('marks the page "Available from 7:00 am" and renders it again once the window opens, not a second later', async () => {
    await schedule(paneer, BREAKFAST);
    const waiting = await page();
    expect(textOf(waiting)).toContain('Available from 7:00 am');
    // The same page is kept while nothing changes...
    expect(await page()).toBe(waiting);
    // ...and not past the window's start, though nothing was written and no second has passed.
    now = BREAKFAST_STARTS;
    const open = await page();
    expect(textOf(open)).not.toContain('Available from');
    expect(open.indexOf('Paneer Tikka')).toBeLessThan(open.indexOf('Chicken 65'));
    await schedule(paneer, []);
  });

  it('is part of the draft: guests see a schedule once it is published', async () => {
    const published = await call(t.app, { method: 'POST', url: '/v2/publish-menu', headers: venue.headers, payload: {} });
    expect(published.status).toBe(200);
    await schedule(paneer, BREAKFAST);
    expect(await guestItem(paneer)).toMatchObject({ availableNow: true });
    await call(t.app, { method: 'POST', url: '/v2/publish-menu', headers: venue.headers, payload: {} });
    expect(await guestItem(paneer)).toMatchObject({ availableNow: false, availableFrom: '7:00 am' });
  });

  it('previews the draft at a chosen venue-local moment', async () => {
    await schedule(chicken, [{ days: [6, 0], start: '11:00', end: '15:00' }]);
    const preview = (query: string) => call(t.app, { method: 'GET', url: `/v2/menu-preview${query}`, headers: venue.headers });
    const nowPreview = await preview('');
    expect(nowPreview.json.body.at).toEqual({ date: '2026-11-30', time: '06:59' });
    const dishOf = (res: Awaited<ReturnType<typeof preview>>) =>
      (res.json.body.menu.items as PublicItem[]).find((item) => item.id === idOf(chicken));
    expect(dishOf(nowPreview)).toMatchObject({ availableNow: false, availableFrom: 'Sat 11:00 am' });
    const saturdayLunch = await preview('?date=2026-12-05&time=12:30');
    expect(saturdayLunch.json.body.at).toEqual({ date: '2026-12-05', time: '12:30' });
    expect(dishOf(saturdayLunch)).toMatchObject({ availableNow: true });
    const bad = await preview('?date=2026-12-05&time=noon');
    expect(bad.status).toBe(400);
  });
});
