import { and, asc, eq, max, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { menuCategories, menuHomeImages, menuItems, menus, menuSubcategories } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { markMenuWritten } from './menu-freshness.ts';

/**
 * Low-level helpers shared by the menu's write paths. Each runs inside the caller's
 * transaction (`tx` is a Db).
 */

/** Menu-row settings another module may change together with the version bump. */
export type MenuRowChanges = Partial<
  Pick<typeof menus.$inferInsert, 'title' | 'iconPath' | 'active' | 'selectedPublicTheme' | 'digitalMenuStatus' | 'publishedAt'>
>;

/**
 * Creates the profile's menu row if needed and bumps its version (applying `changes`, if any). Call it FIRST in every menu
 * write transaction: the upsert takes the menu row's lock, so concurrent writes to one menu
 * queue behind each other (positions such as count+1 cannot collide), and readers keyed on
 * the version see every change. The read caches rely on the transaction holding PGlite from
 * this mark to the commit (menu-freshness.ts), so never call it outside one.
 * @returns the new version.
 */
export async function touchMenu(tx: Db, profileId: string, changes: MenuRowChanges = {}): Promise<number> {
  markMenuWritten(profileId);
  const rows = await tx
    .insert(menus)
    .values({ id: newId(), profileId, version: 1, ...changes })
    .onConflictDoUpdate({
      target: menus.profileId,
      set: { ...changes, version: sql`${menus.version} + 1`, updatedAt: sql`now()` },
    })
    .returning({ version: menus.version });
  return rows[0]?.version ?? 1;
}

/** Creates the profile's menu row on its first read; a no-op afterwards. */
export async function ensureMenu(db: Db, profileId: string): Promise<void> {
  await db.insert(menus).values({ id: newId(), profileId }).onConflictDoNothing({ target: menus.profileId });
}

interface PositionedTable {
  table: PgTable;
  id: PgColumn;
  profileId: PgColumn;
  position: PgColumn;
}

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

/** The next position in a scope of the profile: count+1 for a dense scope (spec §3 "a new one = count+1"). */
export async function nextPosition(tx: Db, target: PositionedTable, profileId: string, scope?: SQL): Promise<number> {
  const rows = await tx
    .select({ top: max(target.position) })
    .from(target.table)
    .where(and(eq(target.profileId, profileId), scope));
  return Number(rows[0]?.top ?? 0) + 1;
}

/** Renumbers a scope of the profile 1..n in its current order, so positions stay dense after a delete. */
export async function renumber(tx: Db, target: PositionedTable, profileId: string, scope?: SQL): Promise<void> {
  const rows = await tx
    .select({ id: target.id })
    .from(target.table)
    .where(and(eq(target.profileId, profileId), scope))
    .orderBy(asc(target.position), asc(target.id));
  await applyOrder(
    tx,
    target.table,
    profileId,
    rows.map((row) => String(row.id)),
  );
}

/**
 * Sets position = index+1 for the given ids of the profile in ONE statement (a 500-item
 * subcategory would otherwise cost 500 round trips inside the transaction).
 */
export async function applyOrder(tx: Db, table: PgTable, profileId: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const values = sql.join(
    ids.map((id, index) => sql`(${id}::text, ${index + 1}::int)`),
    sql`, `,
  );
  await tx.execute(
    sql`update ${table} as t set position = v.position from (values ${values}) as v(id, position) where t.id = v.id and t.profile_id = ${profileId} and t.position is distinct from v.position`,
  );
}

/** Both conditions, for the common "this id in this profile" filter. */
export const inProfile = (profileColumn: PgColumn, profileId: string, idColumn: PgColumn, id: string) =>
  and(eq(profileColumn, profileId), eq(idColumn, id));
