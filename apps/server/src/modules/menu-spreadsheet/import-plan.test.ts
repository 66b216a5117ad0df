import { describe, expect, it } from 'vitest';
import { INGREDIENT_CATALOGUE, MENU_COLUMNS, type MenuColumnKey } from '@venue/shared';
import { exportRows, exportRowsAsCells, type ExportRow } from './export-rows.ts';
import { planImport } from './import-plan.ts';
import type { MenuSnapshot } from './menu-snapshot.ts';
import type { SheetRow } from './parse-worker.ts';

/*
 * Change detection, field by field: an exported row changed in exactly one field must plan
 * exactly one item update that names exactly that field, and an untouched export none.
 */

const id = (n: number) => `65b000000000000000000${String(n).padStart(3, '0')}`;
const [milk, nut] = INGREDIENT_CATALOGUE;

const menu: MenuSnapshot = {
  categories: [{ id: id(1), name: 'Mains', position: 1 }],
  subcategories: [
    { id: id(2), categoryId: id(1), name: 'Curries', position: 1 },
    { id: id(3), categoryId: id(1), name: 'Breads', position: 2 },
  ],
  items: [
    {
      id: id(4),
      categoryId: id(1),
      subcategoryId: id(2),
      name: 'Dal Makhani',
      description: 'Slow-cooked black lentils',
      pricePaise: 24900,
      foodType: 'veg',
      varieties: [],
      ingredients: [milk!.id],
      tags: ['house special'],
      publish: 1,
      chefRecommend: false,
      mediaUrl: 'https://media.example.test/menu/food/dal.webp',
      position: 1,
    },
  ],
};

/** The planner's own rules are under test here; media ownership has its own tests (import-media.test.ts). */
const acceptAnyMedia = () => null;

const header = (key: MenuColumnKey) => MENU_COLUMNS.find((column) => column.key === key)!.header;

function sheetOf(rows: ExportRow[]): SheetRow[] {
  return exportRowsAsCells(rows).map((cells, index) => ({ number: index + 1, cells }));
}

/** Each compared field, with an edit of the exported row that changes only it. */
const SINGLE_FIELD_EDITS: Array<[field: string, edit: Partial<ExportRow>]> = [
  [header('itemName'), { itemName: 'Dal Bukhara' }],
  [header('description'), { description: 'Black lentils, cooked overnight' }],
  [header('price'), { price: '259' }],
  [header('foodType'), { foodType: 'vegan' }],
  ['Varieties', { varietyName: 'Half', varietyPrice: '149', varietyFoodType: 'veg' }],
  [header('allergens'), { allergens: `${milk!.name}, ${nut!.name}` }],
  [header('tags'), { tags: 'house special, rich' }],
  [header('visible'), { visible: 'No' }],
  [header('chefRecommend'), { chefRecommend: 'Yes' }],
  [header('mediaUrl'), { mediaUrl: '' }],
  [header('subCategory'), { subCategory: 'Breads', subCategoryId: id(3) }],
];

describe('planImport change detection', () => {
  it('plans nothing for an untouched export', () => {
    const plan = planImport(sheetOf(exportRows(menu)), menu, acceptAnyMedia);
    expect(plan.errors).toEqual([]);
    expect(plan.changes).toEqual([]);
    expect(plan.unchanged).toBe(1);
  });

  it('compares every field the sheet carries', () => {
    const compared = new Set(SINGLE_FIELD_EDITS.flatMap(([, edit]) => Object.keys(edit)));
    const notCompared = new Set<MenuColumnKey>([
      'category',
      'varietyPrice',
      'varietyFoodType',
      'categoryId',
      'subCategoryId',
      'itemId',
    ]);
    expect(MENU_COLUMNS.map((column) => column.key).filter((key) => !compared.has(key) && !notCompared.has(key))).toEqual([]);
  });

  it.each(SINGLE_FIELD_EDITS)('plans one update naming only %s when only it changed', (field, edit) => {
    const [row] = exportRows(menu);
    const plan = planImport(sheetOf([{ ...row!, ...edit }]), menu, acceptAnyMedia);
    expect(plan.errors).toEqual([]);
    expect(plan.changes).toEqual([expect.objectContaining({ action: 'update', entity: 'item', rows: [2], fields: [field] })]);
    expect(plan.updatedItems.map((item) => item.existingId)).toEqual([id(4)]);
    expect(plan.unchanged).toBe(0);
  });
});
