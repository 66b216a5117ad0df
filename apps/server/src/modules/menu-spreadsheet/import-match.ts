/**
 * Matching, the import's second step: parsed rows against the current menu. Rows match by
 * `_id` first, then by category + subcategory + item name (case-insensitive); rows of one item
 * (its varieties) are grouped. Unknown categories and subcategories are planned as new ones.
 */
import { norm, type ParsedRow } from './import-parse.ts';
import type { MenuSnapshot } from './menu-snapshot.ts';

/** A category or subcategory the plan refers to: an existing id, or a new one by its key. */
export type EntityRef = { existing: string } | { created: string };

export interface PlannedCategory {
  key: string;
  name: string;
  /** Set when an existing category is renamed through its _id. */
  existingId: string | null;
}
export interface PlannedSubcategory {
  key: string;
  name: string;
  category: EntityRef;
  existingId: string | null;
}

/** The rows of one item, where they go, and the existing item they update (if any). */
export interface MatchedItem {
  rows: ParsedRow[];
  category: EntityRef;
  subcategory: EntityRef;
  existingId: string | null;
}

export interface MatchedRows {
  items: MatchedItem[];
  newCategories: Map<string, PlannedCategory>;
  renamedCategories: Map<string, PlannedCategory>;
  newSubcategories: Map<string, PlannedSubcategory>;
  renamedSubcategories: Map<string, PlannedSubcategory>;
}

export const refKey = (ref: EntityRef) => ('existing' in ref ? ref.existing : `new:${ref.created}`);

export function matchRows(rows: ParsedRow[], menu: MenuSnapshot): MatchedRows {
  const categoriesById = new Map(menu.categories.map((c) => [c.id, c]));
  const categoriesByName = new Map(menu.categories.map((c) => [norm(c.name), c]));
  const subcategoriesById = new Map(menu.subcategories.map((s) => [s.id, s]));
  const subcategoriesByName = new Map(menu.subcategories.map((s) => [`${s.categoryId}|${norm(s.name)}`, s]));
  const itemsById = new Map(menu.items.map((i) => [i.id, i]));
  const itemsByName = new Map(menu.items.map((i) => [`${i.subcategoryId}|${norm(i.name)}`, i]));

  const newCategories = new Map<string, PlannedCategory>();
  const renamedCategories = new Map<string, PlannedCategory>();
  const newSubcategories = new Map<string, PlannedSubcategory>();
  const renamedSubcategories = new Map<string, PlannedSubcategory>();

  const resolveCategory = (row: ParsedRow): EntityRef => {
    const byId = row.categoryId ? categoriesById.get(row.categoryId) : undefined;
    if (byId) {
      if (byId.name !== row.category && !renamedCategories.has(byId.id))
        renamedCategories.set(byId.id, { key: byId.id, name: row.category, existingId: byId.id });
      return { existing: byId.id };
    }
    const byName = categoriesByName.get(norm(row.category));
    if (byName) return { existing: byName.id };
    const key = norm(row.category);
    if (!newCategories.has(key)) newCategories.set(key, { key, name: row.category, existingId: null });
    return { created: key };
  };

  const resolveSubcategory = (row: ParsedRow, category: EntityRef): EntityRef => {
    const byId = row.subCategoryId ? subcategoriesById.get(row.subCategoryId) : undefined;
    if (byId && 'existing' in category && byId.categoryId === category.existing) {
      if (byId.name !== row.subCategory && !renamedSubcategories.has(byId.id)) {
        renamedSubcategories.set(byId.id, { key: byId.id, name: row.subCategory, category, existingId: byId.id });
      }
      return { existing: byId.id };
    }
    if ('existing' in category) {
      const byName = subcategoriesByName.get(`${category.existing}|${norm(row.subCategory)}`);
      if (byName) return { existing: byName.id };
    }
    const key = `${refKey(category)}|${norm(row.subCategory)}`;
    if (!newSubcategories.has(key)) newSubcategories.set(key, { key, name: row.subCategory, category, existingId: null });
    return { created: key };
  };

  // Group rows into items: by item _id when it belongs to this menu, else by names.
  const groups = new Map<string, MatchedItem>();
  for (const row of rows) {
    const category = resolveCategory(row);
    const subcategory = resolveSubcategory(row, category);
    const existingById = row.itemId ? itemsById.get(row.itemId) : undefined;
    const existingByName =
      'existing' in subcategory ? itemsByName.get(`${subcategory.existing}|${norm(row.item.name)}`) : undefined;
    const existing = existingById ?? existingByName;
    const key = existing ? `id:${existing.id}` : `name:${refKey(subcategory)}|${norm(row.item.name)}`;
    const group = groups.get(key) ?? { rows: [], category, subcategory, existingId: existing?.id ?? null };
    group.rows.push(row);
    groups.set(key, group);
  }

  return { items: [...groups.values()], newCategories, renamedCategories, newSubcategories, renamedSubcategories };
}
