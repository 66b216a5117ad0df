import { describe, expect, it } from 'vitest';
import type { MenuSubcategory } from '../types.ts';
import { carouselRows, matchSubcategories, toColumns } from './subcategory-carousel.tsx';

const sub = (name: string): MenuSubcategory => ({
  id: name,
  name,
  image: null,
  categoryId: 'c',
  order: 1,
  isVisible: true,
  itemsHiddenWithIt: 0,
  availability: [],
});

describe('subcategory carousel (spec §2, §9)', () => {
  it('uses 2 rows, and 3 on mobile only past 6 entries', () => {
    expect(carouselRows(6, true)).toBe(2);
    expect(carouselRows(7, true)).toBe(3);
    expect(carouselRows(12, false)).toBe(2);
  });
  it('splits tiles into columns of that many rows', () => {
    expect(toColumns(['add', 'a', 'b', 'c', 'd'], 2)).toEqual([['add', 'a'], ['b', 'c'], ['d']]);
    expect(toColumns(['add', 'a', 'b', 'c'], 3)).toEqual([['add', 'a', 'b'], ['c']]);
  });
  it('searches names by case-insensitive substring', () => {
    const list = [sub('Starters'), sub('Hot Drinks'), sub('Soft drinks')];
    expect(matchSubcategories(list, 'DRINK').map((s) => s.name)).toEqual(['Hot Drinks', 'Soft drinks']);
    expect(matchSubcategories(list, '  ')).toHaveLength(3);
    expect(matchSubcategories(list, 'strt')).toEqual([]);
  });
});
