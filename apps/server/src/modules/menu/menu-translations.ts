import { eq } from 'drizzle-orm';
import {
  MENU_LANGUAGES,
  MENU_OWN_LANGUAGE,
  MENU_TRANSLATION_MESSAGES,
  type MenuLanguagesBody,
  type PutTranslationBody,
  type PutTranslationRequest,
  type TranslationEntry,
  type TranslationsBody,
  type UpdateMenuLanguagesRequest,
  withTranslation,
} from '@venue/shared';
import type { Db } from '../../db/client.ts';
import { menuCategories, menuItems, menus, menuSubcategories } from '../../db/schema/index.ts';
import type { ProfileContext } from '../../lib/context.ts';
import { businessRule, notFound } from '../../lib/errors.ts';
import type { MenuRows } from './menu-body.ts';
import { patchMenuRows, readMenuState } from './menu-read.ts';
import { beginMenuWrite, inProfile } from './menu-store.ts';

/*
 * The menu in the guest's language (decisions §7): the menu's extra languages live on its row
 * (`menus.languages`, a setting that reaches guests at once, like the theme); the translations
 * live beside the text they translate (`translations` of each category, subcategory and dish,
 * a dish's varieties by their own name), so they are part of the draft: "Publish Changes" copies
 * them with the rest, counts an edit as a change to publish, and the read cache and its patches
 * carry them without knowing of them.
 */

/** The menu's languages: its own first, then the extra ones in the order the owner chose. */
export const languagesOf = (extra: readonly string[] | undefined): string[] => [
  MENU_OWN_LANGUAGE,
  ...(extra ?? []).filter((code) => code !== MENU_OWN_LANGUAGE),
];

const AVAILABLE = MENU_LANGUAGES.map(({ code, name, nativeName }) => ({ code, name, nativeName }));

/** GET /v2/menu-languages. */
export async function getMenuLanguages(ctx: ProfileContext): Promise<MenuLanguagesBody> {
  const state = await readMenuState(ctx, ctx.profile.id);
  return { languages: languagesOf(state.header?.languages), available: AVAILABLE };
}

/** PUT /v2/menu-languages: the guest page offers these from its next render. */
export async function updateMenuLanguages(ctx: ProfileContext, input: UpdateMenuLanguagesRequest): Promise<MenuLanguagesBody> {
  const extra = [...new Set(input.languages)].filter((code) => code !== MENU_OWN_LANGUAGE);
  await ctx.db.transaction(async (tx) => {
    await beginMenuWrite(tx, ctx.profile.id);
    await tx.update(menus).set({ languages: extra }).where(eq(menus.profileId, ctx.profile.id));
  });
  return { languages: languagesOf(extra), available: AVAILABLE };
}

type Counts = TranslationsBody['missing'];
const noCounts = (): Counts => ({ category: 0, subCategory: 0, item: 0, variety: 0, total: 0 });

/** A variety's id in these calls: its dish's id and its place in the dish's list. */
export const varietyIdOf = (itemId: string, index: number) => `${itemId}:${index}`;

function entryOf(
  entityType: TranslationEntry['entityType'],
  id: string,
  parentId: string | null,
  original: { name: string; description: string },
  text: { name?: string; description?: string } | undefined,
): TranslationEntry {
  const name = text?.name ?? '';
  const description = text?.description ?? '';
  const missing = name === '' || (original.description !== '' && description === '');
  return { entityType, _id: id, parentId, original, name, description, missing };
}

function groupBy<T>(rows: readonly T[], keyOf: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(keyOf(row));
    if (group) group.push(row);
    else groups.set(keyOf(row), [row]);
  }
  return groups;
}

/** Every entity of the draft in menu order, beside its text in `lang`. */
export function translationEntriesOf(rows: MenuRows, lang: string): TranslationEntry[] {
  const entries: TranslationEntry[] = [];
  const subcategoriesOf = groupBy(rows.subcategories, (row) => row.categoryId);
  const itemsOf = groupBy(rows.items, (row) => row.subcategoryId);
  for (const category of rows.categories) {
    entries.push(entryOf('category', category.id, null, { name: category.name, description: '' }, category.translations?.[lang]));
    for (const subcategory of subcategoriesOf.get(category.id) ?? []) {
      const own = { name: subcategory.name, description: '' };
      entries.push(entryOf('subCategory', subcategory.id, category.id, own, subcategory.translations?.[lang]));
      for (const item of itemsOf.get(subcategory.id) ?? []) {
        const text = item.translations?.[lang];
        entries.push(entryOf('item', item.id, subcategory.id, { name: item.name, description: item.description }, text));
        item.varieties.forEach((variety, index) => {
          const name = text?.varieties?.[variety.name];
          entries.push(
            entryOf('variety', varietyIdOf(item.id, index), item.id, { name: variety.name, description: '' }, { name }),
          );
        });
      }
    }
  }
  return entries;
}

function countsOf(entries: readonly TranslationEntry[], which: (entry: TranslationEntry) => boolean): Counts {
  const counts = noCounts();
  for (const entry of entries) {
    if (!which(entry)) continue;
    counts[entry.entityType] += 1;
    counts.total += 1;
  }
  return counts;
}

async function menuLanguagesIn(db: Db, profileId: string): Promise<string[]> {
  const [row] = await db.select({ languages: menus.languages }).from(menus).where(eq(menus.profileId, profileId)).limit(1);
  return languagesOf(row?.languages);
}

/** GET /v2/translations?lang=: the draft, so the owner sees what Publish would give guests. */
export async function getTranslations(ctx: ProfileContext, { lang }: { lang: string }): Promise<TranslationsBody> {
  const state = await readMenuState(ctx, ctx.profile.id);
  const entries = translationEntriesOf(state.rows, lang);
  return { lang, entries, missing: countsOf(entries, (entry) => entry.missing), total: countsOf(entries, () => true) };
}

/**
 * PUT /v2/translations: one entity's text in one of the menu's extra languages, saved to the
 * draft (guests see it after "Publish Changes").
 * @throws 422 when `lang` is not one of the menu's languages, or a description is sent for
 * anything but a dish; 404 for an id the menu does not hold.
 */
export async function putTranslation(ctx: ProfileContext, input: PutTranslationRequest): Promise<PutTranslationBody> {
  const profileId = ctx.profile.id;
  if (input.entityType !== 'item' && input.description) throw businessRule(MENU_TRANSLATION_MESSAGES.descriptionOfDishOnly);
  const { lang, name, description } = input;
  const updatedAt = ctx.clock();
  const { write, changed } = await ctx.db.transaction(async (tx) => {
    const write = await beginMenuWrite(tx, profileId);
    const missing = () => notFound(MENU_TRANSLATION_MESSAGES.entityNotFound);
    // The entity first: another venue's id is "not found" whatever the language.
    const onMenu = async () => {
      if (!(await menuLanguagesIn(tx, profileId)).includes(lang)) throw businessRule(MENU_TRANSLATION_MESSAGES.languageNotOnMenu);
    };
    switch (input.entityType) {
      case 'category': {
        const where = inProfile(menuCategories.profileId, profileId, menuCategories.id, input._id);
        const [row] = await tx.select().from(menuCategories).where(where).limit(1);
        if (!row) throw missing();
        await onMenu();
        const translations = withTranslation(row.translations, lang, (text) => ({ ...text, name }));
        const [after] = await tx.update(menuCategories).set({ translations, updatedAt }).where(where).returning();
        return { write, changed: { categories: [after!] } };
      }
      case 'subCategory': {
        const where = inProfile(menuSubcategories.profileId, profileId, menuSubcategories.id, input._id);
        const [row] = await tx.select().from(menuSubcategories).where(where).limit(1);
        if (!row) throw missing();
        await onMenu();
        const translations = withTranslation(row.translations, lang, (text) => ({ ...text, name }));
        const [after] = await tx.update(menuSubcategories).set({ translations, updatedAt }).where(where).returning();
        return { write, changed: { subcategories: [after!] } };
      }
      case 'item':
      case 'variety': {
        const isVariety = input.entityType === 'variety';
        const [itemId = '', indexText] = isVariety ? input._id.split(/:(?=\d+$)/) : [input._id];
        const where = inProfile(menuItems.profileId, profileId, menuItems.id, itemId);
        const [row] = await tx.select().from(menuItems).where(where).limit(1);
        const variety = isVariety ? row?.varieties[Number(indexText)] : undefined;
        if (!row || (isVariety && !variety)) throw missing();
        await onMenu();
        const translations = withTranslation(row.translations, lang, (text) =>
          variety
            ? { ...text, varieties: { ...text.varieties, [variety.name]: name } }
            : { ...text, name, ...(description === undefined ? {} : { description }) },
        );
        const [after] = await tx.update(menuItems).set({ translations, updatedAt }).where(where).returning();
        return { write, changed: { items: [after!] } };
      }
    }
  });
  // Nothing moved: the cached menu takes the changed row, and the missing counts below cost no read.
  patchMenuRows(write, changed);
  const { entries, missing } = await getTranslations(ctx, { lang });
  const entry = entries.find((candidate) => candidate.entityType === input.entityType && candidate._id === input._id);
  if (!entry) throw notFound(MENU_TRANSLATION_MESSAGES.entityNotFound);
  return { entry, missing };
}
