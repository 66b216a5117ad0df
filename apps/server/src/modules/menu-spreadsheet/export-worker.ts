/**
 * Runs in the render pool (lib/render-pool.ts): builds the menu spreadsheet with exceljs, whose
 * CPU time grows with the menu, off the event loop. Nothing here touches the database.
 */
import ExcelJS from 'exceljs';
import {
  FOOD_TYPE_LABELS,
  FOOD_TYPES,
  INGREDIENT_CATALOGUE,
  MENU_COLUMNS,
  MENU_HELP_SHEET_NAME,
  MENU_SHEET_NAME,
  TRANSLATION_COLUMNS_HELP,
  translationHeaderOf,
} from '@venue/shared';
import { exportColumnsOf, exportRows } from './export-rows.ts';
import type { MenuSnapshot } from './menu-snapshot.ts';

export interface ExportTask {
  /** The menu as the dashboard orders it; null for the empty template. */
  menu: MenuSnapshot | null;
}

function addHelpSheet(workbook: ExcelJS.Workbook, languages: readonly string[]) {
  const help = workbook.addWorksheet(MENU_HELP_SHEET_NAME);
  help.columns = [
    { header: 'Column', key: 'column', width: 22 },
    { header: 'What to put in it', key: 'help', width: 110 },
  ];
  for (const column of MENU_COLUMNS) help.addRow({ column: column.header, help: column.help });
  for (const lang of languages)
    help.addRow({
      column: `${translationHeaderOf('name', lang)}, ${translationHeaderOf('description', lang)}`,
      help: TRANSLATION_COLUMNS_HELP,
    });
  help.addRow({});
  help.addRow({ column: 'Food types', help: FOOD_TYPES.map((type) => `${type} (${FOOD_TYPE_LABELS[type]})`).join(', ') });
  help.addRow({ column: 'Allergens', help: INGREDIENT_CATALOGUE.map((entry) => entry.name).join(', ') });
  help.getRow(1).font = { bold: true };
}

function menuSheet(workbook: ExcelJS.Workbook, languages: readonly string[]) {
  const sheet = workbook.addWorksheet(MENU_SHEET_NAME, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = exportColumnsOf(languages).map((column) => ({
    header: column.header,
    key: column.key,
    width: column.key.endsWith('Id') ? 26 : /^description|^mediaUrl/i.test(column.key) ? 40 : 18,
  }));
  sheet.getRow(1).font = { bold: true };
  return sheet;
}

/**
 * The menu as an .xlsx: one row per item or per variety, with a second sheet explaining the
 * columns. Every text cell is escaped against formula injection. Without a menu, the template:
 * only the headers and the help sheet.
 */
export async function menuWorkbook(task: ExportTask): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Venue Dashboard';
  const languages = task.menu?.languages ?? [];
  const sheet = menuSheet(workbook, languages);
  addHelpSheet(workbook, languages);
  if (task.menu) for (const row of exportRows(task.menu)) sheet.addRow(row);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
