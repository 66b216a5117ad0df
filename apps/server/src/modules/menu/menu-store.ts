import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { menuCategories, menuHomeImages, menuItems, menus, menuSubcategories } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import type { PositionedTable } from '../../lib/ordering.ts';
import { readModelOf, type ReadModel } from '../../lib/read-model/index.ts';

/**
 * Low-level helpers shared by the menu's write paths. Each runs inside the caller's
 * transaction (`tx` is a Db).
 */

/** Menu-row settings another module may change together with the version bump. */
export type MenuRowChanges = Partial<
  Pick<typeof menus.$inferInsert, 'title' | 'iconPath' | 'active' | 'selectedPublicTheme' | 'digitalMenuStatus' | 'publishedAt'>
>;

/** A menu write in progress: its mark in the read caches and the version it bumped the menu to. */
export interface MenuWrite {
  profileId: string;
  /** The read model whose caches the write marked (none outside an app). */
  readModel: ReadModel | undefined;
  mark: number;
  version: number;
}

/**
 * Creates the profile's menu row if needed and bumps its version (applying `changes`, if any). Call it FIRST in every menu
 * write transaction: the update (or the upsert) takes the menu row's lock, so concurrent writes to one menu
 * queue behind each other (positions such as count+1 cannot collide), and readers keyed on
 * the version see every change. The read caches rely on the transaction holding PGlite from
 * this mark to the commit (lib/read-model), so never call it outside one.
 * @returns the write, for patching the read cache once it has committed (menu-read.ts).
 */
export async function beginMenuWrite(tx: Db, profileId: string, changes: MenuRowChanges = {}): Promise<MenuWrite> {
  const readModel = readModelOf(tx);
  const mark = readModel?.bump('menu', profileId) ?? 0;
  const bump = { ...changes, version: sql`${menus.version} + 1`, updatedAt: sql`now()` };
  // A plain update while the row exists (every write but a menu's first): the upsert's
  // speculative insert costs a statement's worth more on every edit (issue #16).
  let rows = await tx.update(menus).set(bump).where(eq(menus.profileId, profileId)).returning({ version: menus.version });
  if (rows.length === 0) {
    rows = await tx
      .insert(menus)
      .values({ id: newId(), profileId, version: 1, ...changes })
      .onConflictDoUpdate({ target: menus.profileId, set: bump })
      .returning({ version: menus.version });
  }
  return { profileId, readModel, mark, version: rows[0]?.version ?? 1 };
}

/**
 * `beginMenuWrite` for writes that leave the read caches to rebuild.
 * @returns the new version.
 */
export async function touchMenu(tx: Db, profileId: string, changes: MenuRowChanges = {}): Promise<number> {
  return (await beginMenuWrite(tx, profileId, changes)).version;
}

/** Creates the profile's menu row on its first read; a no-op afterwards. */
export async function ensureMenu(db: Db, profileId: string): Promise<void> {
  await db.insert(menus).values({ id: newId(), profileId }).onConflictDoNothing({ target: menus.profileId });
}

/** Media folders under DATA_DIR/media (the client's folderName is not trusted for layout). */
export const MEDIA_FOLDERS = { category: 'menu/categories', subcategory: 'menu/subcategories', item: 'menu/items' } as const;

/** The menu tables whose rows carry a position within a scope. */
export const POSITIONED = {
  category: {
    table: menuCategories,
    id: menuCategories.id,
    profileId: menuCategories.profileId,
    position: menuCategories.position,
  },
  subcategory: {
    table: menuSubcategories,
    id: menuSubcategories.id,
    profileId: menuSubcategories.profileId,
    position: menuSubcategories.position,
  },
  item: { table: menuItems, id: menuItems.id, profileId: menuItems.profileId, position: menuItems.position },
  homeImage: {
    table: menuHomeImages,
    id: menuHomeImages.id,
    profileId: menuHomeImages.profileId,
    position: menuHomeImages.position,
  },
} as const satisfies Record<string, PositionedTable>;

/** Both conditions, for the common "this id in this profile" filter. */
export const inProfile = (profileColumn: PgColumn, profileId: string, idColumn: PgColumn, id: string) =>
  and(eq(profileColumn, profileId), eq(idColumn, id));
