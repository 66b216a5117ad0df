import { defineRoutes } from './define.ts';

/**
 * The menu's languages and translations (decisions §7 "Menu in the guest's language and time"):
 * reads for every member of the venue, writes for members holding digitalMenuAccess, like the
 * menu's other calls.
 */
export const menuTranslationsRoutes = defineRoutes('menu', {
  getMenuLanguages: {
    method: 'GET',
    path: '/v2/menu-languages',
    access: 'member',
    summary: "The menu's languages (its own, en, first) and every language it may offer",
  },
  updateMenuLanguages: {
    method: 'PUT',
    path: '/v2/menu-languages',
    access: 'digitalMenuAccess',
    summary: "Set the menu's languages: languages (ISO 639-1 codes; en, the menu's own, is always offered)",
  },
  getTranslations: {
    method: 'GET',
    path: '/v2/translations',
    access: 'member',
    summary:
      "Every category, subcategory, dish and variety of the draft in lang, beside the menu's own text, with missing counts",
  },
  putTranslation: {
    method: 'PUT',
    path: '/v2/translations',
    access: 'digitalMenuAccess',
    summary: 'Translate one entity: entityType, _id, lang, name, description? (part of the draft: guests see it after Publish)',
    errors: ['NOT_FOUND', 'BUSINESS_RULE'],
  },
});
