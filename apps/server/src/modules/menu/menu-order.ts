import { eq, type SQL } from 'drizzle-orm';
import { MENU_MESSAGES } from '@venue/shared';
import type { Db } from '../../db/client.ts';
import { menuItems, menuSubcategories } from '../../db/schema/index.ts';
import type { ProfileContext } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { reorderScope } from '../../lib/ordering.ts';
import { inProfile, POSITIONED, touchMenu } from './menu-store.ts';

export type ReorderType = 'item' | 'subcategory' | 'category';

const STALE_MESSAGE: Record<ReorderType, string> = {
  item: MENU_MESSAGES.staleItems,
  subcategory: MENU_MESSAGES.staleSubcategories,
  category: MENU_MESSAGES.staleCategories,
};

/**
 * The scope that `firstId` belongs to: the items of its subcategory, the subcategories of its
 * category, or all categories (undefined). Null when the id is not this profile's.
 */
async function scopeOf(tx: Db, profileId: string, type: ReorderType, firstId: string): Promise<SQL | undefined | null> {
  if (type === 'item') {
    const [anchor] = await tx
      .select({ subcategoryId: menuItems.subcategoryId })
      .from(menuItems)
      .where(inProfile(menuItems.profileId, profileId, menuItems.id, firstId))
      .limit(1);
    return anchor ? eq(menuItems.subcategoryId, anchor.subcategoryId) : null;
  }
  if (type === 'subcategory') {
    const [anchor] = await tx
      .select({ categoryId: menuSubcategories.categoryId })
      .from(menuSubcategories)
      .where(inProfile(menuSubcategories.profileId, profileId, menuSubcategories.id, firstId))
      .limit(1);
    return anchor ? eq(menuSubcategories.categoryId, anchor.categoryId) : null;
  }
  return undefined;
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
    const scope = await scopeOf(tx, profileId, input.type, oldIds[0] ?? '');
    const applied =
      scope !== null && (await reorderScope(tx, POSITIONED[input.type], profileId, scope, { before: oldIds, after: newIds }));
    if (!applied) throw new AppError('STALE_ORDER', STALE_MESSAGE[input.type]);
    return { type: input.type, order: newIds.map((id, index) => ({ _id: id, position: index + 1 })) };
  });
}
