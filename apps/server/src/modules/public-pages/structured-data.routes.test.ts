import { gzipSync } from 'node:zlib';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessCategories, menuItems, profileCategories, profiles, restaurants } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { writePublicProfiles } from '../profiles/profiles.service.ts';
import { call, multipart, ownerWithVenue } from '../../../test/fixtures.ts';
import { pngFile } from '../../../test/media-files.ts';
import { EVENT_FIELDS, eventOnSale, ticketType } from '../../../test/events-kit.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { menuApi } from '../../../test/menu-kit.ts';
import { SHARE_IMAGE_PATH } from './share-image.ts';
import { MENU_ITEMS_IN_STRUCTURED_DATA_MAX } from './structured-data.ts';

/*
 * What search engines and chat assistants read of the guests' pages (issue 40, decisions §7
 * "Search engines and shares"): JSON-LD `Restaurant` on /v/{username} and `Event` on an event's
 * page, parsed from the HTML and held to what Google documents for each rich result and to
 * schema.org's vocabulary; Open Graph and a canonical URL on every page kind.
 */

// ---------------------------------------------------------------------------------------------
// What Google asks of each type, as its Search Central pages list them
// ---------------------------------------------------------------------------------------------

/**
 * https://developers.google.com/search/docs/appearance/structured-data/local-business
 * (Restaurant is a LocalBusiness; `servesCuisine` and `menu` are listed there for food establishments.)
 */
const GOOGLE_LOCAL_BUSINESS = {
  required: ['address', 'name'],
  recommended: [
    'aggregateRating',
    'department',
    'geo',
    'menu',
    'openingHoursSpecification',
    'priceRange',
    'review',
    'servesCuisine',
    'telephone',
    'url',
  ],
  /** Recommended, and nothing in the product holds it: no ratings or reviews, no coordinates, no departments. */
  notHeld: ['aggregateRating', 'department', 'geo', 'review'],
  address: ['addressCountry', 'addressLocality', 'streetAddress'],
  openingHoursSpecification: ['dayOfWeek', 'opens', 'closes'],
};

/** https://developers.google.com/search/docs/appearance/structured-data/event */
const GOOGLE_EVENT = {
  required: ['location', 'name', 'startDate'],
  recommended: [
    'description',
    'endDate',
    'eventAttendanceMode',
    'eventStatus',
    'image',
    'offers',
    'organizer',
    'performer',
    'previousStartDate',
  ],
  /** No performers are recorded, and an event is never rescheduled (only cancelled). */
  notHeld: ['performer', 'previousStartDate'],
  location: { required: ['address'], recommended: ['name'] },
  offers: ['availability', 'price', 'priceCurrency', 'url', 'validFrom'],
  organizer: ['name', 'url'],
  /** The values Google reads for `offers.availability` and `eventStatus`. */
  availability: [
    'https://schema.org/InStock',
    'https://schema.org/SoldOut',
    'https://schema.org/PreOrder',
    'https://schema.org/OutOfStock',
  ],
  eventStatus: ['https://schema.org/EventScheduled', 'https://schema.org/EventCancelled'],
};

/**
 * schema.org's vocabulary for the types the pages emit (https://schema.org/{Type}, properties of
 * the type and the types it inherits from that this product could fill). A property not listed
 * for its node's type fails the walk: a typo, or a property of another type.
 */
const THING = ['@id', 'name', 'description', 'url', 'image'];
const SCHEMA_ORG: Record<string, string[]> = {
  Restaurant: [
    ...THING,
    'address',
    'telephone',
    'openingHoursSpecification',
    'priceRange',
    'servesCuisine',
    'acceptsReservations',
    'menu',
    'hasMenu',
  ],
  PostalAddress: ['streetAddress', 'addressLocality', 'addressRegion', 'postalCode', 'addressCountry'],
  OpeningHoursSpecification: ['dayOfWeek', 'opens', 'closes', 'validFrom', 'validThrough'],
  Menu: [...THING, 'hasMenuSection', 'hasMenuItem'],
  MenuSection: [...THING, 'hasMenuSection', 'hasMenuItem'],
  MenuItem: [...THING, 'offers', 'suitableForDiet', 'nutrition', 'menuAddOn'],
  Offer: ['name', 'price', 'priceCurrency', 'availability', 'url', 'validFrom', 'validThrough'],
  Event: [
    ...THING,
    'startDate',
    'endDate',
    'eventStatus',
    'eventAttendanceMode',
    'location',
    'organizer',
    'offers',
    'performer',
    'previousStartDate',
  ],
  Place: [...THING, 'address'],
  Organization: [...THING],
};
/** schema.org's RestrictedDiet members (https://schema.org/RestrictedDiet). */
const DIETS = [
  'DiabeticDiet',
  'GlutenFreeDiet',
  'HalalDiet',
  'HinduDiet',
  'KosherDiet',
  'LowCalorieDiet',
  'LowFatDiet',
  'LowLactoseDiet',
  'LowSaltDiet',
  'VeganDiet',
  'VegetarianDiet',
].map((diet) => `https://schema.org/${diet}`);

type Node = Record<string, unknown>;

/** Every node with an `@type` in `value`, each checked against the vocabulary on the way. */
function nodesOf(value: unknown, found: Node[] = []): Node[] {
  if (Array.isArray(value)) {
    for (const entry of value) nodesOf(entry, found);
  } else if (value && typeof value === 'object') {
    const node = value as Node;
    const type = node['@type'];
    if (typeof type === 'string') {
      const known = SCHEMA_ORG[type];
      expect(known, `schema.org type ${type}`).toBeDefined();
      for (const property of Object.keys(node).filter((key) => key !== '@type' && key !== '@context')) {
        expect(known, `${type}.${property} is not schema.org's`).toContain(property);
      }
      found.push(node);
    }
    for (const child of Object.values(node)) nodesOf(child, found);
  }
  return found;
}

const expectProperties = (node: Node, properties: string[], what: string) => {
  for (const property of properties) expect(node[property], `${what}.${property}`).toBeDefined();
};

/** The page's one JSON-LD block, parsed. */
function structuredDataOf(html: string): Node {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
  expect(blocks).toHaveLength(1);
  const data = JSON.parse(blocks[0]![1]!) as Node;
  expect(data['@context']).toBe('https://schema.org');
  return data;
}

const metaContent = (html: string, key: string) =>
  new RegExp(`<meta property="${key}" content="([^"]*)">`).exec(html)?.[1] ?? null;
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1] ?? null;

// ---------------------------------------------------------------------------------------------
// The app and a venue with everything a restaurant page says
// ---------------------------------------------------------------------------------------------

let t: TestApp;
let app: FastifyInstance;
// 12:00 in India on Wednesday 10 June 2026.
const now = new Date('2026-06-10T06:30:00Z');

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
  app = t.app;
});
afterAll(() => t.close());

type Headers = Record<string, string>;

/** The answer's body, failing the test on a refusal. */
function ok(res: Awaited<ReturnType<typeof call>>) {
  expect(res.status, res.raw.body).toBe(200);
  return res.json.body;
}

const menuOf = (venue: { headers: Headers; profile: { userName: string } }) =>
  menuApi(app, venue.headers, venue.profile.userName);

async function post(headers: Headers, url: string, payload: object, method: 'POST' | 'PUT' = 'POST') {
  const res = await call(app, { method, url, headers, payload });
  expect(res.status, res.raw.body).toBe(200);
  return res.json.body;
}

/** A menu of one category with two subcategories, published. */
async function publishedMenu(venue: { headers: Headers; profile: { userName: string } }) {
  const { headers } = venue;
  const api = menuOf(venue);
  const food = ok(await api.addCategory('Food')).category._id;
  const sub = async (name: string) => ok(await api.addSubcategory(name, food)).subCategory._id;
  const starters = await sub('Starters');
  const mains = await sub('Mains');
  const item = async (fields: Record<string, string>) => ok(await api.addItem(fields)).data._id as string;
  await item({
    itemName: 'Paneer Tikka',
    subCategory_id: starters,
    price: '249.5',
    type: 'veg',
    description: 'Smoky cottage cheese',
  });
  await item({ itemName: 'Vegan Bowl', subCategory_id: starters, price: '180', type: 'vegan' });
  const chicken = await item({ itemName: 'Chicken 65', subCategory_id: mains, price: '320', type: 'non-veg' });
  await item({
    itemName: 'Royal Thali',
    subCategory_id: mains,
    varietyArr: JSON.stringify([
      { name: 'Half', price: '249', type: 'veg' },
      { name: 'Full', price: '449.5', type: 'veg' },
    ]),
  });
  await post(headers, '/v2/updateSoldOut', { _id: chicken, soldOut: true });
  await post(headers, '/v2/publish-menu', {});
}

/** The venue's profile fields as a dashboard edit would leave them. */
const editProfile = (profileId: string, fields: Partial<typeof profiles.$inferInsert>) =>
  writePublicProfiles(app.deps.db, (tx) => tx.update(profiles).set(fields).where(eq(profiles.id, profileId)));

async function fileUnder(profileId: string, names: string[]) {
  const rows = await app.deps.db.select().from(businessCategories).where(inArray(businessCategories.name, names));
  await writePublicProfiles(app.deps.db, (tx) =>
    tx.insert(profileCategories).values(rows.map((row) => ({ profileId, categoryId: row.id }))),
  );
}

const addRestaurant = (profileId: string, fields: Partial<typeof restaurants.$inferInsert> = {}) =>
  app.deps.db.insert(restaurants).values({
    id: newId(),
    profileId,
    name: 'Saffron Terrace',
    city: 'Bengaluru',
    address: '12 Church Street',
    timeZone: 'Asia/Kolkata',
    ...fields,
  });

const HOURS = {
  openingHours: [
    { day: 1, isOpen: true, ranges: [{ start: '12:00', end: '23:00' }] },
    { day: 2, isOpen: true, ranges: [{ start: '12:00', end: '23:00' }] },
    {
      day: 5,
      isOpen: true,
      ranges: [
        { start: '12:00', end: '15:00' },
        { start: '19:00', end: '23:30' },
      ],
    },
  ],
  // Today is a holiday.
  exceptions: [{ date: '2026-06-10', isOpen: false, ranges: [] }],
};

async function fullVenue() {
  const venue = await ownerWithVenue(app);
  await editProfile(venue.profile.id, {
    image: 'profiles/logo.png',
    contactNumbers: [{ id: 'desk', number: '919876543210', label: 'Reservations', isPrimary: true }],
  });
  await fileUnder(venue.profile.id, ['Biryani House', 'Cafe']);
  await addRestaurant(venue.profile.id);
  await post(venue.headers, '/v1/profiles/opening-hours', HOURS, 'PUT');
  await publishedMenu(venue);
  return venue;
}

const get = (url: string) => app.inject({ method: 'GET', url });

describe('the menu page carries JSON-LD Restaurant', () => {
  it('with what Google requires and recommends of a local business, and the contract’s menu, offers in INR and booking URL', async () => {
    const venue = await fullVenue();
    const url = `${t.config.publicBaseUrl}/v/${venue.profile.userName}`;
    const res = await get(`/v/${venue.profile.userName}`);
    expect(res.statusCode).toBe(200);
    const data = structuredDataOf(res.body);
    nodesOf(data);

    expect(data['@type']).toBe('Restaurant');
    expectProperties(data, GOOGLE_LOCAL_BUSINESS.required, 'Restaurant');
    expectProperties(
      data,
      GOOGLE_LOCAL_BUSINESS.recommended.filter((property) => !GOOGLE_LOCAL_BUSINESS.notHeld.includes(property)),
      'Restaurant',
    );
    expect(data.name).toBe(`Venue ${venue.profile.userName}`);
    expect(data.url).toBe(url);
    expect(data.menu).toBe(url);
    expect(data.image).toBe(`${t.config.mediaBaseUrl}/profiles/logo.png`);
    expect(data.telephone).toBe('+919876543210');
    expect(data.servesCuisine).toEqual(['Biryani House', 'Cafe']);
    expect(data.priceRange).toBe('₹180–₹449.50');
    expect(data.acceptsReservations).toBe(`${url}/book`);

    const address = data.address as Node;
    expect(address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '12 Church Street',
      addressLocality: 'Bengaluru',
      addressCountry: 'IN',
    });
    expectProperties(address, GOOGLE_LOCAL_BUSINESS.address, 'address');

    // The venue's one set of hours: days sharing a range together, split shifts as two, closed
    // days left out, today's holiday closed for today only.
    const hours = data.openingHoursSpecification as Node[];
    for (const entry of hours.slice(0, -1)) expectProperties(entry, GOOGLE_LOCAL_BUSINESS.openingHoursSpecification, 'hours');
    expect(hours).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday'], opens: '12:00', closes: '23:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Friday'], opens: '12:00', closes: '15:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Friday'], opens: '19:00', closes: '23:30' },
      {
        '@type': 'OpeningHoursSpecification',
        opens: '00:00',
        closes: '00:00',
        validFrom: '2026-06-10',
        validThrough: '2026-06-10',
      },
    ]);

    // The menu: its category, its subcategories as sections in it, and their dishes.
    const menu = data.hasMenu as Node;
    expect(menu['@type']).toBe('Menu');
    expect(menu.url).toBe(url);
    const [food] = menu.hasMenuSection as Node[];
    expect(food!.name).toBe('Food');
    const [starters, mains] = food!.hasMenuSection as Node[];
    expect(starters!.name).toBe('Starters');
    expect(mains!.name).toBe('Mains');
    expect(starters!.hasMenuItem).toEqual([
      {
        '@type': 'MenuItem',
        name: 'Paneer Tikka',
        description: 'Smoky cottage cheese',
        offers: { '@type': 'Offer', price: '249.50', priceCurrency: 'INR' },
        suitableForDiet: 'https://schema.org/VegetarianDiet',
      },
      {
        '@type': 'MenuItem',
        name: 'Vegan Bowl',
        offers: { '@type': 'Offer', price: '180', priceCurrency: 'INR' },
        suitableForDiet: 'https://schema.org/VeganDiet',
      },
    ]);
    // Non-veg has no diet of schema.org's; sold out today says so; varieties are offers of their own.
    expect(mains!.hasMenuItem).toEqual([
      {
        '@type': 'MenuItem',
        name: 'Chicken 65',
        offers: { '@type': 'Offer', price: '320', priceCurrency: 'INR', availability: 'https://schema.org/SoldOut' },
      },
      {
        '@type': 'MenuItem',
        name: 'Royal Thali',
        offers: [
          { '@type': 'Offer', name: 'Half', price: '249', priceCurrency: 'INR' },
          { '@type': 'Offer', name: 'Full', price: '449.50', priceCurrency: 'INR' },
        ],
      },
    ]);
    for (const node of nodesOf(data).filter((entry) => entry.suitableForDiet)) expect(DIETS).toContain(node.suitableForDiet);
  });

  it('says a venue without a restaurant takes no reservations, and gives its link page’s address', async () => {
    const venue = await ownerWithVenue(app);
    const { accountId } = (
      await call(app, { method: 'GET', url: `/fast-social/all?userName=${venue.profile.userName}`, headers: venue.headers })
    ).json.body;
    await post(venue.headers, '/fast-social/contact-details', {
      accountId,
      address: '4 Brigade Road, Bengaluru',
      contactNumbers: [],
    });
    await publishedMenu(venue);
    const data = structuredDataOf((await get(`/v/${venue.profile.userName}`)).body);
    nodesOf(data);
    expect(data.acceptsReservations).toBe(false);
    expect(data.address).toEqual({ '@type': 'PostalAddress', streetAddress: '4 Brigade Road, Bengaluru', addressCountry: 'IN' });
    expect(data.telephone).toBeUndefined();
    expect(data.servesCuisine).toBeUndefined();
  });

  it('is safe against a venue named "</script>": the block cannot be ended early and reads back as the name', async () => {
    const venue = await ownerWithVenue(app);
    const name = '</script><script>alert("x")</script> & <!-- Dhaba';
    await editProfile(venue.profile.id, { name });
    await publishedMenu(venue);
    const html = (await get(`/v/${venue.profile.userName}`)).body;
    const block = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!;
    expect(block).not.toContain('<');
    expect(html).not.toContain('<script>alert');
    expect(structuredDataOf(html).name).toBe(name);
  });

  it(`names sections only above ${MENU_ITEMS_IN_STRUCTURED_DATA_MAX} dishes, and adds a few KB gzipped to a ${MENU_ITEMS_IN_STRUCTURED_DATA_MAX}-dish page`, async () => {
    const venue = await ownerWithVenue(app);
    const api = menuOf(venue);
    const food = ok(await api.addCategory('Food')).category._id;
    const sub = ok(await api.addSubcategory('All day', food)).subCategory._id;
    // Written as rows (300 calls take minutes on a busy PostgreSQL); Publish then reads them.
    const dish = (
      n: number,
      name = `Dish ${n} ${['Paneer Butter Masala', 'Masala Dosa', 'Chicken Biryani', 'Gulab Jamun'][n % 4]}`,
    ) => ({
      id: newId(),
      profileId: venue.profile.id,
      categoryId: food,
      subcategoryId: sub,
      name,
      description: `House special number ${n}, slow cooked with whole spices and served with rice or bread.`,
      pricePaise: 10_000 + n * 100,
      foodType: n % 2 ? 'veg' : 'non-veg',
      position: 1 + n,
    });
    await app.deps.db.insert(menuItems).values(Array.from({ length: MENU_ITEMS_IN_STRUCTURED_DATA_MAX }, (_, n) => dish(n)));
    await post(venue.headers, '/v2/publish-menu', {});
    const html = (await get(`/v/${venue.profile.userName}`)).body;
    const block = /<script type="application\/ld\+json">.*?<\/script>/s.exec(html)![0];
    const added = gzipSync(html).length - gzipSync(html.replace(block, '')).length;
    // docs/decisions/0038: 74 KB of JSON-LD added ~3.8 KB gzipped to this 15 KB page (1.9 KB in brotli).
    expect(added).toBeLessThan(8_000);
    const items = ((structuredDataOf(html).hasMenu as Node).hasMenuSection as Node[])[0]!.hasMenuSection as Node[];
    expect((items[0]!.hasMenuItem as Node[]).length).toBe(MENU_ITEMS_IN_STRUCTURED_DATA_MAX);

    await app.deps.db.insert(menuItems).values(dish(MENU_ITEMS_IN_STRUCTURED_DATA_MAX, 'One dish more'));
    await post(venue.headers, '/v2/publish-menu', {});
    const bigger = structuredDataOf((await get(`/v/${venue.profile.userName}`)).body);
    const section = (((bigger.hasMenu as Node).hasMenuSection as Node[])[0]!.hasMenuSection as Node[])[0]!;
    expect(section).toEqual({ '@type': 'MenuSection', name: 'All day' });
  });
});

describe('an event page carries JSON-LD Event', () => {
  it('with what Google requires and recommends of an event: start with the venue’s offset, place, offers in INR with availability', async () => {
    const venue = await ownerWithVenue(app);
    await editProfile(venue.profile.id, { image: 'profiles/logo.png' });
    const event = await eventOnSale(app, venue.headers, [
      ticketType(),
      ticketType({ name: 'Early bird', price: '299', quantity: 1, salesStart: '2026-06-20T00:00:00Z' }),
    ]);
    const url = `${t.config.publicBaseUrl}/v/${venue.profile.userName}/events/${event._id}`;
    const data = structuredDataOf((await get(`/v/${venue.profile.userName}/events/${event._id}`)).body);
    nodesOf(data);

    expect(data['@type']).toBe('Event');
    expectProperties(data, GOOGLE_EVENT.required, 'Event');
    expectProperties(
      data,
      GOOGLE_EVENT.recommended.filter((property) => !GOOGLE_EVENT.notHeld.includes(property)),
      'Event',
    );
    expect(data.name).toBe(EVENT_FIELDS.name);
    expect(data.startDate).toBe('2026-07-01T19:30:00+05:30');
    expect(data.endDate).toBe('2026-07-01T23:00:00+05:30');
    expect(data.url).toBe(url);
    expect(data.eventStatus).toBe('https://schema.org/EventScheduled');
    expect(data.eventAttendanceMode).toBe('https://schema.org/OfflineEventAttendanceMode');
    expect(data.image).toEqual([`${t.config.mediaBaseUrl}/profiles/logo.png`]);
    const location = data.location as Node;
    expectProperties(location, [...GOOGLE_EVENT.location.required, ...GOOGLE_EVENT.location.recommended], 'location');
    expect(location).toEqual({
      '@type': 'Place',
      name: 'The Courtyard',
      address: { '@type': 'PostalAddress', streetAddress: '12 MG Road', addressCountry: 'IN' },
    });
    const organizer = data.organizer as Node;
    expectProperties(organizer, GOOGLE_EVENT.organizer, 'organizer');
    expect(organizer.url).toBe(`${t.config.publicBaseUrl}/v/${venue.profile.userName}`);

    const offers = data.offers as Node[];
    for (const offer of offers) {
      expectProperties(offer, GOOGLE_EVENT.offers, 'offers');
      expect(GOOGLE_EVENT.availability).toContain(offer.availability);
    }
    expect(offers).toEqual([
      {
        '@type': 'Offer',
        name: 'General',
        price: '499.50',
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock',
        url,
        validFrom: '2026-06-01T05:30:00+05:30',
      },
      {
        '@type': 'Offer',
        name: 'Early bird',
        price: '299',
        priceCurrency: 'INR',
        availability: 'https://schema.org/PreOrder',
        url,
        validFrom: '2026-06-20T05:30:00+05:30',
      },
    ]);
  });

  it('says a cancelled event is cancelled, and places an event without an address at the venue', async () => {
    const venue = await ownerWithVenue(app);
    await addRestaurant(venue.profile.id, { address: '1 Residency Road', city: 'Bengaluru' });
    const event = await eventOnSale(app, venue.headers, [ticketType()], { address: '' });
    await post(venue.headers, `/v2/ticketed-events/${event._id}/status`, { status: 'cancelled' }, 'PUT');
    const data = structuredDataOf((await get(`/v/${venue.profile.userName}/events/${event._id}`)).body);
    nodesOf(data);
    expect(GOOGLE_EVENT.eventStatus).toContain(data.eventStatus);
    expect(data.eventStatus).toBe('https://schema.org/EventCancelled');
    expect((data.location as Node).address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '1 Residency Road',
      addressLocality: 'Bengaluru',
      addressCountry: 'IN',
    });
    expect((data.offers as Node[])[0]!.availability).toBe('https://schema.org/OutOfStock');
  });
});

describe('Open Graph and a canonical URL on every page kind', () => {
  it('menu, link page, booking page and event page: title, description, an absolute image and their own address', async () => {
    const venue = await fullVenue();
    const form = multipart(
      { ...EVENT_FIELDS, ticketTypes: JSON.stringify([ticketType()]) },
      { filename: 'b.png', contentType: 'image/png', data: await pngFile() },
    );
    const created = await call(app, {
      method: 'POST',
      url: '/v2/ticketed-events',
      headers: { ...venue.headers, ...form.headers },
      payload: form.payload,
    });
    const event = created.json.body.event;
    await post(venue.headers, '/v2/updatePublishStatus', { _id: event._id, publish: 1 });

    const base = `${t.config.publicBaseUrl}/v/${venue.profile.userName}`;
    const logo = `${t.config.mediaBaseUrl}/profiles/logo.png`;
    const pages = [
      { path: '', image: logo },
      { path: '/links', image: logo },
      { path: '/book', image: logo },
      { path: `/events/${event._id}`, image: event.banner as string },
    ];
    for (const page of pages) {
      const res = await get(`/v/${venue.profile.userName}${page.path}`);
      expect(res.statusCode, page.path).toBe(200);
      const html = res.body;
      expect(metaContent(html, 'og:title'), page.path).toBeTruthy();
      expect(metaContent(html, 'og:description'), page.path).toBeTruthy();
      expect(metaContent(html, 'og:image'), page.path).toBe(page.image);
      expect(metaContent(html, 'og:image'), page.path).toMatch(/^https?:\/\//);
      expect(metaContent(html, 'og:url'), page.path).toBe(`${base}${page.path}`);
      expect(canonicalOf(html), page.path).toBe(`${base}${page.path}`);
      expect(html, page.path).not.toContain('name="robots"');
    }
  });

  it("a venue without a logo shares its menu's cover, else the platform's picture, which is served", async () => {
    const venue = await ownerWithVenue(app);
    await publishedMenu(venue);
    const fallback = `${t.config.publicBaseUrl}${SHARE_IMAGE_PATH}`;
    for (const path of ['', '/links']) {
      const html = (await get(`/v/${venue.profile.userName}${path}`)).body;
      expect(metaContent(html, 'og:image'), path).toBe(fallback);
    }
    const image = await get(SHARE_IMAGE_PATH);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');

    const cover = ok(
      await menuOf(venue).addHomeImage(
        { title: 'Sunday Thali', description: 'All day', linkUrl: '' },
        { filename: 'thali.png', contentType: 'image/png', data: await pngFile() },
      ),
    );
    await post(venue.headers, '/v2/publish-menu', {});
    const html = (await get(`/v/${venue.profile.userName}`)).body;
    expect(metaContent(html, 'og:image')).toBe(cover.image.imageUrl);
    expect(metaContent(html, 'og:image')).toMatch(/^https?:\/\//);
  });

  it('pages whose address carries a secret name their address without it', async () => {
    const venue = await ownerWithVenue(app);
    const html = (await get(`/v/${venue.profile.userName}/tickets/abc123?token=secret-token`)).body;
    expect(canonicalOf(html)).toBe(`${t.config.publicBaseUrl}/v/${venue.profile.userName}/tickets/abc123`);
    expect(metaContent(html, 'og:url')).toBe(`${t.config.publicBaseUrl}/v/${venue.profile.userName}/tickets/abc123`);
    expect(metaContent(html, 'og:image')).toMatch(/^https?:\/\//);
  });
});
