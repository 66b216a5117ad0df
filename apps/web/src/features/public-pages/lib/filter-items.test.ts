import Fuse from 'fuse.js';
import { describe, expect, it } from 'vitest';
import { menuFixture } from '../test/menu-fixture.ts';
import { createItemSearch, filterByFoodType, searchItems } from './filter-items.ts';

const items = menuFixture().items;
const fuse = createItemSearch(Fuse, items);
const names = (list: { name: string }[]) => list.map((item) => item.name);

describe('searchItems (spec §2: fuzzy 0.3 over name, description, tags; plain match on variety names)', () => {
  it('forgives a typo in the name', () => {
    expect(names(searchItems(items, 'paner tika', fuse))).toContain('Paneer Tikka');
  });

  it('searches descriptions and tags', () => {
    expect(names(searchItems(items, 'tandoor', fuse))).toEqual(['Paneer Tikka']);
    expect(names(searchItems(items, 'healthy', fuse))).toEqual(['Vegan Bowl']);
  });

  it('finds items by a variety name, by plain substring', () => {
    expect(names(searchItems(items, 'half', fuse))).toEqual(['Butter Chicken']);
  });

  it('does not match unrelated text at the 0.3 threshold', () => {
    expect(searchItems(items, 'pizza', fuse)).toEqual([]);
  });

  it('returns everything for an empty query', () => {
    expect(searchItems(items, '   ', fuse)).toHaveLength(items.length);
  });
});

describe('searchItems before Fuse.js has loaded', () => {
  it('matches plain text in names, descriptions, tags and variety names', () => {
    expect(names(searchItems(items, 'paneer', null))).toEqual(['Paneer Tikka']);
    expect(names(searchItems(items, 'GRAVY', null))).toEqual(['Butter Chicken']);
    expect(names(searchItems(items, 'healthy', null))).toEqual(['Vegan Bowl']);
    expect(names(searchItems(items, 'full', null))).toEqual(['Butter Chicken']);
    expect(searchItems(items, 'paner', null)).toEqual([]);
  });
});

describe('filterByFoodType', () => {
  it('keeps all for "all", and each type for its own filter', () => {
    expect(filterByFoodType(items, 'all')).toHaveLength(items.length);
    expect(names(filterByFoodType(items, 'non-veg'))).toEqual(['Butter Chicken']);
    expect(names(filterByFoodType(items, 'egg'))).toEqual(['Egg Curry']);
    expect(names(filterByFoodType(items, 'vegan'))).toEqual(['Vegan Bowl']);
  });

  it('counts vegan dishes as vegetarian', () => {
    expect(names(filterByFoodType(items, 'veg'))).toEqual(['Paneer Tikka', 'Vegan Bowl', 'Mango Lassi']);
  });
});
