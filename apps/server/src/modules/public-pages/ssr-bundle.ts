import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type {
  PublicBookingPage,
  PublicEventPage,
  PublicLinkPage,
  PublicManageBookingPage,
  PublicMenu,
  PublicTheme,
  PublicTicketCallbackPage,
  PublicTicketPage,
} from '@venue/shared';
import type { AppConfig } from '../../config.ts';
import { AppError } from '../../lib/errors.ts';

/** What the web's SSR entry (apps/web/src/guest/ssr/entry-server.tsx) exports. */
export interface PublicRenderer {
  /** The guest menu page's markup; `sections` in place of rendering the menu's own (a large menu's first piece). */
  renderMenuApp(menu: PublicMenu, sections?: string): string;
  /** The sections of `menu` (a piece of a large menu: issue 17), unchanged dishes' cards kept. */
  renderSections(menu: PublicMenu, subLinksFor?: readonly string[]): string;
  /** A piece's sections and the link to the next piece. */
  renderSectionsPiece(sections: string, nextHref: string | null): string;
  /** A piece as a page of its own, for guests without script. */
  renderPiecePage(theme: PublicTheme, piece: string): string;
  /** The guest menu page's hydration data: the menu without the dishes its markup carries. */
  guestMenuShell(menu: PublicMenu): PublicMenu;
  renderStatusPage(kind: StatusPageKind, venueName?: string, theme?: PublicTheme): string;
  renderLinkPage(page: PublicLinkPage): string;
  renderBookingApp(page: PublicBookingPage): string;
  renderManageBookingApp(page: PublicManageBookingPage): string;
  renderEventApp(page: PublicEventPage): string;
  renderTicketApp(page: PublicTicketPage): string;
  renderTicketCallbackApp(page: PublicTicketCallbackPage): string;
}

export type StatusPageKind = 'unavailable' | 'not-found' | 'booking-not-found' | 'event-not-found';

/**
 * The guest bundle as the page uses it: the script's absolute path, and the stylesheet's text,
 * inlined into the page's head because a linked stylesheet blocks the first paint for a
 * round trip (it is under 3 KB gzipped, Lighthouse's top saving on a phone).
 */
export interface PublicAssets {
  script: string | null;
  /** Chunks the script imports (React, shared by the menu's, the booking pages' and the events' scripts). */
  preload: string[];
  css: string;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const WEB_DIR = path.resolve(here, '../../../../web');
/** Names the renderer to load in place of the web's build: the one the server's tests build for their run. */
export const GUEST_RENDERER_VARIABLE = 'GUEST_RENDERER_FILE';
/** The guest bundle's entries: the menu's script, the booking pages' (issue 11) and the events' (issue 12). */
const CLIENT_ENTRIES = {
  menu: 'src/guest/client/entry-client.tsx',
  booking: 'src/guest/client/booking-entry.tsx',
  events: 'src/guest/client/events-entry.tsx',
} as const;
export type PublicEntry = keyof typeof CLIENT_ENTRIES;
const ASSET_BASE = '/public-menu/';

let renderer: Promise<PublicRenderer> | null = null;

/**
 * The guest pages' renderer: the web's SSR build (`npm run build -w apps/web`), as Node cannot
 * compile JSX, and it renders with Preact's React layer (decision 0040), which only the build sets up.
 * The server's tests load the one their global set-up built from the current source (test/guest-renderer-build.ts).
 * @throws AppError UNAVAILABLE when the SSR build is missing.
 */
export function loadRenderer(): Promise<PublicRenderer> {
  renderer ??= loadBuiltRenderer().catch((error: unknown) => {
    renderer = null;
    throw error;
  });
  return renderer;
}

async function loadBuiltRenderer(): Promise<PublicRenderer> {
  const file = process.env[GUEST_RENDERER_VARIABLE] ?? path.join(WEB_DIR, 'dist-ssr/public-menu.js');
  if (!existsSync(file)) {
    throw new AppError('UNAVAILABLE', 'Public pages are not built yet: run `npm run build -w apps/web`.');
  }
  return (await import(pathToFileURL(file).href)) as PublicRenderer;
}

interface ManifestEntry {
  file: string;
  css?: string[];
  imports?: string[];
}

const NO_ASSETS: PublicAssets = { script: null, preload: [], css: '' };
const assetsByEntry = new Map<PublicEntry, PublicAssets>();

/**
 * The hydration script and stylesheet from the client build's manifest (names are content
 * hashed). Without a built dashboard (API-only runs and tests) the page is served without
 * them: the server-rendered menu still reads, only search, filter and the dialog need script.
 */
export function publicAssets(config: AppConfig, entryName: PublicEntry = 'menu'): PublicAssets {
  const known = assetsByEntry.get(entryName);
  if (known) return known;
  const manifestFile = config.webDistDir ? path.join(config.webDistDir, 'public-menu/.vite/manifest.json') : null;
  if (!manifestFile || !existsSync(manifestFile)) return NO_ASSETS;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestEntry>;
  const entry = manifest[CLIENT_ENTRIES[entryName]];
  const bundleDir = path.dirname(path.dirname(manifestFile));
  const found: PublicAssets = entry
    ? {
        script: `${ASSET_BASE}${entry.file}`,
        preload: (entry.imports ?? []).flatMap((key) => (manifest[key] ? [`${ASSET_BASE}${manifest[key].file}`] : [])),
        // The shared chunk's stylesheet (themes, header) before the entry's own.
        css: [...(entry.imports ?? []).flatMap((key) => manifest[key]?.css ?? []), ...(entry.css ?? [])]
          .map((file) => path.join(bundleDir, file))
          .filter((file) => existsSync(file))
          .map((file) => readFileSync(file, 'utf8'))
          .join('\n'),
      }
    : NO_ASSETS;
  assetsByEntry.set(entryName, found);
  return found;
}
