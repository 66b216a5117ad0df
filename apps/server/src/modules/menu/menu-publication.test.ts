import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { and, eq, getTableColumns } from 'drizzle-orm';
import { PublicMenuSchema, type MenuResponse, type PublicMenu } from '@venue/shared';
import { auditEvents, menuCategories, menuItems, menuPublications, menuSubcategories } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { call } from '../../../test/fixtures.ts';
import type * as MenuBody from './menu-body.ts';
import { readMenuRows } from './menu-body.ts';
import { pngFile, venueWithMenu } from './menu-test-kit.ts';
import { race } from '../../../test/races.ts';

// Lets one test make the publish's copy of the draft fail.
vi.mock('./menu-body.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof MenuBody>();
  return { ...actual, readMenuRows: vi.fn(actual.readMenuRows) };
});

/** Noon in India on 1 May 2026: the venue's day ends at 2026-05-01T18:30:00Z. */
const NOON_IST = new Date('2026-05-01T06:30:00Z');
let now = NOON_IST;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
});
afterAll(() => t.close());
beforeEach(() => {
  now = NOON_IST;
});

type Venue = Awaited<ReturnType<typeof venueWithMenu>>;

/** What guests get: the page's data (menu.json) and the page itself. */
async function guestView(venue: Venue): Promise<PublicMenu & { html: string }> {
  const json = await call(t.app, { method: 'GET', url: `/v/${venue.profile.userName}/menu.json` });
  expect(json.status).toBe(200);
  const page = await t.app.inject({ method: 'GET', url: `/v/${venue.profile.userName}` });
  expect(page.statusCode).toBe(200);
  return { ...PublicMenuSchema.parse(json.json.body), html: page.body };
}

const namesOf = (menu: PublicMenu) => menu.items.map((item) => item.name);
const priceOf = (menu: PublicMenu, name: string) => menu.items.find((item) => item.name === name)?.price;

async function publish(venue: Venue) {
  const res = await call(t.app, { method: 'POST', url: '/v2/publish-menu', headers: venue.headers, payload: {} });
  expect(res.status).toBe(200);
  return res.json.body as { publishedAt: string; version: number };
}

async function preview(venue: Venue) {
  const res = await call(t.app, { method: 'GET', url: '/v2/menu-preview', headers: venue.headers });
  expect(res.status).toBe(200);
  return res.json.body as { menu: PublicMenu; publishedAt: string | null; unpublishedChanges: number };
}

const publication = (menu: MenuResponse) => ({
  publishedAt: menu.menuitems.publishedAt,
  unpublishedChanges: menu.menuitems.unpublishedChanges,
});

describe('menu drafts and publishing (issue 15)', () => {
  it('shows a menu that was never published as it is saved, so a new venue is never blank', async () => {
    const venue = await venueWithMenu(t.app);
    expect(namesOf(await guestView(venue))).toEqual(['Paneer Tikka', 'Chicken 65', 'Masala Papad']);
    expect((await venue.api.editItem({ _id: venue.items[0]._id, price: '150' })).status).toBe(200);
    expect(priceOf(await guestView(venue), 'Paneer Tikka')).toBe('150');
    expect(publication(await venue.api.snapshot())).toEqual({ publishedAt: null, unpublishedChanges: 0 });
    expect((await preview(venue)).publishedAt).toBeNull();
  });

  it('keeps guests on the published menu while the draft changes, then publishes every change at once', async () => {
    const venue = await venueWithMenu(t.app);
    const published = await publish(venue);
    expect(published.publishedAt).toBe(NOON_IST.toISOString());
    expect(publication(await venue.api.snapshot())).toEqual({ publishedAt: NOON_IST.toISOString(), unpublishedChanges: 0 });
    const before = await guestView(venue);

    const [paneer, chicken, papad] = venue.items;
    expect((await venue.api.editItem({ _id: paneer._id, price: '999' })).status).toBe(200);
    expect((await venue.api.addItem({ itemName: 'Gobi 65', subCategory_id: venue.starters._id, price: '90' })).status).toBe(200);
    expect((await venue.api.json('/v2/editSubCategory', { _id: venue.starters._id, subCategory: 'Small Plates' })).status).toBe(
      200,
    );
    const order = [paneer, chicken, papad].map((item) => ({ _id: item._id }));
    const gobi = (await venue.api.snapshot()).menuitems.items.find((item) => item.itemName === 'Gobi 65')!;
    const reordered = [order[2]!, order[0]!, order[1]!, { _id: gobi._id }];
    const drag = await venue.api.json('/v2/menu-drag', {
      type: 'item',
      oldData: [...order, { _id: gobi._id }],
      reorderedData: reordered,
    });
    expect(drag.status).toBe(200);

    // Guests still see exactly what was published: the same page, byte for byte.
    const during = await guestView(venue);
    expect(during.html).toBe(before.html);
    expect(namesOf(during)).toEqual(['Paneer Tikka', 'Chicken 65', 'Masala Papad']);
    expect(priceOf(during, 'Paneer Tikka')).toBe('120');
    expect(during.subCategories.map((sub) => sub.name)).toEqual(['Starters']);

    // The dashboard edits the draft and counts the changes: an edit, an addition, a rename, a new order.
    const draft = await venue.api.snapshot();
    expect(draft.menuitems.items.find((item) => item._id === paneer._id)?.price).toBe('999');
    expect(publication(draft).unpublishedChanges).toBe(4);
    const seen = await preview(venue);
    expect(seen.unpublishedChanges).toBe(4);
    expect(namesOf(seen.menu)).toEqual(['Masala Papad', 'Paneer Tikka', 'Chicken 65', 'Gobi 65']);
    expect(priceOf(seen.menu, 'Paneer Tikka')).toBe('999');

    now = new Date(NOON_IST.getTime() + 60_000);
    const second = await publish(venue);
    expect(second.version).toBeGreaterThan(published.version);
    const after = await guestView(venue);
    expect(namesOf(after)).toEqual(['Masala Papad', 'Paneer Tikka', 'Chicken 65', 'Gobi 65']);
    expect(priceOf(after, 'Paneer Tikka')).toBe('999');
    expect(after.subCategories.map((sub) => sub.name)).toEqual(['Small Plates']);
    expect(after.html).toContain('Gobi 65');
    expect(publication(await venue.api.snapshot())).toEqual({ publishedAt: now.toISOString(), unpublishedChanges: 0 });

    const audit = await t.app.deps.db
      .select({ after: auditEvents.after, actor: auditEvents.actorUserId })
      .from(auditEvents)
      .where(and(eq(auditEvents.profileId, venue.profile.id), eq(auditEvents.action, 'menu.publish')));
    expect(audit).toHaveLength(2);
    expect(audit.every((row) => row.actor === venue.owner.id)).toBe(true);
    expect(audit.map((row) => (row.after as { items: number }).items).sort()).toEqual([3, 4]);
  });

  it('shows hiding, showing, "sold out today" and deleting to guests at once, without publishing the draft', async () => {
    const venue = await venueWithMenu(t.app);
    await publish(venue);
    const [paneer, chicken, papad] = venue.items;
    expect((await venue.api.editItem({ _id: paneer._id, itemName: 'Paneer Tikka Royale' })).status).toBe(200);

    expect((await venue.api.json('/v2/updatePublish', { _id: chicken._id, type: 'Item', publish: 0 })).status).toBe(200);
    let guests = await guestView(venue);
    expect(namesOf(guests)).toEqual(['Paneer Tikka', 'Masala Papad']);
    expect(guests.html).not.toContain('Chicken 65');
    expect((await venue.api.json('/v2/updatePublish', { _id: chicken._id, type: 'Item', publish: 1 })).status).toBe(200);
    expect(namesOf(await guestView(venue))).toEqual(['Paneer Tikka', 'Chicken 65', 'Masala Papad']);

    const soldOut = await venue.api.json('/v2/updateSoldOut', { _id: paneer._id, soldOut: true });
    expect(soldOut.status).toBe(200);
    // Until the venue's next day starts: midnight in India.
    expect(soldOut.json.body).toEqual({ _id: paneer._id, soldOutUntil: '2026-05-01T18:30:00.000Z' });
    guests = await guestView(venue);
    expect(guests.items.map((item) => [item.name, item.soldOut])).toEqual([
      ['Paneer Tikka', true],
      ['Chicken 65', false],
      ['Masala Papad', false],
    ]);
    expect(guests.html).toContain('Sold out today');
    const dashboard = await venue.api.snapshot();
    expect(dashboard.menuitems.items.find((item) => item._id === paneer._id)?.soldOutUntil).toBe('2026-05-01T18:30:00.000Z');

    // 23:59 in India: still sold out; a minute later the new day has it back by itself.
    now = new Date('2026-05-01T18:29:00Z');
    expect((await guestView(venue)).items[0]?.soldOut).toBe(true);
    now = new Date('2026-05-01T18:30:00Z');
    expect((await guestView(venue)).items[0]?.soldOut).toBe(false);

    now = NOON_IST;
    expect((await venue.api.json('/v2/updateSoldOut', { _id: paneer._id, soldOut: true })).status).toBe(200);
    expect((await venue.api.json('/v2/updateSoldOut', { _id: paneer._id, soldOut: 'false' })).json.body.soldOutUntil).toBeNull();
    expect((await guestView(venue)).items[0]?.soldOut).toBe(false);

    expect((await venue.api.json('/v2/deleteMenu', { _id: papad._id, type: 'Item' })).status).toBe(200);
    expect(namesOf(await guestView(venue))).toEqual(['Paneer Tikka', 'Chicken 65']);
    // Only the rename waits for "Publish Changes".
    expect(publication(await venue.api.snapshot()).unpublishedChanges).toBe(1);
  });

  it('one rule for guests (issue 35): a hide is instant, while a price, description or variety edit of the same dish waits for Publish Changes', async () => {
    const venue = await venueWithMenu(t.app);
    await publish(venue);
    const [paneer] = venue.items;
    const edited = await venue.api.editItem({
      _id: paneer._id,
      price: '345',
      description: 'Now with mint chutney',
      varietyArr: JSON.stringify([{ name: 'Half', price: '200', foodType: 'veg' }]),
    });
    expect(edited.status).toBe(200);
    const before = await guestView(venue);
    const published = before.items.find((item) => item.name === 'Paneer Tikka')!;
    expect(published.price).toBe('120');
    expect(published.description).not.toContain('mint');
    expect(published.varieties).toEqual([]);

    expect((await venue.api.json('/v2/updatePublish', { _id: paneer._id, type: 'Item', publish: 0 })).status).toBe(200);
    expect(namesOf(await guestView(venue))).not.toContain('Paneer Tikka');
    expect((await venue.api.json('/v2/updatePublish', { _id: paneer._id, type: 'Item', publish: 1 })).status).toBe(200);
    // Back at once, as published: showing it did not publish its edit.
    expect((await guestView(venue)).items.find((item) => item.name === 'Paneer Tikka')).toEqual(published);
    expect(publication(await venue.api.snapshot()).unpublishedChanges).toBe(1);

    await publish(venue);
    const now = (await guestView(venue)).items.find((item) => item.name === 'Paneer Tikka')!;
    expect([now.price, now.description, now.varieties.map((variety) => variety.name)]).toEqual([
      '345',
      'Now with mint chutney',
      ['Half'],
    ]);
  });

  it('leaves out a subcategory or category with no visible dish; the preview keeps them to say so', async () => {
    const venue = await venueWithMenu(t.app);
    const drinks = (await venue.api.addCategory('Drinks')).json.body.category;
    const coolers = (await venue.api.addSubcategory('Coolers', drinks._id)).json.body.subCategory;
    expect((await venue.api.addItem({ itemName: 'Mango Lassi', subCategory_id: coolers._id, publish: '0' })).status).toBe(200);

    let guests = await guestView(venue);
    expect(guests.categories.map((category) => category.name)).toEqual(['Food']);
    expect(guests.subCategories.map((sub) => sub.name)).toEqual(['Starters']);
    expect(guests.html).not.toContain('Coolers');
    expect(guests.html).not.toContain('Drinks');

    const seen = await preview(venue);
    expect(seen.menu.categories.map((category) => category.name)).toEqual(['Food', 'Drinks']);
    expect(seen.menu.subCategories.map((sub) => sub.name).sort()).toEqual(['Coolers', 'Mains', 'Starters']);

    for (const item of venue.items)
      expect((await venue.api.json('/v2/updatePublish', { _id: item._id, type: 'Item', publish: 0 })).status).toBe(200);
    guests = await guestView(venue);
    expect(guests.categories).toEqual([]);
    expect(guests.subCategories).toEqual([]);
  });

  it('says how many items hiding a subcategory hides, and can show those same items again', async () => {
    const venue = await venueWithMenu(t.app);
    const [paneer, chicken] = venue.items;
    const setPublish = (type: string, _id: string, publish: 0 | 1, extra: object = {}) =>
      venue.api.json('/v2/updatePublish', { _id, type, publish, ...extra });
    const itemsOf = async () => {
      const menu = await venue.api.snapshot();
      const starters = menu.menuitems.subCategories.find((sub) => sub._id === venue.starters._id)!;
      return { publish: menu.menuitems.items.map((item) => item.publish), hiddenWithIt: starters.itemsHiddenWithSubcategory };
    };

    expect((await setPublish('Item', paneer._id, 0)).status).toBe(200);
    const hide = await setPublish('SubCategory', venue.starters._id, 0);
    expect(hide.json.body).toMatchObject({ itemsHidden: 2, itemsShown: 0 });
    expect(await itemsOf()).toEqual({ publish: [0, 0, 0], hiddenWithIt: 2 });

    // Shown again with its items: only the two its hide hid; the one hidden by hand stays hidden.
    const show = await setPublish('SubCategory', venue.starters._id, 1, { showItems: true });
    expect(show.json.body).toMatchObject({ publish: 1, itemsShown: 2 });
    expect(await itemsOf()).toEqual({ publish: [0, 1, 1], hiddenWithIt: 0 });

    // A dish shown by hand meanwhile is the owner's own choice again.
    await setPublish('SubCategory', venue.starters._id, 0);
    expect((await setPublish('Item', chicken._id, 1)).status).toBe(200);
    expect(await itemsOf()).toEqual({ publish: [0, 1, 0], hiddenWithIt: 1 });
    expect((await setPublish('SubCategory', venue.starters._id, 1, { showItems: true })).json.body.itemsShown).toBe(1);
    expect(await itemsOf()).toEqual({ publish: [0, 1, 1], hiddenWithIt: 0 });

    // Without showItems, spec §4: the items stay hidden, and are no longer offered.
    await setPublish('SubCategory', venue.starters._id, 0);
    expect((await setPublish('SubCategory', venue.starters._id, 1)).json.body.itemsShown).toBe(0);
    expect(await itemsOf()).toEqual({ publish: [0, 0, 0], hiddenWithIt: 0 });
  });

  it(race('publishes atomically while edits race it: the copy holds exactly the edits that came before it'), async () => {
    const venue = await venueWithMenu(t.app);
    const added = [];
    for (let index = 0; index < 8; index += 1) {
      const res = await venue.api.addItem({ itemName: `Dish ${index}`, subCategory_id: venue.mains._id, price: '100' });
      added.push(res.json.body.data._id as string);
    }
    await publish(venue);
    const startVersion = (await venue.api.snapshot()).menuitems.version;

    const edit = (_id: string) => venue.api.editItem({ _id, price: '555' });
    const early = added.slice(0, 4).map(edit);
    const racing = call(t.app, { method: 'POST', url: '/v2/publish-menu', headers: venue.headers, payload: {} });
    const late = added.slice(4).map(edit);
    const results = await Promise.all([...early, racing, ...late]);
    for (const res of results) expect(res.status).toBe(200);

    // Every write bumps the version once, in the order they took the menu's lock: the edits
    // before the publish are exactly those below its version.
    const { version } = (await racing).json.body as { version: number };
    const before = version - startVersion - 1;
    const guests = await guestView(venue);
    const repriced = guests.items.filter((item) => item.name.startsWith('Dish') && item.price === '555');
    expect(repriced).toHaveLength(before);
    const menu = await venue.api.snapshot();
    expect(menu.menuitems.unpublishedChanges).toBe(added.length - before);
    expect(menu.menuitems.version).toBe(startVersion + added.length + 1);
  });

  it('answers "Failed to publish changes" when the draft cannot be copied, and publishes nothing', async () => {
    const venue = await venueWithMenu(t.app);
    await publish(venue);
    expect((await venue.api.editItem({ _id: venue.items[0]._id, price: '777' })).status).toBe(200);
    vi.mocked(readMenuRows).mockRejectedValueOnce(new Error('disk full'));
    const failed = await call(t.app, { method: 'POST', url: '/v2/publish-menu', headers: venue.headers, payload: {} });
    expect(failed.status).toBe(500);
    expect(failed.json.responseStatus.errorMessage).toBe('Failed to publish changes');
    expect(priceOf(await guestView(venue), 'Paneer Tikka')).toBe('120');
    expect(publication(await venue.api.snapshot())).toEqual({ publishedAt: NOON_IST.toISOString(), unpublishedChanges: 1 });
  });

  /*
   * The columns a publication leaves behind, pinned here rather than read from the schema's
   * UNPUBLISHED_COLUMNS: every other column of the draft's tables must reach the published copy,
   * so a field dropped from the copy (or added to the list left behind) fails this test, and a
   * column added to a table later is checked without touching it.
   */
  const LEFT_BEHIND = {
    categories: ['profileId', 'publish', 'createdAt', 'updatedAt'],
    subcategories: ['profileId', 'publish', 'createdAt', 'updatedAt'],
    items: ['profileId', 'publish', 'hiddenWithSubcategory', 'soldOutUntil', 'createdAt', 'updatedAt'],
  };
  const TABLES = { categories: menuCategories, subcategories: menuSubcategories, items: menuItems };
  const isBlank = (value: unknown) =>
    value === null || value === '' || value === false || (Array.isArray(value) && value.length === 0);

  it('copies every column of every category, subcategory and dish but those it leaves behind', async () => {
    const venue = await venueWithMenu(t.app);
    const drinks = (await venue.api.addCategory('Drinks', await pngFile())).json.body.category;
    const coolers = (await venue.api.addSubcategory('Coolers', drinks._id, await pngFile())).json.body.subCategory;
    const lassi = await venue.api.addItem(
      {
        itemName: 'Mango Lassi',
        description: 'Alphonso mangoes, set curd',
        price: '140',
        subCategory_id: coolers._id,
        type: 'veg',
        chefRecommend: 'true',
        varietyArr: JSON.stringify([
          { name: 'Glass', price: 140, type: 'veg' },
          { name: 'Jug', price: 380, type: 'veg' },
        ]),
        ingredients: JSON.stringify(['Mango', 'Curd']),
        tags: JSON.stringify(['summer']),
        availability: JSON.stringify([{ days: [0, 1, 2, 3, 4, 5, 6], start: '11:00', end: '16:00' }]),
      },
      await pngFile(),
    );
    expect(lassi.status).toBe(200);
    // Schedules (decisions §7) are draft content too.
    const lunch = [{ days: [1, 2, 3, 4, 5], start: '12:00', end: '15:00' }];
    await venue.api.json('/v2/editCategory', { _id: drinks._id, category: 'Drinks', availability: lunch });
    await venue.api.json('/v2/editSubCategory', { _id: coolers._id, subCategory: 'Coolers', availability: lunch });
    await publish(venue);

    const draft = await readMenuRows(t.app.deps.db, venue.profile.id);
    const [stored] = await t.app.deps.db
      .select({ content: menuPublications.content })
      .from(menuPublications)
      .where(eq(menuPublications.profileId, venue.profile.id));
    for (const kind of ['categories', 'subcategories', 'items'] as const) {
      const draftRows = draft[kind] as unknown as Record<string, unknown>[];
      const published = stored!.content[kind] as unknown as Record<string, unknown>[];
      expect(published.map((row) => row.id)).toEqual(draftRows.map((row) => row.id));
      for (const column of Object.keys(getTableColumns(TABLES[kind]))) {
        const where = `${kind}.${column}`;
        if (LEFT_BEHIND[kind].includes(column)) {
          for (const row of published) expect(row, where).not.toHaveProperty(column);
          continue;
        }
        // A column the draft leaves blank everywhere would prove nothing: give the menu one above.
        expect(
          draftRows.some((row) => !isBlank(row[column])),
          `${where}: no draft row has a value to publish`,
        ).toBe(true);
        draftRows.forEach((row, index) => expect(published[index]![column], where).toEqual(row[column]));
      }
    }
    // And guests see the copy: the dish with its varieties, ingredients and tags.
    expect((await guestView(venue)).items.find((item) => item.name === 'Mango Lassi')).toMatchObject({
      description: 'Alphonso mangoes, set curd',
      tags: ['summer'],
      varieties: [expect.objectContaining({ name: 'Glass' }), expect.objectContaining({ name: 'Jug' })],
    });
  });
});
