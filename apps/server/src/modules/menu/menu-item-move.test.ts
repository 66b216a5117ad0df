import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { MenuResponse } from '@venue/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { venueWithMenu } from './menu-test-kit.ts';
import { race } from '../../../test/races.ts';

/** Edit Item moves a dish to another subcategory and category (issue 15), at the end of it. */
describe('moving an item with PATCH /v2/editItems', () => {
  let t: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp();
    app = t.app;
  });
  afterAll(() => t.close());

  /** Item names of one subcategory in stored order, with their positions. */
  const inOrder = (menu: MenuResponse, subcategoryId: string) =>
    menu.menuitems.items
      .filter((item) => item.subCategory_id === subcategoryId)
      .sort((a, b) => a.position - b.position)
      .map((item) => `${item.position}:${item.itemName}`);

  it('moves an item to the end of a subcategory in another category and closes the gap it left', async () => {
    const venue = await venueWithMenu(app);
    const drinks = (await venue.api.addCategory('Drinks')).json.body.category;
    const coolers = (await venue.api.addSubcategory('Coolers', drinks._id)).json.body.subCategory;
    await venue.api.addItem({ itemName: 'Sweet Lassi', subCategory_id: coolers._id, price: '99' });
    // Read once so the dashboard's cached state exists before the move (it must not be patched stale).
    await venue.api.snapshot();

    const moved = await venue.api.editItem({ _id: venue.items[0]._id, subCategory_id: coolers._id, itemName: 'Paneer Lassi' });
    expect(moved.status).toBe(200);
    expect(moved.json.body.data).toMatchObject({ subCategory_id: coolers._id, itemName: 'Paneer Lassi', position: 2 });

    const menu = await venue.api.snapshot();
    expect(inOrder(menu, coolers._id)).toEqual(['1:Sweet Lassi', '2:Paneer Lassi']);
    expect(inOrder(menu, venue.starters._id)).toEqual(['1:Chicken 65', '2:Masala Papad']);
  });

  it('keeps the place of an item edited with its own subcategory', async () => {
    const venue = await venueWithMenu(app);
    const res = await venue.api.editItem({ _id: venue.items[1]._id, subCategory_id: venue.starters._id });
    expect(res.status).toBe(200);
    expect(inOrder(await venue.api.snapshot(), venue.starters._id)).toEqual(['1:Paneer Tikka', '2:Chicken 65', '3:Masala Papad']);
  });

  it("refuses another venue's subcategory with 404 and moves nothing", async () => {
    const venue = await venueWithMenu(app);
    const other = await venueWithMenu(app);
    const res = await venue.api.editItem({ _id: venue.items[0]._id, subCategory_id: other.mains._id, itemName: 'Stolen' });
    expect(res.status).toBe(404);
    expect(res.json.responseStatus.errorMessage).toBe('Subcategory not found');
    const menu = await venue.api.snapshot();
    expect(inOrder(menu, venue.starters._id)).toEqual(['1:Paneer Tikka', '2:Chicken 65', '3:Masala Papad']);
    expect(inOrder(await other.api.snapshot(), other.mains._id)).toEqual([]);
  });

  it(race('gives concurrent moves and additions into one subcategory distinct end positions'), async () => {
    const venue = await venueWithMenu(app);
    const results = await Promise.all([
      ...venue.items.map((item) => venue.api.editItem({ _id: item._id, subCategory_id: venue.mains._id })),
      venue.api.addItem({ itemName: 'Dal Makhani', subCategory_id: venue.mains._id, price: '290' }),
      venue.api.addItem({ itemName: 'Egg Curry', subCategory_id: venue.mains._id, price: '240' }),
    ]);
    expect(results.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
    const menu = await venue.api.snapshot();
    const positions = menu.menuitems.items
      .filter((item) => item.subCategory_id === venue.mains._id)
      .map((item) => item.position)
      .sort((a, b) => a - b);
    expect(positions).toEqual([1, 2, 3, 4, 5]);
    expect(inOrder(menu, venue.starters._id)).toEqual([]);
  });
});
