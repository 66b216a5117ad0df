import { existsSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENU_COLUMNS, MENU_SHEET_NAME, type MenuColumnKey } from '@venue/shared';
import { mediaObjects, menuItems } from '../../db/schema/index.ts';
import { call, multipart, ownerWithVenue } from '../../../test/fixtures.ts';
import { pngFile } from '../../../test/media-files.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { MEDIA_URL_MESSAGES } from '../media/media.service.ts';
import { importMenuSheet } from './test-files.ts';

/*
 * The spreadsheet's Media URL column (issue 16, finding 1): a row may show this venue's own
 * media or a link to another website, never another venue's file, a script or a bare path;
 * and a replaced photo goes only when it is the venue's own and no other item shows it.
 */

type Venue = Awaited<ReturnType<typeof ownerWithVenue>>;
interface Item {
  _id: string;
  itemName: string;
  mediaUrl: string | null;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const fileOf = (url: string) => path.join(t.config.dataDir, 'media', url.slice(t.config.mediaBaseUrl.length + 1));

async function sheet(rows: Array<Partial<Record<MenuColumnKey, string>>>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet(MENU_SHEET_NAME);
  worksheet.addRow(MENU_COLUMNS.map((column) => column.header));
  for (const row of rows) worksheet.addRow(MENU_COLUMNS.map((column) => row[column.key] ?? ''));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const importSheet = (venue: Venue, data: Buffer, fields: Record<string, string>) =>
  importMenuSheet(t.app, venue.headers, data, fields);

/** A venue with two items under Food › Starters, the first with an uploaded photo. */
async function venueWithPhoto(): Promise<{ venue: Venue; items: [Item, Item]; photoUrl: string }> {
  const venue = await ownerWithVenue(t.app);
  const form = async (url: string, fields: Record<string, string>, withPhoto = false) => {
    const body = multipart(
      fields,
      withPhoto ? { filename: 'photo.png', contentType: 'image/png', data: await pngFile() } : undefined,
    );
    const res = await call(t.app, { method: 'POST', url, headers: { ...venue.headers, ...body.headers }, payload: body.payload });
    expect(res.status, res.raw.body).toBe(200);
    return res.json.body;
  };
  const category = await form('/v2/add-category-or-subcategory', { name: 'Food', type: 'category' });
  const starters = await form('/v2/add-category-or-subcategory', {
    name: 'Starters',
    type: 'subCategory',
    category_id: category.category._id,
  });
  const subCategory_id: string = starters.subCategory._id;
  const first: Item = (await form('/v2/addItems', { itemName: 'Paneer Tikka', subCategory_id, price: '120' }, true)).data;
  const second: Item = (await form('/v2/addItems', { itemName: 'Chicken 65', subCategory_id, price: '120' })).data;
  return { venue, items: [first, second], photoUrl: first.mediaUrl! };
}

const itemsOf = (profileId: string) => t.app.deps.db.select().from(menuItems).where(eq(menuItems.profileId, profileId));

describe('the Media URL column', () => {
  it("keeps the venue's own media and outside links; refuses another venue's media, scripts, data and bare paths", async () => {
    const a = await venueWithPhoto();
    const b = await venueWithPhoto();
    const bPath = b.photoUrl.slice(t.config.mediaBaseUrl.length + 1);
    const row = (itemName: string, mediaUrl: string) => ({ category: 'Food', subCategory: 'Imported', itemName, mediaUrl });
    const file = await sheet([
      row('Own Photo Thali', a.photoUrl),
      row('Borrowed Photo Thali', b.photoUrl),
      row('Script Thali', 'javascript:alert(document.cookie)'),
      row('Data Thali', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='),
      row('Path Thali', `/media/${bPath}`),
      row('Linked Thali', 'https://images.example.com/thali.jpg'),
    ]);

    const preview = await importSheet(a.venue, file, { mode: 'preview' });
    expect(preview.status).toBe(200);
    expect(preview.json.body.errors).toEqual([
      { row: 3, column: 'Media URL', message: MEDIA_URL_MESSAGES.notInThisMenu },
      { row: 4, column: 'Media URL', message: MEDIA_URL_MESSAGES.notALink },
      { row: 5, column: 'Media URL', message: MEDIA_URL_MESSAGES.notALink },
      { row: 6, column: 'Media URL', message: MEDIA_URL_MESSAGES.notALink },
    ]);

    const applied = await importSheet(a.venue, file, { mode: 'apply', validOnly: 'true' });
    expect(applied.json.body).toMatchObject({ applied: true, skippedRows: [3, 4, 5, 6] });
    const media = Object.fromEntries((await itemsOf(a.venue.profile.id)).map((item) => [item.name, item.mediaPath]));
    expect(media['Own Photo Thali']).toBe(a.photoUrl.slice(t.config.mediaBaseUrl.length + 1));
    expect(media['Linked Thali']).toBe('https://images.example.com/thali.jpg');
    expect(Object.values(media)).not.toContain(bPath);
    expect(Object.keys(media)).not.toContain('Borrowed Photo Thali');
  });

  it("deletes a replaced photo only when it is the venue's own and no other item still shows it", async () => {
    const {
      venue,
      items: [first, second],
      photoUrl,
    } = await venueWithPhoto();
    const row = (item: Item, mediaUrl: string) => ({
      category: 'Food',
      subCategory: 'Starters',
      itemName: item.itemName,
      price: '120',
      mediaUrl,
      itemId: item._id,
    });

    // The second item takes the first one's photo; the first then links elsewhere: the photo stays.
    await importSheet(venue, await sheet([row(second, photoUrl)]), { mode: 'apply' });
    await importSheet(venue, await sheet([row(first, 'https://images.example.com/tikka.jpg')]), { mode: 'apply' });
    expect(existsSync(fileOf(photoUrl))).toBe(true);

    // Once no item shows it, it goes, and stops counting against the venue's storage.
    const cleared = await importSheet(venue, await sheet([row(second, '')]), { mode: 'apply' });
    expect(cleared.json.body.applied).toBe(true);
    expect(existsSync(fileOf(photoUrl))).toBe(false);
    const objects = await t.app.deps.db.select().from(mediaObjects).where(eq(mediaObjects.profileId, venue.profile.id));
    expect(objects).toEqual([]);
  });
});
