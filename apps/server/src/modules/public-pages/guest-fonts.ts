import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { menuLanguageOf, type MenuScript } from '@venue/shared';
import { unicodeRangeOf } from '../../lib/pdf-fonts.ts';

/*
 * The guest menu in an Indian script (decisions §7): many phones, and the browsers of desktops
 * without Indic fonts, draw Devanagari or Tamil in a mismatched fallback or as boxes. The page in
 * such a language names the script's Noto family (the @fontsource packages the QR sheet embeds,
 * lib/pdf-fonts.ts) with the subset's unicode-range, so the browser downloads the one file of the
 * chosen script, and only when the page shows a letter of it: an English page loads no font.
 */

const require = createRequire(import.meta.url);

/**
 * The regular weight only: the browser draws the page's bold from it. A bold file would double
 * what a translated page downloads (~50 KB each for Devanagari) and hold its largest paint back
 * (decision 0038's figures).
 */
const WEIGHTS = [400] as const;

export const GUEST_FONT_PATH = '/public-menu/fonts/';

const familyOf = (script: Exclude<MenuScript, 'latin'>) => `noto-sans-${script}`;
const fileOf = (script: Exclude<MenuScript, 'latin'>, weight: number) => `${familyOf(script)}-${script}-${weight}-normal.woff2`;
const cssFamilyOf = (script: string) => `Noto Sans ${script[0]!.toUpperCase()}${script.slice(1)}`;

const BODY_FONTS = "'Inter',system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans',sans-serif";
const HEADING_FONTS = "Georgia,'Times New Roman',serif";

const cssByScript = new Map<string, string>();

/**
 * The @font-face rules and the page's font stacks for the language `lang`, or '' for a Latin
 * one. The family comes first in both stacks: its unicode-range leaves every other character to
 * the fonts the page has always used.
 */
export function guestFontCss(lang: string): string {
  const script = menuLanguageOf(lang)?.script ?? 'latin';
  if (script === 'latin') return '';
  let css = cssByScript.get(script);
  if (css === undefined) {
    const family = cssFamilyOf(script);
    const range = unicodeRangeOf(familyOf(script), script);
    const faces = WEIGHTS.map(
      (weight) =>
        `@font-face{font-family:'${family}';font-style:normal;font-weight:${weight};font-display:swap;` +
        `src:url(${GUEST_FONT_PATH}${fileOf(script, weight)}) format('woff2');unicode-range:${range}}`,
    );
    css =
      faces.join('') +
      `.pm{--pm-font:'${family}',${BODY_FONTS}}` +
      `.pm:not([data-theme='midnight']):not([data-theme='minimal']){--pm-heading-font:'${family}',${HEADING_FONTS}}`;
    cssByScript.set(script, css);
  }
  return css;
}

/** The page's font file for `lang`, to preload: the browser would find it only after the page's layout. */
export function guestFontPreload(lang: string): string | null {
  const script = menuLanguageOf(lang)?.script ?? 'latin';
  return script === 'latin' ? null : `${GUEST_FONT_PATH}${fileOf(script, WEIGHTS[0])}`;
}

/** The font files a guest page may name, by file name: read once each, on first request. */
const FILES = new Map<string, string>();
for (const script of ['devanagari', 'bengali', 'tamil', 'telugu', 'kannada', 'malayalam', 'gujarati', 'gurmukhi'] as const)
  for (const weight of WEIGHTS)
    FILES.set(fileOf(script, weight), `@fontsource/${familyOf(script)}/files/${fileOf(script, weight)}`);

const fontBytes = new Map<string, Promise<Buffer>>();

/** A guest font file's bytes, or null for a name the page never links. */
export function guestFontFile(name: string): Promise<Buffer> | null {
  const module = FILES.get(name);
  if (!module) return null;
  let bytes = fontBytes.get(name);
  if (!bytes) {
    bytes = readFile(require.resolve(module));
    bytes.catch(() => fontBytes.delete(name));
    fontBytes.set(name, bytes);
  }
  return bytes;
}
