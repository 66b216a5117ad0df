import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseBeforeMigration } from './migration-kit.ts';

describe('the 0013 migration (menu drafts, docs/decisions/0015)', () => {
  it('starts menus "published" by the old stamp-only publish as never published, so guests keep seeing them as saved', async () => {
    const before = await databaseBeforeMigration(13);
    try {
      const { db } = before;
      await db.execute(sql`insert into users (id, phone) values ('u1', '919000000001')`);
      await db.execute(
        sql`insert into profiles (id, user_name, name, profile_type, owner_user_id) values ('p1', 'cafe', 'Cafe', 'business', 'u1')`,
      );
      await db.execute(
        sql`insert into menus (id, profile_id, version, published_at) values ('m1', 'p1', 7, '2026-05-01T06:30:00Z')`,
      );
      await db.execute(sql`insert into menu_categories (id, profile_id, name, position) values ('c1', 'p1', 'Food', 1)`);
      await db.execute(
        sql`insert into menu_subcategories (id, profile_id, category_id, name, position) values ('s1', 'p1', 'c1', 'Starters', 1)`,
      );
      await db.execute(
        sql`insert into menu_items (id, profile_id, category_id, subcategory_id, name, position) values ('i1', 'p1', 'c1', 's1', 'Samosa', 1)`,
      );

      await before.migrateRest();
      const menus = await db.execute(sql`select published_at, version from menus`);
      expect(menus.rows).toEqual([{ published_at: null, version: 7 }]);
      const publications = await db.execute(sql`select count(*)::int as count from menu_publications`);
      expect(publications.rows).toEqual([{ count: 0 }]);
      const items = await db.execute(sql`select hidden_with_subcategory, sold_out_until from menu_items`);
      expect(items.rows).toEqual([{ hidden_with_subcategory: false, sold_out_until: null }]);
    } finally {
      await before.close();
    }
    // Two runs of every migration on a fresh embedded database.
  }, 120_000);
});
