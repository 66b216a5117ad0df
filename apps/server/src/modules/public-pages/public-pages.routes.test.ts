import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { menus, profiles } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { createPersonalProfile, writePublicProfiles } from '../profiles/profiles.service.ts';
import { touchMenu } from '../menu/menu.service.ts';
import { addMember, call, createUser, headersFor, multipart, ownerWithVenue } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

type Headers = Record<string, string>;

/** Builds a menu through the real menu calls, as the dashboard would. */
function menuCalls(app: FastifyInstance, headers: Headers) {
  const form = async (url: string, fields: Record<string, string>) => {
    const body = multipart(fields);
    const res = await call(app, { method: 'POST', url, headers: { ...headers, ...body.headers }, payload: body.payload });
    if (res.status !== 200) throw new Error(`${url} failed: ${res.status} ${res.raw.body}`);
    return res.json.body;
  };
  const json = async (url: string, payload: object) => {
    const res = await call(app, { method: 'POST', url, headers, payload });
    if (res.status !== 200) throw new Error(`${url} failed: ${res.status} ${res.raw.body}`);
    return res.json.body;
  };
  return {
    category: async (name: string) =>
      (await form('/v2/add-category-or-subcategory', { name, type: 'category' })).category._id as string,
    subcategory: async (name: string, categoryId: string) =>
      (await form('/v2/add-category-or-subcategory', { name, type: 'subCategory', category_id: categoryId })).subCategory
        ._id as string,
    item: async (fields: Record<string, string>) => (await form('/v2/addItems', fields)).data._id as string,
    hide: (type: 'Category' | 'SubCategory' | 'Item', id: string) => json('/v2/updatePublish', { _id: id, type, publish: 0 }),
    show: (type: 'Category' | 'SubCategory' | 'Item', id: string) => json('/v2/updatePublish', { _id: id, type, publish: 1 }),
  };
}

/** A venue whose menu has visible dishes and every kind of hidden one. */
async function venueWithMixedMenu(app: FastifyInstance) {
  const venue = await ownerWithVenue(app);
  const menu = menuCalls(app, venue.headers);
  const food = await menu.category('Food');
  const secret = await menu.category('Secret Menu');
  const starters = await menu.subcategory('Starters', food);
  const backroom = await menu.subcategory('Backroom', food);
  const secretSub = await menu.subcategory('Specials', secret);
  const paneer = await menu.item({
    itemName: 'Paneer Tikka',
    subCategory_id: starters,
    price: '123456',
    type: 'veg',
    description: 'Smoky cottage cheese',
    ingredients: JSON.stringify(['65a1c0de0000000000000001', 'saffron']),
    chefRecommend: 'true',
  });
  const thali = await menu.item({
    itemName: 'Royal Thali',
    subCategory_id: starters,
    varietyArr: JSON.stringify([
      { name: 'Half', price: '249', type: 'veg' },
      { name: 'Full', price: '449.5', type: 'non-veg' },
    ]),
  });
  const chicken = await menu.item({ itemName: 'Chicken 65', subCategory_id: starters, price: '220', type: 'non-veg' });
  await menu.item({ itemName: 'Ghost Curry', subCategory_id: backroom, price: '300' });
  await menu.item({ itemName: 'Secret Biryani', subCategory_id: secretSub, price: '350' });
  await menu.hide('Item', chicken);
  await menu.hide('SubCategory', backroom);
  await menu.hide('Category', secret);
  return { ...venue, menu, ids: { food, starters, paneer, thali, chicken } };
}

describe('public menu /v/{username}', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let venue: Awaited<ReturnType<typeof venueWithMixedMenu>>;

  beforeAll(async () => {
    t = await createTestApp();
    app = t.app;
    venue = await venueWithMixedMenu(app);
  });
  afterAll(() => t.close());

  const page = (userName = venue.profile.userName, headers: Headers = {}) =>
    app.inject({ method: 'GET', url: `/v/${userName}`, headers });

  it('renders the visible menu into the HTML and leaves every hidden entity out', async () => {
    const res = await page();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const html = res.body;
    expect(html).toContain('Paneer Tikka');
    expect(html).toContain('Royal Thali');
    expect(html).toContain('Starters');
    expect(html).toContain(`Venue ${venue.profile.userName}`);
    for (const hidden of ['Chicken 65', 'Ghost Curry', 'Backroom', 'Secret Menu', 'Secret Biryani'])
      expect(html).not.toContain(hidden);
  });

  it('shows prices in rupees with Indian grouping and variety prices joined by " / "', async () => {
    const html = (await page()).body;
    expect(html).toContain('₹1,23,456');
    expect(html).toContain('₹249 / ₹449.50');
    expect(html).toContain("Chef's Choice");
  });

  it('serves the same visible data as JSON, without hidden entities', async () => {
    const res = await call(app, { method: 'GET', url: `/v/${venue.profile.userName}/menu.json` });
    expect(res.status).toBe(200);
    const menu = res.json.body;
    expect(menu.items.map((item: { name: string }) => item.name)).toEqual(['Paneer Tikka', 'Royal Thali']);
    expect(menu.categories.map((category: { name: string }) => category.name)).toEqual(['Food']);
    expect(menu.subCategories.map((sub: { name: string }) => sub.name)).toEqual(['Starters']);
    expect(JSON.stringify(menu)).not.toMatch(/Chicken 65|Ghost Curry|Secret/);
    const paneer = menu.items[0];
    expect(paneer.ingredients).toEqual([
      { id: '65a1c0de0000000000000001', name: 'Milk', dietaryId: 'milk' },
      { id: 'saffron', name: 'saffron', dietaryId: null },
    ]);
    expect(paneer.price).toBe('123456');
    expect(menu.items[1].varieties).toEqual([
      { name: 'Half', price: '249', foodType: 'veg' },
      { name: 'Full', price: '449.50', foodType: 'non-veg' },
    ]);
  });

  it('shows an edit at once: a hidden item leaves the page on the next request, and the ETag changes', async () => {
    const before = await page();
    const etag = before.headers.etag as string;
    expect(etag).toBeTruthy();
    expect((await page(venue.profile.userName, { 'if-none-match': etag })).statusCode).toBe(304);

    await venue.menu.hide('Item', venue.ids.paneer);
    const after = await page(venue.profile.userName, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.body).not.toContain('Paneer Tikka');
    expect(after.body).toContain('Royal Thali');

    await venue.menu.show('Item', venue.ids.paneer);
    expect((await page()).body).toContain('Paneer Tikka');
  });

  it('sends the page compressed to clients that accept it', async () => {
    const plain = await page();
    expect(brotliDecompressSync((await page(venue.profile.userName, { 'accept-encoding': 'br' })).rawPayload).toString()).toBe(
      plain.body,
    );
    const zipped = await page(venue.profile.userName, { 'accept-encoding': 'gzip, br;q=0' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('accept-encoding');
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect((await page(venue.profile.userName, { 'accept-encoding': 'gzip;q=0' })).headers['content-encoding']).toBeUndefined();
  });

  it('runs only its own scripts (CSP) and sends a trailing slash to the menu', async () => {
    const res = await page();
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("object-src 'none'");
    const slash = await app.inject({ method: 'GET', url: `/v/${venue.profile.userName}/` });
    expect(slash.statusCode, slash.body).toBe(301);
    expect(slash.headers.location).toBe(`/v/${venue.profile.userName}`);
  });

  it('shows active home-page images in the carousel, and a new one at once', async () => {
    const data = await sharp({ create: { width: 16, height: 9, channels: 3, background: { r: 200, g: 120, b: 40 } } })
      .png()
      .toBuffer();
    const body = multipart(
      { title: 'Sunday Thali', description: 'All day', linkUrl: '' },
      { filename: 'thali.png', contentType: 'image/png', data },
    );
    const res = await call(app, {
      method: 'POST',
      url: '/v2/addHomePageImages',
      headers: { ...venue.headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.status, res.raw.body).toBe(200);
    const html = (await page()).body;
    expect(html).toContain('aria-label="Highlights"');
    expect(html).toContain('alt="Sunday Thali"');
    expect(html).toContain(`src="${res.json.body.image.imageUrl}"`);
  });

  it('serves the offline service worker at /v/sw.js, not as a venue', async () => {
    const res = await app.inject({ method: 'GET', url: '/v/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.body).toContain("addEventListener('fetch'");
    // Encoded once and revalidated by its ETag rather than compressed for every visit.
    const br = await app.inject({ method: 'GET', url: '/v/sw.js', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(res.body);
    expect(br.headers.etag).toBe(res.headers.etag);
    const again = await app.inject({ method: 'GET', url: '/v/sw.js', headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('answers an unknown venue with a 404 page', async () => {
    const res = await page('no-such-venue-here');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('Menu not found');
    const json = await call(app, { method: 'GET', url: '/v/no-such-venue-here/menu.json' });
    expect(json.status).toBe(404);
    expect(json.json.responseStatus.errorMessage).toBe('Menu not found');
  });

  it('publishes no menu for a personal profile: the page and its JSON are the 404 (issue 35)', async () => {
    const person = await createUser(app, undefined, 'Asha');
    const personal = await createPersonalProfile(
      { db: app.deps.db },
      { userId: person.id, phone: person.phone, name: null, now: new Date() },
    );
    const res = await page(personal.userName);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Personal – Menu');
    expect(res.body).toContain('Menu not found');
    const json = await call(app, { method: 'GET', url: `/v/${personal.userName}/menu.json` });
    expect(json.status).toBe(404);
  });

  it('finds the venue whatever the case of its username', async () => {
    const res = await page(venue.profile.userName.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Royal Thali');
  });

  it('escapes what owners type, in markup and in the hydration data', async () => {
    const other = await ownerWithVenue(app);
    const menu = menuCalls(app, other.headers);
    const sub = await menu.subcategory('</script><script>alert(2)</script>', await menu.category('Bar'));
    await menu.item({ itemName: '</script><script>alert(1)</script>', subCategory_id: sub, price: '10' });
    const distDir = mkdtempSync(path.join(tmpdir(), 'venue-dist-'));
    mkdirSync(path.join(distDir, 'public-menu/.vite'), { recursive: true });
    writeFileSync(
      path.join(distDir, 'public-menu/.vite/manifest.json'),
      JSON.stringify({
        'src/guest/client/entry-client.tsx': { file: 'assets/entry.js', css: ['assets/entry.css'] },
      }),
    );
    mkdirSync(path.join(distDir, 'public-menu/assets'), { recursive: true });
    writeFileSync(path.join(distDir, 'public-menu/assets/entry.css'), '.pm-item{color:teal}.pm-note::after{content:"</style>"}');
    const withBundle = await buildApp({ ...t.config, webDistDir: distDir }, { database: t.app.deps.database });
    try {
      const html = (await withBundle.inject({ method: 'GET', url: `/v/${other.profile.userName}` })).body;
      expect(html).not.toContain('<script>alert(1)</script>');
      expect(html).toContain('&lt;/script>&lt;script>alert(1)&lt;/script>');
      const data = /<script id="pm-data" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
      expect(data).toBeDefined();
      expect(data).toContain('\\u003c/script>');
      expect(JSON.parse(data!).subCategories[0].name).toBe('</script><script>alert(2)</script>');
      // The menu is sent once (issue 15): the dishes are in the markup only, the script reads them there.
      expect(JSON.parse(data!).items).toEqual([]);
      // (Beside the markup, only the search engines' JSON-LD names each dish: docs/decisions/0038.)
      expect(html.replace(/<script type="application\/ld\+json">.*?<\/script>/s, '').split('alert(1)')).toHaveLength(2);
      expect(html).toContain('<script type="module" src="/public-menu/assets/entry.js"></script>');
      // The stylesheet is inlined (no render-blocking request), and cannot close its element early.
      expect(html).toContain('<style>.pm-item{color:teal}.pm-note::after{content:"<\\/style>"}</style>');
      expect(html).not.toContain('<link rel="stylesheet"');
    } finally {
      await withBundle.close();
      rmSync(distDir, { recursive: true, force: true });
    }
  });

  it('puts Open Graph tags and the favicon from the venue logo in the head', async () => {
    await page();
    await writePublicProfiles(app.deps.db, (tx) =>
      tx.update(profiles).set({ image: 'profiles/logo.png' }).where(eq(profiles.id, venue.profile.id)),
    );
    // A change outside the menu's own writes shows within a second (the cached page re-checks the venue).
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const html = (await page()).body;
    const logo = `${t.config.mediaBaseUrl}/profiles/logo.png`;
    expect(html).toContain(`<meta property="og:image" content="${logo}">`);
    expect(html).toContain(`<link rel="icon" href="${logo}">`);
    expect(html).toContain(`<meta property="og:title" content="Venue ${venue.profile.userName} – Menu">`);
    expect(html).toContain(`<meta property="og:url" content="${t.config.publicBaseUrl}/v/${venue.profile.userName}">`);
  });

  it('shows a polite unavailable page while the menu is suspended', async () => {
    // Billing changes the status the one way a menu changes: touchMenu, which bumps the version.
    await touchMenu(app.deps.db, venue.profile.id, { digitalMenuStatus: 'suspended' });
    try {
      const res = await page();
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Our digital menu is taking a short break.');
      expect(res.body).toContain('<meta name="robots" content="noindex">');
      expect(res.body).not.toContain('Royal Thali');
      const json = await call(app, { method: 'GET', url: `/v/${venue.profile.userName}/menu.json` });
      expect(json.status).toBe(503);
    } finally {
      await touchMenu(app.deps.db, venue.profile.id, { digitalMenuStatus: 'active' });
    }
    expect((await page()).body).toContain('Royal Thali');
  });

  it('shows the same unavailable page while the owner has taken the menu offline', async () => {
    await touchMenu(app.deps.db, venue.profile.id, { active: false });
    try {
      const res = await page();
      expect(res.body).toContain('Our digital menu is taking a short break.');
      expect(res.body).not.toContain('Royal Thali');
    } finally {
      await touchMenu(app.deps.db, venue.profile.id, { active: true });
    }
    expect((await page()).body).toContain('Royal Thali');
  });
});

const MAIN_NUMBER = { id: 'main', number: '918041234567', isPrimary: true, label: 'Main' };

describe('link page /v/{username}/links', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let venue: Awaited<ReturnType<typeof ownerWithVenue>>;
  const linksPage = () => app.inject({ method: 'GET', url: `/v/${venue.profile.userName}/links` });
  /** The link buttons as "label -> href", in page order. */
  const linksIn = (html: string) =>
    [...html.matchAll(/<a ([^>]*)>.*?<\/svg>(.*?)<\/a>/g)]
      .filter(([, attributes]) => attributes!.includes('class="pm-link"'))
      .map(([, attributes, label]) => `${label} -> ${/href="([^"]*)"/.exec(attributes!)![1]}`);

  beforeAll(async () => {
    t = await createTestApp();
    app = t.app;
    venue = await ownerWithVenue(app);
  });
  afterAll(() => t.close());

  it('shows the venue with its menu, WhatsApp and call links, without script', async () => {
    await writePublicProfiles(app.deps.db, (tx) =>
      tx
        .update(profiles)
        .set({ whatsappPhoneNumber: '919876543210', contactNumbers: [MAIN_NUMBER] })
        .where(eq(profiles.id, venue.profile.id)),
    );
    const res = await linksPage();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain(`<h1 class="pm-venue-name">Venue ${venue.profile.userName}</h1>`);
    expect(linksIn(res.body)).toEqual([
      `View Menu -> /v/${venue.profile.userName}`,
      'Chat on WhatsApp -> https://wa.me/919876543210',
      'Call Us -> tel:+918041234567',
    ]);
    expect(res.body).not.toContain('<script');
    expect(res.body).toContain(`<link rel="canonical" href="${t.config.publicBaseUrl}/v/${venue.profile.userName}/links">`);
  });

  it('leaves out the menu while it is closed, and numbers the venue has not given', async () => {
    await writePublicProfiles(app.deps.db, (tx) =>
      tx
        .update(profiles)
        .set({ whatsappPhoneNumber: null, contactNumbers: [MAIN_NUMBER] })
        .where(eq(profiles.id, venue.profile.id)),
    );
    await app.deps.db
      .insert(menus)
      .values({ id: newId(), profileId: venue.profile.id, digitalMenuStatus: 'suspended' })
      .onConflictDoUpdate({ target: menus.profileId, set: { digitalMenuStatus: 'suspended' } });
    expect(linksIn((await linksPage()).body)).toEqual(['Call Us -> tel:+918041234567']);
  });

  it('says so when there is nothing to link to, and answers an unknown venue with the 404 page', async () => {
    await writePublicProfiles(app.deps.db, (tx) =>
      tx.update(profiles).set({ contactNumbers: [] }).where(eq(profiles.id, venue.profile.id)),
    );
    expect((await linksPage()).body).toContain('This venue has no links to show yet. Please ask our staff.');
    const unknown = await app.inject({ method: 'GET', url: '/v/no-such-venue/links' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Menu not found');
  });
});

describe('preview, publish and theme', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let venue: Awaited<ReturnType<typeof venueWithMixedMenu>>;
  let staffHeaders: Headers;

  beforeAll(async () => {
    t = await createTestApp();
    app = t.app;
    venue = await venueWithMixedMenu(app);
    const staff = await createUser(app);
    await addMember(app, venue.profile.id, staff, 'staff', { digitalMenuAccess: false });
    staffHeaders = await headersFor(app, staff, venue.profile.id);
  });
  afterAll(() => t.close());

  it('previews only visible items, for any member', async () => {
    for (const headers of [venue.headers, staffHeaders]) {
      const res = await call(app, { method: 'GET', url: '/v2/menu-preview', headers });
      expect(res.status).toBe(200);
      expect(res.json.body.menu.items.map((item: { name: string }) => item.name)).toEqual(['Paneer Tikka', 'Royal Thali']);
      expect(res.json.body.publicUrl).toBe(`${t.config.publicBaseUrl}/v/${venue.profile.userName}`);
    }
    expect((await call(app, { method: 'GET', url: '/v2/menu-preview' })).status).toBe(401);
  });

  it('publishes: records the time, bumps the version and refuses members without menu rights', async () => {
    const before = await call(app, { method: 'GET', url: '/v2/menu-preview', headers: venue.headers });
    expect(before.json.body.publishedAt).toBeNull();
    const etagBefore = (await app.inject({ method: 'GET', url: `/v/${venue.profile.userName}` })).headers.etag;

    const denied = await call(app, { method: 'POST', url: '/v2/publish-menu', headers: staffHeaders });
    expect(denied.status).toBe(403);

    const started = Date.now();
    const res = await call(app, { method: 'POST', url: '/v2/publish-menu', headers: venue.headers });
    expect(res.status).toBe(200);
    expect(new Date(res.json.body.publishedAt).getTime()).toBeGreaterThanOrEqual(started - 1000);
    const after = await call(app, { method: 'GET', url: '/v2/menu-preview', headers: venue.headers });
    expect(after.json.body.publishedAt).toBe(res.json.body.publishedAt);
    const etagAfter = (await app.inject({ method: 'GET', url: `/v/${venue.profile.userName}` })).headers.etag;
    expect(etagAfter).not.toBe(etagBefore);
  });

  it('switches the public theme, validating the name', async () => {
    const bad = await call(app, {
      method: 'POST',
      url: '/v2/updateMenuSettings',
      headers: venue.headers,
      payload: { selectedPublicTheme: 'neon' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.responseStatus.errorMessage).toBe('Theme must be one of classic, midnight or minimal');
    expect(
      (
        await call(app, {
          method: 'POST',
          url: '/v2/updateMenuSettings',
          headers: staffHeaders,
          payload: { selectedPublicTheme: 'midnight' },
        })
      ).status,
    ).toBe(403);

    expect((await app.inject({ method: 'GET', url: `/v/${venue.profile.userName}` })).body).toContain('data-theme="classic"');
    const dashboardRead = () => call(app, { method: 'GET', url: `/v2/menu/${venue.profile.userName}`, headers: venue.headers });
    expect((await dashboardRead()).json.body.menuitems.selectedPublicTheme).toBe('classic');
    const res = await call(app, {
      method: 'POST',
      url: '/v2/updateMenuSettings',
      headers: venue.headers,
      payload: { selectedPublicTheme: 'midnight' },
    });
    expect(res.status).toBe(200);
    expect(res.json.body.selectedPublicTheme).toBe('midnight');
    const settings = await call(app, { method: 'GET', url: '/v2/menuSettings', headers: staffHeaders });
    expect(settings.json.body.selectedPublicTheme).toBe('midnight');
    expect((await app.inject({ method: 'GET', url: `/v/${venue.profile.userName}` })).body).toContain('data-theme="midnight"');
    // The dashboard's cached menu read sees the change on the very next request too.
    expect((await dashboardRead()).json.body.menuitems.selectedPublicTheme).toBe('midnight');
  });

  it("tells guests a new venue's menu has no dishes yet instead of a blank page with a search box", async () => {
    const fresh = await ownerWithVenue(app);
    const page = await app.inject({ method: 'GET', url: `/v/${fresh.profile.userName}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('No dishes on the menu yet');
    expect(page.body).toContain('Please ask our staff what is being served today.');
    expect(page.body).not.toContain('Search the menu');
  });

  it('creates the menu row when a venue with no menu yet publishes or picks a theme', async () => {
    const fresh = await ownerWithVenue(app);
    const res = await call(app, {
      method: 'POST',
      url: '/v2/updateMenuSettings',
      headers: fresh.headers,
      payload: { selectedPublicTheme: 'minimal' },
    });
    expect(res.status).toBe(200);
    const page = await app.inject({ method: 'GET', url: `/v/${fresh.profile.userName}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-theme="minimal"');
  });
});
