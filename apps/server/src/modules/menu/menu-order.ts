import { and, asc, eq } from 'drizzle-orm';
import { MENU_MESSAGES } from '@venue/shared';
import type { Db } from '../../db/client.ts';
import { menuCategories, menuItems, menuSubcategories } from '../../db/schema/index.ts';
import type { ProfileContext } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { applyOrder, inProfile, touchMenu } from './menu-store.ts';

export type ReorderType = 'item' | 'subcategory' | 'category';

const STALE_MESSAGE: Record<ReorderType, string> = {
  item: MENU_MESSAGES.staleItems,
  subcategory: MENU_MESSAGES.staleSubcategories,
  category: MENU_MESSAGES.staleCategories,
};

/** True when both lists hold exactly the same ids in the same order. */
export function sameOrder(left: string[], right: string[]): boolean {
  return left.length === right.length && left.every((id, index) => id === right[index]);
}

/** True when `candidate` holds every id of `reference` exactly once, in any order. */
export function isPermutation(reference: string[], candidate: string[]): boolean {
  if (reference.length !== candidate.length) return false;
  const remaining = new Set(reference);
  for (const id of candidate) {
    if (!remaining.delete(id)) return false;
  }
  return remaining.size === 0;
}

/**
 * The stored order of the scope that `firstId` belongs to: the items of its subcategory, the
 * subcategories of its category, or all categories. Empty when the id is not this profile's.
 */
async function storedScope(tx: Db, profileId: string, type: ReorderType, firstId: string): Promise<string[]> {
  if (type === 'item') {
    const [anchor] = await tx
      .select()
      .from(menuItems)
      .where(inProfile(menuItems.profileId, profileId, menuItems.id, firstId))
      .limit(1);
    if (!anchor) return [];
    const rows = await tx
      .select({ id: menuItems.id })
      .from(menuItems)
      .where(and(eq(menuItems.profileId, profileId), eq(menuItems.subcategoryId, anchor.subcategoryId)))
      .orderBy(asc(menuItems.position), asc(menuItems.id));
    return rows.map((row) => row.id);
  }
  if (type === 'subcategory') {
    const [anchor] = await tx
      .select()
      .from(menuSubcategories)
      .where(inProfile(menuSubcategories.profileId, profileId, menuSubcategories.id, firstId))
      .limit(1);
    if (!anchor) return [];
    const rows = await tx
      .select({ id: menuSubcategories.id })
      .from(menuSubcategories)
      .where(and(eq(menuSubcategories.profileId, profileId), eq(menuSubcategories.categoryId, anchor.categoryId)))
      .orderBy(asc(menuSubcategories.position), asc(menuSubcategories.id));
    return rows.map((row) => row.id);
  }
  const rows = await tx
    .select({ id: menuCategories.id })
    .from(menuCategories)
    .where(eq(menuCategories.profileId, profileId))
    .orderBy(asc(menuCategories.position), asc(menuCategories.id));
  return rows.map((row) => row.id);
}

/**
 * POST /v2/menu-drag. `oldData` must be exactly the stored order of its scope and
 * `reorderedData` a permutation of it; otherwise someone else changed the menu since the
 * client loaded it, and applying the drag would scramble their change, so it is refused with
 * 409 STALE_ORDER (spec §8 "Reorder Failed"). The check and the update share one transaction
 * that holds the menu lock. Positions become index+1.
 */
export async function reorderMenu(
  ctx: ProfileContext,
  input: { type: ReorderType; oldData: Array<{ _id: string }>; reorderedData: Array<{ _id: string }> },
): Promise<{ type: ReorderType; order: Array<{ _id: string; position: number }> }> {
  const oldIds = input.oldData.map((entry) => entry._id);
  const newIds = input.reorderedData.map((entry) => entry._id);
  const profileId = ctx.profile.id;
  return ctx.db.transaction(async (tx) => {
    await touchMenu(tx, profileId);
    const stored = await storedScope(tx, profileId, input.type, oldIds[0] ?? '');
    if (stored.length === 0 || !sameOrder(stored, oldIds) || !isPermutation(stored, newIds)) {
      throw new AppError('STALE_ORDER', STALE_MESSAGE[input.type]);
    }
    const table = input.type === 'item' ? menuItems : input.type === 'subcategory' ? menuSubcategories : menuCategories;
    await applyOrder(tx, table, profileId, newIds);
    return { type: input.type, order: newIds.map((id, index) => ({ _id: id, position: index + 1 })) };
  });
}
