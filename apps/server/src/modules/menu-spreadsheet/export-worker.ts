/**
 * Runs in the render pool (lib/render-pool.ts): builds the menu spreadsheet with exceljs, whose
 * CPU time grows with the menu, off the event loop. Nothing here touches the database.
 */
import ExcelJS from 'exceljs';
import {
  FOOD_TYPE_LABELS,
  FOOD_TYPES,
  INGREDIENT_CATALOGUE,
  ingredientById,
  MENU_COLUMNS,
  MENU_HELP_SHEET_NAME,
  MENU_SHEET_NAME,
  paiseToRupeeString,
  type MenuColumnKey,
} from '@venue/shared';
import { escapeCell } from './cell-escape.ts';
import type { MenuSnapshot } from './import-plan.ts';

export interface ExportTask {
  /** The menu as the dashboard orders it; null for the empty template. */
  menu: MenuSnapshot | null;
}

function addHelpSheet(workbook: ExcelJS.Workbook) {
  const help = workbook.addWorksheet(MENU_HELP_SHEET_NAME);
  help.columns = [
    { header: 'Column', key: 'column', width: 22 },
    { header: 'What to put in it', key: 'help', width: 110 },
  ];
  for (const column of MENU_COLUMNS) help.addRow({ column: column.header, help: column.help });
  help.addRow({});
  help.addRow({ column: 'Food types', help: FOOD_TYPES.map((type) => `${type} (${FOOD_TYPE_LABELS[type]})`).join(', ') });
  help.addRow({ column: 'Allergens', help: INGREDIENT_CATALOGUE.map((entry) => entry.name).join(', ') });
  help.getRow(1).font = { bold: true };
}

function menuSheet(workbook: ExcelJS.Workbook) {
  const sheet = workbook.addWorksheet(MENU_SHEET_NAME, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = MENU_COLUMNS.map((column) => ({
    header: column.header,
    key: column.key,
    width: column.key.endsWith('Id') ? 26 : column.key === 'description' || column.key === 'mediaUrl' ? 40 : 18,
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
  const sheet = menuSheet(workbook);
  addHelpSheet(workbook);
  const { menu } = task;
  if (menu) {
    const categories = new Map(menu.categories.map((c) => [c.id, c]));
    const subcategories = new Map(menu.subcategories.map((s) => [s.id, s]));
    const subcategoryOrder = new Map(
      menu.subcategories.map((s) => [s.id, (categories.get(s.categoryId)?.position ?? 0) * 1_000_000 + s.position]),
    );
    const items = [...menu.items].sort(
      (a, b) =>
        (subcategoryOrder.get(a.subcategoryId) ?? 0) - (subcategoryOrder.get(b.subcategoryId) ?? 0) || a.position - b.position,
    );
    for (const item of items) {
      const base: Record<MenuColumnKey, string> = {
        category: categories.get(item.categoryId)?.name ?? '',
        subCategory: subcategories.get(item.subcategoryId)?.name ?? '',
        itemName: item.name,
        description: item.description,
        price: paiseToRupeeString(item.pricePaise),
        foodType: item.foodType,
        varietyName: '',
        varietyPrice: '',
        varietyFoodType: '',
        allergens: item.ingredients.map((id) => ingredientById(id)?.name ?? id).join(', '),
        chefRecommend: item.chefRecommend ? 'Yes' : 'No',
        visible: item.publish === 1 ? 'Yes' : 'No',
        tags: item.tags.join(', '),
        mediaUrl: item.mediaUrl,
        categoryId: item.categoryId,
        subCategoryId: item.subcategoryId,
        itemId: item.id,
      };
      const rows =
        item.varieties.length === 0
          ? [base]
          : item.varieties.map((v) => ({
              ...base,
              varietyName: v.name,
              varietyPrice: paiseToRupeeString(v.pricePaise),
              varietyFoodType: v.type,
            }));
      for (const row of rows)
        sheet.addRow(Object.fromEntries(Object.entries(row).map(([key, value]) => [key, escapeCell(value)])));
    }
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
