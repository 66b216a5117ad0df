import { z } from 'zod';
import { MENU_OWN_LANGUAGE, isMenuLanguage } from './menu-languages.ts';

/**
 * The menu spreadsheet (spec §1, §7 `download-menu-as-excel`, `import-menu-from-excel`):
 * one row per item, or per variety of an item with varieties. Export and import share these
 * columns, so a file downloaded and uploaded again changes nothing.
 */
export const MENU_SHEET_NAME = 'Menu';
export const MENU_HELP_SHEET_NAME = 'How to fill';

export const MENU_COLUMNS = [
  { key: 'category', header: 'Category', help: 'Required. A new name creates the category.' },
  { key: 'subCategory', header: 'Subcategory', help: 'Required. A new name creates the subcategory in that category.' },
  {
    key: 'itemName',
    header: 'Item name',
    help: 'Required. Rows with the same category, subcategory and item name are one item.',
  },
  { key: 'description', header: 'Description', help: 'Optional, up to 1000 characters.' },
  { key: 'price', header: 'Price', help: 'Rupees: digits with up to 2 decimals, e.g. 249 or 10.99. Empty means 0.' },
  { key: 'foodType', header: 'Food type', help: 'veg, non-veg, egg, vegan or na (Not Specified). Empty means na.' },
  {
    key: 'varietyName',
    header: 'Variety name',
    help: 'Optional. One row per variety (at most 5 per item): repeat the item on each row.',
  },
  { key: 'varietyPrice', header: 'Variety price', help: 'Required with a variety name, same format as Price.' },
  { key: 'varietyFoodType', header: 'Variety food type', help: 'Same values as Food type. Empty means na.' },
  {
    key: 'allergens',
    header: 'Allergens',
    help: 'Comma-separated: Milk, Wheat / Rye / Barley / Oats, Nut, Fish, Sulphite, Crustacean, Egg, Extra Chili, Soy.',
  },
  { key: 'chefRecommend', header: "Chef's choice", help: 'Yes or No. Empty means No.' },
  { key: 'visible', header: 'Visible', help: 'Yes or No. Empty means Yes.' },
  { key: 'tags', header: 'Tags', help: 'Comma-separated, at most 10.' },
  {
    key: 'mediaUrl',
    header: 'Media URL',
    help: 'The photo or video address as exported, or an https:// link to a picture on another website. Leave as is; empty removes the media.',
  },
  { key: 'categoryId', header: 'Category _id', help: 'Filled by the export. Leave as is, or empty for new rows.' },
  { key: 'subCategoryId', header: 'Subcategory _id', help: 'Filled by the export. Leave as is, or empty for new rows.' },
  { key: 'itemId', header: 'Item _id', help: 'Filled by the export. Leave as is, or empty for new rows.' },
] as const;

export type MenuColumnKey = (typeof MENU_COLUMNS)[number]['key'];

/*
 * Translations (decisions §7): after the columns above, one name and one description column per
 * language of the menu but its own, headed "Name (hi)" and "Description (hi)". A file without a
 * language's columns leaves that language's translations as they are; an empty cell clears one.
 */
export type TranslatedField = 'name' | 'description';
const TRANSLATION_HEADER_WORDS: Record<TranslatedField, string> = { name: 'Name', description: 'Description' };

export const translationHeaderOf = (field: TranslatedField, lang: string) => `${TRANSLATION_HEADER_WORDS[field]} (${lang})`;

/** The language and field a header names ("Name (hi)"), or null for any other header. */
export function translationColumnOf(header: string): { lang: string; field: TranslatedField } | null {
  const match = /^\s*(name|description)\s*\(\s*([a-z]{2})\s*\)\s*$/i.exec(header);
  if (!match) return null;
  const lang = match[2]!.toLowerCase();
  if (!isMenuLanguage(lang) || lang === MENU_OWN_LANGUAGE) return null;
  return { lang, field: match[1]!.toLowerCase() as TranslatedField };
}

export const TRANSLATION_COLUMNS_HELP =
  "One pair per language of the menu: the dish's name and description in that language. Empty shows the menu's own text.";
export const REQUIRED_MENU_COLUMNS: readonly MenuColumnKey[] = ['category', 'subCategory', 'itemName'];

/**
 * Spreadsheet calls one venue may make per hour (issue 16): each import is parsed in a worker
 * with up to 256 MB, and a preview and its apply count as two. An export of a menu already
 * exported at the same version is served again without counting.
 */
export const MENU_IMPORTS_PER_PROFILE_PER_HOUR = 20;
export const MENU_EXPORTS_PER_PROFILE_PER_HOUR = 60;
/** `wait` is e.g. "12 minutes". */
export const menuImportsRateLimitedMessage = (wait: string) =>
  `Too many spreadsheet imports this hour. Please try again in ${wait}.`;
export const menuExportsRateLimitedMessage = (wait: string) => `Too many menu downloads this hour. Please try again in ${wait}.`;

export const IMPORT_MODES = ['preview', 'apply'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

export const ImportRowErrorSchema = z.object({
  /** The spreadsheet's own row number (the header is row 1). */
  row: z.number().int(),
  /** The column's header as in the file, or '' for a problem with the whole row. */
  column: z.string(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof ImportRowErrorSchema>;

export const ImportChangeSchema = z.object({
  action: z.enum(['create', 'update']),
  entity: z.enum(['category', 'subCategory', 'item']),
  name: z.string(),
  /** For items: "Category › Subcategory". */
  where: z.string(),
  /** Spreadsheet rows this change comes from. */
  rows: z.array(z.number().int()),
  /** For updates: the fields that change. */
  fields: z.array(z.string()),
});
export type ImportChange = z.infer<typeof ImportChangeSchema>;

export const ImportSummarySchema = z.object({
  create: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
  errors: z.number().int(),
});
export type ImportSummary = z.infer<typeof ImportSummarySchema>;

export const ImportResultSchema = z.object({
  mode: z.enum(IMPORT_MODES),
  /** True when the changes were written. */
  applied: z.boolean(),
  summary: ImportSummarySchema,
  changes: z.array(ImportChangeSchema),
  errors: z.array(ImportRowErrorSchema),
  /** Rows left out because they had errors (apply with validOnly). */
  skippedRows: z.array(z.number().int()),
});
export type ImportResult = z.infer<typeof ImportResultSchema>;

/** GET /v2/download-menu-as-excel query: `template=1` (or true) answers the empty template. */
export const MenuDownloadQuerySchema = z.object({
  template: z.preprocess((value) => value === true || value === '1' || value === 'true', z.boolean()).default(false),
  profileId: z.string().optional(),
});

/** Multipart fields of POST /v2/import-menu-from-excel besides the file. */
export const ImportFieldsSchema = z.object({
  mode: z.enum(IMPORT_MODES, { error: "Mode must be 'preview' or 'apply'" }).default('preview'),
  /** "import valid rows only": write the valid rows and report the rest. */
  validOnly: z.preprocess((value) => value === true || value === 'true' || value === '1', z.boolean()).default(false),
});
