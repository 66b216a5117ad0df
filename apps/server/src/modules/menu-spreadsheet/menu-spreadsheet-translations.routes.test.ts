import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENU_COLUMNS, MENU_SHEET_NAME, TranslationsBodySchema } from '@venue/shared';
import { menuCategories, menuItems, menuSubcategories } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { call, ownerWithVenue } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { importMenuSheet } from './test-files.ts';

/*
 * The spreadsheet round trip with the menu's languages (decisions §7): one name and one
 * description column per language, with the same preview, row errors and apply as the rest.
 */

type Venue = Awaited<ReturnType<typeof ownerWithVenue>>;
const TRANSLATION_HEADERS = ['Name (hi)', 'Description (hi)', 'Name (ta)', 'Description (ta)'];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A venue offering Hindi and Tamil: Paneer Tikka in both, Chicken 65 in Tamil, Masala Papad in neither. */
async function bilingualVenue() {
  const venue = await ownerWithVenue(t.app);
  const languages = await call(t.app, {
    method: 'PUT',
    url: '/v2/menu-languages',
    headers: venue.headers,
    payload: { languages: ['hi', 'ta'] },
  });
  expect(languages.status).toBe(200);
  const profileId = venue.profile.id;
  const [food, starters] = [newId(), newId()];
  await t.app.deps.db.insert(menuCategories).values({ id: food, profileId, name: 'Food', position: 1 });
  await t.app.deps.db
    .insert(menuSubcategories)
    .values({ id: starters, profileId, categoryId: food, name: 'Starters', position: 1 });
  const item = (position: number, name: string, extra: Partial<typeof menuItems.$inferInsert> = {}) => ({
    id: newId(),
    profileId,
    categoryId: food,
    subcategoryId: starters,
    position,
    name,
    pricePaise: 12000,
    ...extra,
  });
  await t.app.deps.db.insert(menuItems).values([
    item(1, 'Paneer Tikka', {
      description: 'Smoky cottage cheese',
      translations: {
        hi: { name: 'पनीर टिक्का', description: 'धुएँदार पनीर', varieties: { Half: 'आधा' } },
        ta: { name: 'பனீர் டிக்கா' },
      },
    }),
    item(2, 'Chicken 65', { translations: { ta: { name: 'சிக்கன் 65' } } }),
    item(3, 'Masala Papad'),
  ]);
  return venue;
}

async function download(venue: Venue) {
  const res = await t.app.inject({ method: 'GET', url: '/v2/download-menu-as-excel', headers: venue.headers });
  expect(res.statusCode).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
  return workbook;
}

const importFile = (venue: Venue, data: Buffer, fields: Record<string, string>) =>
  importMenuSheet(t.app, venue.headers, data, fields);

const bytesOf = async (workbook: ExcelJS.Workbook) => Buffer.from(await workbook.xlsx.writeBuffer());

async function translations(venue: Venue, lang: string) {
  const res = await call(t.app, { method: 'GET', url: `/v2/translations?lang=${lang}`, headers: venue.headers });
  expect(res.status).toBe(200);
  const body = TranslationsBodySchema.parse(res.json.body);
  return Object.fromEntries(
    body.entries
      .filter((entry) => entry.entityType === 'item')
      .map((entry) => [entry.original.name, [entry.name, entry.description]]),
  );
}

describe('the menu spreadsheet with two languages (decisions §7)', () => {
  it('exports a name and a description column per language, and its own export changes nothing', async () => {
    const venue = await bilingualVenue();
    const workbook = await download(venue);
    const sheet = workbook.getWorksheet(MENU_SHEET_NAME)!;
    expect(sheet.getRow(1).values).toEqual([undefined, ...MENU_COLUMNS.map((column) => column.header), ...TRANSLATION_HEADERS]);
    const cells = (row: number) =>
      TRANSLATION_HEADERS.map((_, index) => sheet.getRow(row).getCell(MENU_COLUMNS.length + 1 + index).text);
    expect(cells(2)).toEqual(['पनीर टिक्का', 'धुएँदार पनीर', 'பனீர் டிக்கா', '']);
    expect(cells(3)).toEqual(['', '', 'சிக்கன் 65', '']);
    expect(cells(4)).toEqual(['', '', '', '']);

    const again = await importFile(venue, await bytesOf(workbook), { mode: 'apply' });
    expect(again.status).toBe(200);
    expect(again.json.body.summary).toEqual({ create: 0, update: 0, unchanged: 3, errors: 0 });
  });

  it('previews translation changes by column with row errors, then applies the valid rows', async () => {
    const venue = await bilingualVenue();
    const workbook = await download(venue);
    const sheet = workbook.getWorksheet(MENU_SHEET_NAME)!;
    const column = (header: string) => MENU_COLUMNS.length + 1 + TRANSLATION_HEADERS.indexOf(header);
    sheet.getRow(2).getCell(column('Description (hi)')).value = '';
    sheet.getRow(3).getCell(column('Name (hi)')).value = 'चिकन 65';
    sheet.getRow(4).getCell(column('Name (ta)')).value = 'ம'.repeat(121);
    const file = await bytesOf(workbook);

    const preview = await importFile(venue, file, { mode: 'preview' });
    expect(preview.status).toBe(200);
    expect(preview.json.body.summary).toEqual({ create: 0, update: 2, unchanged: 0, errors: 1 });
    expect(preview.json.body.errors).toEqual([
      { row: 4, column: 'Name (ta)', message: 'Name (ta) must be at most 120 characters' },
    ]);
    const fields = Object.fromEntries(
      preview.json.body.changes.map((change: { name: string; fields: string[] }) => [change.name, change.fields]),
    );
    expect(fields).toEqual({ 'Paneer Tikka': ['Description (hi)'], 'Chicken 65': ['Name (hi)'] });
    // A preview writes nothing.
    expect((await translations(venue, 'hi'))['Chicken 65']).toEqual(['', '']);

    const refused = await importFile(venue, file, { mode: 'apply' });
    expect(refused.json.body.applied).toBe(false);
    const applied = await importFile(venue, file, { mode: 'apply', validOnly: 'true' });
    expect(applied.json.body.applied).toBe(true);
    expect(applied.json.body.skippedRows).toEqual([4]);
    expect(await translations(venue, 'hi')).toEqual({
      'Paneer Tikka': ['पनीर टिक्का', ''],
      'Chicken 65': ['चिकन 65', ''],
      'Masala Papad': ['', ''],
    });
    // Tamil untouched, and the variety's Hindi name kept beside the dish's.
    expect((await translations(venue, 'ta'))['Paneer Tikka']).toEqual(['பனீர் டிக்கா', '']);
    const [paneer] = await t.app.deps.db
      .select({ translations: menuItems.translations })
      .from(menuItems)
      .where(and(eq(menuItems.profileId, venue.profile.id), eq(menuItems.name, 'Paneer Tikka')));
    expect(paneer?.translations.hi).toEqual({ name: 'पनीर टिक्का', varieties: { Half: 'आधा' } });
  });

  it("leaves a language's translations as they are when the file has no columns for it", async () => {
    const venue = await bilingualVenue();
    const workbook = await download(venue);
    const sheet = workbook.getWorksheet(MENU_SHEET_NAME)!;
    // Drop the Tamil columns, and change a Hindi name.
    sheet.spliceColumns(MENU_COLUMNS.length + 3, 2);
    sheet.getRow(4).getCell(MENU_COLUMNS.length + 1).value = 'मसाला पापड़';
    const applied = await importFile(venue, await bytesOf(workbook), { mode: 'apply' });
    expect(applied.json.body.summary).toEqual({ create: 0, update: 1, unchanged: 2, errors: 0 });
    expect((await translations(venue, 'hi'))['Masala Papad']).toEqual(['मसाला पापड़', '']);
    expect((await translations(venue, 'ta'))['Chicken 65']).toEqual(['சிக்கன் 65', '']);
  });
});
