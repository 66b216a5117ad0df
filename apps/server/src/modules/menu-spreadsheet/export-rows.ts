import {
  ingredientById,
  MENU_COLUMNS,
  paiseToRupeeString,
  translationHeaderOf,
  type MenuColumnKey,
  type TranslatedField,
} from '@venue/shared';
import { escapeCell } from '../../lib/cell-escape.ts';
import type { MenuSnapshot } from './menu-snapshot.ts';

/** A row's cells by column key; a translation's cell by its header ("Name (hi)"). */
export type ExportRow = Record<MenuColumnKey, string> & Partial<Record<string, string>>;

/** The sheet's columns: the fixed ones, then a name and a description per extra language of the menu (decisions §7). */
export function exportColumnsOf(languages: readonly string[]): Array<{ key: string; header: string }> {
  const translated = languages.flatMap((lang) =>
    (['name', 'description'] as const satisfies readonly TranslatedField[]).map((field) => translationHeaderOf(field, lang)),
  );
  return [...MENU_COLUMNS.map(({ key, header }) => ({ key, header })), ...translated.map((header) => ({ key: header, header }))];
}

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
    for (const lang of menu.languages ?? []) {
      base[translationHeaderOf('name', lang)] = item.translations?.[lang]?.name ?? '';
      base[translationHeaderOf('description', lang)] = item.translations?.[lang]?.description ?? '';
    }
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
export function exportRowsAsCells(rows: ExportRow[], languages: readonly string[] = []): string[][] {
  const columns = exportColumnsOf(languages);
  return [columns.map((column) => column.header), ...rows.map((row) => columns.map((column) => row[column.key] ?? ''))];
}
