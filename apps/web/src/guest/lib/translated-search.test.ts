import Fuse from 'fuse.js';
import { describe, expect, it } from 'vitest';
import type { PublicItem } from '@venue/shared';
import { menuFixture } from '../test/menu-fixture.ts';
import { createItemSearch, searchItems } from './filter-items.ts';

/** Decisions §7: on a page in another language, search matches that language and the menu's own English. */
const [first, ...rest] = menuFixture().items;
const paneer: PublicItem = {
  ...first!,
  name: 'पनीर टिक्का',
  description: 'तंदूर में सिका पनीर',
  original: { name: first!.name, description: first!.description },
};
const items = [paneer, ...rest];
const names = (list: PublicItem[]) => list.map((item) => item.name);

describe('search on a translated page', () => {
  it('finds a dish by its translated name and by the menu’s own words, with Fuse.js and before it loads', () => {
    const fuse = createItemSearch(Fuse, items);
    for (const search of [fuse, null]) {
      expect(names(searchItems(items, 'पनीर', search))).toEqual(['पनीर टिक्का']);
      expect(names(searchItems(items, first!.name.toLowerCase(), search))).toContain('पनीर टिक्का');
    }
  });
});
