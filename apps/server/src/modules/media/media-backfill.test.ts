import { readFileSync } from 'node:fs';
import path from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaObjects, menuCategories, menuHomeImages, menuItems, menuSubcategories } from '../../db/schema/index.ts';
import { MIGRATIONS_DIR } from '../../db/client.ts';
import { newId } from '../../lib/ids.ts';
import { createBusinessProfile, createUser } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/*
 * Migration 0004 gives files stored before media_objects existed an owner: the venue whose
 * row shows them, the older row when two venues' rows show one file (docs/decisions/0010).
 * Run here on rows written as they were before the table, by replaying its backfill statement.
 */

const backfill = readFileSync(path.join(MIGRATIONS_DIR, '0004_media-ownership.sql'), 'utf8')
  .split('--> statement-breakpoint')
  .find((statement) => statement.includes('INSERT INTO "media_objects"'))!;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the media ownership backfill', () => {
  it('gives each stored file to the venue whose row shows it, the older row first, and skips links', async () => {
    const db = t.app.deps.db;
    const owner = await createUser(t.app);
    const venueA = await createBusinessProfile(t.app, owner);
    const venueB = await createBusinessProfile(t.app, owner);
    const file = (folder: string, ext = 'webp') => `${folder}/${newId()}.${ext}`;
    const [categoryPhoto, subPhoto, video, homePhoto, shared] = [
      file('menu/categories'),
      file('menu/subcategories'),
      file('menu/items', 'mp4'),
      file('menu/home'),
      file('menu/items'),
    ];
    // Each venue's rows sit under its own category and subcategory (the schema allows nothing else).
    const menuOf = async (profileId: string, photos: { category: string | null; subcategory: string | null }) => {
      const categoryId = newId();
      const subcategoryId = newId();
      await db
        .insert(menuCategories)
        .values({ id: categoryId, profileId, name: 'Food', imagePath: photos.category, position: 1 });
      await db
        .insert(menuSubcategories)
        .values({ id: subcategoryId, profileId, categoryId, name: 'Starters', imagePath: photos.subcategory, position: 1 });
      return { categoryId, subcategoryId };
    };
    const menus = {
      [venueA.id]: await menuOf(venueA.id, { category: categoryPhoto, subcategory: subPhoto }),
      [venueB.id]: await menuOf(venueB.id, { category: null, subcategory: null }),
    };
    const item = (profileId: string, mediaPath: string, createdAt: Date, position: number) => ({
      id: newId(),
      profileId,
      ...menus[profileId]!,
      name: `Dish ${position}`,
      mediaPath,
      position,
      createdAt,
    });
    await db.insert(menuItems).values([
      item(venueA.id, video, new Date('2026-01-01'), 1),
      item(venueA.id, shared, new Date('2026-01-02'), 2),
      // B's row copied A's photo later (an import before issue 16): A keeps it.
      item(venueB.id, shared, new Date('2026-03-01'), 3),
      item(venueB.id, 'https://images.example.com/dosa.jpg', new Date('2026-03-01'), 4),
      item(venueB.id, '../../etc/passwd', new Date('2026-03-01'), 5),
    ]);
    await db.insert(menuHomeImages).values({ id: newId(), profileId: venueB.id, imagePath: homePhoto, position: 1 });

    await db.delete(mediaObjects);
    await db.execute(sql.raw(backfill));
    const rows = await db.select().from(mediaObjects).orderBy(asc(mediaObjects.path));
    expect(rows.map((row) => [row.path, row.profileId, row.bytes, row.mediaType])).toEqual(
      [
        [categoryPhoto, venueA.id, 0, 'image'],
        [subPhoto, venueA.id, 0, 'image'],
        [video, venueA.id, 0, 'video'],
        [homePhoto, venueB.id, 0, 'image'],
        [shared, venueA.id, 0, 'image'],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
    for (const row of rows) expect(row.id).toMatch(/^[0-9a-f]{24}$/);
  });
});
