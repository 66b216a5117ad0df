import type { FoodTypeFilter, ItemSort, MenuItem } from '../types.ts';

export const FOOD_TYPE_FILTERS: { value: FoodTypeFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'veg', label: 'Veg' },
  { value: 'vegan', label: 'Vegan' },
  { value: 'non-veg', label: 'Non-veg' },
  { value: 'egg', label: 'Egg' },
];

export const ITEM_SORTS: { value: ItemSort; label: string }[] = [
  { value: 'api-order', label: 'Menu order' },
  { value: 'name-asc', label: 'Name A–Z' },
  { value: 'name-desc', label: 'Name Z–A' },
  { value: 'price-asc', label: 'Price low to high' },
  { value: 'price-desc', label: 'Price high to low' },
];

/** An item matches a food type through its own type or any of its varieties' types. */
export function matchesFoodType(item: MenuItem, filter: FoodTypeFilter): boolean {
  if (filter === 'all') return true;
  return item.foodType === filter || item.varieties.some((v) => v.foodType === filter);
}

/** The price an item sorts by: its cheapest non-zero variety, else its own price. */
export function sortPrice(item: MenuItem): number {
  const prices = (item.varieties.length > 0 ? item.varieties.map((v) => v.price) : [item.price])
    .map(Number)
    .filter((n) => Number.isFinite(n) && n > 0);
  return prices.length > 0 ? Math.min(...prices) : 0;
}

const byOrder = (a: MenuItem, b: MenuItem) => a.order - b.order;
const byName = (a: MenuItem, b: MenuItem) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

/** Returns a new list; 'api-order' keeps the server's position order (spec §2 default). */
export function sortItems(items: readonly MenuItem[], sort: ItemSort): MenuItem[] {
  const list = [...items];
  switch (sort) {
    case 'name-asc':
      return list.sort(byName);
    case 'name-desc':
      return list.sort((a, b) => byName(b, a));
    case 'price-asc':
      return list.sort((a, b) => sortPrice(a) - sortPrice(b) || byOrder(a, b));
    case 'price-desc':
      return list.sort((a, b) => sortPrice(b) - sortPrice(a) || byOrder(a, b));
    default:
      return list.sort(byOrder);
  }
}

export function filterAndSortItems(items: readonly MenuItem[], filter: FoodTypeFilter, sort: ItemSort): MenuItem[] {
  return sortItems(
    items.filter((item) => matchesFoodType(item, filter)),
    sort,
  );
}
