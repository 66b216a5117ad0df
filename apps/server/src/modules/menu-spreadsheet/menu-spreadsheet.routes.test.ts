import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INGREDIENT_CATALOGUE, MENU_COLUMNS, MENU_HELP_SHEET_NAME, MENU_SHEET_NAME } from '@venue/shared';
import { menuCategories, menuItems, menuSubcategories } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { addMember, call, createUser, headersFor, multipart, ownerWithVenue } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { zipBomb } from './test-files.ts';

type Venue = Awaited<ReturnType<typeof ownerWithVenue>>;
const HEADERS = MENU_COLUMNS.map((column) => column.header);

/** A small menu written straight to the tables: two categories, varieties, allergens, a formula-looking name. */
async function seedMenu(app: FastifyInstance, profileId: string) {
  const db = app.deps.db;
  const food = newId();
  const drinks = newId();
  await db.insert(menuCategories).values([
    { id: food, profileId, name: 'Food', position: 1 },
    { id: drinks, profileId, name: 'Drinks', position: 2, publish: 0 },
  ]);
  const starters = newId();
  const mains = newId();
  const coolers = newId();
  await db.insert(menuSubcategories).values([
    { id: starters, profileId, categoryId: food, name: 'Starters', position: 1 },
    { id: mains, profileId, categoryId: food, name: 'Mains', position: 2 },
    { id: coolers, profileId, categoryId: drinks, name: 'Coolers', position: 1 },
  ]);
  const item = (subcategoryId: string, categoryId: string, position: number, extra: Partial<typeof menuItems.$inferInsert>) => ({
    id: newId(),
    profileId,
    categoryId,
    subcategoryId,
    position,
    name: `Item ${position}`,
    ...extra,
  });
  await db.insert(menuItems).values([
    item(starters, food, 1, {
      name: 'Paneer Tikka',
      description: 'Smoky, with mint chutney',
      pricePaise: 24900,
      foodType: 'veg',
      ingredients: [INGREDIENT_CATALOGUE[0].id, 'ffffffffffffffffffffffff'],
      tags: ['spicy', 'tandoor'],
      chefRecommend: true,
    }),
    item(starters, food, 2, { name: '=cmd|calc', description: '+91 98765 43210', pricePaise: 1099, foodType: 'egg' }),
    item(mains, food, 1, {
      name: 'Chicken Biryani',
      foodType: 'non-veg',
      varieties: [
        { name: 'Half', pricePaise: 19900, type: 'non-veg' },
        { name: 'Full', pricePaise: 34950, type: 'non-veg' },
      ],
      publish: 0,
    }),
    item(coolers, drinks, 1, { name: 'Masala Chaas', pricePaise: 6000, foodType: 'vegan', tags: ['@home'] }),
  ]);
}

async function menuState(app: FastifyInstance, profileId: string) {
  const db = app.deps.db;
  const strip = <T extends { createdAt?: unknown; updatedAt?: unknown }>(rows: T[]) =>
    rows
      .map(({ createdAt: _c, updatedAt: _u, ...rest }) => rest)
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  const { eq } = await import('drizzle-orm');
  return {
    categories: strip(await db.select().from(menuCategories).where(eq(menuCategories.profileId, profileId))),
    subcategories: strip(await db.select().from(menuSubcategories).where(eq(menuSubcategories.profileId, profileId))),
    items: strip(await db.select().from(menuItems).where(eq(menuItems.profileId, profileId))),
  };
}

async function sheetBuffer(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(MENU_SHEET_NAME);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('menu spreadsheet', () => {
  let t: TestApp;
  let venue: Venue;

  const download = async (v: Venue, query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/v2/download-menu-as-excel${query}`, headers: v.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX);
    return res.rawPayload;
  };
  const importFile = (v: Venue, data: Buffer, fields: Record<string, string>, filename = 'menu.xlsx') => {
    const body = multipart(fields, { filename, contentType: XLSX, data });
    return call(t.app, {
      method: 'POST',
      url: '/v2/import-menu-from-excel',
      headers: { ...v.headers, ...body.headers },
      payload: body.payload,
    });
  };

  beforeAll(async () => {
    t = await createTestApp();
    venue = await ownerWithVenue(t.app);
    await seedMenu(t.app, venue.profile.id);
  });
  afterAll(() => t.close());

  it('exports one row per item or variety, escaping formula-like cells, with a help sheet', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await download(venue)) as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet(MENU_SHEET_NAME)!;
    expect(sheet.getRow(1).values).toEqual([undefined, ...HEADERS]);
    expect(sheet.rowCount).toBe(1 + 5);
    const names = [2, 3, 4, 5, 6].map((n) => sheet.getRow(n).getCell(3).value);
    expect(names).toEqual(['Paneer Tikka', "'=cmd|calc", 'Chicken Biryani', 'Chicken Biryani', 'Masala Chaas']);
    expect(sheet.getRow(3).getCell(4).value).toBe("'+91 98765 43210");
    expect(sheet.getRow(2).getCell(10).value).toBe('Milk, ffffffffffffffffffffffff');
    expect(sheet.getRow(5).getCell(8).value).toBe('349.50');
    expect(workbook.getWorksheet(MENU_HELP_SHEET_NAME)?.rowCount).toBeGreaterThan(MENU_COLUMNS.length);
  });

  it('imports its own export as 0 create, 0 update, 0 errors, and writes nothing', async () => {
    const before = await menuState(t.app, venue.profile.id);
    const file = await download(venue);
    for (const mode of ['preview', 'apply']) {
      const res = await importFile(venue, file, { mode });
      expect(res.status).toBe(200);
      expect(res.json.body.summary).toEqual({ create: 0, update: 0, unchanged: 4, errors: 0 });
    }
    expect(await menuState(t.app, venue.profile.id)).toEqual(before);
  });

  it('previews changes without writing, then applies them in one go', async () => {
    const other = await ownerWithVenue(t.app);
    const file = await sheetBuffer([
      HEADERS,
      [
        'Breakfast',
        'South Indian',
        'Masala Dosa',
        'Crisp, with sambar',
        '120',
        'veg',
        '',
        '',
        '',
        'Milk, Nut',
        'Yes',
        'Yes',
        'classic',
      ],
      ['Breakfast', 'South Indian', 'Idli', '', '', 'Veg', 'Two pieces', '60', 'veg'],
      ['Breakfast', 'South Indian', 'Idli', '', '', 'Veg', 'Four pieces', '110.5', 'veg'],
      ['Breakfast', 'Juices', 'Mosambi', '', '80', 'vegan', '', '', '', '', 'No', 'No'],
    ]);
    const preview = await importFile(other, file, { mode: 'preview' });
    expect(preview.json.body.summary).toEqual({ create: 6, update: 0, unchanged: 0, errors: 0 });
    expect((await menuState(t.app, other.profile.id)).items).toHaveLength(0);

    const applied = await importFile(other, file, { mode: 'apply' });
    expect(applied.json.body.applied).toBe(true);
    const menu = await call(t.app, { method: 'GET', url: `/v2/menu/${other.profile.userName}`, headers: other.headers });
    const items = menu.json.body.menuitems.items as Array<{
      itemName: string;
      varietyArr: unknown[];
      price: string;
      ingredients: string[];
      publish: number;
      chefRecommend: boolean;
    }>;
    expect(items.map((i) => i.itemName).sort()).toEqual(['Idli', 'Masala Dosa', 'Mosambi']);
    const idli = items.find((i) => i.itemName === 'Idli')!;
    expect(idli.varietyArr).toEqual([
      { name: 'Two pieces', price: 60, type: 'veg' },
      { name: 'Four pieces', price: 110.5, type: 'veg' },
    ]);
    const dosa = items.find((i) => i.itemName === 'Masala Dosa')!;
    expect(dosa).toMatchObject({
      price: '120',
      chefRecommend: true,
      publish: 1,
      ingredients: [INGREDIENT_CATALOGUE[0].id, INGREDIENT_CATALOGUE[2].id],
    });
    expect(items.find((i) => i.itemName === 'Mosambi')!.publish).toBe(0);

    const again = await importFile(other, file, { mode: 'preview' });
    expect(again.json.body.summary).toEqual({ create: 0, update: 0, unchanged: 3, errors: 0 });
  });

  it('reports updates by field when rows match by _id', async () => {
    const other = await ownerWithVenue(t.app);
    await seedMenu(t.app, other.profile.id);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await download(other)) as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet(MENU_SHEET_NAME)!;
    sheet.getRow(2).getCell(3).value = 'Paneer Tikka Platter';
    sheet.getRow(2).getCell(5).value = '279';
    const res = await importFile(other, Buffer.from(await workbook.xlsx.writeBuffer()), { mode: 'apply' });
    expect(res.json.body.summary).toEqual({ create: 0, update: 1, unchanged: 3, errors: 0 });
    expect(res.json.body.changes[0]).toMatchObject({
      action: 'update',
      entity: 'item',
      name: 'Paneer Tikka Platter',
      fields: ['Item name', 'Price'],
    });
  });

  it('gives every bad row its error by row and column in the forms’ words, and writes nothing unless asked', async () => {
    const other = await ownerWithVenue(t.app);
    await seedMenu(t.app, other.profile.id);
    const before = await menuState(t.app, other.profile.id);
    const file = await sheetBuffer([
      HEADERS,
      ['Food', 'Starters', 'Hara Bhara Kebab', '', '149', 'veg'],
      ['Food', 'Starters', '', '', '99', 'veg'],
      ['Food', 'Starters', 'Samosa', '', '12.345', 'veg'],
      ['Food', 'Starters', 'Pakora', '', '80', 'spicy'],
      ['', 'Starters', 'Vada', '', '40'],
      ['Food', 'Mains', 'Thali', '', '', 'veg', 'Mini', '', 'veg'],
      ['Food', 'Mains', 'Thali', '', '', 'veg', 'Full', '250', 'veg'],
    ]);
    const preview = await importFile(other, file, { mode: 'preview' });
    expect(preview.json.body.errors).toEqual([
      { row: 3, column: 'Item name', message: 'Item name is required' },
      { row: 4, column: 'Price', message: 'Price must contain only numbers and decimals (e.g. 10.99)' },
      { row: 5, column: 'Food type', message: 'Food type must be one of veg, non-veg, egg, vegan or na' },
      { row: 6, column: 'Category', message: 'Please select a category' },
      { row: 7, column: 'Variety price', message: 'Price is required' },
    ]);
    expect(preview.json.body.summary).toMatchObject({ create: 1, errors: 5 });

    const refused = await importFile(other, file, { mode: 'apply' });
    expect(refused.json.body.applied).toBe(false);
    expect(await menuState(t.app, other.profile.id)).toEqual(before);

    const partial = await importFile(other, file, { mode: 'apply', validOnly: 'true' });
    expect(partial.json.body.applied).toBe(true);
    // Row 8 is the Thali's other variety: it is left out with its broken sibling, never half-written.
    expect(partial.json.body.skippedRows).toEqual([3, 4, 5, 6, 7, 8]);
    const after = await menuState(t.app, other.profile.id);
    expect(after.items.map((i) => i.name).sort()).toEqual([...before.items.map((i) => i.name), 'Hara Bhara Kebab'].sort());
  });

  it('refuses a sixth variety with the form’s message', async () => {
    const rows = [
      HEADERS,
      ...['A', 'B', 'C', 'D', 'E', 'F'].map((name) => ['Food', 'Mains', 'Dal', '', '', 'veg', name, '100', 'veg']),
    ];
    const res = await importFile(venue, await sheetBuffer(rows), { mode: 'preview' });
    expect(res.json.body.errors).toEqual([
      { row: 7, column: 'Variety name', message: 'Maximum varieties reached: You can add up to 5 varieties for an item' },
    ]);
  });

  it('refuses wrong headers, non-spreadsheets and zip bombs with a clear message', async () => {
    const wrong = await importFile(
      venue,
      await sheetBuffer([
        ['Name', 'Cost'],
        ['Dosa', '100'],
      ]),
      { mode: 'preview' },
    );
    expect(wrong.status).toBe(422);
    expect(wrong.json.responseStatus.errorMessage).toBe(
      'The first row must hold the column headers. Missing: Category, Subcategory, Item name. Download the template to see the expected columns.',
    );
    const exe = await importFile(
      venue,
      Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2000, 0x90)]),
      { mode: 'preview' },
      'menu.xlsx',
    );
    expect(exe.status).toBe(415);
    expect(exe.json.responseStatus.errorMessage).toBe('This file is not a spreadsheet. Upload an .xlsx or .csv file.');
    const bomb = await importFile(venue, zipBomb(200 * 1024 * 1024), { mode: 'apply' });
    expect(bomb.status).toBe(413);
    expect(bomb.json.responseStatus.errorMessage).toBe(
      'The spreadsheet is too large once unpacked (over 50 MB) and was refused.',
    );
  });

  it('reads .csv files too', async () => {
    const other = await ownerWithVenue(t.app);
    const csv = `${HEADERS.slice(0, 6).join(',')}\nSnacks,Chaat,"Pani Puri, 6 pcs",,50,veg\n`;
    const res = await importFile(other, Buffer.from(csv), { mode: 'apply' }, 'menu.csv');
    expect(res.json.body.summary).toEqual({ create: 3, update: 0, unchanged: 0, errors: 0 });
  });

  it('offers an empty template with the headers and the help sheet', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await download(venue, '?template=1')) as unknown as ExcelJS.Buffer);
    expect(workbook.getWorksheet(MENU_SHEET_NAME)!.rowCount).toBe(1);
    expect(workbook.getWorksheet(MENU_HELP_SHEET_NAME)).toBeDefined();
  });

  it('lets only members with menu access import', async () => {
    const staff = await createUser(t.app);
    await addMember(t.app, venue.profile.id, staff, 'staff', { digitalMenuAccess: false });
    const staffVenue = { ...venue, headers: await headersFor(t.app, staff, venue.profile.id) };
    const res = await importFile(staffVenue, await download(venue), { mode: 'apply' });
    expect(res.status).toBe(403);
  });
});
