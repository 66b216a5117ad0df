import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuCategories, menuItems, menuSubcategories, qrCodes } from '../src/db/schema/index.ts';
import { newId } from '../src/lib/ids.ts';
import { createBusinessProfile, createUser } from './fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/*
 * What the schema itself guarantees (issue 9 "schema hardening"): every foreign key can be
 * followed through an index, enum-like columns refuse values the code never writes, and a row
 * cannot point at a parent of another venue, whatever a buggy query sends.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.app.deps.db.execute(query)) as unknown as { rows: T[] }).rows;

/** The SQLSTATE a statement fails with, or null when it succeeds (rolled back either way). */
async function failureOf(statement: ReturnType<typeof sql>): Promise<string | null> {
  const rollback = new Error('rollback');
  try {
    await t.app.deps.db.transaction(async (tx) => {
      await tx.execute(statement);
      throw rollback;
    });
  } catch (error) {
    if (error === rollback) return null;
    const cause = error as { code?: string; cause?: { code?: string } };
    return cause.code ?? cause.cause?.code ?? 'unknown';
  }
  return null;
}

async function seedVenue() {
  const owner = await createUser(t.app);
  const venue = await createBusinessProfile(t.app, owner);
  const db = t.app.deps.db;
  const categoryId = newId();
  const subcategoryId = newId();
  const itemId = newId();
  const qrCodeId = newId();
  await db.insert(menuCategories).values({ id: categoryId, profileId: venue.id, name: 'Food', position: 1 });
  await db
    .insert(menuSubcategories)
    .values({ id: subcategoryId, profileId: venue.id, categoryId, name: 'Starters', position: 1 });
  await db.insert(menuItems).values({ id: itemId, profileId: venue.id, categoryId, subcategoryId, name: 'Samosa', position: 1 });
  await db.insert(qrCodes).values({ id: qrCodeId, profileId: venue.id, code: newId().slice(-8), kind: 'menu', label: 'Door' });
  return { owner, profileId: venue.id, categoryId, subcategoryId, itemId, qrCodeId };
}

describe('schema integrity', () => {
  it('has an index leading with the columns of every foreign key', async () => {
    const foreignKeys = await rows<{ table: string; columns: string[] }>(sql`
      select c.conrelid::regclass::text as table,
             array(select a.attname from unnest(c.conkey) with ordinality k(num, pos)
                   join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.num order by k.pos)::text[] as columns
      from pg_constraint c
      join pg_namespace n on n.oid = c.connamespace
      where c.contype = 'f' and n.nspname = 'public'`);
    const indexes = await rows<{ table: string; columns: string[] }>(sql`
      select i.indrelid::regclass::text as table,
             array(select a.attname from unnest(i.indkey) with ordinality k(num, pos)
                   join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.num order by k.pos)::text[] as columns
      from pg_index i
      join pg_class c on c.oid = i.indrelid
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public'`);
    expect(foreignKeys.length).toBeGreaterThan(10);
    const unindexed = foreignKeys
      .filter(
        (key) =>
          !indexes.some(
            (index) =>
              index.table === key.table &&
              key.columns.every((column) => index.columns.slice(0, key.columns.length).includes(column)),
          ),
      )
      .map((key) => `${key.table}(${key.columns.join(', ')})`);
    expect(unindexed).toEqual([]);
  });

  it.each([
    ['profiles', 'profile_type', `'shop'`],
    ['profile_members', 'role', `'admin'`],
    ['menu_items', 'food_type', `'meat'`],
    ['menu_items', 'publish', '2'],
    ['menu_items', 'price_paise', '-1'],
    ['menu_items', 'media_type', `'audio'`],
    ['menu_categories', 'publish', '5'],
    ['menu_subcategories', 'publish', '-1'],
    ['menus', 'selected_public_theme', `'neon'`],
    ['menus', 'digital_menu_status', `'gone'`],
    ['qr_codes', 'kind', `'coupon'`],
    ['media_objects', 'media_type', `'pdf'`],
    ['otp_codes', 'purpose', `'reset'`],
    ['jobs', 'status', `'paused'`],
  ])('%s.%s refuses %s', async (table, column, value) => {
    const venue = await seedVenue();
    await t.app.deps.db.execute(
      sql`insert into menus (id, profile_id) values (${newId()}, ${venue.profileId}) on conflict do nothing`,
    );
    await t.app.deps.db.execute(
      sql`insert into otp_codes (id, phone, purpose, code_hmac, expires_at) values (${newId()}, '919000000099', 'login', 'x', now())`,
    );
    await t.app.deps.db.execute(
      sql`insert into media_objects (id, profile_id, path, bytes, media_type) values (${newId()}, ${venue.profileId}, ${`menu/items/${newId()}.webp`}, 1, 'image')`,
    );
    await t.app.deps.db.execute(sql`insert into jobs (id, kind, run_at) values (${newId()}, 'x', now())`);
    const statement = sql.raw(`update ${table} set ${column} = ${value}`);
    expect(await failureOf(statement)).toBe('23514');
  });

  it("refuses a subcategory, item or scan pointing at another venue's parent", async () => {
    const a = await seedVenue();
    const b = await seedVenue();
    expect(
      await failureOf(
        sql`insert into menu_subcategories (id, profile_id, category_id, name, position) values (${newId()}, ${a.profileId}, ${b.categoryId}, 'x', 1)`,
      ),
    ).toBe('23503');
    expect(
      await failureOf(
        sql`insert into menu_items (id, profile_id, category_id, subcategory_id, name, position) values (${newId()}, ${a.profileId}, ${a.categoryId}, ${b.subcategoryId}, 'x', 1)`,
      ),
    ).toBe('23503');
    expect(
      await failureOf(sql`insert into qr_scans (id, qr_code_id, profile_id) values (${newId()}, ${b.qrCodeId}, ${a.profileId})`),
    ).toBe('23503');
    // And the item's category must be its subcategory's.
    const otherCategory = newId();
    await t.app.deps.db.insert(menuCategories).values({ id: otherCategory, profileId: a.profileId, name: 'Drinks', position: 2 });
    expect(
      await failureOf(
        sql`insert into menu_items (id, profile_id, category_id, subcategory_id, name, position) values (${newId()}, ${a.profileId}, ${otherCategory}, ${a.subcategoryId}, 'x', 1)`,
      ),
    ).toBe('23503');
    // The same rows within one venue are fine.
    expect(
      await failureOf(
        sql`insert into menu_items (id, profile_id, category_id, subcategory_id, name, position) values (${newId()}, ${a.profileId}, ${a.categoryId}, ${a.subcategoryId}, 'x', 2)`,
      ),
    ).toBeNull();
  });
});
