import { ingredientById, MENU_COLUMNS, paiseToRupeeString, type MenuColumnKey } from '@venue/shared';
import { escapeCell } from '../../lib/cell-escape.ts';
import type { MenuSnapshot } from './menu-snapshot.ts';

export type ExportRow = Record<MenuColumnKey, string>;

/**
 * The menu sheet's rows, as the export writes them: in the dashboard's order, one row per item
 * or per variety, every text cell escaped against formula injection. The import reads the same
 * rows back, so an untouched export plans no change.
 */
export function exportRows(menu: MenuSnapshot): ExportRow[] {
  const categories = new Map(menu.categories.map((c) => [c.id, c]));
  const subcategories = new Map(menu.subcategories.map((s) => [s.id, s]));
  const subcategoryOrder = new Map(
    menu.subcategories.map((s) => [s.id, (categories.get(s.categoryId)?.position ?? 0) * 1_000_000 + s.position]),
  );
  const items = [...menu.items].sort(
    (a, b) =>
      (subcategoryOrder.get(a.subcategoryId) ?? 0) - (subcategoryOrder.get(b.subcategoryId) ?? 0) || a.position - b.position,
  );
  return items.flatMap((item) => {
    const base: ExportRow = {
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
    return rows.map(
      (row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, escapeCell(value)])) as ExportRow,
    );
  });
}

/** The rows as cells in the sheet's column order, header first, as the import reads a file. */
export function exportRowsAsCells(rows: ExportRow[]): string[][] {
  return [MENU_COLUMNS.map((column) => column.header), ...rows.map((row) => MENU_COLUMNS.map((column) => row[column.key]))];
}
