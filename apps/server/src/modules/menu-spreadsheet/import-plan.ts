import type { ImportChange, ImportRowError } from '@venue/shared';
import { diffItems, type PlannedItem } from './import-diff.ts';
import { matchRows, refKey, type PlannedCategory, type PlannedSubcategory } from './import-match.ts';
import { looseItemKey, parseRow, readHeader, readTranslationColumns, type ParsedRow } from './import-parse.ts';
import type { MenuSnapshot } from './menu-snapshot.ts';
import type { MediaUrlCheck } from '../media/media.service.ts';
import type { SheetRow } from './parse-worker.ts';

export interface ImportPlan {
  changes: ImportChange[];
  errors: ImportRowError[];
  unchanged: number;
  /** Rows left out because they (or another row of the same item) had errors. */
  skippedRows: number[];
  newCategories: PlannedCategory[];
  renamedCategories: PlannedCategory[];
  newSubcategories: PlannedSubcategory[];
  renamedSubcategories: PlannedSubcategory[];
  newItems: PlannedItem[];
  updatedItems: PlannedItem[];
}

/**
 * Turns the sheet's rows into a plan against the current menu: what to create, what to
 * update, what stays, and every row's problems in the forms' words. Parses the rows
 * (import-parse.ts), matches them to the menu (import-match.ts) and diffs the matched items
 * (import-diff.ts). Pure: writes nothing. `checkMediaUrl` is the media module's ownership rule
 * for the Media URL column.
 */
export function planImport(rows: SheetRow[], menu: MenuSnapshot, checkMediaUrl: MediaUrlCheck): ImportPlan {
  const [header, ...dataRows] = rows;
  const columns = readHeader(header);
  const translationColumns = readTranslationColumns(header);
  const errors: ImportRowError[] = [];

  const parsed: ParsedRow[] = [];
  const failedItemKeys = new Set<string>();
  for (const row of dataRows) {
    const result = parseRow(row, columns, errors, checkMediaUrl, translationColumns);
    if (result) parsed.push(result);
    else failedItemKeys.add(looseItemKey(row, columns));
  }
  // A broken row takes its item's other rows down with it.
  const skipped = new Set(dataRows.filter((row) => failedItemKeys.has(looseItemKey(row, columns))).map((row) => row.number));

  const matched = matchRows(parsed, menu);
  const { newItems, updatedItems, changes, unchanged } = diffItems(matched.items, menu, skipped, errors);
  const { newCategories, renamedCategories, newSubcategories, renamedSubcategories } = matched;

  // Only categories and subcategories that a written item needs, or that a row renames, are kept.
  const usedKeys = new Set([...newItems, ...updatedItems].flatMap((item) => [refKey(item.category), refKey(item.subcategory)]));
  for (const key of newCategories.keys()) if (!usedKeys.has(`new:${key}`)) newCategories.delete(key);
  for (const key of newSubcategories.keys()) if (!usedKeys.has(`new:${key}`)) newSubcategories.delete(key);

  const entityChanges: ImportChange[] = [
    ...[...newCategories.values()].map((c) => ({
      action: 'create' as const,
      entity: 'category' as const,
      name: c.name,
      where: '',
      rows: [],
      fields: [],
    })),
    ...[...renamedCategories.values()].map((c) => ({
      action: 'update' as const,
      entity: 'category' as const,
      name: c.name,
      where: '',
      rows: [],
      fields: ['Category'],
    })),
    ...[...newSubcategories.values()].map((s) => ({
      action: 'create' as const,
      entity: 'subCategory' as const,
      name: s.name,
      where: '',
      rows: [],
      fields: [],
    })),
    ...[...renamedSubcategories.values()].map((s) => ({
      action: 'update' as const,
      entity: 'subCategory' as const,
      name: s.name,
      where: '',
      rows: [],
      fields: ['Subcategory'],
    })),
  ];

  return {
    changes: [...entityChanges, ...changes],
    errors: errors.sort((a, b) => a.row - b.row),
    unchanged,
    skippedRows: [...skipped].sort((a, b) => a - b),
    newCategories: [...newCategories.values()],
    renamedCategories: [...renamedCategories.values()],
    newSubcategories: [...newSubcategories.values()],
    renamedSubcategories: [...renamedSubcategories.values()],
    newItems,
    updatedItems,
  };
}
