import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESERVATION_MESSAGES } from '@venue/shared';
import { buildApp } from '../../app.ts';
import { restaurants, restaurantTerms } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { ownerWithVenue } from '../../../test/fixtures.ts';
import { fakePublicBundle } from '../../../test/public-bundle.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/** A restaurant row written directly (the set-up calls belong to the reservations module). */
async function addRestaurant(
  app: FastifyInstance,
  profileId: string,
  fields: Partial<typeof restaurants.$inferInsert> = {},
  terms: string[] = [],
) {
  const id = newId();
  await app.deps.db.insert(restaurants).values({
    id,
    profileId,
    name: 'Saffron Terrace',
    city: 'Bengaluru',
    address: '12 Church Street',
    timeZone: 'Asia/Kolkata',
    partyMin: 2,
    partyMax: 8,
    maxDaysAhead: 14,
    ...fields,
  });
  if (terms.length > 0) {
    await app.deps.db
      .insert(restaurantTerms)
      .values(terms.map((clause, position) => ({ id: newId(), profileId, restaurantId: id, clause, position })));
  }
  return id;
}

const hydrationDataOf = (html: string) => {
  const data = /<script id="pm-data" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  return data ? (JSON.parse(data) as Record<string, unknown>) : null;
};

describe('booking page /v/{username}/book', () => {
  let t: TestApp;
  let app: FastifyInstance;
  // 18:30 UTC is already the next day in India: "today" must be the restaurant's.
  const now = new Date('2026-03-14T18:30:00Z');

  beforeAll(async () => {
    t = await createTestApp({}, { clock: () => now });
    app = t.app;
  });
  afterAll(() => t.close());

  it("renders the restaurant's name, address, party sizes and terms, with its own CSP and no caching", async () => {
    const venue = await ownerWithVenue(app);
    await addRestaurant(app, venue.profile.id, {}, ['Tables are held for 15 minutes.', 'Smart casual dress.']);
    const res = await app.inject({ method: 'GET', url: `/v/${venue.profile.userName}/book` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<title>Book a table – Saffron Terrace</title>');
    expect(res.body).toContain('12 Church Street, Bengaluru');
    expect(res.body).toContain('<li>Tables are held for 15 minutes.</li><li>Smart casual dress.</li>');
    expect(res.body).toContain('<option value="8">8 guests</option>');
    expect(res.body).not.toContain('<option value="1">');
    expect(res.body).toContain('min="2026-03-15" max="2026-03-29"');
    expect(res.body).toContain('Book table');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("form-action 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers the 404 status page for a venue without a restaurant and for an unknown venue', async () => {
    const venue = await ownerWithVenue(app);
    const res = await app.inject({ method: 'GET', url: `/v/${venue.profile.userName}/book` });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Booking page not found');
    expect(res.body).toContain('does not take table bookings online');
    expect(res.body).not.toContain('Book table');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");

    const unknown = await app.inject({ method: 'GET', url: '/v/no-such-venue-here/book' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Booking page not found');
  });

  it('says a paused restaurant is not taking bookings, with no form', async () => {
    const venue = await ownerWithVenue(app);
    await addRestaurant(app, venue.profile.id, { isActive: false });
    const res = await app.inject({ method: 'GET', url: `/v/${venue.profile.userName}/book` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(RESERVATION_MESSAGES.paused);
    expect(res.body).not.toContain('Book table');
    expect(res.body).not.toContain('id="pm-data"');
  });

  it('escapes a hostile restaurant name and clause in the markup and in the hydration data', async () => {
    const venue = await ownerWithVenue(app);
    const hostile = '</script><script>alert(1)</script>';
    await addRestaurant(app, venue.profile.id, { name: hostile, city: '<img src=x onerror=alert(2)>' }, [`${hostile} clause`]);
    const bundle = fakePublicBundle({
      source: 'src/guest/client/booking-entry.tsx',
      file: 'booking.js',
      css: '.pb-slot{color:navy}',
    });
    const withBundle = await buildApp(
      { ...t.config, webDistDir: bundle.distDir },
      { database: app.deps.database, clock: () => now },
    );
    try {
      const html = (await withBundle.inject({ method: 'GET', url: `/v/${venue.profile.userName}/book` })).body;
      expect(html).not.toContain('<script>alert(1)</script>');
      expect(html).not.toContain('<img src=x');
      expect(html).toContain('&lt;/script>&lt;script>alert(1)&lt;/script>');
      const data = hydrationDataOf(html) as { restaurant: { name: string; terms: string[]; id: string }; today: string };
      expect(data.restaurant.name).toBe(hostile);
      expect(data.restaurant.terms).toEqual([`${hostile} clause`]);
      expect(data.today).toBe('2026-03-15');
      // The booking page loads the booking script (and the chunk it shares with the menu), not the menu's.
      expect(html).toContain('<script type="module" src="/public-menu/assets/booking.js"></script>');
      expect(html).toContain('<link rel="modulepreload" href="/public-menu/assets/shared.js">');
      expect(html).not.toContain('menu.js');
      expect(html).toContain('<style>.pm{color:teal}\n.pb-slot{color:navy}</style>');
    } finally {
      await withBundle.close();
      bundle.remove();
    }
  });

  it('offers "Book a table" on the menu and the link page only while the restaurant takes bookings', async () => {
    const venue = await ownerWithVenue(app);
    const userName = venue.profile.userName;
    const bookLink = `href="/v/${userName}/book"`;
    expect((await app.inject({ method: 'GET', url: `/v/${userName}/links` })).body).not.toContain(bookLink);
    expect((await app.inject({ method: 'GET', url: `/v/${userName}` })).body).not.toContain(bookLink);

    const restaurantId = await addRestaurant(app, venue.profile.id);
    const links = (await app.inject({ method: 'GET', url: `/v/${userName}/links` })).body;
    expect(links).toContain(bookLink);
    expect(links).toContain('Book a table');
    // The menu page is cached per venue; a restaurant change shows within the cache's check interval.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await app.inject({ method: 'GET', url: `/v/${userName}` })).body).toContain(bookLink);

    await app.deps.db.update(restaurants).set({ isActive: false }).where(eq(restaurants.id, restaurantId));
    expect((await app.inject({ method: 'GET', url: `/v/${userName}/links` })).body).not.toContain(bookLink);
  });
});

describe('manage page /v/{username}/book/manage/{reference}', () => {
  let t: TestApp;
  let app: FastifyInstance;

  beforeAll(async () => {
    t = await createTestApp();
    app = t.app;
  });
  afterAll(() => t.close());

  it('renders a shell carrying the reference and token for the script, never sending them on as Referer', async () => {
    const venue = await ownerWithVenue(app);
    await addRestaurant(app, venue.profile.id);
    const res = await app.inject({
      method: 'GET',
      url: `/v/${venue.profile.userName}/book/manage/AB12CD34?token=${encodeURIComponent('tok<en>&"x')}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.body).toContain('<meta name="referrer" content="no-referrer">');
    expect(res.body).toContain('<meta name="robots" content="noindex">');
    expect(res.body).toContain('Loading your booking');
    expect(res.headers['content-security-policy']).toContain("form-action 'none'");
    expect(res.body).not.toContain('tok<en>');
  });

  it('is the 404 status page for a venue without a restaurant', async () => {
    const venue = await ownerWithVenue(app);
    const res = await app.inject({ method: 'GET', url: `/v/${venue.profile.userName}/book/manage/AB12CD34?token=x` });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Booking page not found');
  });
});
