import { describe, expect, it } from 'vitest';
import {
  AddItemFieldsSchema,
  AddItemFormSchema,
  EditItemFieldsSchema,
  EditItemFormSchema,
  FoodTypeSchema,
  INGREDIENT_CATALOGUE,
  ingredientIdFor,
  MenuDragRequestSchema,
  paiseToRupees,
  paiseToRupeeString,
  PRICE_PATTERN,
  rupeesToPaise,
  UpdatePublishRequestSchema,
} from '@venue/shared';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

/** The shared menu schemas (packages/shared/src/menu.ts) that the web forms use too. */
describe('menu schemas', () => {
  it('holds the nine catalogue ingredients in the spec order with fixed 24-hex ids', () => {
    expect(INGREDIENT_CATALOGUE.map((entry) => entry.name)).toEqual([
      'Milk',
      'Wheat / Rye / Barley / Oats',
      'Nut',
      'Fish',
      'Sulphite',
      'Crustacean',
      'Egg',
      'Extra Chili',
      'Soy',
    ]);
    expect(INGREDIENT_CATALOGUE.map((entry) => entry.dietaryId)).toEqual([
      'milk',
      'wheat',
      'nut',
      'fish',
      'sulphite',
      'crustacean',
      'egg',
      'extra-chili',
      'soy',
    ]);
    for (const entry of INGREDIENT_CATALOGUE) expect(entry.id).toMatch(/^[0-9a-f]{24}$/);
    expect(new Set(INGREDIENT_CATALOGUE.map((entry) => entry.id)).size).toBe(9);
  });

  it('maps ingredient names (any case) and ids to catalogue ids and keeps unknown values', () => {
    const milk = INGREDIENT_CATALOGUE[0].id;
    expect(ingredientIdFor('Milk')).toBe(milk);
    expect(ingredientIdFor(' milk ')).toBe(milk);
    expect(ingredientIdFor(milk)).toBe(milk);
    expect(ingredientIdFor('wheat / rye / barley / oats')).toBe(INGREDIENT_CATALOGUE[1].id);
    expect(ingredientIdFor('Saffron')).toBe('Saffron');
  });

  it('accepts nonVeg as non-veg and an absent type as na', () => {
    expect(FoodTypeSchema.parse('nonVeg')).toBe('non-veg');
    expect(FoodTypeSchema.parse(undefined)).toBe('na');
    expect(FoodTypeSchema.parse('')).toBe('na');
    expect(FoodTypeSchema.safeParse('meat').success).toBe(false);
  });

  it('checks prices per spec §5 and converts rupees and paise both ways', () => {
    for (const good of ['0', '249', '10.9', '10.99']) expect(PRICE_PATTERN.test(good)).toBe(true);
    for (const bad of ['10.999', '-1', '1e3', '10.', '.5', 'abc', '']) expect(PRICE_PATTERN.test(bad)).toBe(false);
    expect(rupeesToPaise('10.5')).toBe(1050);
    expect(rupeesToPaise('10.05')).toBe(1005);
    expect(rupeesToPaise('249')).toBe(24900);
    expect(paiseToRupeeString(24900)).toBe('249');
    expect(paiseToRupeeString(1099)).toBe('10.99');
    expect(paiseToRupeeString(1050)).toBe('10.50');
    expect(paiseToRupeeString(5)).toBe('0.05');
    expect(paiseToRupees(1050)).toBe(10.5);
  });

  it('parses the add-item form fields as multipart strings', () => {
    const parsed = AddItemFieldsSchema.parse({
      itemName: ' Paneer Tikka ',
      subCategory_id: 'abc',
      publish: '0',
      chefRecommend: 'true',
      varietyArr: '[{"name":"Half","price":120.5,"type":"nonVeg"}]',
      ingredients: 'Milk, Nut',
      userId: 'ignored',
    });
    expect(parsed).toEqual({
      itemName: 'Paneer Tikka',
      description: '',
      price: '0',
      subCategory_id: 'abc',
      type: 'na',
      publish: 0,
      chefRecommend: true,
      varietyArr: [{ name: 'Half', price: '120.5', type: 'non-veg' }],
      ingredients: ['Milk', 'Nut'],
      tags: [],
      availability: [],
    });
    expect('userId' in parsed).toBe(false);
  });

  it("refuses bad item input with the spec's messages", () => {
    expect(firstMessage(AddItemFieldsSchema.safeParse({ itemName: ' ', subCategory_id: 'a' }))).toBe('Item name is required');
    expect(firstMessage(AddItemFieldsSchema.safeParse({ itemName: 'a', subCategory_id: 'a', price: '1.234' }))).toBe(
      'Price must contain only numbers and decimals (e.g. 10.99)',
    );
    const six = JSON.stringify(Array.from({ length: 6 }, (_, i) => ({ name: `V${i}`, price: 1 })));
    expect(firstMessage(AddItemFieldsSchema.safeParse({ itemName: 'a', subCategory_id: 'a', varietyArr: six }))).toBe(
      'Maximum varieties reached: You can add up to 5 varieties for an item',
    );
    expect(firstMessage(EditItemFieldsSchema.safeParse({ itemName: 'a' }))).toBe('Item ID is required');
  });

  it('validates the web forms: add needs category and subcategory, edit needs a price without varieties', () => {
    expect(firstMessage(AddItemFormSchema.safeParse({ itemName: 'Tea', categoryId: '', subCategoryId: 's' }))).toBe(
      'Please select a category',
    );
    expect(firstMessage(AddItemFormSchema.safeParse({ itemName: 'Tea', categoryId: 'c', subCategoryId: '' }))).toBe(
      'Please select a subcategory',
    );
    expect(AddItemFormSchema.safeParse({ itemName: 'Tea', categoryId: 'c', subCategoryId: 's' }).success).toBe(true);
    // The edit form also places the item (it can move to another subcategory).
    const place = { categoryId: 'c', subCategoryId: 's' };
    expect(firstMessage(EditItemFormSchema.safeParse({ itemName: 'Tea', price: '', ...place }))).toBe(
      'Price must contain only numbers and decimals (e.g. 10.99)',
    );
    expect(
      EditItemFormSchema.safeParse({ itemName: 'Tea', price: '', ...place, varietyArr: [{ name: 'Cup', price: '20' }] }).success,
    ).toBe(true);
    expect(firstMessage(EditItemFormSchema.safeParse({ itemName: 'Tea', price: '20', categoryId: 'c', subCategoryId: '' }))).toBe(
      'Please select a subcategory',
    );
  });

  it('normalises publish and reorder payloads', () => {
    expect(UpdatePublishRequestSchema.parse({ _id: 'a', type: 'subcategory', publish: '0' })).toEqual({
      _id: 'a',
      type: 'SubCategory',
      publish: 0,
    });
    expect(UpdatePublishRequestSchema.safeParse({ _id: 'a', type: 'Item', publish: 3 }).success).toBe(false);
    expect(MenuDragRequestSchema.safeParse({ type: 'item', oldData: [], reorderedData: [] }).success).toBe(false);
  });
});
