import { eq, sql } from 'drizzle-orm';
import type { DigitalMenuStatus } from '@venue/shared';
import type { Db } from '../../db/client.ts';
import type { MenuItemsChangedHook } from '../../lib/context.ts';
import { menuItems, menus } from '../../db/schema/index.ts';
import { touchMenu } from './menu-store.ts';

/*
 * The menu's own billing status (spec §4: 'suspended' closes the public page,
 * 'digitalMenuOveruse' marks a menu over its plan's item limit). Billing decides it; the menu
 * owns the row, so the setter and the item count live here, and billing learns of item
 * changes through a hook it registers (the menu never imports billing: no cycle).
 */

/** How many items the venue's menu holds, hidden ones included (the plan's limit counts them all). */
export async function countMenuItems(db: Db, profileId: string): Promise<number> {
  const rows = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(menuItems)
    .where(eq(menuItems.profileId, profileId));
  return Number(rows[0]?.count ?? 0);
}

/**
 * Sets the menu's status in the caller's transaction. A change bumps the menu version
 * (`touchMenu`), so the public page and the dashboard see it at once; the same status again
 * writes nothing.
 * @returns whether the status changed.
 */
export async function setDigitalMenuStatus(tx: Db, profileId: string, status: DigitalMenuStatus): Promise<boolean> {
  const rows = await tx.select({ status: menus.digitalMenuStatus }).from(menus).where(eq(menus.profileId, profileId)).limit(1);
  // No row yet reads as 'active' (the column's default), as the public page reads it.
  if ((rows[0]?.status ?? 'active') === status) return false;
  await touchMenu(tx, profileId, { digitalMenuStatus: status });
  return true;
}

/**
 * Called by the menu's writes that change the item count (add, delete, spreadsheet import),
 * inside their transaction, with the app's hooks (`ServiceContext.menuItemsChanged`).
 */
export async function menuItemsChanged(hooks: readonly MenuItemsChangedHook[], tx: Db, profileId: string): Promise<void> {
  for (const hook of hooks) await hook(tx, profileId);
}
