import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { menuResponseJson } from './menu-body.ts';
import { refreshState, unpublishedChangesOf } from './menu-read.ts';
import { venueWithMenu } from './menu-test-kit.ts';
import { menuReadStats } from './menu.service.ts';

/*
 * Issue 17: the dashboard's first read after an ordinary write (an edit, a price change, a
 * publish toggle of an item, subcategory or category, sold out, a rename, an added item) reads
 * no menu rows: the write patches the cached menu after its commit, and the answer is byte for
 * byte what a full read of the menu would build.
 */
describe('menu writes patch the cached dashboard menu', () => {
  let t: TestApp;
  let venue: Awaited<ReturnType<typeof venueWithMenu>>;
  beforeAll(async () => {
    t = await createTestApp();
    venue = await venueWithMenu(t.app);
  });
  afterAll(() => t.close());

  /** The `body` of the dashboard's cached answer, as sent. */
  async function cachedBody(): Promise<string> {
    const res = await venue.api.read();
    expect(res.status).toBe(200);
    const payload = res.raw.body;
    const start = payload.indexOf('"body":') + '"body":'.length;
    return payload.slice(start, -1);
  }

  /** The body a full read of the menu builds now. */
  async function freshBody(): Promise<string> {
    const state = await refreshState(t.database.db, venue.profile.id, undefined);
    if (!state.header) throw new Error('no menu');
    return menuResponseJson(t.config, state.header, state.rows, unpublishedChangesOf(state));
  }

  const writes: Array<[string, () => Promise<{ status: number }>]> = [
    [
      'an item edit with a new price',
      () => venue.api.editItem({ _id: venue.items[0]._id, itemName: 'Paneer Tikka Roll', price: '145' }),
    ],
    ['hiding an item', () => venue.api.json('/v2/updatePublish', { _id: venue.items[1]._id, type: 'Item', publish: 0 })],
    ['sold out today', () => venue.api.json('/v2/updateSoldOut', { _id: venue.items[2]._id, soldOut: true })],
    [
      'hiding a subcategory',
      () => venue.api.json('/v2/updatePublish', { _id: venue.starters._id, type: 'SubCategory', publish: 0 }),
    ],
    [
      'showing it again with its items',
      () => venue.api.json('/v2/updatePublish', { _id: venue.starters._id, type: 'SubCategory', publish: 1, showItems: true }),
    ],
    ['hiding a category', () => venue.api.json('/v2/updatePublish', { _id: venue.category._id, type: 'Category', publish: 0 })],
    ['renaming a category', () => venue.api.json('/v2/editCategory', { _id: venue.category._id, category: 'Food' })],
    ['renaming a subcategory', () => venue.api.json('/v2/editSubCategory', { _id: venue.mains._id, subCategory: 'Big plates' })],
    ['adding an item', () => venue.api.addItem({ itemName: 'Dal Makhani', subCategory_id: venue.mains._id, price: '210' })],
    ['adding a second item', () => venue.api.addItem({ itemName: 'Butter Naan', subCategory_id: venue.mains._id, price: '60' })],
  ];

  for (const [name, write] of writes) {
    it(`${name}: the next read reads no menu rows and equals a full build byte for byte`, async () => {
      const before = await cachedBody();
      const fullReads = menuReadStats.fullReads;
      expect((await write()).status).toBe(200);
      const after = await cachedBody();
      expect(menuReadStats.fullReads - fullReads).toBe(0);
      expect(after).not.toBe(before);
      expect(after).toBe(await freshBody());
    });
  }
});
