import { eq } from 'drizzle-orm';
import { MENU_MESSAGES } from '@venue/shared';
import type { Db } from '../../db/client.ts';
import { menuItems, menuSubcategories } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { nextPosition, renumber } from '../../lib/ordering.ts';
import { inProfile, POSITIONED } from './menu-store.ts';

/** Where an edited item goes: the row values to set, and the subcategory it leaves. */
export interface ItemMove {
  values: { categoryId: string; subcategoryId: string; position: number };
  fromSubcategoryId: string;
}

/**
 * Edit Item's move to another subcategory (issue 15): the item takes the target's category and
 * the last place in it. Runs in the edit's transaction after the menu write began, so the
 * menu row's lock keeps a concurrent add from taking the same position.
 * @returns null when the item already sits in that subcategory (nothing moves).
 * @throws AppError 404 when the subcategory or the item is not this venue's.
 */
export async function planItemMove(tx: Db, profileId: string, itemId: string, subcategoryId: string): Promise<ItemMove | null> {
  const [target] = await tx
    .select({ id: menuSubcategories.id, categoryId: menuSubcategories.categoryId })
    .from(menuSubcategories)
    .where(inProfile(menuSubcategories.profileId, profileId, menuSubcategories.id, subcategoryId))
    .limit(1);
  if (!target) throw notFound(MENU_MESSAGES.subcategoryNotFound);
  const [item] = await tx
    .select({ subcategoryId: menuItems.subcategoryId })
    .from(menuItems)
    .where(inProfile(menuItems.profileId, profileId, menuItems.id, itemId))
    .limit(1);
  if (!item) throw notFound(MENU_MESSAGES.itemNotFound);
  if (item.subcategoryId === target.id) return null;
  const position = await nextPosition(tx, POSITIONED.item, profileId, eq(menuItems.subcategoryId, target.id));
  return { values: { categoryId: target.categoryId, subcategoryId: target.id, position }, fromSubcategoryId: item.subcategoryId };
}

/** Closes the gap the moved item left, so positions stay count+1 dense in its old subcategory. */
export async function closeMoveGap(tx: Db, profileId: string, move: ItemMove): Promise<void> {
  await renumber(tx, POSITIONED.item, profileId, eq(menuItems.subcategoryId, move.fromSubcategoryId));
}
