import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicEventPage } from '@venue/shared';
import { buildApp } from '../../app.ts';
import { ticketTypes } from '../../db/schema/index.ts';
import { call, multipart, ownerWithVenue } from '../../../test/fixtures.ts';
import { pngFile } from '../../../test/media-files.ts';
import { fakePublicBundle } from '../../../test/public-bundle.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { EVENT_FIELDS, eventOnSale, guestPhones, order, testOtpOf, ticketType } from '../../../test/events-kit.ts';

/*
 * The guests' event pages (issue 12): /v/{username}/events/{eventId} with its Open Graph card,
 * its calendar file, the ticket page's shell, the payment callback page, and the upcoming
 * events on the venue's menu and link page.
 */

const guests = guestPhones(2, '9196100');
let t: TestApp;
let app: FastifyInstance;
// 12:00 in India on 10 June 2026: General is on sale (1 June – 1 July), the event is on 1 July.
let now = new Date('2026-06-10T06:30:00Z');

beforeAll(async () => {
  t = await createTestApp({ SMS_TEST_OTP: testOtpOf(guests) }, { clock: () => now });
  app = t.app;
});
afterAll(() => t.close());

type Headers = Record<string, string>;

const pageOf = (userName: string, eventId: string) => app.inject({ method: 'GET', url: `/v/${userName}/events/${eventId}` });

const publish = (headers: Headers, id: string, value: 0 | 1 = 1) =>
  call(app, { method: 'POST', url: '/v2/updatePublishStatus', headers, payload: { _id: id, publish: value } });

const setStatus = (headers: Headers, id: string, status: string) =>
  call(app, { method: 'PUT', url: `/v2/ticketed-events/${id}/status`, headers, payload: { status } });

/** A free event (no tickets), optionally published. */
async function freeEvent(headers: Headers, fields: Record<string, string> = {}, options: { publish?: boolean } = {}) {
  const created = await call(app, { method: 'POST', url: '/v2/createEvent', headers, payload: { ...EVENT_FIELDS, ...fields } });
  if (created.status !== 200) throw new Error(created.raw.body);
  const id = created.json.body.event._id as string;
  if (options.publish ?? true) await publish(headers, id);
  return id;
}

const metaContent = (html: string, attribute: 'property' | 'name', key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)">`).exec(html)?.[1] ?? null;

describe('event page /v/{username}/events/{eventId}', () => {
  it('shows a published ticketed event: banner, name, time on the venue clock, place, description and prices, with its Open Graph card', async () => {
    const venue = await ownerWithVenue(app);
    const form = multipart(
      {
        ...EVENT_FIELDS,
        description: 'Live quartet\nDoors at 7',
        ticketTypes: JSON.stringify([ticketType(), ticketType({ name: 'VIP', price: '1500', maxPerOrder: 4 })]),
      },
      { filename: 'b.png', contentType: 'image/png', data: await pngFile() },
    );
    const created = await call(app, {
      method: 'POST',
      url: '/v2/ticketed-events',
      headers: { ...venue.headers, ...form.headers },
      payload: form.payload,
    });
    expect(created.status, created.raw.body).toBe(200);
    const event = created.json.body.event;
    await publish(venue.headers, event._id);
    await setStatus(venue.headers, event._id, 'on-sale');

    const res = await pageOf(venue.profile.userName, event._id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toContain("form-action 'none'");
    const html = res.body;
    expect(html).toContain(`<title>Jazz Night – Venue ${venue.profile.userName}</title>`);
    // 19:30 to 23:00 in India, whatever the server's zone.
    expect(html).toContain('Wed, 1 Jul 2026, 7:30 pm – 11:00 pm');
    expect(html).toContain('The Courtyard, 12 MG Road');
    expect(html).toContain('Live quartet\nDoors at 7');
    expect(html).toContain('₹499.50');
    expect(html).toContain('₹1,500');
    expect(html).toContain(`href="/v/${venue.profile.userName}/events/${event._id}/calendar.ics"`);
    expect(html).toContain(
      'https://calendar.google.com/calendar/render?action=TEMPLATE&amp;text=Jazz+Night&amp;dates=20260701T140000Z%2F20260701T173000Z',
    );
    // The checkout's controls, with the labels a journey drives them by.
    expect(html).toContain('aria-label="More VIP tickets"');
    expect(html).toContain('Send code');

    const banner = event.banner as string;
    expect(banner).toMatch(/^https?:\/\/[^/]+\/.*event-banners\/[0-9a-f]{24}\.webp$/);
    expect(/<img [^>]*class="pe-banner"[^>]*>/.exec(html)?.[0]).toContain(`src="${banner}"`);
    expect(metaContent(html, 'property', 'og:title')).toBe(`Jazz Night – Venue ${venue.profile.userName}`);
    expect(metaContent(html, 'property', 'og:description')).toBe(
      'Wed, 1 Jul 2026, 7:30 pm at The Courtyard, 12 MG Road. Live quartet Doors at 7',
    );
    expect(metaContent(html, 'property', 'og:image')).toBe(banner);
    expect(metaContent(html, 'property', 'og:url')).toBe(
      `${t.config.publicBaseUrl}/v/${venue.profile.userName}/events/${event._id}`,
    );
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'name', 'twitter:image')).toBe(banner);
    expect(metaContent(html, 'name', 'twitter:title')).toBe(`Jazz Night – Venue ${venue.profile.userName}`);
  });

  it('is the 404 page for an unpublished event, another venue’s event, an unknown venue and a malformed id', async () => {
    const venue = await ownerWithVenue(app);
    const other = await ownerWithVenue(app);
    const draft = await freeEvent(venue.headers, {}, { publish: false });
    const othersEvent = await freeEvent(other.headers, { name: 'Their Party' });
    const unpublished = await freeEvent(venue.headers, { name: 'Taken Down' });
    await publish(venue.headers, unpublished, 0);

    for (const [userName, id] of [
      [venue.profile.userName, draft],
      [venue.profile.userName, unpublished],
      [venue.profile.userName, othersEvent],
      ['no-such-venue-here', othersEvent],
      [venue.profile.userName, 'not-an-id'],
    ] as const) {
      const res = await pageOf(userName, id);
      expect(res.statusCode, `${userName}/${id}`).toBe(404);
      expect(res.body).toContain('Event not found');
      expect(res.body).toContain('<meta name="robots" content="noindex">');
      expect(res.body).not.toContain('Jazz Night');
      expect(res.body).not.toContain('Their Party');
      const ics = await app.inject({ method: 'GET', url: `/v/${userName}/events/${id}/calendar.ics` });
      expect(ics.statusCode).toBe(404);
      expect(ics.headers['content-type']).toMatch(/text\/html/);
    }
    // The other venue's own address does show it.
    expect((await pageOf(other.profile.userName, othersEvent)).statusCode).toBe(200);
  });

  it('says why tickets cannot be bought: not on sale, paused, sold out, sales not open or ended, cancelled, event over', async () => {
    const venue = await ownerWithVenue(app);
    const h = venue.headers;
    const cases: Array<{ setUp: (id: string, typeIds: string[]) => Promise<unknown>; expected: string[] }> = [
      { setUp: (id) => setStatus(h, id, 'draft'), expected: ['Tickets are not on sale yet.'] },
      { setUp: (id) => setStatus(h, id, 'paused'), expected: ['Ticket sales are paused for now.'] },
      { setUp: (id) => setStatus(h, id, 'sold-out'), expected: ['This event is sold out.', 'Sold out'] },
      {
        // Every ticket sold: the event is sold out though its status still says on sale.
        setUp: (_id, [typeId]) => app.deps.db.update(ticketTypes).set({ sold: 100 }).where(eq(ticketTypes.id, typeId!)),
        expected: ['This event is sold out.', 'Sold out'],
      },
      { setUp: (id) => setStatus(h, id, 'cancelled'), expected: ['This event has been cancelled.'] },
    ];
    for (const { setUp, expected } of cases) {
      const event = await eventOnSale(app, h);
      await setUp(
        event._id,
        event.ticketTypes.map((type) => type._id),
      );
      const html = (await pageOf(venue.profile.userName, event._id)).body;
      for (const text of expected) expect(html, text).toContain(text);
      expect(html).not.toContain('Send code');
    }

    const later = await eventOnSale(app, h, [ticketType({ salesStart: '2026-06-20T04:30:00Z' })]);
    const notOpen = (await pageOf(venue.profile.userName, later._id)).body;
    expect(notOpen).toContain('Ticket sales have not opened yet. On sale from Sat, 20 Jun 2026, 10:00 am.');
    expect(notOpen).not.toContain('Send code');

    const closed = await eventOnSale(app, h, [ticketType({ salesEnd: '2026-06-09T00:00:00Z' })]);
    const ended = (await pageOf(venue.profile.userName, closed._id)).body;
    expect(ended).toContain('Ticket sales for this event have ended.');
    expect(ended).toContain('Sales ended');

    // One type sold out, another on sale: the page sells the other.
    const mixed = await eventOnSale(app, h, [ticketType({ name: 'Early bird', quantity: 5 }), ticketType({ name: 'Regular' })]);
    await app.deps.db.update(ticketTypes).set({ sold: 5 }).where(eq(ticketTypes.id, mixed.ticketTypes[0]!._id));
    const mixedHtml = (await pageOf(venue.profile.userName, mixed._id)).body;
    expect(mixedHtml).toContain('Sold out');
    expect(mixedHtml).toContain('aria-label="More Regular tickets"');
    expect(mixedHtml).not.toContain('aria-label="More Early bird tickets"');

    const past = await eventOnSale(app, h);
    const saved = now;
    now = new Date('2026-07-02T00:00:00Z');
    try {
      const over = (await pageOf(venue.profile.userName, past._id)).body;
      expect(over).toContain('This event has ended.');
      expect(over).not.toContain('Add to calendar');
    } finally {
      now = saved;
    }
  });

  it('shows a free event with its details and no checkout', async () => {
    const venue = await ownerWithVenue(app);
    const id = await freeEvent(venue.headers, { name: 'Open Mic', description: 'Bring your guitar' });
    const res = await pageOf(venue.profile.userName, id);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Open Mic');
    expect(res.body).toContain('Bring your guitar');
    expect(res.body).toContain('Free entry.');
    expect(res.body).toContain('Add to calendar');
    expect(res.body).not.toContain('Send code');
    // No banner: the venue's card, not a large image.
    expect(metaContent(res.body, 'name', 'twitter:card')).toBe('summary');
  });

  it('hydrates only a page with tickets on sale, from data the markup cannot break out of', async () => {
    const venue = await ownerWithVenue(app);
    const hostile = '</script><script>alert(1)</script>';
    const created = await call(app, {
      method: 'POST',
      url: '/v2/ticketed-events',
      headers: venue.headers,
      payload: { ...EVENT_FIELDS, name: hostile, ticketTypes: JSON.stringify([ticketType({ maxPerOrder: 4, quantity: 3 })]) },
    });
    const id = created.json.body.event._id as string;
    await publish(venue.headers, id);
    await setStatus(venue.headers, id, 'on-sale');
    const free = await freeEvent(venue.headers);

    const bundle = fakePublicBundle({
      source: 'src/guest/client/events-entry.tsx',
      file: 'events.js',
      css: '.pe-step{color:navy}',
    });
    const withBundle = await buildApp(
      { ...t.config, webDistDir: bundle.distDir },
      { database: app.deps.database, clock: () => now },
    );
    try {
      const html = (await withBundle.inject({ method: 'GET', url: `/v/${venue.profile.userName}/events/${id}` })).body;
      expect(html).not.toContain('<script>alert(1)</script>');
      expect(html).toContain('&lt;/script>&lt;script>alert(1)&lt;/script>');
      expect(html).toContain('<script type="module" src="/public-menu/assets/events.js"></script>');
      expect(html).not.toContain('menu.js');
      expect(html).toContain('<style>.pm{color:teal}\n.pe-step{color:navy}</style>');
      const data = JSON.parse(
        /<script id="pm-data" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!,
      ) as PublicEventPage;
      expect(data.kind).toBe('event');
      expect(data.event.name).toBe(hostile);
      expect(data.saleState).toBe('on-sale');
      // At most what is left (3), though 4 are allowed per order.
      expect(data.ticketOptions).toEqual([
        expect.objectContaining({ name: 'General', pricePaise: 49950, state: 'on-sale', maxQuantity: 3 }),
      ]);
      expect(data.event).toMatchObject({ startDate: '2026-07-01', startTime: '19:30', endDate: '2026-07-01', endTime: '23:00' });

      const freeHtml = (await withBundle.inject({ method: 'GET', url: `/v/${venue.profile.userName}/events/${free}` })).body;
      // No script to run: only the search engines' JSON-LD, which is data.
      expect(freeHtml.replace(/<script type="application\/ld\+json">.*?<\/script>/s, '')).not.toContain('<script');
      expect(freeHtml).toContain('.pe-step{color:navy}');
    } finally {
      await withBundle.close();
      bundle.remove();
    }
  });
});

describe('calendar.ics', () => {
  it('is the event as an RFC 5545 entry in UTC, linking back to its page', async () => {
    const venue = await ownerWithVenue(app);
    const id = await freeEvent(venue.headers, { description: 'Live quartet, two sets; doors at 7' });
    const res = await app.inject({ method: 'GET', url: `/v/${venue.profile.userName}/events/${id}/calendar.ics` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="event-${id}.ics"`);
    const pageUrl = `${t.config.publicBaseUrl}/v/${venue.profile.userName}/events/${id}`;
    const unfolded = res.body.replace(/\r\n /g, '');
    expect(res.body.endsWith('\r\n')).toBe(true);
    expect(unfolded.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Venue//Events//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      `UID:event-${id}@${new URL(t.config.publicBaseUrl).hostname}`,
      'DTSTAMP:20260610T063000Z',
      'DTSTART:20260701T140000Z',
      'DTEND:20260701T173000Z',
      'SUMMARY:Jazz Night',
      'LOCATION:The Courtyard\\, 12 MG Road',
      `DESCRIPTION:Live quartet\\, two sets\\; doors at 7\\n\\n${pageUrl}`,
      `URL:${pageUrl}`,
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
    for (const line of res.body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });
});

describe('ticket page and payment callback', () => {
  it('gives the ticket page where and until when the event is (GET /v2/ticket-orders/{orderId})', async () => {
    const venue = await ownerWithVenue(app);
    const event = await eventOnSale(app, venue.headers);
    const placed = await order(app, guests[0]!, {
      eventId: event._id,
      items: [{ ticketTypeId: event.ticketTypes[0]!._id, quantity: 2 }],
    });
    expect(placed.status, placed.raw.body).toBe(200);
    const { _id, accessToken } = placed.json.body.order;
    const view = await call(app, { method: 'GET', url: `/v2/ticket-orders/${_id}?token=${encodeURIComponent(accessToken)}` });
    expect(view.json.body.order).toMatchObject({
      eventName: 'Jazz Night',
      startsAt: '2026-07-01T14:00:00.000Z',
      endsAt: '2026-07-01T17:30:00.000Z',
      venueName: 'The Courtyard',
      address: '12 MG Road',
      timeZone: 'Asia/Kolkata',
    });
  });

  it('renders the ticket page as a shell carrying the order and token for the script, never sending them on as Referer', async () => {
    const venue = await ownerWithVenue(app);
    const res = await app.inject({
      method: 'GET',
      url: `/v/${venue.profile.userName}/tickets/65a1c0de0000000000000042?token=${encodeURIComponent('tok<en>&"x')}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('<meta name="referrer" content="no-referrer">');
    expect(res.body).toContain('<meta name="robots" content="noindex">');
    expect(res.body).toContain('Loading your tickets');
    expect(res.body).not.toContain('tok<en>');

    const unknown = await app.inject({ method: 'GET', url: '/v/no-such-venue-here/tickets/65a1c0de0000000000000042?token=x' });
    expect(unknown.statusCode).toBe(404);
  });

  it('serves /ticket-payment-callback as a public page that verifies the payment in the browser', async () => {
    const query = new URLSearchParams({
      razorpay_payment_id: 'pay_1',
      razorpay_payment_link_id: 'plink_1',
      razorpay_payment_link_reference_id: '65a1c0de0000000000000042',
      razorpay_payment_link_status: 'paid',
      razorpay_signature: 'ab12',
    });
    const res = await app.inject({ method: 'GET', url: `/ticket-payment-callback?${query.toString()}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.body).toContain('Verifying your payment');

    query.delete('razorpay_signature');
    const missing = await app.inject({ method: 'GET', url: `/ticket-payment-callback?${query.toString()}` });
    expect(missing.statusCode).toBe(200);
    expect(missing.body).toContain('Missing required payment parameters');
  });
});

describe('upcoming events on the menu and the link page', () => {
  it('lists published events that have not ended, soonest first, linking to their pages', async () => {
    const venue = await ownerWithVenue(app);
    const h = venue.headers;
    const userName = venue.profile.userName;
    const later = await freeEvent(h, {
      name: 'Sunday Brunch',
      startsAt: '2026-07-05T11:00:00+05:30',
      endsAt: '2026-07-05T15:00:00+05:30',
    });
    const sooner = await freeEvent(h, { name: 'Jazz Night' });
    await freeEvent(h, { name: 'Secret Draft' }, { publish: false });
    await freeEvent(h, { name: 'Last Week', startsAt: '2026-06-01T19:00:00+05:30', endsAt: '2026-06-01T22:00:00+05:30' });
    const cancelled = await freeEvent(h, { name: 'Called Off' });
    await setStatus(h, cancelled, 'cancelled');

    // The menu page's first render for this venue: nothing cached yet.
    for (const url of [`/v/${userName}`, `/v/${userName}/links`]) {
      const html = (await app.inject({ method: 'GET', url })).body;
      expect(html, url).toContain('Upcoming events');
      const jazz = html.indexOf(`href="/v/${userName}/events/${sooner}"`);
      const brunch = html.indexOf(`href="/v/${userName}/events/${later}"`);
      expect(jazz, url).toBeGreaterThan(-1);
      expect(brunch, url).toBeGreaterThan(jazz);
      expect(html).toContain('Wed, 1 Jul 2026, 7:30 pm');
      expect(html).toContain('Sun, 5 Jul 2026, 11:00 am');
      expect(html).not.toContain('Secret Draft');
      expect(html).not.toContain('Last Week');
      expect(html).not.toContain('Called Off');
    }
    // The link page stays scriptless.
    expect((await app.inject({ method: 'GET', url: `/v/${userName}/links` })).body).not.toContain('<script');
  });

  it('shows no events section for a venue without upcoming events', async () => {
    const venue = await ownerWithVenue(app);
    for (const url of [`/v/${venue.profile.userName}`, `/v/${venue.profile.userName}/links`]) {
      expect((await app.inject({ method: 'GET', url })).body).not.toContain('Upcoming events');
    }
  });
});
