/**
 * Menu spreadsheet import (issue #6): time to preview and to apply a 5,000-row file, beside
 * the time exceljs alone takes to read the same file (the limit), as ratios; the event loop's
 * worst delay while a preview runs (the server stays responsive); and how fast a zip bomb is
 * refused. Prints figures; never fails on them.
 */
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import ExcelJS from 'exceljs';
import { MENU_COLUMNS, MENU_SHEET_NAME } from '@venue/shared';
import { multipart, ownerWithVenue } from '../test/fixtures.ts';
import { createTestApp } from '../test/test-app.ts';
import { zipBomb } from '../src/modules/menu-spreadsheet/test-files.ts';

const ROWS = 5_000;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function buildFile(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(MENU_SHEET_NAME);
  sheet.addRow(MENU_COLUMNS.map((column) => column.header));
  for (let i = 0; i < ROWS; i += 1) {
    sheet.addRow([
      `Category ${i % 4}`,
      `Subcategory ${i % 40}`,
      `Dish ${i}`,
      'Slow-cooked with whole spices',
      String(99 + (i % 400)),
      i % 3 ? 'veg' : 'non-veg',
      '',
      '',
      '',
      i % 5 ? '' : 'Milk, Nut',
      i % 7 ? 'No' : 'Yes',
      'Yes',
      'house',
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const ms = (start: number) => performance.now() - start;
const fmt = (value: number) => `${value.toFixed(0)} ms`;

const t = await createTestApp();
try {
  const file = await buildFile();

  let start = performance.now();
  const alone = new ExcelJS.Workbook();
  await alone.xlsx.load(file as unknown as ExcelJS.Buffer);
  const exceljsMs = ms(start);

  const venue = await ownerWithVenue(t.app);
  const send = async (mode: 'preview' | 'apply') => {
    const body = multipart({ mode }, { filename: 'menu.xlsx', contentType: XLSX, data: file });
    const started = performance.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/import-menu-from-excel',
      headers: { ...venue.headers, ...body.headers },
      payload: body.payload,
    });
    if (res.statusCode !== 200) throw new Error(`${mode} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
    return { elapsed: ms(started), summary: res.json().body.summary };
  };

  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const preview = await send('preview');
  loop.disable();
  const apply = await send('apply');

  const bomb = zipBomb(200 * 1024 * 1024);
  const rssBefore = process.memoryUsage().rss;
  const bombBody = multipart({ mode: 'preview' }, { filename: 'menu.xlsx', contentType: XLSX, data: bomb });
  start = performance.now();
  const refused = await t.app.inject({
    method: 'POST',
    url: '/v2/import-menu-from-excel',
    headers: { ...venue.headers, ...bombBody.headers },
    payload: bombBody.payload,
  });
  const bombMs = ms(start);

  console.log(
    `Menu spreadsheet import, ${ROWS.toLocaleString('en-IN')} rows (${(file.length / 1024).toFixed(0)} KB), database: ${t.app.deps.database.kind}`,
  );
  console.log(`  exceljs alone reads it in   ${fmt(exceljsMs)}  (the limit)`);
  console.log(
    `  preview (read + check)      ${fmt(preview.elapsed)}  ratio ${(preview.elapsed / exceljsMs).toFixed(2)}x  summary ${JSON.stringify(preview.summary)}`,
  );
  console.log(
    `  apply (read + check + write) ${fmt(apply.elapsed)}  ratio ${(apply.elapsed / exceljsMs).toFixed(2)}x  summary ${JSON.stringify(apply.summary)}`,
  );
  console.log(
    `  event loop during preview: max delay ${(loop.max / 1e6).toFixed(0)} ms, p99 ${(loop.percentile(99) / 1e6).toFixed(0)} ms`,
  );
  console.log(
    `  zip bomb (${(bomb.length / 1024).toFixed(0)} KB → 200 MB): ${refused.statusCode} in ${fmt(bombMs)}, RSS change ${((process.memoryUsage().rss - rssBefore) / 1048576).toFixed(1)} MB`,
  );
} finally {
  await t.close();
}
