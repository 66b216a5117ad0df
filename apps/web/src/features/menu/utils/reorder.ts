import type { MenuResponse } from '@venue/shared';

/** After a successful reorder local orders become position+1 (spec §4). */
export function withPositions<T extends { order: number }>(list: readonly T[]): T[] {
  return list.map((entry, index) => ({ ...entry, order: index + 1 }));
}

export type ReorderScope = 'item' | 'subcategory' | 'category';

/**
 * The cached menu with `ids` (one scope: the items of a subcategory, the subcategories of a
 * category, or the categories) at positions 1..n. Used for the optimistic update of a drag.
 */
export function applyOrderToMenu(menu: MenuResponse, scope: ReorderScope, ids: readonly string[]): MenuResponse {
  const position = new Map(ids.map((id, index) => [id, index + 1]));
  const reposition = <T extends { _id: string; position: number }>(list: T[]): T[] =>
    list.map((entry) => (position.has(entry._id) ? { ...entry, position: position.get(entry._id)! } : entry));
  const m = menu.menuitems;
  return {
    ...menu,
    menuitems: {
      ...m,
      items: scope === 'item' ? reposition(m.items) : m.items,
      subCategories: scope === 'subcategory' ? reposition(m.subCategories) : m.subCategories,
      categories: scope === 'category' ? reposition(m.categories) : m.categories,
    },
  };
}
