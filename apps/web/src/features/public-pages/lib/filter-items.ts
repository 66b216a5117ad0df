import type Fuse from 'fuse.js';
import type { PublicItem } from '@venue/shared';
import type { FoodFilter } from './texts.ts';

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
  return new FuseClass(items, { keys: ['name', 'description', 'tags'], threshold: FUZZY_THRESHOLD, ignoreLocation: true });
}

/** A guest choosing "Veg" expects vegan dishes too: every vegan dish is vegetarian. */
export function matchesFoodType(item: PublicItem, filter: FoodFilter): boolean {
  if (filter === 'all') return true;
  const types = [item.foodType, ...item.varieties.map((variety) => variety.foodType)];
  return types.some((type) => type === filter || (filter === 'veg' && type === 'vegan'));
}

const includes = (text: string, needle: string) => text.toLowerCase().includes(needle);

/**
 * Search per spec §2: fuzzy over name, description and tags, and a plain (case-insensitive
 * substring) match on variety names, so "half" finds a dish with a "Half" variety. Fuzzy hits
 * come first in relevance order, then plain hits in menu order. Until Fuse.js has loaded
 * (`fuse` null), the plain match covers names, descriptions and tags as well.
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
        (includes(item.name, needle) || includes(item.description, needle) || item.tags.some((tag) => includes(tag, needle))));
    if (plain) found.push(item);
  }
  return found;
}

export function filterByFoodType(items: PublicItem[], filter: FoodFilter): PublicItem[] {
  return filter === 'all' ? items : items.filter((item) => matchesFoodType(item, filter));
}
