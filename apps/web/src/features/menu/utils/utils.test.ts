import { INGREDIENT_CATALOGUE } from '@venue/shared';
import { describe, expect, it } from 'vitest';
import { buildAddItemForm, buildEditItemForm } from '../api/item-payload.ts';
import { sampleMenu } from '../test/menu-fixture.ts';
import type { ItemFormValues } from '../types.ts';
import { readMenuBillingAlert } from './billing-alert.ts';
import { createItemSearch } from './item-search.ts';
import { toMenuView } from './map-menu.ts';
import { folderNameFor, inferMediaType, resolveMediaUrl } from './media.ts';
import { formatItemPrices, isAllowedPriceKey } from './price.ts';
import { applyOrderToMenu } from './reorder.ts';
import { filterAndSortItems, sortItems } from './sort-filter.ts';
import { cutMobileCategoryOption, cutSubcategoryName } from './text.ts';

const view = () => toMenuView(sampleMenu());

describe('text cut-offs (spec §9)', () => {
  it('shortens subcategory names beyond 12 characters only', () => {
    expect(cutSubcategoryName('Main Course Specials')).toBe('Main Course ...');
    expect(cutSubcategoryName('Twelve chars')).toBe('Twelve chars');
  });
  it('shortens mobile category options beyond 25 characters only', () => {
    expect(cutMobileCategoryOption('Breakfast and Brunch Specials (Hidden)')).toBe('Breakfast and Brunch Spec...');
    expect(cutMobileCategoryOption('Exactly twenty-five chars')).toBe('Exactly twenty-five chars');
  });
});

describe('price key filter (spec §5)', () => {
  it('allows digits, the decimal point and navigation keys only', () => {
    for (const key of ['0', '7', '.', 'Backspace', 'Delete', 'Tab', 'ArrowLeft', 'ArrowRight', 'Home', 'End']) {
      expect(isAllowedPriceKey({ key, ctrlKey: false, metaKey: false })).toBe(true);
    }
    for (const key of ['a', 'e', '-', '+', ',', ' ', '₹']) {
      expect(isAllowedPriceKey({ key, ctrlKey: false, metaKey: false })).toBe(false);
    }
  });
  it('keeps copy and paste shortcuts', () => {
    expect(isAllowedPriceKey({ key: 'v', ctrlKey: true, metaKey: false })).toBe(true);
  });
});

describe('card prices (spec §2)', () => {
  it('joins variety prices with " / " and skips 0 and empty', () => {
    expect(formatItemPrices({ price: '0', varieties: [{ price: '220' }, { price: '0' }, { price: '' }, { price: '380' }] })).toBe(
      '₹220 / ₹380',
    );
  });
  it('shows the item price without varieties, nothing for 0', () => {
    expect(formatItemPrices({ price: '249', varieties: [] })).toBe('₹249');
    // Issue 15: a fractional price always shows two decimals.
    expect(formatItemPrices({ price: '899.5', varieties: [] })).toBe('₹899.50');
    expect(formatItemPrices({ price: '0', varieties: [{ price: '380' }, { price: '899.5' }] })).toBe('₹380 / ₹899.50');
    expect(formatItemPrices({ price: '0', varieties: [] })).toBe('');
  });
});

describe('filter and sort (spec §2)', () => {
  it('keeps the server order by default and sorts by name and price', () => {
    const items = view().items.filter((i) => i.categoryId === 'cat-food');
    expect(sortItems(items, 'api-order').map((i) => i.name)).toEqual(['Paneer Tikka', 'Chicken Biryani', 'Samosa']);
    expect(sortItems(items, 'name-asc').map((i) => i.name)).toEqual(['Chicken Biryani', 'Paneer Tikka', 'Samosa']);
    expect(sortItems(items, 'name-desc').map((i) => i.name)).toEqual(['Samosa', 'Paneer Tikka', 'Chicken Biryani']);
    // Biryani sorts by its cheapest variety (220).
    expect(sortItems(items, 'price-asc').map((i) => i.name)).toEqual(['Samosa', 'Chicken Biryani', 'Paneer Tikka']);
    expect(sortItems(items, 'price-desc').map((i) => i.name)).toEqual(['Paneer Tikka', 'Chicken Biryani', 'Samosa']);
  });
  it('filters by food type, including variety types', () => {
    const items = view().items;
    expect(filterAndSortItems(items, 'non-veg', 'api-order').map((i) => i.name)).toEqual(['Chicken Biryani']);
    expect(filterAndSortItems(items, 'egg', 'api-order')).toEqual([]);
    expect(filterAndSortItems(items, 'all', 'api-order')).toHaveLength(4);
  });
});

describe('fuzzy item search (spec §9 threshold 0.3)', () => {
  const search = createItemSearch(view().items);
  it('matches names with a typo, descriptions, tags and variety names', () => {
    expect(search('panner').map((i) => i.name)).toContain('Paneer Tikka');
    expect(search('cardamom').map((i) => i.name)).toEqual(['Masala Chai']);
    expect(search('tandoor').map((i) => i.name)).toEqual(['Paneer Tikka']);
    expect(search('Full').map((i) => i.name)).toContain('Chicken Biryani');
  });
  it('does not match unrelated text, and an empty query finds nothing', () => {
    expect(search('pizza')).toEqual([]);
    expect(search('   ')).toEqual([]);
  });
});

describe('menu mapping (spec §3 client view)', () => {
  it('maps server fields, visibility and ordering', () => {
    const menu = view();
    expect(menu.categories.map((c) => [c.name, c.isVisible])).toEqual([
      ['Food', true],
      ['Drinks', false],
    ]);
    const biryani = menu.items.find((i) => i.id === 'item-biryani')!;
    expect(biryani.varieties).toEqual([
      { name: 'Half', price: '220', foodType: 'non-veg' },
      { name: 'Full', price: '380', foodType: 'non-veg' },
    ]);
    expect(menu.items.find((i) => i.id === 'item-chai')!.isVisible).toBe(false);
  });
  it('infers media types and resolves relative paths', () => {
    expect(inferMediaType('https://cdn.example/a/clip.MP4?x=1')).toBe('video');
    expect(inferMediaType('https://cdn.example/a/photo.webp')).toBe('image');
    expect(inferMediaType('x.jpg', 'video')).toBe('video');
    expect(resolveMediaUrl('items/a.png')).toBe('/media/items/a.png');
    expect(resolveMediaUrl('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(folderNameFor('Main  Course Items')).toBe('maincourseitems');
  });
});

describe('reorder helpers', () => {
  it('applies positions to one scope of the cached menu', () => {
    const menu = applyOrderToMenu(sampleMenu(), 'item', ['item-samosa', 'item-paneer']);
    const positions = Object.fromEntries(menu.menuitems.items.map((i) => [i._id, i.position]));
    expect(positions).toMatchObject({ 'item-samosa': 1, 'item-paneer': 2, 'item-biryani': 1 });
    expect(menu.menuitems.subCategories).toEqual(sampleMenu().menuitems.subCategories);
  });
});

describe('item payloads (spec §7)', () => {
  const values: ItemFormValues = {
    itemName: ' Dal Makhani ',
    description: 'Slow cooked',
    price: '199.5',
    type: 'veg',
    isVisible: true,
    chefRecommend: true,
    varietyArr: [],
    ingredients: [INGREDIENT_CATALOGUE[0].id, 'ffffffffffffffffffffffff'],
    tags: ['spicy', 'bestseller'],
    availability: [],
    categoryId: 'cat-food',
    subCategoryId: 'sub-mains',
  };
  it('sends ingredient ids on add and price 0 when varieties carry prices', () => {
    const form = buildAddItemForm({ ...values, varietyArr: [{ name: 'Half', price: '120', type: 'veg' }] }, null);
    expect(form.get('itemName')).toBe('Dal Makhani');
    expect(form.get('price')).toBe('0');
    expect(JSON.parse(String(form.get('ingredients')))).toEqual([INGREDIENT_CATALOGUE[0].id, 'ffffffffffffffffffffffff']);
    expect(JSON.parse(String(form.get('varietyArr')))).toEqual([{ name: 'Half', price: 120, type: 'veg' }]);
    expect(form.get('chefRecommend')).toBe('true');
    expect(JSON.parse(String(form.get('tags')))).toEqual(['spicy', 'bestseller']);
    expect(form.get('file')).toBeNull();
  });
  it('sends ingredient names on edit (unknown ids raw) and an empty file to remove media', () => {
    const form = buildEditItemForm('item-1', values, { kind: 'removed' });
    expect(JSON.parse(String(form.get('ingredients')))).toEqual(['Milk', 'ffffffffffffffffffffffff']);
    expect((form.get('file') as File).size).toBe(0);
    expect(JSON.parse(String(form.get('tags')))).toEqual(['spicy', 'bestseller']);
    expect(buildEditItemForm('item-1', values, { kind: 'unchanged' }).get('file')).toBeNull();
  });
  it('sends the chosen subcategory on edit, which moves the item (issue 15)', () => {
    expect(
      buildEditItemForm('item-1', { ...values, subCategoryId: 'sub-mains' }, { kind: 'unchanged' }).get('subCategory_id'),
    ).toBe('sub-mains');
  });
});

describe('billing alert (spec §4)', () => {
  it('reads a stored digital-menu alert and states the late fee when overdue', () => {
    expect(readMenuBillingAlert()).toBeNull();
    localStorage.setItem('serviceAlerts', JSON.stringify([{ service: 'table-reservation', type: 'due' }]));
    expect(readMenuBillingAlert()).toBeNull();
    localStorage.setItem('serviceAlerts', JSON.stringify([{ service: 'digital-menu', type: 'overdue' }]));
    expect(readMenuBillingAlert()?.message).toContain('rs. 59');
  });
});
