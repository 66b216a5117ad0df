import { validate as validateXml } from 'fast-xml-parser';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurants } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { touchMenu } from '../menu/menu.service.ts';
import { venueWithMenu } from '../../../test/menu-kit.ts';
import { call } from '../../../test/fixtures.ts';
import { EVENT_FIELDS, eventOnSale } from '../../../test/events-kit.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { SITEMAP_WINDOW_MS, sitemapLimits } from './sitemap.ts';

/*
 * /sitemap.xml and /robots.txt (issue 40, decisions §7 "Search engines and shares"): every
 * public page of every live venue, none of a venue that is not live, a venue that goes live
 * listed within a minute, split into an index past the protocol's limit; robots.txt allows /v/
 * and names the sitemap; an unknown address under /v/ is a real 404.
 */

let t: TestApp;
let app: FastifyInstance;
// 12:00 in India on 10 June 2026; moved on by the tests.
let now = new Date('2026-06-10T06:30:00Z');

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
  app = t.app;
});
afterAll(() => t.close());

type Headers = Record<string, string>;

/** A venue with a few dishes (menu-test-kit), published unless asked not to be. */
async function liveVenue(options: { publish?: boolean } = {}) {
  const venue = await venueWithMenu(app);
  if (options.publish ?? true) await publish(venue.headers);
  return venue;
}

async function publish(headers: Headers) {
  const res = await call(app, { method: 'POST', url: '/v2/publish-menu', headers });
  expect(res.status, res.raw.body).toBe(200);
}

/** The next window of the sitemap's clock: what a crawler sees once the last build has aged out. */
const nextWindow = () => {
  now = new Date(now.getTime() + SITEMAP_WINDOW_MS);
};

const get = (url: string) => app.inject({ method: 'GET', url });

/** The addresses a sitemap file lists, after checking it is well-formed XML of the protocol's namespace. */
function locsOf(xml: string, root: 'urlset' | 'sitemapindex' = 'urlset'): string[] {
  expect(validateXml(xml)).toBe(true);
  expect(xml).toMatch(
    new RegExp(`^<\\?xml version="1.0" encoding="UTF-8"\\?>\\n<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`),
  );
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);
}

describe('/sitemap.xml', () => {
  it('lists every public page of a live venue (menu, links, booking, published events) and none of a venue that is not live', async () => {
    const live = await liveVenue();
    await app.deps.db.insert(restaurants).values({ id: newId(), profileId: live.profile.id, name: 'Live', city: 'Pune' });
    const event = await eventOnSale(app, live.headers);
    const draft = await call(app, { method: 'POST', url: '/v2/createEvent', headers: live.headers, payload: EVENT_FIELDS });
    expect(draft.status, draft.raw.body).toBe(200);
    const unpublished = await liveVenue({ publish: false });
    const offline = await liveVenue();
    await touchMenu(app.deps.db, offline.profile.id, { active: false });
    const suspended = await liveVenue();
    await touchMenu(app.deps.db, suspended.profile.id, { digitalMenuStatus: 'suspended' });
    nextWindow();

    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe(`public, max-age=${SITEMAP_WINDOW_MS / 1000}`);
    const locs = locsOf(res.body);
    const base = `${t.config.publicBaseUrl}/v/${live.profile.userName}`;
    expect(locs).toEqual(expect.arrayContaining([base, `${base}/links`, `${base}/book`, `${base}/events/${event._id}`]));
    expect(locs.filter((loc) => loc.startsWith(`${base}/`) || loc === base)).toHaveLength(4);
    expect(locs).not.toContain(`${base}/events/${draft.json.body.event._id}`);
    for (const hidden of [unpublished, offline, suspended]) {
      expect(
        locs.some((loc) => loc.includes(`/v/${hidden.profile.userName}`)),
        hidden.profile.userName,
      ).toBe(false);
    }
    // The menu page says when it was last published.
    expect(res.body).toMatch(new RegExp(`<url><loc>${base}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[^<]+Z</lastmod></url>`));
  });

  it('lists a venue within a minute of going live: the next window of the clock builds it afresh', async () => {
    nextWindow();
    const before = locsOf((await get('/sitemap.xml')).body);
    const venue = await liveVenue({ publish: false });
    await publish(venue.headers);
    const menuUrl = `${t.config.publicBaseUrl}/v/${venue.profile.userName}`;
    // Within the window the sitemap built at its start is served (and kept by caches as long).
    expect(locsOf((await get('/sitemap.xml')).body)).toEqual(before);
    nextWindow();
    expect(locsOf((await get('/sitemap.xml')).body)).toContain(menuUrl);
  });

  it('becomes an index of parts past the per-file limit, each part a urlset, and a part it does not have is a 404', async () => {
    await liveVenue();
    nextWindow();
    const whole = locsOf((await get('/sitemap.xml')).body);
    const limit = sitemapLimits.urlsPerFile;
    sitemapLimits.urlsPerFile = 3;
    try {
      nextWindow();
      const index = await get('/sitemap.xml');
      const parts = locsOf(index.body, 'sitemapindex');
      expect(parts).toHaveLength(Math.ceil(whole.length / 3));
      expect(parts[0]).toBe(`${t.config.publicBaseUrl}/sitemaps/1.xml`);
      const listed: string[] = [];
      for (const part of parts) {
        const res = await get(new URL(part).pathname);
        expect(res.statusCode, part).toBe(200);
        listed.push(...locsOf(res.body));
      }
      expect(listed).toEqual(whole);
      for (const missing of [`/sitemaps/${parts.length + 1}.xml`, '/sitemaps/0.xml', '/sitemaps/x.xml']) {
        expect((await get(missing)).statusCode, missing).toBe(404);
      }
    } finally {
      sitemapLimits.urlsPerFile = limit;
    }
  });
});

describe('/robots.txt', () => {
  it('allows the guests’ pages and what they show, keeps crawlers out of the rest and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe(
      [
        'User-agent: *',
        'Allow: /v/',
        'Allow: /media/',
        'Allow: /public-menu/',
        'Allow: /sitemap.xml',
        'Allow: /sitemaps/',
        'Disallow: /',
        '',
        `Sitemap: ${t.config.publicBaseUrl}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });
});

describe('unknown addresses under /v/', () => {
  it("are the guests' 404 page, never the dashboard, while every page of the venue still answers", async () => {
    const venue = await liveVenue();
    for (const path of [`/v/${venue.profile.userName}/nothing`, `/v/${venue.profile.userName}/events/x/y/z`, '/v/a/b/c/d']) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.headers['content-type'], path).toBe('text/html; charset=utf-8');
      expect(res.body, path).toContain('<meta name="robots" content="noindex">');
      expect(res.body, path).toContain('Menu not found');
    }
    for (const path of ['', '/links', '/menu.json']) {
      expect((await get(`/v/${venue.profile.userName}${path}`)).statusCode, path).toBe(200);
    }
  });

  it('answer a JSON address and a name past the router’s limit with the envelope, not a page (found by the fuzz test)', async () => {
    const json = await get('/v/a/b/menu.json');
    expect(json.statusCode).toBe(404);
    expect(json.json()).toMatchObject({
      responseStatus: { success: false, errorCode: 'NOT_FOUND', errorMessage: 'Menu not found' },
    });
    for (const path of [`/v/${'x'.repeat(300)}/menu.json`, `/v/${'x'.repeat(200)}`]) {
      const long = await get(path);
      expect(long.statusCode, path).toBe(414);
      expect(long.json(), path).toMatchObject({ responseStatus: { errorMessage: 'This address is too long' } });
    }
  });
});
