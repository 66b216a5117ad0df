import type Fuse from 'fuse.js';
import type { DietaryId, PublicItem } from '@venue/shared';
import { DIETARY_BADGES, DIETARY_FILTERS, type FoodFilter } from './texts.ts';

/**
 * What the guest narrowed the menu to: a food type (spec §2), and the dietary indicators to leave
 * out ("Nut-free" leaves out every dish whose ingredients name nuts; issue 35).
 */
export interface DishFilter {
  foodType: FoodFilter;
  avoid: readonly DietaryId[];
}

export const ALL_DISHES: DishFilter = { foodType: 'all', avoid: [] };

export const isFiltering = (filter: DishFilter) => filter.foodType !== 'all' || filter.avoid.length > 0;

/** The dietary indicators of the menu's dishes, in the filters' order: the "leave out" choices worth offering. */
export function dietaryIdsOf(items: PublicItem[]): DietaryId[] {
  const present = new Set(items.flatMap((item) => item.ingredients.map((entry) => entry.dietaryId)));
  return DIETARY_FILTERS.map((entry) => entry.value).filter((id) => present.has(id));
}

/** What guests read for a dish's ingredients and indicators ("Nut", "Nuts", "Gluten"): searched too. */
const ingredientWords = (item: PublicItem) =>
  item.ingredients.flatMap((entry) =>
    entry.dietaryId ? [entry.name, DIETARY_BADGES[entry.dietaryId] ?? entry.name] : [entry.name],
  );

/** Spec §9: fuzzy search threshold 0.3. */
export const FUZZY_THRESHOLD = 0.3;

export type ItemSearch = Fuse<PublicItem>;
type FuseConstructor = typeof Fuse;

/**
 * Fuse.js is loaded when a guest first types, not with the page: most guests only browse, and
 * the guest bundle stays well inside its 90 KB budget.
 */
export async function loadFuse(): Promise<FuseConstructor> {
  return (await import('fuse.js')).default;
}

export function createItemSearch(FuseClass: FuseConstructor, items: PublicItem[]): ItemSearch {
  return new FuseClass(items, {
    // A translated page searches the menu's own words too (decisions §7: the chosen language and English).
    keys: [
      'name',
      'description',
      'original.name',
      'original.description',
      'tags',
      { name: 'ingredients', getFn: ingredientWords },
    ],
    threshold: FUZZY_THRESHOLD,
    ignoreLocation: true,
  });
}

/** A guest choosing "Veg" expects vegan dishes too: every vegan dish is vegetarian. */
export function matchesFoodType(item: PublicItem, filter: FoodFilter): boolean {
  if (filter === 'all') return true;
  const types = [item.foodType, ...item.varieties.map((variety) => variety.foodType)];
  return types.some((type) => type === filter || (filter === 'veg' && type === 'vegan'));
}

const includes = (text: string, needle: string) => text.toLowerCase().includes(needle);

/**
 * Search per spec §2: fuzzy over name, description, tags and (issue 35) the ingredients and
 * dietary indicators the dish's detail lists, so "nut" finds a dish that "Contains Nut"; and a
 * plain (case-insensitive substring) match on variety names, so "half" finds a dish with a
 * "Half" variety. Fuzzy hits come first in relevance order, then plain hits in menu order. Until
 * Fuse.js has loaded (`fuse` null), the plain match covers the fuzzy fields as well.
 */
export function searchItems(items: PublicItem[], query: string, fuse: ItemSearch | null): PublicItem[] {
  const text = query.trim();
  if (!text) return items;
  const needle = text.toLowerCase();
  const found = fuse ? fuse.search(text).map((result) => result.item) : [];
  const seen = new Set(found.map((item) => item.id));
  for (const item of items) {
    if (seen.has(item.id)) continue;
    const plain =
      item.varieties.some((variety) => includes(variety.name, needle)) ||
      (!fuse &&
        (includes(item.name, needle) ||
          includes(item.description, needle) ||
          (item.original !== undefined &&
            (includes(item.original.name, needle) || includes(item.original.description, needle))) ||
          item.tags.some((tag) => includes(tag, needle)) ||
          ingredientWords(item).some((word) => includes(word, needle))));
    if (plain) found.push(item);
  }
  return found;
}

/** Whether a dish passes the guest's filter: of the food type, and naming none of the indicators left out. */
export function matchesDishFilter(item: PublicItem, filter: DishFilter): boolean {
  return (
    matchesFoodType(item, filter.foodType) &&
    !item.ingredients.some((entry) => entry.dietaryId !== null && filter.avoid.includes(entry.dietaryId))
  );
}

export function filterDishes(items: PublicItem[], filter: DishFilter): PublicItem[] {
  return isFiltering(filter) ? items.filter((item) => matchesDishFilter(item, filter)) : items;
}
