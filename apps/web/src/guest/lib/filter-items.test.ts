import Fuse from 'fuse.js';
import { describe, expect, it } from 'vitest';
import { menuFixture } from '../test/menu-fixture.ts';
import { createItemSearch, dietaryIdsOf, filterDishes, searchItems } from './filter-items.ts';

const byType = (foodType: 'all' | 'veg' | 'vegan' | 'non-veg' | 'egg') => filterDishes(items, { foodType, avoid: [] });

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

describe('filterDishes by food type', () => {
  it('keeps all for "all", and each type for its own filter', () => {
    expect(byType('all')).toHaveLength(items.length);
    expect(names(byType('non-veg'))).toEqual(['Butter Chicken']);
    expect(names(byType('egg'))).toEqual(['Egg Curry']);
    expect(names(byType('vegan'))).toEqual(['Vegan Bowl']);
  });

  it('counts vegan dishes as vegetarian', () => {
    expect(names(byType('veg'))).toEqual(['Paneer Tikka', 'Vegan Bowl', 'Mango Lassi']);
  });
});

describe('searching ingredients and dietary indicators (issue 35)', () => {
  it('finds a dish by what its detail says it contains, fuzzy and before Fuse.js has loaded', () => {
    // Paneer Tikka "Contains" Nut, Milk and Wheat; nothing in its name or description says so.
    expect(names(searchItems(items, 'nut', fuse))).toEqual(['Paneer Tikka']);
    expect(names(searchItems(items, 'nut', null))).toEqual(['Paneer Tikka']);
    // The indicator's own words: "Nuts", "Gluten".
    expect(names(searchItems(items, 'gluten', fuse))).toEqual(['Paneer Tikka']);
    expect(names(searchItems(items, 'Gluten', null))).toEqual(['Paneer Tikka']);
    expect(names(searchItems(items, 'saffron', null))).toEqual(['Paneer Tikka']);
  });
});

describe('"leave out" filters (issue 35)', () => {
  it('leaves out every dish naming an indicator, together with the food type', () => {
    expect(names(filterDishes(items, { foodType: 'all', avoid: ['nut'] }))).not.toContain('Paneer Tikka');
    expect(filterDishes(items, { foodType: 'all', avoid: ['nut'] })).toHaveLength(items.length - 1);
    expect(names(filterDishes(items, { foodType: 'veg', avoid: ['milk'] }))).toEqual(['Vegan Bowl', 'Mango Lassi']);
  });

  it('offers only the indicators the menu carries, in the filters order', () => {
    expect(dietaryIdsOf(items)).toEqual(['nut', 'wheat', 'milk']);
    expect(dietaryIdsOf([])).toEqual([]);
  });
});
