import { createHash } from 'node:crypto';
import type { ServiceContext } from '../../lib/context.ts';
import { encodeBody, type EncodedBody } from '../../lib/encoded-body.ts';
import { escapeHtml } from '../../lib/html.ts';
import { defineSlots, readThrough } from '../../lib/read-model/index.ts';
import { listPublishedEventPages } from '../events/events.service.ts';
import { listLiveMenus } from '../menu/menu.service.ts';
import { listVenueAddresses } from '../profiles/profiles.service.ts';
import { listBookableProfileIds } from '../reservations/reservations.service.ts';
import { eventPagePath } from './event-page-data.ts';

/*
 * /sitemap.xml (decisions §7 "Search engines and shares"): every public page of every live venue
 * (its menu published, open to guests): the menu, the link page, the booking page while it takes
 * bookings, and each published event that has not ended. Pages that are noindex (a large menu's
 * pieces, tickets, a booking's manage page, the waitlist) are left out. Past
 * `sitemapLimits.urlsPerFile` addresses, /sitemap.xml is an index of /sitemaps/{n}.xml.
 *
 * A cached read (lib/read-model, kind `sitemap`): built once per SITEMAP_WINDOW_MS of the app's
 * clock and sent with the same max-age, so a venue that goes live is listed within a minute.
 */

/** How long one build of the sitemap is served, on the app's clock; the answer's max-age is the same. */
export const SITEMAP_WINDOW_MS = 30_000;

/** The sitemaps.org protocol's limit per file; tests lower it to see the index. */
export const sitemapLimits = { urlsPerFile: 50_000 };

export const SITEMAP_PATH = '/sitemap.xml';
export const sitemapPartPath = (part: number) => `/sitemaps/${part}.xml`;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

interface SitemapUrl {
  loc: string;
  lastmod?: Date;
}

/** /sitemap.xml first, then its parts when it is an index. */
type Sitemap = EncodedBody[];

const sitemaps = defineSlots<Sitemap>({ kind: 'sitemap', max: 2, ownerOf: () => 'sitemap' });

/** Every live venue's public pages, venue by venue in address order. */
async function listPublicUrls(ctx: ServiceContext): Promise<SitemapUrl[]> {
  const now = ctx.clock();
  const live = await listLiveMenus(ctx.db);
  const [venues, bookable, eventPages] = await Promise.all([
    listVenueAddresses(
      ctx.db,
      live.map((menu) => menu.profileId),
    ),
    listBookableProfileIds(ctx.db),
    listPublishedEventPages(ctx.db, now),
  ]);
  const publishedAt = new Map(live.map((menu) => [menu.profileId, menu.publishedAt]));
  const eventsOf = new Map<string, typeof eventPages>();
  for (const event of eventPages) {
    const listed = eventsOf.get(event.profileId);
    if (listed) listed.push(event);
    else eventsOf.set(event.profileId, [event]);
  }
  const base = ctx.config.publicBaseUrl;
  const urls: SitemapUrl[] = [];
  for (const venue of venues.sort((a, b) => a.userName.localeCompare(b.userName))) {
    const menuUrl = `${base}/v/${encodeURIComponent(venue.userName)}`;
    urls.push({ loc: menuUrl, lastmod: publishedAt.get(venue.id) }, { loc: `${menuUrl}/links` });
    if (bookable.has(venue.id)) urls.push({ loc: `${menuUrl}/book` });
    for (const event of eventsOf.get(venue.id) ?? []) {
      urls.push({ loc: `${base}${eventPagePath(venue.userName, event.id)}`, lastmod: event.updatedAt });
    }
  }
  return urls;
}

const lastmodOf = (date: Date | undefined) => (date ? `<lastmod>${date.toISOString()}</lastmod>` : '');

function urlsetOf(urls: SitemapUrl[]): string {
  const entries = urls.map((url) => `<url><loc>${escapeHtml(url.loc)}</loc>${lastmodOf(url.lastmod)}</url>`);
  return `${XML_HEAD}<urlset xmlns="${NAMESPACE}">\n${entries.join('\n')}\n</urlset>\n`;
}

function indexOf(base: string, parts: number): string {
  const entries = Array.from(
    { length: parts },
    (_, index) => `<sitemap><loc>${escapeHtml(`${base}${sitemapPartPath(index + 1)}`)}</loc></sitemap>`,
  );
  return `${XML_HEAD}<sitemapindex xmlns="${NAMESPACE}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

async function buildSitemap(ctx: ServiceContext): Promise<Sitemap> {
  const urls = await listPublicUrls(ctx);
  const perFile = sitemapLimits.urlsPerFile;
  const files =
    urls.length <= perFile
      ? [urlsetOf(urls)]
      : [
          indexOf(ctx.config.publicBaseUrl, Math.ceil(urls.length / perFile)),
          ...Array.from({ length: Math.ceil(urls.length / perFile) }, (_, index) =>
            urlsetOf(urls.slice(index * perFile, (index + 1) * perFile)),
          ),
        ];
  // Tagged by content: instances that built the same window a moment apart may differ.
  return Promise.all(
    files.map((xml) => encodeBody(Buffer.from(xml), `"sm-${createHash('sha1').update(xml).digest('base64url').slice(0, 20)}"`)),
  );
}

/**
 * File `part` of the sitemap (0: /sitemap.xml; 1, 2…: the parts an index names), or null for a
 * part it does not have. One build per window of the app's clock, shared by its readers; a new
 * window builds afresh.
 */
export async function readSitemapFile(ctx: ServiceContext, part: number): Promise<EncodedBody | null> {
  if (part < 0) return null;
  const window = Math.floor(ctx.clock().getTime() / SITEMAP_WINDOW_MS);
  const files = await readThrough(ctx.db, sitemaps, `sitemap:${window}`, async (previous) => previous ?? buildSitemap(ctx));
  if (part === 0) return files[0]!;
  return files.length > 1 ? (files[part] ?? null) : null;
}
