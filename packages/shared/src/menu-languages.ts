/*
 * The menu in the guest's language (decisions §7 "Menu in the guest's language and time"). The
 * languages a menu may offer are India's scheduled languages that have an ISO 639-1 code and a
 * Noto font on this server (the QR sheet's @fontsource families), plus English, the language the
 * menu itself is written in. Zod-free: the guest page's bundle imports it
 * (`@venue/shared/menu-languages`).
 */

/** The language the menu's own names and descriptions are written in. */
export const MENU_OWN_LANGUAGE = 'en';

/** A Noto family the server carries (@fontsource/noto-sans-*), by script. */
export type MenuScript =
  'latin' | 'devanagari' | 'bengali' | 'tamil' | 'telugu' | 'kannada' | 'malayalam' | 'gujarati' | 'gurmukhi';

export interface MenuLanguage {
  /** ISO 639-1. */
  code: string;
  /** The language's name in English, for the dashboard. */
  name: string;
  /** The language's name in itself, for the guest's switcher. */
  nativeName: string;
  script: MenuScript;
}

/**
 * English first, then the scheduled languages in the Eighth Schedule's order. Left out for want of
 * a font here or of an ISO 639-1 code: Bodo, Dogri, Kashmiri, Konkani, Maithili, Manipuri, Odia,
 * Santali, Sindhi and Urdu.
 */
export const MENU_LANGUAGES = [
  { code: 'en', name: 'English', nativeName: 'English', script: 'latin' },
  { code: 'as', name: 'Assamese', nativeName: 'অসমীয়া', script: 'bengali' },
  { code: 'bn', name: 'Bengali', nativeName: 'বাংলা', script: 'bengali' },
  { code: 'gu', name: 'Gujarati', nativeName: 'ગુજરાતી', script: 'gujarati' },
  { code: 'hi', name: 'Hindi', nativeName: 'हिन्दी', script: 'devanagari' },
  { code: 'kn', name: 'Kannada', nativeName: 'ಕನ್ನಡ', script: 'kannada' },
  { code: 'ml', name: 'Malayalam', nativeName: 'മലയാളം', script: 'malayalam' },
  { code: 'mr', name: 'Marathi', nativeName: 'मराठी', script: 'devanagari' },
  { code: 'ne', name: 'Nepali', nativeName: 'नेपाली', script: 'devanagari' },
  { code: 'pa', name: 'Punjabi', nativeName: 'ਪੰਜਾਬੀ', script: 'gurmukhi' },
  { code: 'sa', name: 'Sanskrit', nativeName: 'संस्कृतम्', script: 'devanagari' },
  { code: 'ta', name: 'Tamil', nativeName: 'தமிழ்', script: 'tamil' },
  { code: 'te', name: 'Telugu', nativeName: 'తెలుగు', script: 'telugu' },
] as const satisfies readonly MenuLanguage[];

export type MenuLanguageCode = (typeof MENU_LANGUAGES)[number]['code'];

export const MENU_LANGUAGE_CODES = MENU_LANGUAGES.map((language) => language.code) as [MenuLanguageCode, ...MenuLanguageCode[]];

export const isMenuLanguage = (code: string): code is MenuLanguageCode =>
  (MENU_LANGUAGE_CODES as readonly string[]).includes(code);

export function menuLanguageOf(code: string): MenuLanguage | undefined {
  return MENU_LANGUAGES.find((language) => language.code === code);
}

/** One entity's text in one language; a field left out falls back to the menu's own. */
export interface TranslatedText {
  name?: string;
  description?: string;
  /** A dish's varieties, by the variety's own name (a renamed variety is untranslated again). */
  varieties?: Record<string, string>;
}

/** An entity's translations by language (the `translations` column of the menu's tables). */
export type EntityTranslations = Partial<Record<string, TranslatedText>>;

/**
 * The text a guest reading `lang` sees: the translation when there is one, else the menu's own
 * (decisions §7). `translations` may be absent: a publication made before translations existed.
 */
export function translatedField(
  translations: EntityTranslations | undefined,
  lang: string,
  field: 'name' | 'description',
  own: string,
): string {
  if (lang === MENU_OWN_LANGUAGE) return own;
  const text = translations?.[lang]?.[field];
  return text ? text : own;
}

export function translatedVariety(translations: EntityTranslations | undefined, lang: string, own: string): string {
  if (lang === MENU_OWN_LANGUAGE) return own;
  return translations?.[lang]?.varieties?.[own] || own;
}

/**
 * The guest's languages in order of preference from an Accept-Language header, as menu language
 * codes ("hi-IN,hi;q=0.9,en;q=0.8" → ['hi', 'en']); regions and unknown languages are dropped.
 */
export function preferredMenuLanguages(header: string | undefined): MenuLanguageCode[] {
  if (!header) return [];
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { code: tag.trim().toLowerCase().split('-')[0] ?? '', q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0 && isMenuLanguage(entry.code))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return [...new Set(ranked.map((entry) => entry.code as MenuLanguageCode))];
}

/**
 * `translations` with `lang`'s text changed by `change`; an emptied language is dropped. An
 * empty string clears a field (guests read the menu's own text again), undefined leaves it.
 */
export function withTranslation(
  translations: EntityTranslations | undefined,
  lang: string,
  change: (text: TranslatedText) => TranslatedText,
): EntityTranslations {
  const next: TranslatedText = { ...change({ ...translations?.[lang] }) };
  for (const key of ['name', 'description'] as const) if (!next[key]) delete next[key];
  if (next.varieties) {
    next.varieties = Object.fromEntries(Object.entries(next.varieties).filter(([, text]) => text !== ''));
    if (Object.keys(next.varieties).length === 0) delete next.varieties;
  }
  const result: EntityTranslations = { ...translations };
  if (Object.keys(next).length === 0) delete result[lang];
  else result[lang] = next;
  return result;
}
