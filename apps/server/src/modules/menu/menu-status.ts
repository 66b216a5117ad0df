import { eq, sql } from 'drizzle-orm';
import type { DigitalMenuStatus } from '@venue/shared';
import type { Db } from '../../db/client.ts';
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

/** Runs in the transaction of a menu write that added or removed items, after the write. */
export type MenuItemsChangedHook = (tx: Db, profileId: string) => Promise<void>;

const itemsChangedHooks = new Set<MenuItemsChangedHook>();

/**
 * Registers a hook for menu writes that change the item count (add, delete, spreadsheet
 * import). A Set: registering the same function twice (several apps in one process) runs it once.
 */
export function onMenuItemsChanged(hook: MenuItemsChangedHook): void {
  itemsChangedHooks.add(hook);
}

/** Called by the menu's writes, inside their transaction; a hook that throws rolls the write back. */
export async function menuItemsChanged(tx: Db, profileId: string): Promise<void> {
  for (const hook of itemsChangedHooks) await hook(tx, profileId);
}
