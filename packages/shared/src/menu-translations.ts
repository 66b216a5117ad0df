import { z } from 'zod';
import { DESCRIPTION_MAX, ITEM_NAME_MAX } from './menu.ts';
import { MENU_LANGUAGE_CODES, MENU_OWN_LANGUAGE, isMenuLanguage } from './menu-languages.ts';

/*
 * The calls of the menu's languages and translations (decisions §7 "Menu in the guest's language
 * and time"): the owner picks the extra languages and translates every category, subcategory,
 * dish and variety; translations are part of the draft and go live with Publish.
 */

export const MENU_TRANSLATION_MESSAGES = {
  unknownLanguage: `Choose languages from: ${MENU_LANGUAGE_CODES.join(', ')}`,
  languageNotOnMenu: "Add this language to the menu's languages first",
  ownLanguage: "English is the menu's own language: edit the dish itself to change it",
  descriptionOfDishOnly: 'Only dishes have a description to translate',
  entityNotFound: 'Nothing on the menu has this id',
} as const;

export const TRANSLATION_ENTITY_TYPES = ['category', 'subCategory', 'item', 'variety'] as const;
export type TranslationEntityType = (typeof TRANSLATION_ENTITY_TYPES)[number];

const LanguageCodeSchema = z
  .string({ error: MENU_TRANSLATION_MESSAGES.unknownLanguage })
  .trim()
  .toLowerCase()
  // A plain boolean: the request's `lang` stays a string, whatever the guard narrows.
  .refine((code): boolean => isMenuLanguage(code), MENU_TRANSLATION_MESSAGES.unknownLanguage);

/** PUT /v2/menu-languages: the menu's languages (`en`, the menu's own, may be left out: it is always offered). */
export const UpdateMenuLanguagesRequestSchema = z.object({
  languages: z.array(LanguageCodeSchema).max(MENU_LANGUAGE_CODES.length),
});
export type UpdateMenuLanguagesRequest = z.infer<typeof UpdateMenuLanguagesRequestSchema>;

export const AvailableMenuLanguageSchema = z.object({ code: z.string(), name: z.string(), nativeName: z.string() });

/** The menu's languages, its own (`en`) first, and every language it could offer. */
export const MenuLanguagesBodySchema = z.object({
  languages: z.array(z.string()),
  available: z.array(AvailableMenuLanguageSchema),
});
export type MenuLanguagesBody = z.infer<typeof MenuLanguagesBodySchema>;

/**
 * PUT /v2/translations: one entity's text in one of the menu's extra languages. An empty name
 * (or description) clears that translation: guests see the menu's own text again. A variety's
 * `_id` is its dish's id and its place in the dish's list (`{itemId}:{index}`, from 0).
 */
export const PutTranslationRequestSchema = z.object({
  entityType: z.enum(TRANSLATION_ENTITY_TYPES),
  _id: z.string().trim().min(1).max(80),
  lang: LanguageCodeSchema.refine((code) => code !== MENU_OWN_LANGUAGE, MENU_TRANSLATION_MESSAGES.ownLanguage),
  name: z.string().trim().max(ITEM_NAME_MAX, `Name must be at most ${ITEM_NAME_MAX} characters`),
  description: z.string().trim().max(DESCRIPTION_MAX, `Description must be at most ${DESCRIPTION_MAX} characters`).optional(),
});
export type PutTranslationRequest = z.infer<typeof PutTranslationRequestSchema>;

export const GetTranslationsQuerySchema = z.object({ lang: PutTranslationRequestSchema.shape.lang });

/** One entity's text: the menu's own beside the translation ('' where there is none). */
export const TranslationEntrySchema = z.object({
  entityType: z.enum(TRANSLATION_ENTITY_TYPES),
  _id: z.string(),
  /** The category of a subcategory, the subcategory of a dish, the dish of a variety; null for a category. */
  parentId: z.string().nullable(),
  original: z.object({ name: z.string(), description: z.string() }),
  name: z.string(),
  description: z.string(),
  /** The name is untranslated, or the menu's own description is and the translation's is not. */
  missing: z.boolean(),
});
export type TranslationEntry = z.infer<typeof TranslationEntrySchema>;

const CountsSchema = z.object({
  category: z.number().int(),
  subCategory: z.number().int(),
  item: z.number().int(),
  variety: z.number().int(),
  total: z.number().int(),
});

/** GET /v2/translations?lang=: every entity of the draft in menu order, with what is missing. */
export const TranslationsBodySchema = z.object({
  lang: z.string(),
  entries: z.array(TranslationEntrySchema),
  missing: CountsSchema,
  total: CountsSchema,
});
export type TranslationsBody = z.infer<typeof TranslationsBodySchema>;

export const PutTranslationBodySchema = z.object({ entry: TranslationEntrySchema, missing: CountsSchema });
export type PutTranslationBody = z.infer<typeof PutTranslationBodySchema>;
