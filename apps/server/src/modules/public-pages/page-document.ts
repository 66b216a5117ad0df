import type { PublicTheme } from '@venue/shared';
import type { PublicAssets } from './ssr-bundle.ts';
import { escapeHtml } from '../../lib/html.ts';

/** Page background per theme, so the first paint (and the phone's address bar) matches. */
const THEME_COLORS: Record<PublicTheme, string> = { classic: '#fffaf2', midnight: '#0f172a', minimal: '#ffffff' };

/** A plate on a saffron disc: the favicon of venues without a logo. */
const DEFAULT_ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Ccircle cx='16' cy='16' r='15' fill='%23b45309'/%3E%3Ccircle cx='16' cy='16' r='8' fill='none' stroke='%23fff' stroke-width='2.5'/%3E%3C/svg%3E";

/**
 * JSON inside <script type="application/json">: `<` is escaped so a dish named "</script>"
 * cannot end the element, and U+2028/2029 so older parsers read it as one line.
 */
export function serializeJsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export interface DocumentOptions {
  title: string;
  description: string;
  theme: PublicTheme;
  /** Absolute URL of the page, for Open Graph and canonical. */
  url: string | null;
  /** Absolute logo URL: Open Graph image and favicon. */
  imageUrl: string | null;
  /**
   * A picture for link previews in the logo's place (an event's banner, absolute URL): shown
   * large on the card (`summary_large_image`).
   */
  shareImageUrl?: string | null;
  /**
   * The link preview's picture when the page has neither (the venue has no logo): the
   * platform's own, absolute (`shareImageFallbackOf`), so every page's `og:image` is one.
   */
  fallbackImageUrl: string;
  /** schema.org JSON-LD for search engines and chat assistants (structured-data.ts). */
  structuredData?: unknown;
  assets: PublicAssets;
  /** Server-rendered markup of the root. */
  body: string;
  /** Data the script hydrates from; absent on pages without script. */
  hydrationData?: unknown;
  noIndex?: boolean;
  /** Pages whose address carries a secret (a booking's manage token) keep it out of Referer. */
  noReferrer?: boolean;
  /** The page's language (`<html lang>`); English when absent. */
  lang?: string;
  /** The same page in each of its languages, absolute addresses (`hreflang` alternates, decisions §7). */
  alternates?: ReadonlyArray<{ lang: string; href: string }>;
  /** @font-face rules for the page's script (guest-fonts.ts). */
  fontCss?: string;
  /** The page's font file, fetched with the page rather than after its layout. */
  fontPreload?: string | null;
}

/** The whole HTML page around the React markup (decisions §1: server-rendered, hydrated). */
export function renderDocument(options: DocumentOptions): string {
  const title = escapeHtml(options.title);
  const description = escapeHtml(options.description);
  const icon = escapeHtml(options.imageUrl ?? DEFAULT_ICON);
  const shareImage = escapeHtml(options.shareImageUrl || options.imageUrl || options.fallbackImageUrl);
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">',
    `<title>${title}</title>`,
    `<meta name="description" content="${description}">`,
    `<meta name="theme-color" content="${THEME_COLORS[options.theme]}">`,
    options.noIndex ? '<meta name="robots" content="noindex">' : '',
    options.noReferrer ? '<meta name="referrer" content="no-referrer">' : '',
    `<link rel="icon" href="${icon}">`,
    options.imageUrl ? `<link rel="apple-touch-icon" href="${icon}">` : '',
    '<meta property="og:type" content="website">',
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    options.url ? `<meta property="og:url" content="${escapeHtml(options.url)}">` : '',
    options.url ? `<link rel="canonical" href="${escapeHtml(options.url)}">` : '',
    ...(options.alternates ?? []).map(
      ({ lang, href }) => `<link rel="alternate" hreflang="${escapeHtml(lang)}" href="${escapeHtml(href)}">`,
    ),
    // The menu's own language's address is also the one for any other (Google's x-default).
    options.alternates?.[0] ? `<link rel="alternate" hreflang="x-default" href="${escapeHtml(options.alternates[0].href)}">` : '',
    `<meta property="og:image" content="${shareImage}">`,
    `<meta name="twitter:card" content="${options.shareImageUrl ? 'summary_large_image' : 'summary'}">`,
    ...(options.shareImageUrl
      ? [
          `<meta name="twitter:title" content="${title}">`,
          `<meta name="twitter:description" content="${description}">`,
          `<meta name="twitter:image" content="${shareImage}">`,
        ]
      : []),
    options.fontPreload
      ? `<link rel="preload" href="${escapeHtml(options.fontPreload)}" as="font" type="font/woff2" crossorigin>`
      : '',
    // `</` cannot end the style element early; our own CSS never contains it, but be sure.
    options.assets.css ? `<style>${options.assets.css.replaceAll('</', '<\\/')}</style>` : '',
    ...(options.hydrationData && options.assets.script
      ? [options.assets.script, ...options.assets.preload].map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`)
      : []),
    `<style>html,body{margin:0;background:${THEME_COLORS[options.theme]}}${options.fontCss ?? ''}</style>`,
    // Escaped like the hydration data: a venue named "</script>" cannot end the element.
    options.structuredData ? `<script type="application/ld+json">${serializeJsonForHtml(options.structuredData)}</script>` : '',
  ].filter(Boolean);
  const scripts =
    options.hydrationData && options.assets.script
      ? `<script id="pm-data" type="application/json">${serializeJsonForHtml(options.hydrationData)}</script><script type="module" src="${escapeHtml(options.assets.script)}"></script>`
      : '';
  return `<!doctype html><html lang="${escapeHtml(options.lang ?? 'en')}"><head>${head.join('')}</head><body><div id="pm-root">${options.body}</div>${scripts}</body></html>`;
}
