import type { Db } from '../../db/client.ts';
import type { MenuItemsChangedHook } from '../../lib/context.ts';
import { subscriptions } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { applyMenuChanges } from '../menu/menu.service.ts';
import { scheduleTermLife } from './term-life.ts';

/*
 * Test helpers for the term-life and super-admin tests: a menu of N items written the way the
 * spreadsheet import writes it, and a paid term set the way the payment activation sets it.
 */

export const STARTER_MONTHLY = '5e1ec7000000000000000001'; // 150 items
export const PRO_MONTHLY = '5e1ec7000000000000000003'; // no limit
export const DAY = 86_400_000;

/**
 * One category and subcategory holding `count` items named "Dish 1"… (the import's write path,
 * with the app's items-changed hooks: `app.deps.menuItemsChanged`).
 */
export function seedMenuItems(
  db: Db,
  profileId: string,
  count: number,
  itemsChanged: readonly MenuItemsChangedHook[],
): Promise<void> {
  return db.transaction((tx) =>
    applyMenuChanges(
      tx,
      profileId,
      {
        newCategories: [{ key: 'c', name: 'Food' }],
        renamedCategories: [],
        newSubcategories: [{ key: 's', name: 'Mains', category: { created: 'c' } }],
        renamedSubcategories: [],
        newItems: Array.from({ length: count }, (_, index) => ({
          category: { created: 'c' },
          subcategory: { created: 's' },
          values: {
            name: `Dish ${index + 1}`,
            description: '',
            pricePaise: 10_000,
            foodType: 'veg',
            varieties: [],
            ingredients: [],
            tags: [],
            publish: 1,
            chefRecommend: false,
            mediaPath: null,
            mediaType: null,
          },
        })),
        updatedItems: [],
      },
      itemsChanged,
    ),
  );
}

/**
 * A paid digital-menu term as the payment activation leaves it: the row upserted (active, not
 * manual, no late fee), then scheduleTermLife in the same transaction.
 */
export function payTerm(
  db: Db,
  profileId: string,
  term: { periodStart: Date; periodEnd: Date; planId?: string },
  now?: Date,
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const values = {
      status: 'active' as const,
      planId: term.planId ?? STARTER_MONTHLY,
      currentPeriodStart: term.periodStart,
      currentPeriodEnd: term.periodEnd,
      lateFeePaise: 0,
      manual: false,
    };
    const [row] = await tx
      .insert(subscriptions)
      .values({ id: newId(), profileId, service: 'digital-menu', ...values })
      .onConflictDoUpdate({ target: [subscriptions.profileId, subscriptions.service], set: values })
      .returning();
    await scheduleTermLife(tx, row!, now);
    return row!;
  });
}
