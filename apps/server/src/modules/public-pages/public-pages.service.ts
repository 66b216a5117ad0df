import { createHash } from 'node:crypto';
import { setImmediate } from 'node:timers/promises';
import type {
  PublicEventListing,
  MenuPreviewBody,
  MenuPreviewQuery,
  MenuSettingsBody,
  PublicLinkPage,
  PublicMenu,
  UpdateMenuSettingsRequest,
} from '@venue/shared';
import { ID_PATTERN, LINK_CLICK_WINDOW_SECONDS, MENU_OWN_LANGUAGE, menuLanguageOf } from '@venue/shared';
import type { Db } from '../../db/client.ts';
import type { ProfileContext, ServiceContext } from '../../lib/context.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { localDate, localTime, venueInstant } from '../../lib/venue-time.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { followLink, readPublicLinkPageContent, type PublicLinkPageContent } from '../fast-social/fast-social.service.ts';
import {
  guestRowsKey,
  guestRowsOf,
  readMenuRow,
  touchMenu,
  unpublishedChangesOf,
  type MenuRowChanges,
  type MenuState,
} from '../menu/menu.service.ts';
import { readGuestOpeningHours } from '../opening-hours/opening-hours.service.ts';
import { readRestaurantOfProfile, type RestaurantRow } from '../reservations/reservations.service.ts';
import { upcomingEventsOf } from './event-listings.ts';
import { encodeBody, type EncodedBody } from '../../lib/encoded-body.ts';
import { defineSlots, readModelOf, readThrough } from '../../lib/read-model/index.ts';
import { claimSharedBuild } from '../../lib/shared-build.ts';
import { PIECE_DISHES, piecesOf, type MenuPiece } from './menu-pieces.ts';
import { renderDocument, type DocumentOptions } from './page-document.ts';
import { shareImageFallbackOf } from './share-image.ts';
import { restaurantStructuredData } from './structured-data.ts';
import { readVenueFacts } from './venue-facts.ts';
import {
  findVenueById,
  findVenueByUsername,
  findVenueWithMenu,
  findVenueWithMenuById,
  publicMenuOf,
  logoOfVenue,
  themeOfVenue,
  type PublicVenueRow,
} from './public-menu-data.ts';
import { loadRenderer, publicAssets } from './ssr-bundle.ts';
import { guestFontCss, guestFontPreload } from './guest-fonts.ts';
import { buildVcard } from './vcard.ts';
import { contactCardOf, linkPageOf } from './link-page-data.ts';
import { recordThemeChoice } from './theme-choice.ts';

/** For the set-up checklist on /home: whether the owner ever chose the public menu's theme. */
export { hasChosenMenuTheme } from './theme-choice.ts';

/** 'suspended' closes the public menu (spec §4); 'digitalMenuOveruse' restricts the dashboard only. */
const SUSPENDED = 'suspended';

/** A suspended menu, or one its owner has taken offline (`active` false), is not shown to guests. */
const isClosed = (venue: PublicVenueRow) => venue.status === SUSPENDED || venue.active === false;
export const VENUE_NOT_FOUND_MESSAGE = 'Menu not found';
export const MENU_UNAVAILABLE_MESSAGE = 'This menu is currently unavailable';

export interface PublicPage {
  status: 200 | 404;
  /** The page's text (made from `bytes` when asked: a 10,000-dish page is 13 MB). */
  readonly html: string;
  /** The page as UTF-8 bytes, encoded once rather than on every request. */
  bytes: Buffer;
  /**
   * Cacheable pages only: the page in brotli and gzip beside its bytes, made once per version
   * under an ETag that names it (lib/encoded-body.ts). A 300-dish page is ~400 KB of HTML and
   * ~10 KB compressed, which is what a guest on a slow phone connection should wait for.
   */
  encoded: EncodedBody | null;
  /** The menu offers languages (decisions §7): without `?lang=` the address answers each guest's language. */
  offersLanguages?: boolean;
}

/**
 * How many guest menu pages were rendered, and how many pieces of large menus' sections
 * (`pieceRenders`: menu-pieces.ts), for tests and the bench.
 */
export const publicPageStats = { renders: 0, pieceRenders: 0 };

/** A page rendered for one request: never cached, never compressed ahead. */
export const uncachedPage = (status: 200 | 404, html: string): PublicPage => ({
  status,
  html,
  bytes: Buffer.from(html),
  encoded: null,
});

/**
 * How a guest menu page is rendered: above `piecesAboveItems` dishes the page carries its first
 * piece of sections and links to the rest (menu-pieces.ts, docs/decisions/0025), so no render
 * holds the event loop for a whole large menu; smaller pages render whole, here.
 */
export const menuPageRendering = {
  piecesAboveItems: 1000,
  dishesPerPiece: PIECE_DISHES,
};

/** The page around a guest menu: title, description, theme, URLs, assets and structured data. */
type MenuPageDocument = Omit<DocumentOptions, 'body' | 'hydrationData'>;

/**
 * Rendered pages per venue address, keyed on everything they show: what guests see of the menu
 * (`guestRowsKey`: the published version and the draft's visibility, so hiding a dish shows at
 * once and a draft edit renders nothing), the venue's name and logo (profile edits do not bump
 * the menu), theme, status and the bundle's file names. Concurrent guests share one
 * render (lib/read-model); bounded, least recently read dropped first.
 */
type CachedPage = PublicPage & {
  key: string;
  profileId: string | null;
  /** When a dish's schedule next opens or closes (ms, ctx.clock's): the page is stale from then on. */
  freshUntil: number | null;
  lang: string;
  /** The menu state its last refresh began from, and when (`isRecentFrom`). */
  refreshedFrom?: RefreshStart;
  /** A large menu's pieces as this page cut them (`keepPieces`); absent when it is whole. */
  pieces?: KeptPieces;
};

interface RefreshStart {
  state: MenuState;
  /** Date.now() and ctx.clock() as the refresh began (ms). */
  at: number;
  clockAt: number;
}

/**
 * A page whose last refresh began in the same second as this one, on both clocks, from this very
 * menu state (`readMenuState` hands back the same one while the menu is unchanged), and is not
 * past its schedules' next change, is handed back as it is. With PostgreSQL every read refreshes
 * the page (lib/read-model): the menu's version is one query, but the restaurant, events, hours
 * and address were five more, and the whole menu's guest rows were walked and hashed (a
 * 10,000-dish page at 0.07 of the read floor against PGlite's 0.28). What the page shows beside
 * the menu then changes within a second, as with PGlite, whose refreshes of an unchanged menu
 * begin at least a second apart, so never in the same second.
 */
const secondOf = (ms: number) => Math.floor(ms / 1000);
const isRecentFrom = (page: CachedPage, start: RefreshStart) =>
  page.refreshedFrom?.state === start.state &&
  secondOf(start.at) === secondOf(page.refreshedFrom.at) &&
  secondOf(start.clockAt) === secondOf(page.refreshedFrom.clockAt) &&
  (page.freshUntil === null || start.clockAt < page.freshUntil);

/** A cached page from its bytes; its text is decoded only when asked for (tests), never spread. */
const cachedPageOf = (
  bytes: Buffer,
  encoded: EncodedBody,
  key: string,
  profileId: string,
  freshUntil: Date | null = null,
  lang: string = MENU_OWN_LANGUAGE,
  offersLanguages = false,
): CachedPage => ({
  status: 200,
  get html() {
    return bytes.toString('utf8');
  },
  bytes,
  encoded,
  key,
  profileId,
  freshUntil: freshUntil?.getTime() ?? null,
  lang,
  offersLanguages,
});
/**
 * A 300-dish page takes ~10 ms of CPU to render: while edits stream in (200 connections, one
 * edit in five: issue #16) a render per edit would take a core. Renders of one page start at
 * least this far apart; a guest waits at most this long more for a page with the latest edit.
 */
const PAGE_REFRESH_INTERVAL_MS = 100;
const pages = defineSlots<CachedPage>({
  kind: 'menu',
  max: 500,
  ownerOf: (page) => page.profileId,
  minRefreshIntervalMs: PAGE_REFRESH_INTERVAL_MS,
  // A page whose dishes are scheduled is rebuilt once a window opens or closes (decisions §7).
  staleAt: (page) => page.freshUntil,
});

function cacheKeyOf(
  venue: PublicVenueRow,
  menuKey: string,
  script: string | null,
  bookingUrl: string | null,
  events: PublicEventListing[],
): string {
  const parts = [
    bookingUrl,
    events,
    venue.profileId,
    menuKey,
    venue.userName,
    venue.name,
    venue.image,
    venue.iconPath,
    venue.theme,
    venue.status,
    venue.active,
    venue.fssaiLicence,
    script,
  ];
  return createHash('sha1').update(JSON.stringify(parts)).digest('base64url').slice(0, 20);
}

export const publicUrlOf = (ctx: ServiceContext, userName: string) =>
  `${ctx.config.publicBaseUrl}/v/${encodeURIComponent(userName)}`;

/** The venue's booking page, while it has a restaurant taking bookings; else null (no "Book a table"). */
const bookingPathOf = (venue: PublicVenueRow, restaurant: RestaurantRow | null) =>
  restaurant?.isActive ? `/v/${encodeURIComponent(venue.userName)}/book` : null;

async function bookingUrlOf(ctx: ServiceContext, venue: PublicVenueRow): Promise<string | null> {
  return bookingPathOf(venue, await readRestaurantOfProfile(ctx.db, venue.profileId));
}

/** The 404 page for an address that names no venue. */
export async function renderNotFoundPage(ctx: ServiceContext): Promise<PublicPage> {
  const renderer = await loadRenderer();
  const html = renderDocument({
    title: VENUE_NOT_FOUND_MESSAGE,
    description: "We couldn't find a menu at this address.",
    theme: 'classic',
    url: null,
    imageUrl: null,
    fallbackImageUrl: shareImageFallbackOf(ctx.config),
    assets: { script: null, preload: [], css: publicAssets(ctx.config).css },
    body: renderer.renderStatusPage('not-found'),
    noIndex: true,
  });
  return uncachedPage(404, html);
}

/**
 * The link page's data for a venue (PublicLinkPageSchema), null for an unknown one. Read per
 * request: which links show depends on the clock (a schedule starts or ends at any minute).
 */
export async function readLinkPage(
  ctx: ServiceContext,
  username: string,
): Promise<{ venue: PublicVenueRow; content: PublicLinkPageContent; page: PublicLinkPage } | null> {
  const venue = await findVenueByUsername(ctx, username);
  if (!venue) return null;
  const content = await readPublicLinkPageContent(ctx.db, venue.profileId, ctx.clock());
  const page = linkPageOf(ctx.config, venue, content, {
    menuOpen: !isClosed(venue),
    bookingUrl: await bookingUrlOf(ctx, venue),
    events: await upcomingEventsOf(ctx, venue),
    hours: await readGuestOpeningHours(ctx.db, venue.profileId, venue.timeZone, ctx.clock()),
  });
  return { venue, content, page };
}

/**
 * The venue's link page at /v/{username}/links (decisions §1, §6), where "link page" QR codes
 * lead. Rendered on every request and sent with `no-store`: a cache would risk showing a link
 * whose schedule has ended, and the page is small and scriptless.
 */
export async function renderLinkPage(ctx: ServiceContext, username: string): Promise<PublicPage> {
  const found = await readLinkPage(ctx, username);
  if (!found) return renderNotFoundPage(ctx);
  const { venue, page } = found;
  const renderer = await loadRenderer();
  const html = renderDocument({
    title: `${venue.name} – Links`,
    description: `Menu and contact links for ${venue.name}.`,
    theme: page.theme,
    url: `${publicUrlOf(ctx, venue.userName)}/links`,
    imageUrl: page.venue.logoUrl,
    fallbackImageUrl: shareImageFallbackOf(ctx.config),
    assets: { script: null, preload: [], css: publicAssets(ctx.config).css },
    body: renderer.renderLinkPage(page),
  });
  return uncachedPage(200, html);
}

/**
 * Where a public link leads (GET /v/{username}/l/{linkId}): its URL while it shows, counting
 * the visit on the venue's local day when `visitor` is a guest (not a bot) whose address has not
 * clicked this link in the last LINK_CLICK_WINDOW_SECONDS (issue 34: one address replaying a
 * link is one visit); null for an unknown venue or link, a link switched off, or one outside
 * its schedule.
 */
export async function followPublicLink(
  ctx: ServiceContext,
  username: string,
  linkId: string,
  visitor: { isGuest: boolean; address: string; limiter: RateLimiter },
): Promise<string | null> {
  if (!ID_PATTERN.test(linkId)) return null;
  const venue = await findVenueByUsername(ctx, username);
  if (!venue) return null;
  const counts = async () => {
    if (!visitor.isGuest) return false;
    // The limiter's window is the mechanism (in process, or Redis across instances). A limiter
    // that does not answer costs a click, never the guest's redirect.
    const hit = await visitor.limiter
      .hit(`link-click:${linkId}:${visitor.address}`, 1, LINK_CLICK_WINDOW_SECONDS)
      .catch(() => ({ allowed: false }));
    return hit.allowed;
  };
  const url = await followLink(ctx.db, { profileId: venue.profileId, timeZone: venue.timeZone }, linkId, ctx.clock(), { counts });
  // Normalised so the Location header holds ASCII only (non-ASCII is percent-encoded).
  return url === null ? null : new URL(url).href;
}

/** "Save contact" (GET /v/{username}/contact.vcf): the venue's vCard 4.0, or null for an unknown venue. */
export async function renderContactCard(
  ctx: ServiceContext,
  username: string,
): Promise<{ fileName: string; body: string } | null> {
  const found = await readLinkPage(ctx, username);
  if (!found) return null;
  const { venue, content } = found;
  const body = buildVcard(contactCardOf(venue, content, `${publicUrlOf(ctx, venue.userName)}/links`));
  return { fileName: `${venue.userName}.vcf`, body };
}

/**
 * The page at /v/{username}: the venue's visible menu rendered with React, with the data the
 * bundle hydrates from; a polite "unavailable" page while the menu is suspended; 404 for an
 * unknown venue.
 */
export function renderPublicMenuPage(ctx: ServiceContext, username: string, wanted: readonly string[] = []): Promise<PublicPage> {
  return readMenuPage(ctx, username, wanted);
}

/**
 * `wanted`: the guest's languages in order (the address's `?lang=`, else the one chosen before,
 * else the browser's: public-pages.routes.ts), none of them the menu's own. The page is in the
 * first the menu offers, else in the menu's own; each list is a page of its own in the cache.
 */
function readMenuPage(ctx: ServiceContext, username: string, wanted: readonly string[]): Promise<CachedPage> {
  const address = username.trim().toLowerCase();
  return readThrough(
    ctx.db,
    pages,
    `${address}|${wanted.join(',')}`,
    (previous) => refreshPage(ctx, address, wanted, previous),
    undefined,
    ctx.clock(),
  );
}

/** The page's language: the first the guest wants that the menu offers, else the menu's own (decisions §7). */
const pageLanguageOf = (venue: PublicVenueRow, wanted: readonly string[]) =>
  wanted.find((code) => venue.languages.includes(code)) ?? MENU_OWN_LANGUAGE;

/** The menu page's address in `lang` (its own language's is the plain address). */
const menuUrlIn = (base: string, lang: string) => (lang === MENU_OWN_LANGUAGE ? base : `${base}?lang=${lang}`);

/**
 * The guest's switcher and the page's `hreflang` alternates: every language the menu offers, its
 * own first. Each is named in itself when the page can draw its letters (Latin, or the page's own
 * script, whose font the page names: guest-fonts.ts), else in English ("Hindi" on the English
 * page): a name in another Indic script would need that script's font too, or show as boxes.
 */
function switcherLabelOf(code: string, pageScript: string | undefined): string {
  const language = menuLanguageOf(code);
  if (!language) return code;
  return language.script === 'latin' || language.script === pageScript ? language.nativeName : language.name;
}

function languagesOfMenu(venue: PublicVenueRow, lang: string) {
  const codes = [MENU_OWN_LANGUAGE, ...venue.languages.filter((code) => code !== MENU_OWN_LANGUAGE)];
  const pageScript = menuLanguageOf(lang)?.script;
  return codes.map((code) => ({
    code,
    label: switcherLabelOf(code, pageScript),
    // Named even for English: a guest who chose it keeps it over the browser's language.
    href: `/v/${encodeURIComponent(venue.userName)}?lang=${code}`,
  }));
}

/**
 * One venue lookup, and a render only when something the page shows changed. The rows come
 * from the menu module's cached state, the same read the dashboard's body is built from, so a
 * render after an edit asks the database for the venue only (issue #16).
 */
async function refreshPage(
  ctx: ServiceContext,
  username: string,
  wanted: readonly string[],
  previous: CachedPage | undefined,
): Promise<CachedPage> {
  const found = await findVenueWithMenu(ctx, username);
  if (!found) return { ...(await renderNotFoundPage(ctx)), key: '', profileId: null, freshUntil: null, lang: MENU_OWN_LANGUAGE };
  const { venue, state } = found;
  const refreshedFrom: RefreshStart = { state, at: Date.now(), clockAt: ctx.clock().getTime() };
  if (previous && isRecentFrom(previous, refreshedFrom)) return previous;
  const assets = publicAssets(ctx.config);
  // Asked together: the second waits in the database's queue, not for a turn of the event loop.
  // Events are not menu writes: a publish shows once the page's freshness check comes round
  // (lib/read-model, within a second), and an event that has ended drops off the same way.
  const [restaurant, events, hours] = await Promise.all([
    readRestaurantOfProfile(ctx.db, venue.profileId),
    upcomingEventsOf(ctx, venue),
    readGuestOpeningHours(ctx.db, venue.profileId, venue.timeZone, ctx.clock()),
  ]);
  const bookingUrl = bookingPathOf(venue, restaurant);
  // Where the venue is, its number and categories: the structured data's, in the key below.
  const facts = await readVenueFacts(ctx, venue, restaurant);
  const rows = guestRowsOf(state, ctx.clock(), { timeZone: venue.timeZone });
  // A large menu's steps each take milliseconds per thousand dishes: other requests run between them.
  const isLarge = rows.items.length > menuPageRendering.piecesAboveItems;
  if (isLarge) await setImmediate();
  // The hours (and today's date) are part of the key: a change at Profile → Opening hours, or
  // midnight, renders the page again at its next freshness check; so are the venue's facts.
  const lang = pageLanguageOf(venue, wanted);
  const key = cacheKeyOf(
    venue,
    `${guestRowsKey(state, rows)}|${JSON.stringify(hours)}|${JSON.stringify(facts)}|${lang}|${venue.languages.join(',')}`,
    assets.script,
    bookingUrl,
    events,
  );
  if (previous?.key === key) {
    // The same page until the next schedule change (never spread: its text is a getter over 13 MB at most).
    previous.freshUntil = rows.freshUntil?.getTime() ?? null;
    previous.refreshedFrom = refreshedFrom;
    return previous;
  }
  const etag = `"pm-${key}"`;
  const theme = themeOfVenue(venue);
  const logoUrl = logoOfVenue(ctx.config, venue);
  const baseUrl = publicUrlOf(ctx, venue.userName);
  const url = menuUrlIn(baseUrl, lang);
  const closed = isClosed(venue);
  const isPieced = !closed && isLarge;
  const languages = venue.languages.length > 0 ? languagesOfMenu(venue, lang) : null;
  const menu: PublicMenu = {
    ...publicMenuOf(ctx.config, venue, rows, { lang }),
    ...(bookingUrl ? { bookingUrl } : {}),
    ...(events.length > 0 ? { events } : {}),
    ...(hours ? { hours } : {}),
    ...(lang === MENU_OWN_LANGUAGE ? {} : { lang }),
    ...(languages ? { languages } : {}),
  };
  const document: MenuPageDocument = {
    title: `${venue.name} – Menu`,
    description: describeMenu(menu),
    theme,
    url,
    imageUrl: logoUrl,
    // Without a logo, the menu's cover (its first home image) is the link preview's picture.
    shareImageUrl: logoUrl ? null : (menu.homeImages[0]?.imageUrl ?? null),
    fallbackImageUrl: shareImageFallbackOf(ctx.config),
    assets,
    lang,
    alternates: languages?.map(({ code }) => ({ lang: code, href: menuUrlIn(baseUrl, code) })),
    fontCss: guestFontCss(lang),
    fontPreload: guestFontPreload(lang),
    structuredData: restaurantStructuredData({
      url,
      menu,
      imageUrl: logoUrl ?? menu.homeImages[0]?.imageUrl ?? null,
      facts,
      hours,
      bookingUrl: bookingUrl ? `${ctx.config.publicBaseUrl}${bookingUrl}` : null,
      inPieces: isPieced,
    }),
  };
  if (isPieced) await setImmediate();
  // Before the shared build: an instance that takes another's page still answers its pieces.
  const pieced = isPieced
    ? keepPieces(
        previous?.pieces,
        venue,
        lang,
        piecesOf(menu, cacheKeyOf(venue, `pieces|${lang}`, assets.script, null, []), menuPageRendering.dishesPerPiece),
        document,
      )
    : undefined;
  // With several instances, the first to reach this page's version renders it for all (shared-build.ts).
  const shared = await claimSharedBuild(readModelOf(ctx.db)?.redis, `page:${key}`);
  if (shared.body)
    return Object.assign(
      cachedPageOf(shared.body.identity, shared.body, key, venue.profileId, rows.freshUntil, lang, languages !== null),
      { refreshedFrom, pieces: pieced },
    );

  publicPageStats.renders += 1;
  let bytes: Buffer;
  if (closed) {
    const renderer = await loadRenderer();
    const html = renderDocument({
      title: venue.name,
      description: MENU_UNAVAILABLE_MESSAGE,
      theme,
      url,
      imageUrl: logoUrl,
      fallbackImageUrl: document.fallbackImageUrl,
      assets: { script: null, preload: [], css: assets.css },
      body: renderer.renderStatusPage('unavailable', venue.name, theme),
      noIndex: true,
    });
    bytes = Buffer.from(html);
  } else if (pieced) {
    const renderer = await loadRenderer();
    const first = await pieceMarkupOf(pieced, 0);
    await setImmediate();
    const html = renderDocument({
      ...document,
      body: renderer.renderMenuApp(menu, first),
      hydrationData: renderer.guestMenuShell(menu),
    });
    bytes = Buffer.from(html);
  } else {
    bytes = await renderMenuHere(document, menu);
  }
  // Small pages are compressed on the event loop (the trip through a busy loop back from the
  // thread pool cost guests ~200 ms under load: issue #16), large ones off it (encoded-body.ts).
  const encoded = await encodeBody(bytes, etag);
  // Not awaited: this guest need not wait while the others' copy travels to Redis.
  void shared.publish(encoded);
  return Object.assign(cachedPageOf(bytes, encoded, key, venue.profileId, rows.freshUntil, lang, languages !== null), {
    refreshedFrom,
    pieces: pieced,
  });
}

/**
 * A large menu's pieces as its page cut them (menu-pieces.ts), carried on the cached page: each
 * piece's markup and its page for guests without script are kept by the piece's key while the
 * latest page holds a piece of that key, so an edit renders and compresses the edited dish's
 * piece only. They live and go with the page in the read model (one per address and language).
 */
interface KeptPieces {
  pieces: MenuPiece[];
  userName: string;
  lang: string;
  document: MenuPageDocument;
  markup: Map<string, Promise<string>>;
  pages: Map<string, Promise<PublicPage>>;
}

function keepPieces(
  before: KeptPieces | undefined,
  venue: PublicVenueRow,
  lang: string,
  pieces: MenuPiece[],
  document: MenuPageDocument,
): KeptPieces {
  const keys = new Set(pieces.map((piece) => piece.key));
  const keep = <T>(kept: Map<string, T> | undefined) => new Map([...(kept ?? [])].filter(([pieceKey]) => keys.has(pieceKey)));
  return { pieces, userName: venue.userName, lang, document, markup: keep(before?.markup), pages: keep(before?.pages) };
}

/** The address of a large menu's piece (`index` ≥ 1; the page itself carries the first). */
export const pieceHrefOf = (userName: string, index: number, lang: string = MENU_OWN_LANGUAGE) =>
  menuUrlIn(`/v/${encodeURIComponent(userName)}/sections/${index + 1}`, lang);

/** Piece `index`'s sections and its link to the next piece, rendered once per piece key. */
function pieceMarkupOf(kept: KeptPieces, index: number): Promise<string> {
  const piece = kept.pieces[index]!;
  let markup = kept.markup.get(piece.key);
  if (!markup) {
    markup = loadRenderer().then((renderer) => {
      publicPageStats.pieceRenders += 1;
      const next = index + 1 < kept.pieces.length ? pieceHrefOf(kept.userName, index + 1, kept.lang) : null;
      return renderer.renderSectionsPiece(renderer.renderSections(piece.menu, piece.subLinksFor), next);
    });
    kept.markup.set(piece.key, markup);
    markup.catch(() => kept.markup.delete(piece.key));
  }
  return markup;
}

/**
 * Piece `part` (2, 3, ...) of a large menu's page at /v/{username}/sections/{part}: what the
 * page's script adds to the page, and a page of its own for a guest without script, with the
 * link to the next piece. The 404 page for an unknown venue or piece, or a menu not in pieces.
 */
export async function renderMenuPiece(
  ctx: ServiceContext,
  username: string,
  part: number,
  wanted: readonly string[] = [],
): Promise<PublicPage> {
  // The page first: its refresh cuts the menu as it stands now.
  const page = await readMenuPage(ctx, username, wanted);
  const profileId = page.status === 200 ? page.profileId : null;
  const kept = page.pieces;
  const index = part - 1;
  const piece = index >= 1 ? kept?.pieces[index] : undefined;
  if (!kept || !piece || profileId === null) return renderNotFoundPage(ctx);
  let piecePage = kept.pages.get(piece.key);
  if (!piecePage) {
    piecePage = (async () => {
      const renderer = await loadRenderer();
      const { document } = kept;
      const html = renderDocument({
        ...document,
        title: `${document.title} (${part} of ${kept.pieces.length})`,
        url: `${ctx.config.publicBaseUrl}${pieceHrefOf(kept.userName, index)}`,
        // The menu page carries the venue's structured data; a piece is part of it.
        structuredData: undefined,
        assets: { script: null, preload: [], css: document.assets.css },
        body: renderer.renderPiecePage(document.theme, await pieceMarkupOf(kept, index)),
        noIndex: true,
      });
      const bytes = Buffer.from(html);
      return cachedPageOf(bytes, await encodeBody(bytes, `"ps-${piece.key}"`), piece.key, profileId);
    })();
    kept.pages.set(piece.key, piecePage);
    piecePage.catch(() => kept.pages.delete(piece.key));
  }
  return piecePage;
}

async function renderMenuHere(document: MenuPageDocument, menu: PublicMenu): Promise<Buffer> {
  const renderer = await loadRenderer();
  const html = renderDocument({
    ...document,
    body: renderer.renderMenuApp(menu),
    // The page sends the menu once (issue 15, issue 17): the script reads the dishes from the markup.
    hydrationData: renderer.guestMenuShell(menu),
  });
  return Buffer.from(html);
}

/** "Starters, Mains and Drinks at Spice Route Kitchen." for link previews. */
function describeMenu(menu: PublicMenu): string {
  const names = menu.categories.slice(0, 3).map((category) => category.name);
  if (names.length === 0) return `The menu of ${menu.venue.name}.`;
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `${list} at ${menu.venue.name}. Browse the menu, search dishes and see what's in them.`;
}

/**
 * The visible menu as JSON (GET /v/{username}/menu.json): the page's data, dishes included.
 * @throws 404 for an unknown venue, 503 while the menu is suspended.
 */
export async function getPublicMenu(ctx: ServiceContext, username: string): Promise<PublicMenu> {
  const found = await findVenueWithMenu(ctx, username);
  if (!found) throw notFound(VENUE_NOT_FOUND_MESSAGE);
  const { venue, state } = found;
  if (isClosed(venue)) throw new AppError('UNAVAILABLE', MENU_UNAVAILABLE_MESSAGE);
  return publicMenuOf(ctx.config, venue, guestRowsOf(state, ctx.clock(), { timeZone: venue.timeZone }));
}

async function activeVenue(ctx: ProfileContext): Promise<PublicVenueRow> {
  const venue = await findVenueById(ctx.db, ctx.profile.id);
  if (!venue) throw notFound(VENUE_NOT_FOUND_MESSAGE);
  return venue;
}

/**
 * The active profile's draft exactly as guests will see it once published (spec §2 Preview
 * mode), with how many changes that publish would bring.
 */
export async function getMenuPreview(ctx: ProfileContext, query: MenuPreviewQuery = {}): Promise<MenuPreviewBody> {
  const found = await findVenueWithMenuById(ctx, ctx.profile.id);
  if (!found) throw notFound(VENUE_NOT_FOUND_MESSAGE);
  const { venue, state } = found;
  // "Preview at" (decisions §7): the menu at a venue-local moment, its schedules applied.
  const now = ctx.clock();
  const at = {
    date: query.date ?? localDate(venue.timeZone, now),
    time: query.time ?? localTime(venue.timeZone, now),
  };
  const moment = query.date || query.time ? venueInstant(venue.timeZone, at.date, at.time) : now;
  const rows = guestRowsOf(state, moment, { source: 'draft', timeZone: venue.timeZone });
  return {
    at,
    menu: publicMenuOf(ctx.config, venue, rows, { keepEmpty: true }),
    publishedAt: venue.publishedAt?.toISOString() ?? null,
    unpublishedChanges: unpublishedChangesOf(state),
    digitalMenuCurrentStatus: venue.status ?? 'active',
    publicUrl: publicUrlOf(ctx, venue.userName),
  };
}

/**
 * Applies `set` to the menu row and bumps its version through the menu module's `touchMenu`,
 * the one way a menu changes: the dashboard's read cache and the public page cache both key on
 * that version, so the next read anywhere sees the change.
 */
async function touchMenuWith(
  ctx: ProfileContext,
  set: MenuRowChanges,
  audit?: (tx: Db, before: Awaited<ReturnType<typeof readMenuRow>>) => Promise<void>,
) {
  // In a transaction like every menu write: the cached readers' freshness relies on the write
  // holding the embedded database from its mark to its commit (lib/read-model).
  return ctx.db.transaction(async (tx) => {
    // The settings before the change, for the audit (read in the change's transaction).
    const before = audit ? await readMenuRow(tx, ctx.profile.id) : null;
    const version = await touchMenu(tx, ctx.profile.id, set);
    await audit?.(tx, before);
    const row = await readMenuRow(tx, ctx.profile.id);
    if (!row) throw new AppError('INTERNAL', 'Failed to save the menu settings');
    return { version, publishedAt: row.publishedAt, theme: row.theme };
  });
}

export async function getMenuSettings(ctx: ProfileContext): Promise<MenuSettingsBody> {
  const venue = await activeVenue(ctx);
  return {
    selectedPublicTheme: themeOfVenue(venue),
    publicUrl: publicUrlOf(ctx, venue.userName),
    publishedAt: venue.publishedAt?.toISOString() ?? null,
  };
}

/** The public theme (`selectedPublicTheme`); the public page shows it on the next request. */
export async function updateMenuSettings(ctx: ProfileContext, input: UpdateMenuSettingsRequest): Promise<MenuSettingsBody> {
  const row = await touchMenuWith(ctx, { selectedPublicTheme: input.selectedPublicTheme }, (tx, before) =>
    recordThemeChoice(ctx, tx, { before: before?.theme ?? null, after: input.selectedPublicTheme }),
  );
  return {
    selectedPublicTheme: input.selectedPublicTheme,
    publicUrl: publicUrlOf(ctx, ctx.profile.userName),
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}
