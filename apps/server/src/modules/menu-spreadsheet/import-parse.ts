/**
 * Parsing, the import's first step: the sheet's header and rows into typed rows, with every
 * problem in the forms' own words. Knows nothing of the current menu.
 */
import {
  AddItemFieldsSchema,
  FOOD_TYPE_LABELS,
  FOOD_TYPE_MESSAGE,
  FoodTypeSchema,
  ID_PATTERN,
  ingredientIdFor,
  MENU_COLUMNS,
  MENU_MESSAGES,
  REQUIRED_MENU_COLUMNS,
  rupeesToPaise,
  CategoryNameSchema,
  DESCRIPTION_MAX,
  ITEM_NAME_MAX,
  SubcategoryNameSchema,
  translationColumnOf,
  VarietyFormSchema,
  type TranslatedField,
  type FoodType,
  type ImportRowError,
  type MenuColumnKey,
} from '@venue/shared';
import type { StoredVariety } from '../../db/schema/menu.ts';
import { AppError } from '../../lib/errors.ts';
import type { MediaUrlCheck } from '../media/media.service.ts';
import { unescapeCell } from '../../lib/cell-escape.ts';
import type { SheetRow } from './parse-worker.ts';

export interface ItemValues {
  name: string;
  description: string;
  pricePaise: number;
  foodType: FoodType;
  varieties: StoredVariety[];
  ingredients: string[];
  tags: string[];
  publish: 0 | 1;
  chefRecommend: boolean;
  mediaUrl: string;
  /** The dish's text per language as the file's translation columns give it (decisions §7): a field without a column is absent. */
  translations: FileTranslations;
}

export type FileTranslations = Record<string, Partial<Record<TranslatedField, string>>>;

/** A translation column of the file ("Name (hi)"): where it is and what it holds. */
export interface TranslationColumn {
  index: number;
  header: string;
  lang: string;
  field: TranslatedField;
}

/** The file's translation columns, the first of each language and field. */
export function readTranslationColumns(header: SheetRow | undefined): TranslationColumn[] {
  const columns: TranslationColumn[] = [];
  header?.cells.forEach((cell, index) => {
    const column = translationColumnOf(cell);
    if (column && !columns.some((known) => known.lang === column.lang && known.field === column.field))
      columns.push({ ...column, index, header: cell.trim() });
  });
  return columns;
}

const TRANSLATION_LIMITS: Record<TranslatedField, number> = { name: ITEM_NAME_MAX, description: DESCRIPTION_MAX };

export const norm = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0']);
const LABEL_TO_FOOD_TYPE = new Map(Object.entries(FOOD_TYPE_LABELS).map(([type, label]) => [label.toLowerCase(), type]));

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message ?? 'Invalid value';

/** Maps header text to column keys; refuses a file whose required columns are missing. */
export function readHeader(header: SheetRow | undefined): Map<MenuColumnKey, number> {
  const byHeader = new Map(MENU_COLUMNS.map((column) => [norm(column.header), column.key]));
  const positions = new Map<MenuColumnKey, number>();
  header?.cells.forEach((cell, index) => {
    const key = byHeader.get(norm(cell));
    if (key && !positions.has(key)) positions.set(key, index);
  });
  const missing = REQUIRED_MENU_COLUMNS.filter((key) => !positions.has(key));
  if (missing.length > 0) {
    const names = missing.map((key) => MENU_COLUMNS.find((column) => column.key === key)!.header).join(', ');
    throw new AppError(
      'BUSINESS_RULE',
      `The first row must hold the column headers. Missing: ${names}. Download the template to see the expected columns.`,
      {
        details: missing.map((key) => ({
          row: 1,
          column: MENU_COLUMNS.find((c) => c.key === key)!.header,
          message: 'Missing column',
        })),
      },
    );
  }
  return positions;
}

/** A row that passed the forms' rules, with its cells as typed values. */
export interface ParsedRow {
  number: number;
  category: string;
  subCategory: string;
  categoryId: string | null;
  subCategoryId: string | null;
  itemId: string | null;
  item: ItemValues;
  variety: StoredVariety | null;
}

export function headerOf(key: MenuColumnKey): string {
  return MENU_COLUMNS.find((column) => column.key === key)!.header;
}

function parseFoodType(text: string): FoodType | null {
  const mapped = LABEL_TO_FOOD_TYPE.get(text.trim().toLowerCase()) ?? text;
  const result = FoodTypeSchema.safeParse(mapped);
  return result.success ? result.data : null;
}

function parseYesNo(text: string, empty: boolean): boolean | null {
  const lower = text.trim().toLowerCase();
  if (lower === '') return empty;
  if (YES.has(lower)) return true;
  if (NO.has(lower)) return false;
  return null;
}

const splitList = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** Validates one row with the forms' own rules and words; collects every problem in it. */
export function parseRow(
  row: SheetRow,
  columns: Map<MenuColumnKey, number>,
  errors: ImportRowError[],
  checkMediaUrl: MediaUrlCheck,
  translationColumns: readonly TranslationColumn[] = [],
): ParsedRow | null {
  const cell = (key: MenuColumnKey) => {
    const index = columns.get(key);
    return index === undefined ? '' : unescapeCell(row.cells[index] ?? '').trim();
  };
  const before = errors.length;
  const failed = new Set<string>();
  // One message per cell: the first rule it breaks, as the forms show it.
  const fail = (key: MenuColumnKey | '', message: string) => {
    if (failed.has(key)) return;
    failed.add(key);
    errors.push({ row: row.number, column: key ? headerOf(key) : '', message });
  };

  const category = CategoryNameSchema.safeParse(cell('category'));
  if (!category.success) fail('category', cell('category') ? firstMessage(category) : MENU_MESSAGES.selectCategory);
  const subCategory = SubcategoryNameSchema.safeParse(cell('subCategory'));
  if (!subCategory.success)
    fail('subCategory', cell('subCategory') ? firstMessage(subCategory) : MENU_MESSAGES.selectSubcategory);

  const fields = AddItemFieldsSchema.pick({ itemName: true, description: true, price: true, tags: true }).safeParse({
    itemName: cell('itemName'),
    description: cell('description'),
    price: cell('price'),
    tags: splitList(cell('tags')),
  });
  if (!fields.success) {
    for (const issue of fields.error.issues) {
      const key =
        ({ itemName: 'itemName', description: 'description', price: 'price', tags: 'tags' } as const)[
          String(issue.path[0]) as 'itemName'
        ] ?? '';
      fail(key, issue.message);
    }
  }

  const foodType = parseFoodType(cell('foodType'));
  if (!foodType) fail('foodType', FOOD_TYPE_MESSAGE);
  const chefRecommend = parseYesNo(cell('chefRecommend'), false);
  if (chefRecommend === null) fail('chefRecommend', "Chef's choice must be Yes or No");
  const visible = parseYesNo(cell('visible'), true);
  if (visible === null) fail('visible', 'Visible must be Yes or No');

  let variety: StoredVariety | null = null;
  const varietyName = cell('varietyName');
  const varietyPrice = cell('varietyPrice');
  const varietyFoodTypeText = cell('varietyFoodType');
  if (varietyName || varietyPrice || varietyFoodTypeText) {
    const parsed = VarietyFormSchema.safeParse({
      name: varietyName,
      price: varietyPrice,
      type: parseFoodType(varietyFoodTypeText) ?? varietyFoodTypeText,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] === 'name' ? 'varietyName' : issue.path[0] === 'price' ? 'varietyPrice' : 'varietyFoodType';
        fail(key, issue.path[0] === 'type' ? FOOD_TYPE_MESSAGE : issue.message);
      }
    } else {
      variety = { name: parsed.data.name, pricePaise: rupeesToPaise(parsed.data.price), type: parsed.data.type };
    }
  }

  const mediaProblem = checkMediaUrl(cell('mediaUrl'));
  if (mediaProblem) fail('mediaUrl', mediaProblem);

  const translations: FileTranslations = {};
  for (const column of translationColumns) {
    const text = unescapeCell(row.cells[column.index] ?? '').trim();
    const limit = TRANSLATION_LIMITS[column.field];
    if (text.length > limit)
      errors.push({ row: row.number, column: column.header, message: `${column.header} must be at most ${limit} characters` });
    (translations[column.lang] ??= {})[column.field] = text;
  }

  const idOrNull = (key: MenuColumnKey) => {
    const value = cell(key).toLowerCase();
    return ID_PATTERN.test(value) ? value : null;
  };
  if (errors.length > before || !fields.success || !category.success || !subCategory.success) return null;
  return {
    number: row.number,
    category: category.data,
    subCategory: subCategory.data,
    categoryId: idOrNull('categoryId'),
    subCategoryId: idOrNull('subCategoryId'),
    itemId: idOrNull('itemId'),
    variety,
    item: {
      name: fields.data.itemName,
      description: fields.data.description,
      pricePaise: rupeesToPaise(fields.data.price),
      foodType: foodType!,
      varieties: [],
      ingredients: splitList(cell('allergens')).map(ingredientIdFor),
      tags: fields.data.tags,
      publish: visible ? 1 : 0,
      chefRecommend: chefRecommend!,
      mediaUrl: cell('mediaUrl'),
      translations,
    },
  };
}

/**
 * Which item a row belongs to, read from its raw cells, so that a row too broken to parse
 * still takes its sibling rows (the item's other varieties) down with it.
 */
export function looseItemKey(row: SheetRow, columns: Map<MenuColumnKey, number>): string {
  const raw = (key: MenuColumnKey) => norm(unescapeCell(row.cells[columns.get(key) ?? -1] ?? ''));
  return raw('itemId') || `${raw('category')}|${raw('subCategory')}|${raw('itemName')}`;
}
