import { and, eq, inArray, max } from 'drizzle-orm';
import type { EntityTranslations } from '@venue/shared';
import type { Db } from '../../db/client.ts';
import type { MenuItemsChangedHook } from '../../lib/context.ts';
import { menuCategories, menuItems, menus, menuSubcategories, type StoredVariety } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { menuItemsChanged } from './menu-status.ts';
import { touchMenu } from './menu-store.ts';

/*
 * Many menu changes at once, for callers outside the menu module (the spreadsheet import):
 * the menu module owns its tables, so every write to them goes through here or menu.service.
 */

/** A category or subcategory a change refers to: an existing id, or one created by the same change (by its key). */
export type MenuRef = { existing: string } | { created: string };

export interface MenuItemValues {
  name: string;
  description: string;
  pricePaise: number;
  foodType: string;
  varieties: StoredVariety[];
  ingredients: string[];
  tags: string[];
  publish: 0 | 1;
  chefRecommend: boolean;
  /** A stored media path, or an outside http(s) URL kept as given; null for none. */
  mediaPath: string | null;
  mediaType: 'image' | 'video' | null;
  /** Every language's text of the dish (decisions §7), as it is to be stored; absent: left as it is. */
  translations?: EntityTranslations;
}

export interface MenuChanges {
  newCategories: Array<{ key: string; name: string }>;
  renamedCategories: Array<{ id: string; name: string }>;
  newSubcategories: Array<{ key: string; name: string; category: MenuRef }>;
  renamedSubcategories: Array<{ id: string; name: string }>;
  newItems: Array<{ category: MenuRef; subcategory: MenuRef; values: MenuItemValues }>;
  updatedItems: Array<{ id: string; category: MenuRef; subcategory: MenuRef; values: MenuItemValues }>;
}

/** Rows per insert statement: 10,000 items stay a handful of statements. */
const INSERT_CHUNK = 500;

/**
 * Applies the changes in the caller's transaction, bumping the menu's version first (its lock
 * queues concurrent menu writes). New rows go last in their scope; an item moved to another
 * subcategory goes last there. Every id must be the profile's own: statements are scoped to it.
 */
export async function applyMenuChanges(
  tx: Db,
  profileId: string,
  changes: MenuChanges,
  itemsChanged: readonly MenuItemsChangedHook[],
): Promise<void> {
  await touchMenu(tx, profileId);
  const created = new Map<string, string>();
  const idOf = (ref: MenuRef) => ('existing' in ref ? ref.existing : created.get(ref.created)!);
  const now = new Date();

  let categoryPosition =
    (
      await tx
        .select({ value: max(menuCategories.position) })
        .from(menuCategories)
        .where(eq(menuCategories.profileId, profileId))
    )[0]?.value ?? 0;
  for (const category of changes.newCategories) {
    const id = newId();
    created.set(category.key, id);
    categoryPosition += 1;
    await tx.insert(menuCategories).values({ id, profileId, name: category.name, position: categoryPosition });
  }
  for (const category of changes.renamedCategories) {
    await tx
      .update(menuCategories)
      .set({ name: category.name, updatedAt: now })
      .where(and(eq(menuCategories.id, category.id), eq(menuCategories.profileId, profileId)));
  }

  const nextInScope = async (
    table: typeof menuSubcategories | typeof menuItems,
    column: typeof menuSubcategories.categoryId | typeof menuItems.subcategoryId,
    scopeId: string,
    cache: Map<string, number>,
  ) => {
    if (!cache.has(scopeId)) {
      const rows = await tx
        .select({ value: max(table.position) })
        .from(table)
        .where(and(eq(column, scopeId), eq(table.profileId, profileId)));
      cache.set(scopeId, rows[0]?.value ?? 0);
    }
    const next = cache.get(scopeId)! + 1;
    cache.set(scopeId, next);
    return next;
  };

  const subcategoryPositions = new Map<string, number>();
  for (const subcategory of changes.newSubcategories) {
    const id = newId();
    created.set(subcategory.key, id);
    const categoryId = idOf(subcategory.category);
    const position = await nextInScope(menuSubcategories, menuSubcategories.categoryId, categoryId, subcategoryPositions);
    await tx.insert(menuSubcategories).values({ id, profileId, categoryId, name: subcategory.name, position });
  }
  for (const subcategory of changes.renamedSubcategories) {
    await tx
      .update(menuSubcategories)
      .set({ name: subcategory.name, updatedAt: now })
      .where(and(eq(menuSubcategories.id, subcategory.id), eq(menuSubcategories.profileId, profileId)));
  }

  const itemPositions = new Map<string, number>();
  const placed = (item: { category: MenuRef; subcategory: MenuRef; values: MenuItemValues }) => ({
    categoryId: idOf(item.category),
    subcategoryId: idOf(item.subcategory),
    ...item.values,
  });
  const inserts = [];
  for (const item of changes.newItems) {
    const columns = placed(item);
    inserts.push({
      id: newId(),
      profileId,
      ...columns,
      position: await nextInScope(menuItems, menuItems.subcategoryId, columns.subcategoryId, itemPositions),
    });
  }
  for (let start = 0; start < inserts.length; start += INSERT_CHUNK)
    await tx.insert(menuItems).values(inserts.slice(start, start + INSERT_CHUNK));

  const currentSubcategory = new Map<string, string>();
  if (changes.updatedItems.length > 0) {
    const rows = await tx
      .select({ id: menuItems.id, subcategoryId: menuItems.subcategoryId })
      .from(menuItems)
      .where(
        and(
          eq(menuItems.profileId, profileId),
          inArray(
            menuItems.id,
            changes.updatedItems.map((item) => item.id),
          ),
        ),
      );
    for (const row of rows) currentSubcategory.set(row.id, row.subcategoryId);
  }
  for (const item of changes.updatedItems) {
    const columns = placed(item);
    const moved = currentSubcategory.get(item.id) !== columns.subcategoryId;
    const position = moved
      ? { position: await nextInScope(menuItems, menuItems.subcategoryId, columns.subcategoryId, itemPositions) }
      : {};
    await tx
      .update(menuItems)
      .set({ ...columns, ...position, updatedAt: now })
      .where(and(eq(menuItems.id, item.id), eq(menuItems.profileId, profileId)));
  }
  if (inserts.length > 0) await menuItemsChanged(itemsChanged, tx, profileId);
}

/** The menu's version (0 before its first write): every menu write bumps it (`touchMenu`). */
export async function menuVersionOf(db: Db, profileId: string): Promise<number> {
  const rows = await db.select({ version: menus.version }).from(menus).where(eq(menus.profileId, profileId)).limit(1);
  return rows[0]?.version ?? 0;
}

/** The menu row's settings (null before the menu's first write). */
export async function readMenuRow(db: Db, profileId: string) {
  const rows = await db
    .select({
      iconPath: menus.iconPath,
      version: menus.version,
      active: menus.active,
      theme: menus.selectedPublicTheme,
      status: menus.digitalMenuStatus,
      publishedAt: menus.publishedAt,
      languages: menus.languages,
    })
    .from(menus)
    .where(eq(menus.profileId, profileId))
    .limit(1);
  return rows[0] ?? null;
}
