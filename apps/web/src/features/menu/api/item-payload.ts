import { ingredientById } from '@venue/shared';
import type { ItemFormValues } from '../types.ts';
import { emptyFile } from '../utils/media.ts';

/** What the Edit Item form did to the media (spec §4): absent file = unchanged, empty = removed. */
export type MediaChange = { kind: 'unchanged' } | { kind: 'removed' } | { kind: 'replaced'; file: File };

const varietiesJson = (varieties: ItemFormValues['varietyArr']) =>
  JSON.stringify((varieties ?? []).map((v) => ({ name: v.name.trim(), price: Number(v.price), type: v.type ?? 'na' })));

/** The multipart body of POST /v2/addItems (spec §7): ingredients as catalogue ids. */
export function buildAddItemForm(values: ItemFormValues, file: File | null): FormData {
  const form = new FormData();
  const hasVarieties = (values.varietyArr ?? []).length > 0;
  form.append('itemName', values.itemName.trim());
  form.append('description', (values.description ?? '').trim());
  // Spec §5: the add price is optional (default 0) and disabled when varieties carry prices.
  form.append('price', !hasVarieties && values.price ? String(values.price) : '0');
  form.append('subCategory_id', values.subCategoryId);
  form.append('type', values.type);
  form.append('publish', values.isVisible === false ? '0' : '1');
  form.append('chefRecommend', values.chefRecommend ? 'true' : 'false');
  form.append('varietyArr', varietiesJson(values.varietyArr));
  form.append('ingredients', JSON.stringify(values.ingredients ?? []));
  form.append('tags', JSON.stringify(values.tags ?? []));
  form.append('availability', JSON.stringify(values.availability ?? []));
  if (file) form.append('file', file);
  return form;
}

/** The multipart body of PATCH /v2/editItems (spec §7): ingredients as NAMES, unknown ids raw. */
export function buildEditItemForm(id: string, values: ItemFormValues, media: MediaChange): FormData {
  const form = new FormData();
  const hasVarieties = (values.varietyArr ?? []).length > 0;
  form.append('_id', id);
  // The subcategory picked in the form: a different one moves the item (issue 15).
  form.append('subCategory_id', values.subCategoryId);
  form.append('itemName', values.itemName.trim());
  form.append('description', (values.description ?? '').trim());
  if (!hasVarieties) form.append('price', (values.price ?? '').trim());
  form.append('type', values.type);
  form.append('publish', values.isVisible === false ? '0' : '1');
  form.append('chefRecommend', values.chefRecommend ? 'true' : 'false');
  form.append('varietyArr', varietiesJson(values.varietyArr));
  form.append('ingredients', JSON.stringify((values.ingredients ?? []).map((entry) => ingredientById(entry)?.name ?? entry)));
  form.append('tags', JSON.stringify(values.tags ?? []));
  form.append('availability', JSON.stringify(values.availability ?? []));
  if (media.kind === 'replaced') form.append('file', media.file);
  if (media.kind === 'removed') form.append('file', emptyFile());
  return form;
}
