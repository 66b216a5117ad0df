import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { venueWithMenu } from './menu-test-kit.ts';
import { countMenuItems, menuVersionOf, readMenuRow, setDigitalMenuStatus } from './menu.service.ts';

/*
 * The menu's small billing surface: its own status, its item count, and the hook billing
 * registers to hear of writes that add or remove items, run inside those writes' transaction.
 */

let testApp: TestApp;
const calls: Array<{ profileId: string; count: number }> = [];
let failFor: string | null = null;

beforeAll(async () => {
  // This app's own hook in place of modules/index.ts's list: it lives and dies with the app.
  const recordCount = async (tx: Db, profileId: string) => {
    // Counted inside the write's transaction: the new item is already there.
    calls.push({ profileId, count: await countMenuItems(tx, profileId) });
    if (profileId === failFor) throw new Error('billing refused');
  };
  testApp = await createTestApp({}, { menuItemsChanged: [recordCount] });
});
afterAll(async () => {
  await testApp.close();
});

describe('menu status and the items-changed hook', () => {
  it('sets the status once, bumping the version only on a change', async () => {
    const { app } = testApp;
    const venue = await venueWithMenu(app);
    const version = await menuVersionOf(app.deps.db, venue.profile.id);

    expect(await app.deps.db.transaction((tx) => setDigitalMenuStatus(tx, venue.profile.id, 'active'))).toBe(false);
    expect(await menuVersionOf(app.deps.db, venue.profile.id)).toBe(version);

    expect(await app.deps.db.transaction((tx) => setDigitalMenuStatus(tx, venue.profile.id, 'digitalMenuOveruse'))).toBe(true);
    expect(await menuVersionOf(app.deps.db, venue.profile.id)).toBe(version + 1);
    expect((await readMenuRow(app.deps.db, venue.profile.id))?.status).toBe('digitalMenuOveruse');
    expect((await venue.api.snapshot()).digitalMenuCurrentStatus).toBe('digitalMenuOveruse');
  });

  it('runs the hook after an item is added or deleted, in the same transaction', async () => {
    const { app } = testApp;
    const venue = await venueWithMenu(app);
    expect(await countMenuItems(app.deps.db, venue.profile.id)).toBe(3);
    calls.length = 0;

    const added = await venue.api.addItem({ itemName: 'Dal Makhani', subCategory_id: venue.mains._id, price: '210' });
    expect(added.status).toBe(200);
    const deleted = await venue.api.json('/v2/deleteMenu', { _id: venue.items[0]._id, type: 'Item' });
    expect(deleted.status).toBe(200);
    // Renaming changes no count: no call.
    await venue.api.json('/v2/editCategory', { _id: venue.category._id, category: 'Kitchen' });
    expect(calls).toEqual([
      { profileId: venue.profile.id, count: 4 },
      { profileId: venue.profile.id, count: 3 },
    ]);

    const removedSubcategory = await venue.api.json('/v2/deleteMenu', { _id: venue.starters._id, type: 'SubCategory' });
    expect(removedSubcategory.status).toBe(200);
    expect(calls.at(-1)).toEqual({ profileId: venue.profile.id, count: 1 });
  });

  it('rolls the write back when the hook throws', async () => {
    const { app } = testApp;
    const venue = await venueWithMenu(app);
    failFor = venue.profile.id;
    try {
      const res = await venue.api.addItem({ itemName: 'Never Saved', subCategory_id: venue.mains._id, price: '99' });
      expect(res.status).toBe(500);
    } finally {
      failFor = null;
    }
    expect(await countMenuItems(app.deps.db, venue.profile.id)).toBe(3);
  });

  it("is its own app's: another app in the same process runs its own hooks, not this one", async () => {
    // Test files share a process (vitest.config.ts): a hook kept in a module-level list ran for
    // every app made after it, in whatever file came next.
    const other = await createTestApp();
    try {
      const venue = await venueWithMenu(other.app);
      calls.length = 0;
      const added = await venue.api.addItem({ itemName: 'Dal Makhani', subCategory_id: venue.mains._id, price: '210' });
      expect(added.status).toBe(200);
      expect(calls).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
