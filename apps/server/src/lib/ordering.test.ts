import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuCategories } from '../db/schema/index.ts';
import { createBusinessProfile, createUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { newId } from './ids.ts';
import { isPermutation, nextPosition, renumber, reorderScope, sameOrder, type PositionedTable } from './ordering.ts';

const categories: PositionedTable = {
  table: menuCategories,
  id: menuCategories.id,
  profileId: menuCategories.profileId,
  position: menuCategories.position,
};

describe('order checks', () => {
  it('compares orders exactly and permutations as sets without duplicates', () => {
    expect(sameOrder(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameOrder(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(sameOrder(['a'], ['a', 'b'])).toBe(false);
    expect(isPermutation(['a', 'b', 'c'], ['c', 'a', 'b'])).toBe(true);
    expect(isPermutation(['a', 'b', 'c'], ['a', 'a', 'b'])).toBe(false);
    expect(isPermutation(['a', 'b'], ['a', 'b', 'c'])).toBe(false);
    expect(isPermutation(['a', 'b'], ['a', 'x'])).toBe(false);
  });
});

describe('ordering in the database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function venueWith(names: string[]) {
    const venue = await createBusinessProfile(t.app, await createUser(t.app));
    const ids: string[] = [];
    for (const name of names) {
      const id = newId();
      const position = await nextPosition(t.app.deps.db, categories, venue.id);
      await t.app.deps.db.insert(menuCategories).values({ id, profileId: venue.id, name, position });
      ids.push(id);
    }
    return { profileId: venue.id, ids };
  }
  const order = async (profileId: string) =>
    (
      await t.app.deps.db
        .select({ name: menuCategories.name, position: menuCategories.position })
        .from(menuCategories)
        .where(eq(menuCategories.profileId, profileId))
        .orderBy(asc(menuCategories.position))
    ).map((row) => `${row.position}:${row.name}`);

  it('puts new rows last, applies a drag whose "before" is current, and refuses a stale one', async () => {
    const { profileId, ids } = await venueWith(['Soups', 'Mains', 'Desserts']);
    const [soups, mains, desserts] = ids as [string, string, string];
    expect(await order(profileId)).toEqual(['1:Soups', '2:Mains', '3:Desserts']);

    const db = t.app.deps.db;
    expect(await reorderScope(db, categories, profileId, undefined, { before: ids, after: [desserts, soups, mains] })).toBe(true);
    expect(await order(profileId)).toEqual(['1:Desserts', '2:Soups', '3:Mains']);
    // The same drag again: its "before" is no longer the stored order.
    expect(await reorderScope(db, categories, profileId, undefined, { before: ids, after: [mains, soups, desserts] })).toBe(
      false,
    );
    // Not a permutation: an id missing, one repeated.
    expect(await reorderScope(db, categories, profileId, undefined, { before: null, after: [soups, soups, mains] })).toBe(false);
    expect(await order(profileId)).toEqual(['1:Desserts', '2:Soups', '3:Mains']);
  });

  it("never moves another venue's rows, and renumbers densely after a delete", async () => {
    const a = await venueWith(['A1', 'A2']);
    const b = await venueWith(['B1', 'B2']);
    const db = t.app.deps.db;
    expect(await reorderScope(db, categories, a.profileId, undefined, { before: null, after: [b.ids[1]!, b.ids[0]!] })).toBe(
      false,
    );
    expect(await order(b.profileId)).toEqual(['1:B1', '2:B2']);

    await db.delete(menuCategories).where(eq(menuCategories.id, a.ids[0]!));
    await renumber(db, categories, a.profileId);
    expect(await order(a.profileId)).toEqual(['1:A2']);
  });
});
