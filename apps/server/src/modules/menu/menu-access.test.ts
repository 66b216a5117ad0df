import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { addMember, call, createUser, headersFor, multipart } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { menuApi, pngFile, venueWithMenu } from './menu-test-kit.ts';

/** Rights and tenancy of the menu calls (decisions §4 "Tenancy"; spec §6). */
describe('menu access and tenancy', () => {
  let t: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp();
    app = t.app;
  });
  afterAll(() => t.close());

  /** Every call this module serves, with the access it must declare. */
  const MENU_ROUTES = [
    ['GET', '/v2/menu/:username', 'member'],
    ['GET', '/v2/homePageImages', 'member'],
    ['POST', '/v2/add-category-or-subcategory', 'digitalMenuAccess'],
    ['POST', '/v2/editCategory', 'digitalMenuAccess'],
    ['POST', '/v2/editSubCategory', 'digitalMenuAccess'],
    ['POST', '/v2/updateMedia', 'digitalMenuAccess'],
    ['POST', '/v2/updatePublish', 'digitalMenuAccess'],
    ['POST', '/v2/deleteMenu', 'digitalMenuAccess'],
    ['POST', '/v2/addItems', 'digitalMenuAccess'],
    ['PATCH', '/v2/editItems', 'digitalMenuAccess'],
    ['POST', '/v2/menu-drag', 'digitalMenuAccess'],
    ['POST', '/v2/addHomePageImages', 'digitalMenuAccess'],
    ['POST', '/v2/deleteHomePageImage', 'digitalMenuAccess'],
    ['POST', '/v2/reorderHomePageImages', 'digitalMenuAccess'],
  ] as const;
  const menuWrites = () => MENU_ROUTES.filter(([method]) => method !== 'GET').map(([method, url]) => ({ method, url }));

  it('declares reads for members and every write behind digitalMenuAccess', () => {
    for (const [method, url, access] of MENU_ROUTES) {
      expect(app.apiRoutes.find((route) => route.method === method && route.url === url)?.access, `${method} ${url}`).toBe(
        access,
      );
    }
  });

  it('staff without digitalMenuAccess read the menu but get 403 on every write, and nothing changes', async () => {
    const venue = await venueWithMenu(app);
    const staff = await createUser(app);
    await addMember(app, venue.profile.id, staff, 'staff', { tableReserveAccess: true });
    const staffHeaders = await headersFor(app, staff, venue.profile.id);
    const before = await venue.api.snapshot();

    const read = await menuApi(app, staffHeaders, venue.profile.userName).read();
    expect(read.status).toBe(200);
    expect(read.json.body).toEqual(before);

    const writes = menuWrites();
    expect(writes).toHaveLength(12);
    const form = multipart({ name: 'Desserts', type: 'category', _id: venue.items[0]._id, itemName: 'X' }, await pngFile());
    for (const route of writes) {
      const res = await call(app, {
        method: route.method as 'POST',
        url: route.url,
        headers: { ...staffHeaders, ...form.headers },
        payload: form.payload,
      });
      expect(res.status, `${route.method} ${route.url}`).toBe(403);
      expect(res.json.responseStatus.errorMessage).toBe("You don't have permission to edit this feature");
    }
    expect(await venue.api.snapshot()).toEqual(before);
  });

  it('staff with digitalMenuAccess may edit the menu', async () => {
    const venue = await venueWithMenu(app);
    const editor = await createUser(app);
    await addMember(app, venue.profile.id, editor, 'staff', { digitalMenuAccess: true });
    const api = menuApi(app, await headersFor(app, editor, venue.profile.id), venue.profile.userName);
    const res = await api.json('/v2/updatePublish', { _id: venue.items[0]._id, type: 'Item', publish: 0 });
    expect(res.status).toBe(200);
    expect((await venue.api.snapshot()).menuitems.items[0]?.publish).toBe(0);
  });

  it('someone outside the profile gets 403 even for reads', async () => {
    const venue = await venueWithMenu(app);
    const outsider = await createUser(app);
    const res = await menuApi(app, await headersFor(app, outsider, venue.profile.id), venue.profile.userName).read();
    expect(res.status).toBe(403);
    const anonymous = await call(app, { method: 'GET', url: `/v2/menu/${venue.profile.userName}` });
    expect(anonymous.status).toBe(401);
  });

  it("another venue's ids are 404 (or a stale order) in every call that takes an id, and its menu is untouched", async () => {
    const mine = await venueWithMenu(app);
    const theirs = await venueWithMenu(app);
    const image = (await menuApi(app, theirs.headers, theirs.profile.userName).addHomeImage({}, await pngFile())).json.body.image;
    const theirsBefore = await theirs.api.snapshot();
    const api = mine.api;
    const foreignItem = theirs.items[0]._id;
    const foreignSub = theirs.starters._id;
    const foreignCategory = theirs.category._id;

    const notFound = [
      await api.json('/v2/editCategory', { _id: foreignCategory, category: 'Mine now' }),
      await api.json('/v2/editSubCategory', { _id: foreignSub, subCategory: 'Mine now' }),
      await api.updateMedia({ type: 'category', _id: foreignCategory }, await pngFile()),
      await api.updateMedia({ type: 'subcategory', _id: foreignSub }, await pngFile()),
      await api.updateMedia({ type: 'item', _id: foreignItem }, await pngFile()),
      await api.json('/v2/updatePublish', { _id: foreignCategory, type: 'Category', publish: 0 }),
      await api.json('/v2/updatePublish', { _id: foreignSub, type: 'SubCategory', publish: 0 }),
      await api.json('/v2/updatePublish', { _id: foreignItem, type: 'Item', publish: 0 }),
      await api.json('/v2/deleteMenu', { _id: foreignItem, type: 'Item' }),
      await api.json('/v2/deleteMenu', { _id: foreignSub, type: 'SubCategory' }),
      await api.json('/v2/deleteMenu', { _id: foreignCategory, type: 'Category' }),
      await api.addItem({ itemName: 'Smuggled', subCategory_id: foreignSub }),
      await api.editItem({ _id: foreignItem, itemName: 'Mine now' }),
      await api.addSubcategory('Smuggled', foreignCategory),
      await api.json('/v2/deleteHomePageImage', { _id: image._id }),
    ];
    for (const res of notFound) expect(res.status).toBe(404);

    const stale = [
      await api.json('/v2/menu-drag', {
        type: 'item',
        oldData: theirs.items.map((i) => ({ _id: i._id })),
        reorderedData: [...theirs.items].reverse().map((i) => ({ _id: i._id })),
      }),
      await api.json('/v2/menu-drag', {
        type: 'subcategory',
        oldData: [{ _id: foreignSub }, { _id: theirs.mains._id }],
        reorderedData: [{ _id: theirs.mains._id }, { _id: foreignSub }],
      }),
      await api.json('/v2/reorderHomePageImages', { order: [image._id] }),
    ];
    for (const res of stale) expect(res.status).toBe(409);

    expect(await theirs.api.snapshot()).toEqual(theirsBefore);
  });
});
