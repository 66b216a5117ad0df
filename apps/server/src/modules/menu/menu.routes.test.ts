import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { INGREDIENT_CATALOGUE, MenuResponseSchema, type HomePageImage } from '@venue/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { menuApi, mp4Bytes, pngFile, venueWithMenu } from './menu-test-kit.ts';
import { call, ownerWithVenue } from '../../../test/fixtures.ts';

const MILK = INGREDIENT_CATALOGUE[0].id;
const EGG = INGREDIENT_CATALOGUE[6].id;

describe('menu calls', () => {
  let t: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp();
    app = t.app;
  });
  afterAll(() => t.close());

  /** The stored file behind one of our media URLs. */
  const fileOf = (url: string) => path.join(t.config.dataDir, 'media', url.slice(t.config.mediaBaseUrl.length + 1));

  describe('GET /v2/menu/:username', () => {
    it("answers an empty menu in the spec's shape for a new venue", async () => {
      const venue = await ownerWithVenue(app);
      const res = await menuApi(app, venue.headers, venue.profile.userName).read();
      expect(res.status).toBe(200);
      expect(res.json.responseStatus.success).toBe(true);
      const body = MenuResponseSchema.parse(res.json.body);
      expect(body.menuitems).toMatchObject({
        id: venue.profile.id,
        title: `Venue ${venue.profile.userName}`,
        restrauntName: `Venue ${venue.profile.userName}`,
        active: true,
        selectedPublicTheme: 'classic',
        categories: [],
        subCategories: [],
        items: [],
      });
      expect(body.digitalMenuCurrentStatus).toBe('active');
    });

    it("is 404 for a username other than the active profile's", async () => {
      const venue = await ownerWithVenue(app);
      const other = await ownerWithVenue(app);
      const res = await menuApi(app, venue.headers, other.profile.userName).read();
      expect(res.status).toBe(404);
      expect(res.json.responseStatus.errorCode).toBe('NOT_FOUND');
    });

    it('answers 304 to a current ETag and a new ETag after any change', async () => {
      const venue = await venueWithMenu(app);
      const first = await venue.api.read();
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^".+"$/);
      const again = await venue.api.read({ 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(again.raw.body).toBe('');

      await venue.api.json('/v2/editSubCategory', { _id: venue.starters._id, subCategory: 'Small Plates' });
      const changed = await venue.api.read({ 'if-none-match': etag });
      expect(changed.status).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
      expect(changed.json.body.menuitems.subCategories[0].subCategory).toBe('Small Plates');
      expect(changed.json.body.menuitems.version).toBeGreaterThan(first.json.body.menuitems.version);
    });
  });

  describe('categories and subcategories', () => {
    it('adds a category and subcategories at count+1 with an image, and renames them', async () => {
      const venue = await ownerWithVenue(app);
      const api = menuApi(app, venue.headers, venue.profile.userName);
      const food = await api.addCategory('Food', await pngFile());
      expect(food.status).toBe(200);
      expect(food.json.body.category).toMatchObject({ category: 'Food', publish: 1, position: 1 });
      expect(existsSync(fileOf(food.json.body.category.image))).toBe(true);
      const drinks = await api.addCategory('Drinks');
      expect(drinks.json.body.category).toMatchObject({ position: 2, image: null });

      const sub1 = await api.addSubcategory('Starters', food.json.body.category._id);
      const sub2 = await api.addSubcategory('Mains', food.json.body.category._id, await pngFile());
      const sub3 = await api.addSubcategory('Coolers', drinks.json.body.category._id);
      expect(sub1.json.body.subCategory).toMatchObject({
        subCategory: 'Starters',
        position: 1,
        itemCount: 0,
        category_id: food.json.body.category._id,
      });
      expect(sub2.json.body.subCategory.position).toBe(2);
      expect(sub3.json.body.subCategory.position).toBe(1);

      const renamed = await api.json('/v2/editCategory', { _id: drinks.json.body.category._id, category: 'Beverages' });
      expect(renamed.status).toBe(200);
      expect(renamed.json.body.category.category).toBe('Beverages');
      const menu = await api.snapshot();
      expect(menu.menuitems.categories.map((c) => c.category)).toEqual(['Food', 'Beverages']);
      expect(menu.menuitems.subCategories.map((s) => s.subCategory)).toEqual(['Starters', 'Mains', 'Coolers']);
    });

    it("refuses an empty subcategory name and a subcategory without its category in the spec's words", async () => {
      const venue = await ownerWithVenue(app);
      const api = menuApi(app, venue.headers, venue.profile.userName);
      const category = (await api.addCategory('Food')).json.body.category;
      const empty = await api.addSubcategory('  ', category._id);
      expect(empty.status).toBe(400);
      expect(empty.json.responseStatus.errorMessage).toBe('Subcategory name is required');
      const noCategory = await api.form('/v2/add-category-or-subcategory', { name: 'Starters', type: 'subCategory' });
      expect(noCategory.status).toBe(400);
      expect(noCategory.json.responseStatus.errorMessage).toBe('Category not found or missing API ID');
      const unknown = await api.addSubcategory('Starters', '0123456789abcdef01234567');
      expect(unknown.status).toBe(404);
      expect(unknown.json.responseStatus.errorMessage).toBe('Category not found or missing API ID');
    });

    it("answers the spec's own names too: addCategory, addSubcategory (a subcategory without a type) and addItem", async () => {
      const venue = await ownerWithVenue(app);
      const api = menuApi(app, venue.headers, venue.profile.userName);
      const food = await api.form('/v2/addCategory', { name: 'Food' });
      expect(food.status).toBe(200);
      expect(food.json.body.category).toMatchObject({ category: 'Food', position: 1 });
      const starters = await api.form('/v2/addSubcategory', { name: 'Starters', category_id: food.json.body.category._id });
      expect(starters.status).toBe(200);
      expect(starters.json.body.subCategory).toMatchObject({ subCategory: 'Starters', category_id: food.json.body.category._id });
      const dish = await api.form('/v2/addItem', {
        itemName: 'Paneer Tikka',
        subCategory_id: starters.json.body.subCategory._id,
        price: '240',
      });
      expect(dish.status).toBe(200);
      const menu = await api.snapshot();
      expect(menu.menuitems.categories.map((c) => c.category)).toEqual(['Food']);
      expect(menu.menuitems.subCategories.map((c) => c.subCategory)).toEqual(['Starters']);
      expect(menu.menuitems.items.map((item: { itemName: string }) => item.itemName)).toEqual(['Paneer Tikka']);
      // A subcategory still needs its category, in the form's words.
      const orphan = await api.form('/v2/addSubcategory', { name: 'Mains' });
      expect(orphan.status).toBe(400);
      expect(orphan.json.responseStatus.errorMessage).toBe('Category not found or missing API ID');
    });

    it('ignores a userId in the form: the row belongs to the active profile', async () => {
      const venue = await ownerWithVenue(app);
      const other = await ownerWithVenue(app);
      const api = menuApi(app, venue.headers, venue.profile.userName);
      const res = await api.form('/v2/add-category-or-subcategory', { name: 'Food', type: 'category', userId: other.owner.id });
      expect(res.status).toBe(200);
      expect((await api.snapshot()).menuitems.categories).toHaveLength(1);
      expect((await menuApi(app, other.headers, other.profile.userName).snapshot()).menuitems.categories).toHaveLength(0);
    });
  });

  describe('items', () => {
    it('adds an item with varieties, ingredients (ids), tags and a photo', async () => {
      const venue = await venueWithMenu(app);
      const res = await venue.api.addItem(
        {
          itemName: 'Butter Chicken',
          description: 'Silky tomato gravy',
          price: '420.5',
          subCategory_id: venue.mains._id,
          type: 'nonVeg',
          publish: '1',
          chefRecommend: 'true',
          varietyArr: JSON.stringify([
            { name: 'Half', price: 240, type: 'non-veg' },
            { name: 'Full', price: 420.5, type: 'nonVeg' },
          ]),
          ingredients: JSON.stringify([MILK, 'ffffffffffffffffffffffff']),
          tags: JSON.stringify(['signature']),
          userId: 'someone-else',
        },
        await pngFile(),
      );
      expect(res.status).toBe(200);
      const item = res.json.body.data;
      expect(item).toMatchObject({
        itemName: 'Butter Chicken',
        description: 'Silky tomato gravy',
        price: '420.50',
        subCategory_id: venue.mains._id,
        category_id: venue.category._id,
        type: 'non-veg',
        mediaType: 'image',
        video: null,
        ingredients: [MILK, 'ffffffffffffffffffffffff'],
        varietyArr: [
          { name: 'Half', price: 240, type: 'non-veg' },
          { name: 'Full', price: 420.5, type: 'non-veg' },
        ],
        publish: 1,
        chefRecommend: true,
        tags: ['signature'],
        position: 1,
      });
      expect(item.image).toBe(item.mediaUrl);
      expect(existsSync(fileOf(item.mediaUrl))).toBe(true);
      const menu = await venue.api.snapshot();
      expect(menu.menuitems.items.find((i) => i._id === item._id)).toEqual(item);
      expect(menu.menuitems.subCategories.find((s) => s._id === venue.mains._id)?.itemCount).toBe(1);
    });

    it("applies the add defaults: price 0, food type na, visible, not chef's choice, last position", async () => {
      const venue = await venueWithMenu(app);
      const res = await venue.api.addItem({ itemName: 'Plain Rice', subCategory_id: venue.starters._id });
      expect(res.json.body.data).toMatchObject({
        price: '0',
        type: 'na',
        publish: 1,
        chefRecommend: false,
        mediaUrl: null,
        mediaType: null,
        position: 4,
      });
    });

    it('accepts an MP4 video for an item', async () => {
      const venue = await venueWithMenu(app);
      const res = await venue.api.addItem(
        { itemName: 'Tandoor Show', subCategory_id: venue.starters._id },
        { filename: 'clip.mp4', contentType: 'video/mp4', data: mp4Bytes() },
      );
      expect(res.status).toBe(200);
      expect(res.json.body.data).toMatchObject({ mediaType: 'video', image: null });
      expect(res.json.body.data.video).toBe(res.json.body.data.mediaUrl);
    });

    it('edits an item: names map to ingredient ids, absent fields stay, an empty file removes the photo', async () => {
      const venue = await venueWithMenu(app);
      const added = (
        await venue.api.addItem(
          { itemName: 'Egg Curry', subCategory_id: venue.mains._id, price: '240', description: 'Chettinad', tags: 'spicy' },
          await pngFile(),
        )
      ).json.body.data;
      const edited = await venue.api.editItem({
        _id: added._id,
        itemName: 'Egg Masala',
        type: 'egg',
        price: '250',
        chefRecommend: 'true',
        publish: '1',
        varietyArr: '[]',
        ingredients: JSON.stringify(['Egg', 'milk', 'Saffron']),
      });
      expect(edited.status).toBe(200);
      expect(edited.json.body.data).toMatchObject({
        itemName: 'Egg Masala',
        type: 'egg',
        price: '250',
        description: 'Chettinad',
        tags: ['spicy'],
        chefRecommend: true,
        ingredients: [EGG, MILK, 'Saffron'],
        mediaUrl: added.mediaUrl,
      });

      const cleared = await venue.api.editItem(
        { _id: added._id },
        { filename: 'blob', contentType: 'application/octet-stream', data: Buffer.alloc(0) },
      );
      expect(cleared.status).toBe(200);
      expect(cleared.json.body.data).toMatchObject({ mediaUrl: null, mediaType: null, image: null, itemName: 'Egg Masala' });
      expect(existsSync(fileOf(added.mediaUrl))).toBe(false);

      const replaced = await venue.api.editItem({ _id: added._id }, await pngFile());
      expect(replaced.json.body.data.mediaType).toBe('image');
      expect(existsSync(fileOf(replaced.json.body.data.mediaUrl))).toBe(true);
      // A text field `file=''` (FormData.append('file', '')) clears too.
      const clearedByText = await venue.api.updateMedia({ type: 'item', _id: added._id, file: '' });
      expect(clearedByText.status).toBe(200);
      expect(clearedByText.json.body.cloud).toBe('');
      expect(existsSync(fileOf(replaced.json.body.data.mediaUrl))).toBe(false);
    });

    it('edits with an unknown item id answer 404', async () => {
      const venue = await venueWithMenu(app);
      const res = await venue.api.editItem({ _id: '0123456789abcdef01234567', itemName: 'Ghost' });
      expect(res.status).toBe(404);
    });
  });

  describe('updateMedia', () => {
    it('sets and clears a subcategory image and answers the url in cloud', async () => {
      const venue = await venueWithMenu(app);
      const set = await venue.api.updateMedia(
        { type: 'subcategory', _id: venue.starters._id, folderName: 'food' },
        await pngFile(),
      );
      expect(set.status).toBe(200);
      expect(set.json.body.cloud.startsWith(`${t.config.mediaBaseUrl}/`)).toBe(true);
      expect(existsSync(fileOf(set.json.body.cloud))).toBe(true);
      let menu = await venue.api.snapshot();
      expect(menu.menuitems.subCategories[0]?.image).toBe(set.json.body.cloud);

      const clear = await venue.api.updateMedia(
        { type: 'subcategory', _id: venue.starters._id },
        { filename: 'empty.png', contentType: 'image/png', data: Buffer.alloc(0) },
      );
      expect(clear.status).toBe(200);
      expect(clear.json.body.cloud).toBe('');
      expect(existsSync(fileOf(set.json.body.cloud))).toBe(false);
      menu = await venue.api.snapshot();
      expect(menu.menuitems.subCategories[0]?.image).toBeNull();
    });

    it('updates a category image and an item video; refuses a missing file and video for a category', async () => {
      const venue = await venueWithMenu(app);
      const category = await venue.api.updateMedia({ type: 'category', _id: venue.category._id }, await pngFile());
      expect(category.status).toBe(200);
      const item = await venue.api.updateMedia(
        { type: 'item', _id: venue.items[0]._id },
        { filename: 'a.mp4', contentType: 'video/mp4', data: mp4Bytes() },
      );
      expect(item.status).toBe(200);
      const menu = await venue.api.snapshot();
      expect(menu.menuitems.items[0]).toMatchObject({ mediaType: 'video', video: item.json.body.cloud });
      expect(menu.menuitems.categories[0]?.image).toBe(category.json.body.cloud);

      const noFile = await venue.api.updateMedia({ type: 'category', _id: venue.category._id });
      expect(noFile.status).toBe(400);
      const video = await venue.api.updateMedia(
        { type: 'category', _id: venue.category._id },
        { filename: 'a.mp4', contentType: 'video/mp4', data: mp4Bytes() },
      );
      expect(video.status).toBe(415);
    });
  });

  describe('visibility', () => {
    it('hides a subcategory with all its items in one go; showing it again does not restore them', async () => {
      const venue = await venueWithMenu(app);
      const hide = await venue.api.json('/v2/updatePublish', { _id: venue.starters._id, type: 'SubCategory', publish: 0 });
      expect(hide.status).toBe(200);
      expect(hide.json.body).toMatchObject({ publish: 0, itemsHidden: 3 });
      let menu = await venue.api.snapshot();
      expect(menu.menuitems.subCategories.find((s) => s._id === venue.starters._id)?.publish).toBe(0);
      // Hidden entities are still in the dashboard read, with publish 0 (decisions §2).
      expect(menu.menuitems.items.map((i) => i.publish)).toEqual([0, 0, 0]);

      const show = await venue.api.json('/v2/updatePublish', { _id: venue.starters._id, type: 'SubCategory', publish: 1 });
      expect(show.json.body.itemsHidden).toBe(0);
      menu = await venue.api.snapshot();
      expect(menu.menuitems.subCategories.find((s) => s._id === venue.starters._id)?.publish).toBe(1);
      expect(menu.menuitems.items.map((i) => i.publish)).toEqual([0, 0, 0]);
    });

    it('hides and shows one item, and hides a category without touching its children', async () => {
      const venue = await venueWithMenu(app);
      await venue.api.json('/v2/updatePublish', { _id: venue.items[1]._id, type: 'Item', publish: '0' });
      let menu = await venue.api.snapshot();
      expect(menu.menuitems.items.map((i) => i.publish)).toEqual([1, 0, 1]);
      await venue.api.json('/v2/updatePublish', { _id: venue.items[1]._id, type: 'Item', publish: 1 });
      await venue.api.json('/v2/updatePublish', { _id: venue.category._id, type: 'Category', publish: 0 });
      menu = await venue.api.snapshot();
      expect(menu.menuitems.items.map((i) => i.publish)).toEqual([1, 1, 1]);
      expect(menu.menuitems.categories[0]?.publish).toBe(0);
      expect(menu.menuitems.subCategories.map((s) => s.publish)).toEqual([1, 1]);
    });

    it('refuses a publish value other than 0 or 1', async () => {
      const venue = await venueWithMenu(app);
      const res = await venue.api.json('/v2/updatePublish', { _id: venue.items[0]._id, type: 'Item', publish: 2 });
      expect(res.status).toBe(400);
      expect(res.json.responseStatus.errorMessage).toBe('Publish must be 1 (visible) or 0 (hidden)');
    });
  });

  describe('deleteMenu', () => {
    it('deletes an item and renumbers the rest', async () => {
      const venue = await venueWithMenu(app);
      const res = await venue.api.json('/v2/deleteMenu', { _id: venue.items[0]._id, type: 'Item' });
      expect(res.json.body).toEqual({ deleted: { categories: 0, subCategories: 0, items: 1 } });
      const menu = await venue.api.snapshot();
      expect(menu.menuitems.items.map((i) => [i.itemName, i.position])).toEqual([
        ['Chicken 65', 1],
        ['Masala Papad', 2],
      ]);
    });

    it('deletes a subcategory with its items and their files, and answers the counts', async () => {
      const venue = await venueWithMenu(app);
      const photo = (await venue.api.updateMedia({ type: 'item', _id: venue.items[0]._id }, await pngFile())).json.body.cloud;
      const res = await venue.api.json('/v2/deleteMenu', { _id: venue.starters._id, type: 'SubCategory' });
      expect(res.status).toBe(200);
      expect(res.json.body).toEqual({ deleted: { categories: 0, subCategories: 1, items: 3 } });
      expect(existsSync(fileOf(photo))).toBe(false);
      const menu = await venue.api.snapshot();
      expect(menu.menuitems.items).toEqual([]);
      expect(menu.menuitems.subCategories.map((s) => [s.subCategory, s.position])).toEqual([['Mains', 1]]);
    });

    it('deletes a category with its subcategories and items', async () => {
      const venue = await venueWithMenu(app);
      await venue.api.addCategory('Drinks');
      const res = await venue.api.json('/v2/deleteMenu', { _id: venue.category._id, type: 'Category' });
      expect(res.json.body).toEqual({ deleted: { categories: 1, subCategories: 2, items: 3 } });
      const menu = await venue.api.snapshot();
      expect(menu.menuitems.categories.map((c) => [c.category, c.position])).toEqual([['Drinks', 1]]);
      expect(menu.menuitems.subCategories).toEqual([]);
    });

    it('answers 404 for an id that is not there', async () => {
      const venue = await venueWithMenu(app);
      const res = await venue.api.json('/v2/deleteMenu', { _id: '0123456789abcdef01234567', type: 'Item' });
      expect(res.status).toBe(404);
      expect(res.json.responseStatus.errorMessage).toBe('Could not find the item to delete.');
    });
  });

  describe('menu-drag', () => {
    it('reorders items, subcategories and categories; positions become index+1', async () => {
      const venue = await venueWithMenu(app);
      const [a, b, c] = venue.items.map((item) => ({ _id: item._id }));
      const res = await venue.api.json('/v2/menu-drag', {
        type: 'item',
        oldData: [a, b, c],
        reorderedData: [c, a, b],
        userId: 'ignored',
      });
      expect(res.status).toBe(200);
      expect(res.json.body.order).toEqual([
        { _id: c!._id, position: 1 },
        { _id: a!._id, position: 2 },
        { _id: b!._id, position: 3 },
      ]);
      let menu = await venue.api.snapshot();
      expect(menu.menuitems.items.map((i) => i.itemName)).toEqual(['Masala Papad', 'Paneer Tikka', 'Chicken 65']);

      const subs = await venue.api.json('/v2/menu-drag', {
        type: 'subcategory',
        oldData: [{ _id: venue.starters._id }, { _id: venue.mains._id }],
        reorderedData: [{ _id: venue.mains._id }, { _id: venue.starters._id }],
      });
      expect(subs.status).toBe(200);
      const drinks = (await venue.api.addCategory('Drinks')).json.body.category;
      const cats = await venue.api.json('/v2/menu-drag', {
        type: 'category',
        oldData: [{ _id: venue.category._id }, { _id: drinks._id }],
        reorderedData: [{ _id: drinks._id }, { _id: venue.category._id }],
      });
      expect(cats.status).toBe(200);
      menu = await venue.api.snapshot();
      expect(menu.menuitems.subCategories.map((s) => s.subCategory)).toEqual(['Mains', 'Starters']);
      expect(menu.menuitems.categories.map((s) => s.category)).toEqual(['Drinks', 'Food']);
    });

    it('refuses stale subcategory orders with the subcategory message', async () => {
      const venue = await venueWithMenu(app);
      const res = await venue.api.json('/v2/menu-drag', {
        type: 'subcategory',
        oldData: [{ _id: venue.mains._id }, { _id: venue.starters._id }],
        reorderedData: [{ _id: venue.starters._id }, { _id: venue.mains._id }],
      });
      expect(res.status).toBe(409);
      expect(res.json.responseStatus).toMatchObject({
        errorCode: 'STALE_ORDER',
        errorMessage: 'Could not match all subcategories with server data. Please refresh the page and try again.',
      });
    });
  });

  describe('home-page images', () => {
    it('adds, lists, reorders and deletes carousel images', async () => {
      const venue = await ownerWithVenue(app);
      const api = menuApi(app, venue.headers, venue.profile.userName);
      const first = await api.addHomeImage(
        { folderName: 'home', title: 'Diwali specials', linkUrl: 'https://example.in/diwali' },
        await pngFile(),
      );
      expect(first.status).toBe(200);
      expect(first.json.body.image).toMatchObject({
        title: 'Diwali specials',
        linkUrl: 'https://example.in/diwali',
        isActive: true,
        order: 1,
        description: '',
      });
      const second = await api.addHomeImage({ folderName: 'home' }, await pngFile());
      expect(second.json.body.image.order).toBe(2);

      const ids = [second.json.body.image._id, first.json.body.image._id];
      const reordered = await api.json('/v2/reorderHomePageImages', { order: ids });
      expect(reordered.status).toBe(200);
      expect(reordered.json.body.images.map((i: HomePageImage) => i._id)).toEqual(ids);
      const stale = await api.json('/v2/reorderHomePageImages', { order: [ids[0]] });
      expect(stale.status).toBe(409);

      const removed = await api.json('/v2/deleteHomePageImage', { _id: ids[0] });
      expect(removed.status).toBe(200);
      expect(existsSync(fileOf(second.json.body.image.imageUrl))).toBe(false);
      const list = await call(app, { method: 'GET', url: '/v2/homePageImages', headers: venue.headers });
      expect(list.json.body.images.map((i: HomePageImage) => [i._id, i.order])).toEqual([[ids[1], 1]]);
    });

    it('refuses a carousel image without a file and a link that is not a web address', async () => {
      const venue = await ownerWithVenue(app);
      const api = menuApi(app, venue.headers, venue.profile.userName);
      const noFile = await api.addHomeImage({ folderName: 'home' });
      expect(noFile.status).toBe(400);
      const badLink = await api.addHomeImage({ linkUrl: 'javascript:alert(1)' }, await pngFile());
      expect(badLink.status).toBe(400);
      expect(badLink.json.responseStatus.errorMessage).toBe('Link must be a web address starting with http:// or https://');
    });
  });
});
