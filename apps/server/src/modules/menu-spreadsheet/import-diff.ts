/**
 * Diffing, the import's last step: matched items against the current menu, into what to
 * create, what to update (by field, in the sheet's headers) and what stays.
 */
import {
  MAX_VARIETIES,
  MENU_MESSAGES,
  translationHeaderOf,
  withTranslation,
  type EntityTranslations,
  type ImportChange,
  type ImportRowError,
  type TranslatedField,
} from '@venue/shared';
import { headerOf, type ItemValues } from './import-parse.ts';
import type { EntityRef, MatchedItem } from './import-match.ts';
import type { MenuSnapshot } from './menu-snapshot.ts';

export interface PlannedItem {
  existingId: string | null;
  subcategory: EntityRef;
  category: EntityRef;
  values: ItemValues;
  /** The dish's translations once the file's are written over what it has (decisions §7). */
  translations: EntityTranslations;
  rows: number[];
}

/** `translations` with the file's cells written over them: a language without columns stays as it is. */
function mergedTranslations(translations: EntityTranslations, file: ItemValues['translations']): EntityTranslations {
  let merged = translations;
  for (const [lang, cells] of Object.entries(file)) merged = withTranslation(merged, lang, (text) => ({ ...text, ...cells }));
  return merged;
}

export interface ItemDiff {
  newItems: PlannedItem[];
  updatedItems: PlannedItem[];
  changes: ImportChange[];
  unchanged: number;
}

const sameList = <T>(a: readonly T[], b: readonly T[], eq: (x: T, y: T) => boolean = (x, y) => x === y) =>
  a.length === b.length && a.every((value, index) => eq(value, b[index]!));

/** Which item fields differ, by their sheet headers. */
export function changedFields(existing: MenuSnapshot['items'][number], next: ItemValues, moved: boolean): string[] {
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
  for (const [lang, cells] of Object.entries(next.translations))
    for (const [field, text] of Object.entries(cells) as Array<[TranslatedField, string]>)
      if ((existing.translations?.[lang]?.[field] ?? '') !== text) fields.push(translationHeaderOf(field, lang));
  return fields;
}

/**
 * Plans each matched item; an item with a skipped row, or with more varieties than allowed,
 * is left out whole and its rows added to `skipped`.
 */
export function diffItems(items: MatchedItem[], menu: MenuSnapshot, skipped: Set<number>, errors: ImportRowError[]): ItemDiff {
  const itemsById = new Map(menu.items.map((i) => [i.id, i]));
  const newItems: PlannedItem[] = [];
  const updatedItems: PlannedItem[] = [];
  const changes: ImportChange[] = [];
  let unchanged = 0;
  const whereOf = (category: string, subCategory: string) => `${category} › ${subCategory}`;

  for (const group of items) {
    if (group.rows.some((row) => skipped.has(row.number))) {
      for (const row of group.rows) skipped.add(row.number);
      continue;
    }
    const first = group.rows[0]!;
    const varieties = group.rows.flatMap((row) => (row.variety ? [row.variety] : []));
    if (varieties.length > MAX_VARIETIES) {
      const sixth = group.rows.filter((row) => row.variety)[MAX_VARIETIES]!;
      errors.push({ row: sixth.number, column: headerOf('varietyName'), message: MENU_MESSAGES.maxVarieties });
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
      translations: mergedTranslations(
        (group.existingId ? itemsById.get(group.existingId)?.translations : undefined) ?? {},
        values.translations,
      ),
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
  return { newItems, updatedItems, changes, unchanged };
}
