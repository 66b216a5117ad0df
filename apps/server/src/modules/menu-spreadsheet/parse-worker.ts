/**
 * Runs in the render pool (lib/render-pool.ts; threads with a memory cap, see
 * read-spreadsheet.ts): turns an .xlsx or .csv into rows of trimmed strings. Nothing here
 * touches the database.
 */
import { threadId } from 'node:worker_threads';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { parse } from '@fast-csv/parse';

export interface ParseRequest {
  data: Uint8Array;
  kind: 'xlsx' | 'csv';
  sheetName: string;
  maxRows: number;
}

/** A non-empty row with its number in the file (the header is row 1). */
export interface SheetRow {
  number: number;
  cells: string[];
}

/** `threadId` tells the caller (and its tests) that parsing ran off the request thread. */
export type ParseResult = ({ ok: true; rows: SheetRow[]; sheetFound: boolean } | { ok: false; message: string }) & {
  threadId: number;
};

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('error' in value) return '';
  }
  return String(value);
}

async function readXlsx(request: ParseRequest): Promise<Omit<Extract<ParseResult, { ok: true }>, 'threadId'>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(request.data) as unknown as ExcelJS.Buffer);
  const named = workbook.getWorksheet(request.sheetName);
  const sheet = named ?? workbook.worksheets[0];
  if (!sheet) return { ok: true, rows: [], sheetFound: false };
  const rows: SheetRow[] = [];
  let tooMany = false;
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (tooMany) return;
    const values: string[] = [];
    for (let col = 1; col <= Math.max(row.cellCount, 1); col += 1) values[col - 1] = cellText(row.getCell(col).value).trim();
    if (values.every((v) => v === '')) return;
    rows.push({ number: rowNumber, cells: values });
    if (rows.length > request.maxRows + 1) tooMany = true;
  });
  return { ok: true, rows, sheetFound: Boolean(named) };
}

async function readCsv(request: ParseRequest): Promise<Omit<Extract<ParseResult, { ok: true }>, 'threadId'>> {
  const rows: SheetRow[] = [];
  let number = 0;
  await new Promise<void>((resolve, reject) => {
    const stream = Readable.from([Buffer.from(request.data)]).pipe(parse({ ignoreEmpty: false, trim: true }));
    stream.on('data', (row: string[]) => {
      number += 1;
      if (row.every((v) => v === '')) return;
      rows.push({ number, cells: row });
      if (rows.length > request.maxRows + 1) stream.destroy();
    });
    stream.on('end', resolve);
    stream.on('close', resolve);
    stream.on('error', reject);
  });
  return { ok: true, rows, sheetFound: true };
}

export async function parseSpreadsheet(request: ParseRequest): Promise<ParseResult> {
  try {
    return { ...(request.kind === 'xlsx' ? await readXlsx(request) : await readCsv(request)), threadId };
  } catch {
    return { ok: false, message: 'This file is not a readable spreadsheet. Upload an .xlsx or .csv file.', threadId };
  }
}
