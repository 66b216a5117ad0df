import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuItems } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { menuResponseJson, menuResponsePieces, readMenuRows, toMenuResponse, type MenuHeader } from './menu-body.ts';
import { venueWithMenu } from './menu-test-kit.ts';

/** A menu's header as the dashboard's body shows it. */
const headerOf = (profileId: string, fields: Partial<MenuHeader> = {}): MenuHeader => ({
  profileId,
  name: 'Spice Route',
  image: null,
  version: 1,
  active: true,
  theme: 'classic',
  status: 'active',
  iconPath: null,
  publishedAt: null,
  publishedVersion: null,
  ...fields,
});

describe('the dashboard body as JSON', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is the whole response serialised at once, byte for byte, before and after a row changes', async () => {
    const venue = await venueWithMenu(t.app);
    await venue.api.addItem({ itemName: 'Chef\'s "special" – ₹', subCategory_id: venue.mains._id, price: '99.5' });
    const header = headerOf(venue.profile.id, {
      name: 'Spice "Route"',
      version: 7,
      publishedAt: new Date('2026-05-01T10:00:00Z'),
      publishedVersion: 5,
    });
    const rows = await readMenuRows(t.app.deps.db, venue.profile.id);
    expect(menuResponseJson(t.config, header, rows, 2)).toBe(JSON.stringify(toMenuResponse(t.config, header, rows, 2)));
    // A patched menu shares the other rows (and their kept JSON) with the one before it.
    const changed = { ...rows, items: rows.items.with(0, { ...rows.items[0]!, pricePaise: 12_345 }) };
    const json = menuResponseJson(t.config, header, changed, 3);
    expect(json).toBe(JSON.stringify(toMenuResponse(t.config, header, changed, 3)));
    expect(json).toContain('"123.45"');
    // The bytes the dashboard's answer is built from, made a piece at a time, are the same.
    const pieces = await menuResponsePieces(t.config, header, changed, 3, { before: '{"body":', after: '}' });
    expect(Buffer.concat(pieces).toString('utf8')).toBe(`{"body":${json}}`);
  });

  it('builds the bytes of a menu of thousands of dishes piece by piece, the same after edits that keep, change or shift pieces', async () => {
    const venue = await venueWithMenu(t.app);
    await venue.api.addItem({ itemName: 'Dosa', subCategory_id: venue.mains._id, price: '120' });
    const header = headerOf(venue.profile.id);
    const read = await readMenuRows(t.app.deps.db, venue.profile.id);
    const base = read.items[0]!;
    const rows = {
      ...read,
      items: Array.from({ length: 2_500 }, (_, index) => ({
        ...base,
        id: `dish${index}`,
        name: `Dish ${index}`,
        position: index + 1,
      })),
    };
    const expectSame = async (menu: typeof rows) =>
      expect(Buffer.concat(await menuResponsePieces(t.config, header, menu, 0, { before: '', after: '' })).toString('utf8')).toBe(
        JSON.stringify(toMenuResponse(t.config, header, menu, 0)),
      );
    await expectSame(rows);
    // One dish in the second piece edited: the other pieces' bytes are kept.
    const edited = { ...rows, items: rows.items.with(1_500, { ...rows.items[1_500]!, pricePaise: 99_950 }) };
    await expectSame(edited);
    // The first dish of a piece edited, then a dish removed (every later piece shifts).
    const firstOfPiece = { ...edited, items: edited.items.with(1_000, { ...edited.items[1_000]!, name: 'Renamed' }) };
    await expectSame(firstOfPiece);
    await expectSame({ ...firstOfPiece, items: firstOfPiece.items.toSpliced(10, 1) });
  });

  it('reads the same items in pages as at once, in the same order', async () => {
    const venue = await venueWithMenu(t.app);
    // More than two pages, with positions shared across subcategories (they are per subcategory).
    const rows = Array.from({ length: 600 }, (_, index) => {
      const subcategory = index % 2 === 0 ? venue.starters : venue.mains;
      return {
        id: newId(),
        profileId: venue.profile.id,
        categoryId: venue.category._id,
        subcategoryId: subcategory._id,
        name: `Dish ${index}`,
        pricePaise: 10_000,
        foodType: 'veg',
        position: 10 + Math.floor(index / 2),
      };
    });
    await t.app.deps.db.insert(menuItems).values(rows);
    const whole = await readMenuRows(t.app.deps.db, venue.profile.id);
    const paged = await t.app.deps.db.transaction((tx) => readMenuRows(tx, venue.profile.id, { inPages: true }));
    expect(whole.items).toHaveLength(603);
    expect(paged).toEqual(whole);
  });
});
