import { MENU_OWN_LANGUAGE, isMenuLanguage, preferredMenuLanguages } from '@venue/shared';

/*
 * Which language a guest reads the menu in (decisions §7): the address's `?lang=` (the switcher's
 * links), else the one the guest last chose on this device (a cookie the page with `?lang=` sets),
 * else the browser's languages (Accept-Language) on a first visit.
 */

/** Remembers the guest's choice for the venue pages (scope /v/), for a year. */
export const LANGUAGE_COOKIE = 'pm_lang';
const COOKIE_PATTERN = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]{2})(?:;|$)`);

/** A `?lang=` worth reading: a language some menu may offer, else nothing. */
export const askedLanguageOf = (query: string | undefined): string | null => {
  const code = query?.trim().toLowerCase() ?? '';
  return isMenuLanguage(code) ? code : null;
};

/**
 * The guest's languages in order, for the page's cache: ending before the menu's own (always
 * offered, so nothing after it matters), and without it, so every guest who reads English shares
 * the one page.
 */
export function wantedLanguagesOf(request: { lang?: string; cookie?: string; acceptLanguage?: string }): string[] {
  const asked = askedLanguageOf(request.lang);
  const remembered = request.cookie ? (COOKIE_PATTERN.exec(request.cookie)?.[1] ?? null) : null;
  const chosen = asked ?? (remembered && isMenuLanguage(remembered) ? remembered : null);
  const list: string[] = chosen ? [chosen] : preferredMenuLanguages(request.acceptLanguage);
  const own = list.indexOf(MENU_OWN_LANGUAGE);
  return own === -1 ? list : list.slice(0, own);
}

/** The cookie that keeps a guest's `?lang=` choice for their next visit. */
export const languageCookieOf = (lang: string) => `${LANGUAGE_COOKIE}=${lang}; Path=/v/; Max-Age=31536000; SameSite=Lax`;
