import {
  AddItemFieldsSchema,
  FOOD_TYPE_LABELS,
  FOOD_TYPE_MESSAGE,
  FoodTypeSchema,
  ID_PATTERN,
  ingredientIdFor,
  MAX_VARIETIES,
  MENU_COLUMNS,
  MENU_MESSAGES,
  REQUIRED_MENU_COLUMNS,
  rupeesToPaise,
  CategoryNameSchema,
  SubcategoryNameSchema,
  VarietyFormSchema,
  type FoodType,
  type ImportChange,
  type ImportRowError,
  type MenuColumnKey,
} from '@venue/shared';
import type { StoredVariety } from '../../db/schema/menu.ts';
import { AppError } from '../../lib/errors.ts';
import type { MediaUrlCheck } from '../media/media.service.ts';
import { unescapeCell } from './cell-escape.ts';
import type { SheetRow } from './parse-worker.ts';

/** The menu as the planner needs it: names, ids and every item field the sheet carries. */
export interface MenuSnapshot {
  categories: Array<{ id: string; name: string; position: number }>;
  subcategories: Array<{ id: string; categoryId: string; name: string; position: number }>;
  items: Array<{
    id: string;
    categoryId: string;
    subcategoryId: string;
    name: string;
    description: string;
    pricePaise: number;
    foodType: string;
    varieties: StoredVariety[];
    ingredients: string[];
    tags: string[];
    publish: number;
    chefRecommend: boolean;
    /** The media as the sheet shows it: an absolute URL, or ''. */
    mediaUrl: string;
    position: number;
  }>;
}

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
}

/** A category or subcategory the plan refers to: an existing id, or a new one by its key. */
export type EntityRef = { existing: string } | { created: string };

export interface PlannedCategory {
  key: string;
  name: string;
  /** Set when an existing category is renamed through its _id. */
  existingId: string | null;
}
export interface PlannedSubcategory {
  key: string;
  name: string;
  category: EntityRef;
  existingId: string | null;
}
export interface PlannedItem {
  existingId: string | null;
  subcategory: EntityRef;
  category: EntityRef;
  values: ItemValues;
  rows: number[];
}

export interface ImportPlan {
  changes: ImportChange[];
  errors: ImportRowError[];
  unchanged: number;
  /** Rows left out because they (or another row of the same item) had errors. */
  skippedRows: number[];
  newCategories: PlannedCategory[];
  renamedCategories: PlannedCategory[];
  newSubcategories: PlannedSubcategory[];
  renamedSubcategories: PlannedSubcategory[];
  newItems: PlannedItem[];
  updatedItems: PlannedItem[];
}

const norm = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

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

interface ParsedRow {
  number: number;
  category: string;
  subCategory: string;
  categoryId: string | null;
  subCategoryId: string | null;
  itemId: string | null;
  item: ItemValues;
  variety: StoredVariety | null;
}

function headerOf(key: MenuColumnKey): string {
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
function parseRow(
  row: SheetRow,
  columns: Map<MenuColumnKey, number>,
  errors: ImportRowError[],
  checkMediaUrl: MediaUrlCheck,
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
    },
  };
}

const sameList = <T>(a: readonly T[], b: readonly T[], eq: (x: T, y: T) => boolean = (x, y) => x === y) =>
  a.length === b.length && a.every((value, index) => eq(value, b[index]!));

/** Which item fields differ, by their sheet headers. */
function changedFields(existing: MenuSnapshot['items'][number], next: ItemValues, moved: boolean): string[] {
  const fields: string[] = [];
  if (existing.name !== next.name) fields.push(headerOf('itemName'));
  if (existing.description !== next.description) fields.push(headerOf('description'));
  if (existing.pricePaise !== next.pricePaise) fields.push(headerOf('price'));
  if (existing.foodType !== next.foodType) fields.push(headerOf('foodType'));
  if (
    !sameList(
      existing.varieties,
      next.varieties,
      (a, b) => a.name === b.name && a.pricePaise === b.pricePaise && a.type === b.type,
    )
  ) {
    fields.push('Varieties');
  }
  if (!sameList(existing.ingredients, next.ingredients)) fields.push(headerOf('allergens'));
  if (!sameList(existing.tags, next.tags)) fields.push(headerOf('tags'));
  if (existing.publish !== next.publish) fields.push(headerOf('visible'));
  if (existing.chefRecommend !== next.chefRecommend) fields.push(headerOf('chefRecommend'));
  if (existing.mediaUrl !== next.mediaUrl) fields.push(headerOf('mediaUrl'));
  if (moved) fields.push(headerOf('subCategory'));
  return fields;
}

/**
 * Turns the sheet's rows into a plan against the current menu: what to create, what to
 * update, what stays, and every row's problems in the forms' words. Rows match by `_id`
 * first, then by category + subcategory + item name (case-insensitive). Pure: writes nothing.
 * `checkMediaUrl` is the media module's ownership rule for the Media URL column.
 */
export function planImport(rows: SheetRow[], menu: MenuSnapshot, checkMediaUrl: MediaUrlCheck): ImportPlan {
  const [header, ...dataRows] = rows;
  const columns = readHeader(header);
  const errors: ImportRowError[] = [];

  const categoriesById = new Map(menu.categories.map((c) => [c.id, c]));
  const categoriesByName = new Map(menu.categories.map((c) => [norm(c.name), c]));
  const subcategoriesById = new Map(menu.subcategories.map((s) => [s.id, s]));
  const subcategoriesByName = new Map(menu.subcategories.map((s) => [`${s.categoryId}|${norm(s.name)}`, s]));
  const itemsById = new Map(menu.items.map((i) => [i.id, i]));
  const itemsByName = new Map(menu.items.map((i) => [`${i.subcategoryId}|${norm(i.name)}`, i]));

  const newCategories = new Map<string, PlannedCategory>();
  const renamedCategories = new Map<string, PlannedCategory>();
  const newSubcategories = new Map<string, PlannedSubcategory>();
  const renamedSubcategories = new Map<string, PlannedSubcategory>();

  const resolveCategory = (row: ParsedRow): EntityRef => {
    const byId = row.categoryId ? categoriesById.get(row.categoryId) : undefined;
    if (byId) {
      if (byId.name !== row.category && !renamedCategories.has(byId.id))
        renamedCategories.set(byId.id, { key: byId.id, name: row.category, existingId: byId.id });
      return { existing: byId.id };
    }
    const byName = categoriesByName.get(norm(row.category));
    if (byName) return { existing: byName.id };
    const key = norm(row.category);
    if (!newCategories.has(key)) newCategories.set(key, { key, name: row.category, existingId: null });
    return { created: key };
  };

  const refKey = (ref: EntityRef) => ('existing' in ref ? ref.existing : `new:${ref.created}`);

  const resolveSubcategory = (row: ParsedRow, category: EntityRef): EntityRef => {
    const byId = row.subCategoryId ? subcategoriesById.get(row.subCategoryId) : undefined;
    if (byId && 'existing' in category && byId.categoryId === category.existing) {
      if (byId.name !== row.subCategory && !renamedSubcategories.has(byId.id)) {
        renamedSubcategories.set(byId.id, { key: byId.id, name: row.subCategory, category, existingId: byId.id });
      }
      return { existing: byId.id };
    }
    if ('existing' in category) {
      const byName = subcategoriesByName.get(`${category.existing}|${norm(row.subCategory)}`);
      if (byName) return { existing: byName.id };
    }
    const key = `${refKey(category)}|${norm(row.subCategory)}`;
    if (!newSubcategories.has(key)) newSubcategories.set(key, { key, name: row.subCategory, category, existingId: null });
    return { created: key };
  };

  // Which item a row belongs to, read from its raw cells so that a row too broken to parse
  // still takes its sibling rows (the item's other varieties) down with it.
  const looseKey = (row: SheetRow) => {
    const raw = (key: MenuColumnKey) => norm(unescapeCell(row.cells[columns.get(key) ?? -1] ?? ''));
    return raw('itemId') || `${raw('category')}|${raw('subCategory')}|${raw('itemName')}`;
  };

  // Group rows into items: by item _id when it belongs to this menu, else by names.
  const groups = new Map<string, { rows: ParsedRow[]; category: EntityRef; subcategory: EntityRef; existingId: string | null }>();
  const failedLooseKeys = new Set<string>();
  const looseKeyOfRow = new Map<number, string>();
  for (const row of dataRows) {
    looseKeyOfRow.set(row.number, looseKey(row));
    const parsed = parseRow(row, columns, errors, checkMediaUrl);
    if (!parsed) {
      failedLooseKeys.add(looseKey(row));
      continue;
    }
    const category = resolveCategory(parsed);
    const subcategory = resolveSubcategory(parsed, category);
    const existingById = parsed.itemId ? itemsById.get(parsed.itemId) : undefined;
    const existingByName =
      'existing' in subcategory ? itemsByName.get(`${subcategory.existing}|${norm(parsed.item.name)}`) : undefined;
    const existing = existingById ?? existingByName;
    const key = existing ? `id:${existing.id}` : `name:${refKey(subcategory)}|${norm(parsed.item.name)}`;
    const group = groups.get(key) ?? { rows: [], category, subcategory, existingId: existing?.id ?? null };
    group.rows.push(parsed);
    groups.set(key, group);
  }

  const newItems: PlannedItem[] = [];
  const updatedItems: PlannedItem[] = [];
  const changes: ImportChange[] = [];
  const skipped = new Set<number>();
  for (const [rowNumber, key] of looseKeyOfRow) if (failedLooseKeys.has(key)) skipped.add(rowNumber);
  let unchanged = 0;
  const whereOf = (category: string, subCategory: string) => `${category} › ${subCategory}`;

  for (const group of groups.values()) {
    if (group.rows.some((row) => skipped.has(row.number))) {
      for (const row of group.rows) skipped.add(row.number);
      continue;
    }
    const first = group.rows[0]!;
    const varieties = group.rows.flatMap((row) => (row.variety ? [row.variety] : []));
    if (varieties.length > MAX_VARIETIES) {
      const sixth = group.rows.filter((row) => row.variety)[MAX_VARIETIES]!;
      errors.push({ row: sixth.number, column: headerOf('varietyName'), message: MENU_MESSAGES.maxVarieties });
    }
    if (varieties.length > MAX_VARIETIES) {
      for (const row of group.rows) skipped.add(row.number);
      continue;
    }
    const values: ItemValues = { ...first.item, varieties };
    const rowNumbers = group.rows.map((row) => row.number);
    const planned: PlannedItem = {
      existingId: group.existingId,
      category: group.category,
      subcategory: group.subcategory,
      values,
      rows: rowNumbers,
    };
    if (!group.existingId) {
      newItems.push(planned);
      changes.push({
        action: 'create',
        entity: 'item',
        name: values.name,
        where: whereOf(first.category, first.subCategory),
        rows: rowNumbers,
        fields: [],
      });
      continue;
    }
    const existing = itemsById.get(group.existingId)!;
    const moved = !('existing' in group.subcategory) || group.subcategory.existing !== existing.subcategoryId;
    const fields = changedFields(existing, values, moved);
    if (fields.length === 0) {
      unchanged += 1;
      continue;
    }
    updatedItems.push(planned);
    changes.push({
      action: 'update',
      entity: 'item',
      name: values.name,
      where: whereOf(first.category, first.subCategory),
      rows: rowNumbers,
      fields,
    });
  }

  // Only categories and subcategories that a written item needs, or that a row renames, are kept.
  const usedKeys = new Set([...newItems, ...updatedItems].flatMap((item) => [refKey(item.category), refKey(item.subcategory)]));
  for (const key of newCategories.keys()) if (!usedKeys.has(`new:${key}`)) newCategories.delete(key);
  for (const key of newSubcategories.keys()) if (!usedKeys.has(`new:${key}`)) newSubcategories.delete(key);

  const entityChanges: ImportChange[] = [
    ...[...newCategories.values()].map((c) => ({
      action: 'create' as const,
      entity: 'category' as const,
      name: c.name,
      where: '',
      rows: [],
      fields: [],
    })),
    ...[...renamedCategories.values()].map((c) => ({
      action: 'update' as const,
      entity: 'category' as const,
      name: c.name,
      where: '',
      rows: [],
      fields: ['Category'],
    })),
    ...[...newSubcategories.values()].map((s) => ({
      action: 'create' as const,
      entity: 'subCategory' as const,
      name: s.name,
      where: '',
      rows: [],
      fields: [],
    })),
    ...[...renamedSubcategories.values()].map((s) => ({
      action: 'update' as const,
      entity: 'subCategory' as const,
      name: s.name,
      where: '',
      rows: [],
      fields: ['Subcategory'],
    })),
  ];

  return {
    changes: [...entityChanges, ...changes],
    errors: errors.sort((a, b) => a.row - b.row),
    unchanged,
    skippedRows: [...skipped].sort((a, b) => a - b),
    newCategories: [...newCategories.values()],
    renamedCategories: [...renamedCategories.values()],
    newSubcategories: [...newSubcategories.values()],
    renamedSubcategories: [...renamedSubcategories.values()],
    newItems,
    updatedItems,
  };
}
