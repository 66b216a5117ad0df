import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { elfAsJpg, pngFile, venueWithMenu } from './menu-test-kit.ts';

/**
 * Issue #4 "Bad input, as tests": every refused change leaves the menu exactly as it was —
 * the full dashboard read (version included, so no write transaction committed) and the
 * stored media files are compared before and after.
 */
describe('bad input leaves the menu exactly as it was', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let venue: Awaited<ReturnType<typeof venueWithMenu>>;
  let before: unknown;
  let filesBefore: string[];

  const mediaFiles = () => {
    const root = path.join(t.config.dataDir, 'media');
    return (readdirSync(root, { recursive: true }) as string[]).filter((entry) => path.extname(entry) !== '').sort();
  };
  const sixVarieties = JSON.stringify(
    Array.from({ length: 6 }, (_, index) => ({ name: `Size ${index + 1}`, price: 100 + index, type: 'veg' })),
  );
  const sixMegabytes = () => ({ filename: 'huge.png', contentType: 'image/png', data: Buffer.alloc(6 * 1024 * 1024, 7) });

  beforeAll(async () => {
    t = await createTestApp();
    app = t.app;
    venue = await venueWithMenu(app);
    await venue.api.updateMedia({ type: 'item', _id: venue.items[0]._id }, await pngFile());
  });
  afterAll(() => t.close());

  beforeEach(async () => {
    before = await venue.api.snapshot();
    filesBefore = mediaFiles();
  });

  const expectUnchanged = async () => {
    expect(await venue.api.snapshot()).toEqual(before);
    expect(mediaFiles()).toEqual(filesBefore);
  };

  it('a sixth variety (add and edit) → 400 with the spec message', async () => {
    const add = await venue.api.addItem(
      { itemName: 'Thali', subCategory_id: venue.mains._id, varietyArr: sixVarieties },
      await pngFile(),
    );
    expect(add.status).toBe(400);
    expect(add.json.responseStatus).toMatchObject({
      success: false,
      errorCode: 'VALIDATION_FAILED',
      errorMessage: 'Maximum varieties reached: You can add up to 5 varieties for an item',
    });
    const edit = await venue.api.editItem({ _id: venue.items[1]._id, varietyArr: sixVarieties });
    expect(edit.status).toBe(400);
    expect(edit.json.responseStatus.errorMessage).toBe('Maximum varieties reached: You can add up to 5 varieties for an item');
    await expectUnchanged();
  });

  it('a price with three decimals (item and variety) → 400 with the spec message', async () => {
    const message = 'Price must contain only numbers and decimals (e.g. 10.99)';
    const add = await venue.api.addItem({ itemName: 'Thali', subCategory_id: venue.mains._id, price: '10.999' });
    expect(add.status).toBe(400);
    expect(add.json.responseStatus.errorMessage).toBe(message);
    const edit = await venue.api.editItem({ _id: venue.items[1]._id, price: '249.005' });
    expect(edit.status).toBe(400);
    expect(edit.json.responseStatus.errorMessage).toBe(message);
    const variety = await venue.api.editItem({
      _id: venue.items[1]._id,
      varietyArr: JSON.stringify([{ name: 'Half', price: 10.125 }]),
    });
    expect(variety.status).toBe(400);
    expect(variety.json.responseStatus.errorMessage).toBe(message);
    await expectUnchanged();
  });

  it('a 6 MB file → 413 "File size exceeds 5MB limit" (add item, edit item, update media)', async () => {
    for (const res of [
      await venue.api.addItem({ itemName: 'Thali', subCategory_id: venue.mains._id }, sixMegabytes()),
      await venue.api.editItem({ _id: venue.items[0]._id, itemName: 'Renamed' }, sixMegabytes()),
      await venue.api.updateMedia({ type: 'subcategory', _id: venue.starters._id }, sixMegabytes()),
    ]) {
      expect(res.status).toBe(413);
      expect(res.json.responseStatus).toMatchObject({
        errorCode: 'PAYLOAD_TOO_LARGE',
        errorMessage: 'File size exceeds 5MB limit',
      });
    }
    await expectUnchanged();
  });

  it('an executable renamed .jpg → 415 (item, subcategory, media update)', async () => {
    for (const res of [
      await venue.api.addItem({ itemName: 'Thali', subCategory_id: venue.mains._id }, elfAsJpg()),
      await venue.api.addSubcategory('Desserts', venue.category._id, elfAsJpg()),
      await venue.api.editItem({ _id: venue.items[0]._id, itemName: 'Renamed' }, elfAsJpg()),
      await venue.api.updateMedia({ type: 'item', _id: venue.items[0]._id }, elfAsJpg()),
    ]) {
      expect(res.status).toBe(415);
      expect(res.json.responseStatus.errorCode).toBe('UNSUPPORTED_MEDIA');
    }
    await expectUnchanged();
  });

  it('a missing subcategory → 404, and no file is kept', async () => {
    const res = await venue.api.addItem({ itemName: 'Thali', subCategory_id: '0123456789abcdef01234567' }, await pngFile());
    expect(res.status).toBe(404);
    expect(res.json.responseStatus).toMatchObject({ errorCode: 'NOT_FOUND', errorMessage: 'Subcategory not found' });
    const absent = await venue.api.addItem({ itemName: 'Thali' });
    expect(absent.status).toBe(400);
    expect(absent.json.responseStatus.errorMessage).toBe('Please select a subcategory');
    await expectUnchanged();
  });

  it('a stale reorder → 409 with the spec message', async () => {
    const [a, b, c] = venue.items.map((item) => ({ _id: item._id }));
    for (const payload of [
      // The client's old order is not the stored one (someone reordered meanwhile).
      { type: 'item', oldData: [b, a, c], reorderedData: [a, b, c] },
      // The client lost an item (someone added or deleted one meanwhile).
      { type: 'item', oldData: [a, b], reorderedData: [b, a] },
      // The new order is not a permutation of the old one.
      { type: 'item', oldData: [a, b, c], reorderedData: [c, c, a] },
      { type: 'item', oldData: [a, b, c], reorderedData: [c, { _id: venue.mains._id }, a] },
    ]) {
      const res = await venue.api.json('/v2/menu-drag', payload);
      expect(res.status).toBe(409);
      expect(res.json.responseStatus).toMatchObject({
        errorCode: 'STALE_ORDER',
        errorMessage: 'Could not match all items with server data. Please refresh the page and try again.',
      });
    }
    await expectUnchanged();
  });

  it('other malformed input → 400 with a clear message', async () => {
    const cases: Array<[ReturnType<typeof venue.api.json>, string]> = [
      [venue.api.addItem({ itemName: '', subCategory_id: venue.mains._id }), 'Item name is required'],
      [
        venue.api.addItem({ itemName: 'Thali', subCategory_id: venue.mains._id, varietyArr: '[{"name":"","price":10}]' }),
        'Variety name is required',
      ],
      [
        venue.api.addItem({ itemName: 'Thali', subCategory_id: venue.mains._id, varietyArr: '[{"name":"Half"}]' }),
        'Price is required',
      ],
      [
        venue.api.addItem({ itemName: 'Thali', subCategory_id: venue.mains._id, varietyArr: '{not json' }),
        'Varieties must be a JSON list',
      ],
      [
        venue.api.addItem({ itemName: 'Thali', subCategory_id: venue.mains._id, type: 'meaty' }),
        'Food type must be one of veg, non-veg, egg, vegan or na',
      ],
      [venue.api.editItem({ itemName: 'Thali' }), 'Item ID is required'],
      [venue.api.json('/v2/editSubCategory', { _id: venue.starters._id, subCategory: ' ' }), 'Subcategory name is required'],
      [
        venue.api.json('/v2/deleteMenu', { _id: venue.starters._id, type: 'Menu' }),
        "Type must be 'Category', 'SubCategory' or 'Item'",
      ],
    ];
    for (const [pending, message] of cases) {
      const res = await pending;
      expect(res.status).toBe(400);
      expect(res.json.responseStatus.errorMessage).toBe(message);
    }
    await expectUnchanged();
  });
});
