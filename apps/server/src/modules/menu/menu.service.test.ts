import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { INGREDIENT_CATALOGUE, MenuResponseSchema } from '@venue/shared';
import { menus, profiles } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { ownerWithVenue } from '../../../test/fixtures.ts';
import { menuApi, venueWithMenu } from './menu-test-kit.ts';
import { seedDemoMenu } from './menu.service.ts';
import { race } from '../../../test/races.ts';

describe('menu service', () => {
  let t: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp();
    app = t.app;
  });
  afterAll(() => t.close());

  describe('seedDemoMenu', () => {
    it('seeds a small Indian menu once: two categories, five subcategories, varieties, allergens, one chef pick, one hidden item', async () => {
      const venue = await ownerWithVenue(app);
      expect(await seedDemoMenu(app.deps.db, venue.profile.id)).toBe(true);
      expect(await seedDemoMenu(app.deps.db, venue.profile.id)).toBe(false);

      const menu = MenuResponseSchema.parse(await menuApi(app, venue.headers, venue.profile.userName).snapshot());
      const { categories, subCategories, items } = menu.menuitems;
      expect(categories.map((c) => c.category)).toEqual(['Food', 'Drinks']);
      expect(subCategories).toHaveLength(5);
      expect(items.length).toBeGreaterThanOrEqual(12);
      expect(subCategories.reduce((sum, s) => sum + s.itemCount, 0)).toBe(items.length);
      expect(new Set(items.map((i) => i.type))).toEqual(new Set(['veg', 'non-veg', 'egg', 'vegan']));
      expect(items.filter((i) => i.chefRecommend)).toHaveLength(1);
      expect(items.filter((i) => i.publish === 0)).toHaveLength(1);
      expect(items.filter((i) => i.varietyArr.length > 0).length).toBeGreaterThanOrEqual(2);
      const catalogueIds = new Set<string>(INGREDIENT_CATALOGUE.map((entry) => entry.id));
      const ingredients = items.flatMap((i) => i.ingredients);
      expect(ingredients.length).toBeGreaterThan(0);
      expect(ingredients.every((id) => catalogueIds.has(id))).toBe(true);
      const biryani = items.find((i) => i.itemName.includes('Biryani'));
      expect(biryani?.varietyArr).toEqual([
        { name: 'Regular', price: 380, type: 'non-veg' },
        { name: 'Family Pack', price: 899.5, type: 'non-veg' },
      ]);
      // Published as seeded: nothing waits for Publish, and search engines find the venue.
      expect(menu.menuitems.publishedAt).not.toBeNull();
      expect(menu.menuitems.unpublishedChanges).toBe(0);
      const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(sitemap.body).toContain(`/v/${venue.profile.userName}</loc>`);
    });
  });

  describe('versions and the read cache', () => {
    it('bumps the menu version once per write and never serves a stale cached menu', async () => {
      const venue = await venueWithMenu(app);
      const versionOf = async () =>
        (await app.deps.db.select({ version: menus.version }).from(menus).where(eq(menus.profileId, venue.profile.id)))[0]
          ?.version;
      const start = await versionOf();
      const warm = await venue.api.snapshot();
      expect(warm.menuitems.version).toBe(start);

      await venue.api.json('/v2/updatePublish', { _id: venue.items[0]._id, type: 'Item', publish: 0 });
      expect(await versionOf()).toBe(start! + 1);
      const after = await venue.api.snapshot();
      expect(after.menuitems.items[0]?.publish).toBe(0);
      expect(after.menuitems.version).toBe(start! + 1);
    });

    it("reflects a change of the profile's name (outside the menu) in title and ETag within a second", async () => {
      const venue = await venueWithMenu(app);
      const first = await venue.api.read();
      await app.deps.db.update(profiles).set({ name: 'Spice Route Kitchen' }).where(eq(profiles.id, venue.profile.id));
      // Outside the menu's own writes, the embedded mode re-checks the version within a second.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const second = await venue.api.read({ 'if-none-match': first.headers.etag as string });
      expect(second.status).toBe(200);
      expect(second.json.body.menuitems).toMatchObject({ title: 'Spice Route Kitchen', restrauntName: 'Spice Route Kitchen' });
    });
  });

  describe('concurrent writes', () => {
    it(race('gives concurrent additions distinct count+1 positions (the menu row lock queues them)'), async () => {
      const venue = await venueWithMenu(app);
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, index) =>
          venue.api.addItem({ itemName: `Dish ${index}`, subCategory_id: venue.mains._id }),
        ),
      );
      expect(results.every((res) => res.status === 200)).toBe(true);
      const positions = results.map((res) => res.json.body.data.position).sort((a: number, b: number) => a - b);
      expect(positions).toEqual([1, 2, 3, 4, 5, 6]);
    });
  });
});
