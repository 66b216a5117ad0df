import { threadId } from 'node:worker_threads';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.ts';
import { readSpreadsheet } from './read-spreadsheet.ts';
import { zipBomb } from './test-files.ts';

async function workbookBuffer(rows: unknown[][], sheetName = 'Menu'): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('readSpreadsheet', () => {
  it('reads the named sheet of an .xlsx as trimmed strings, skipping empty rows', async () => {
    const data = await workbookBuffer([
      ['Category', 'Item name', 'Price'],
      ['Food', '  Paneer Tikka ', 249],
      [],
      ['Drinks', 'Lassi', 89.5],
    ]);
    const { rows, kind, parsedOnThread } = await readSpreadsheet(data, 'Menu');
    expect(kind).toBe('xlsx');
    // Parsed in a worker, so the request thread keeps answering other requests meanwhile.
    expect(parsedOnThread).not.toBe(threadId);
    expect(rows).toEqual([
      { number: 1, cells: ['Category', 'Item name', 'Price'] },
      { number: 2, cells: ['Food', 'Paneer Tikka', '249'] },
      { number: 4, cells: ['Drinks', 'Lassi', '89.5'] },
    ]);
  });

  it('reads a .csv without turning text into numbers or dates', async () => {
    const { rows, kind } = await readSpreadsheet(
      Buffer.from('Category,Item name,Price\nFood,"Thali, full",10.50\n,,\nFood,1/2 Plate,80\n'),
      'Menu',
    );
    expect(kind).toBe('csv');
    expect(rows[1]).toEqual({ number: 2, cells: ['Food', 'Thali, full', '10.50'] });
    expect(rows[2]).toEqual({ number: 4, cells: ['Food', '1/2 Plate', '80'] });
  });

  it('refuses a file that is not a spreadsheet', async () => {
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(512)]);
    const error = await refusal(readSpreadsheet(elf, 'Menu'));
    expect(error.status).toBe(415);
    expect(error.message).toBe('This file is not a spreadsheet. Upload an .xlsx or .csv file.');
  });

  // Refused by the directory check (its message says so), so nothing was inflated; the time
  // and memory it takes are printed by `npm run bench`.
  it('refuses a zip bomb from its directory, without inflating it', async () => {
    const bomb = zipBomb(200 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(400_000);
    const error = await refusal(readSpreadsheet(bomb, 'Menu'));
    expect(error.status).toBe(413);
    expect(error.message).toBe('The spreadsheet is too large once unpacked (over 50 MB) and was refused.');
  });

  it('refuses a bomb that stays under the size limit but compresses absurdly well', async () => {
    const error = await refusal(readSpreadsheet(zipBomb(40 * 1024 * 1024), 'Menu'));
    expect(error.message).toMatch(/compressed suspiciously well/);
  });

  it('ignores 10,000 empty rows', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Menu');
    sheet.addRow(['Category', 'Item name']);
    for (let i = 0; i < 10_000; i += 1) sheet.addRow(['', '']);
    sheet.addRow(['Food', 'Idli']);
    const { rows } = await readSpreadsheet(Buffer.from(await workbook.xlsx.writeBuffer()), 'Menu');
    expect(rows.map((row) => row.cells)).toEqual([
      ['Category', 'Item name'],
      ['Food', 'Idli'],
    ]);
    expect(rows[1]?.number).toBe(10_002);
  });
});
