import Fuse from 'fuse.js';
import { FUZZY_THRESHOLD } from '@venue/shared';
import type { MenuItem } from '../types.ts';

/**
 * Fuzzy item search of spec §2/§9: threshold 0.3 over name, description, tags and variety
 * names. `ignoreLocation` because a dish name's match may sit anywhere in a long description.
 */
export function createItemSearch(items: readonly MenuItem[]) {
  const fuse = new Fuse(items, {
    threshold: FUZZY_THRESHOLD,
    ignoreLocation: true,
    keys: [
      { name: 'name', weight: 3 },
      { name: 'tags', weight: 1.5 },
      { name: 'varieties.name', weight: 1 },
      { name: 'description', weight: 1 },
    ],
  });
  return (query: string): MenuItem[] => {
    const text = query.trim();
    if (!text) return [];
    return fuse.search(text).map((result) => result.item);
  };
}
