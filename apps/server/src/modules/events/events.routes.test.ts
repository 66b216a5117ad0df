import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { EVENT_MESSAGES } from '@venue/shared';
import { auditEvents } from '../../db/schema/index.ts';
import { addMember, call, createUser, headersFor, multipart, ownerWithVenue } from '../../../test/fixtures.ts';
import { pngFile } from '../../../test/media-files.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { EVENT_FIELDS, setUpRestaurant, ticketType } from '../../../test/events-kit.ts';

/* Events and ticketed events for the dashboard (decisions §6 "Events and tickets"). */

let t: TestApp;
const now = new Date('2026-06-10T06:30:00Z');
beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
});
afterAll(() => t.close());

describe('events', () => {
  it('creates an event from a form with a banner, lists it and answers its details', async () => {
    const { headers } = await ownerWithVenue(t.app);
    const form = multipart(
      { ...EVENT_FIELDS, capacity: '80', rsvp: 'true' },
      { filename: 'b.png', contentType: 'image/png', data: await pngFile() },
    );
    const created = await call(t.app, {
      method: 'POST',
      url: '/v2/createEvent',
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
    expect(created.status, created.raw.body).toBe(200);
    const event = created.json.body.event;
    expect(event).toMatchObject({
      name: 'Jazz Night',
      startsAt: '2026-07-01T14:00:00.000Z',
      timeZone: 'Asia/Kolkata',
      capacity: 80,
      rsvp: true,
      publish: 0,
      isTicketed: false,
      status: 'draft',
      // Its RSVP places (event-rsvps.test.ts).
      ticketTypes: [expect.objectContaining({ name: 'RSVP', pricePaise: 0, quantity: 80 })],
    });
    expect(event.banner).toMatch(/\/event-banners\/[0-9a-f]{24}\.webp$/);
    const list = await call(t.app, { method: 'GET', url: '/v2/events/', headers });
    expect(list.json.body.events.map((row: { _id: string }) => row._id)).toEqual([event._id]);
    const details = await call(t.app, { method: 'GET', url: `/v2/eventsDetails/${event._id}`, headers });
    expect(details.json.body.event._id).toBe(event._id);
  });

  it('refuses an event that ends before it starts', async () => {
    const { headers } = await ownerWithVenue(t.app);
    const res = await call(t.app, {
      method: 'POST',
      url: '/v2/createEvent',
      ...formOf(headers, { ...EVENT_FIELDS, endsAt: '2026-07-01T18:00:00+05:30' }),
    });
    expect(res.status).toBe(400);
    expect(res.json.responseStatus.errorMessage).toBe(EVENT_MESSAGES.timeOrder);
  });

  it('updates, publishes and deletes an event; each step is audited', async () => {
    const { headers } = await ownerWithVenue(t.app);
    const id = await plainEvent(headers);
    const updated = await call(t.app, {
      method: 'PATCH',
      url: '/v2/updateEvent',
      headers,
      payload: { _id: id, name: 'Jazz Night II' },
    });
    expect(updated.status, updated.raw.body).toBe(200);
    expect(updated.json.body.event.name).toBe('Jazz Night II');
    const published = await call(t.app, {
      method: 'POST',
      url: '/v2/updatePublishStatus',
      headers,
      payload: { _id: id, publish: 1 },
    });
    expect(published.json.body.event.publish).toBe(1);
    const deleted = await call(t.app, { method: 'POST', url: '/v2/event/delete', headers, payload: { _id: id } });
    expect(deleted.json.body).toEqual({ _id: id, deleted: true });
    const gone = await call(t.app, { method: 'GET', url: `/v2/eventsDetails/${id}`, headers });
    expect(gone.status).toBe(404);
    const trail = await t.app.deps.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, id))
      .orderBy(asc(auditEvents.createdAt));
    expect(trail.map((row) => row.action).sort()).toEqual([
      'event.created',
      'event.deleted',
      'event.publish-changed',
      'event.updated',
    ]);
  });

  it('lets members read and only tableReserveAccess holders write', async () => {
    const { profile, headers } = await ownerWithVenue(t.app);
    const id = await plainEvent(headers);
    const staff = await createUser(t.app);
    await addMember(t.app, profile.id, staff, 'staff', { tableReserveAccess: false });
    const staffHeaders = await headersFor(t.app, staff, profile.id);
    expect((await call(t.app, { method: 'GET', url: `/v2/eventsDetails/${id}`, headers: staffHeaders })).status).toBe(200);
    const refused = await call(t.app, {
      method: 'POST',
      url: '/v2/updatePublishStatus',
      headers: staffHeaders,
      payload: { _id: id, publish: 1 },
    });
    expect(refused.status).toBe(403);
  });
});

describe('ticketed events', () => {
  it('creates ticket types with prices in paise, lists by restaurant id or profile id, sets status', async () => {
    const { profile, headers } = await ownerWithVenue(t.app);
    const { restaurantId } = await setUpRestaurant(t.app, headers);
    const created = await call(t.app, {
      method: 'POST',
      url: '/v2/ticketed-events',
      ...formOf(headers, {
        ...EVENT_FIELDS,
        ticketTypes: JSON.stringify([ticketType(), ticketType({ name: 'VIP', price: 1500 })]),
      }),
    });
    expect(created.status, created.raw.body).toBe(200);
    const event = created.json.body.event;
    expect(event.isTicketed).toBe(true);
    expect(
      event.ticketTypes.map((type: { name: string; pricePaise: number; price: string }) => [
        type.name,
        type.pricePaise,
        type.price,
      ]),
    ).toEqual([
      ['General', 49950, '499.50'],
      ['VIP', 150000, '1500'],
    ]);
    expect(event.ticketTypes[0]._id).toMatch(/^[0-9a-f]{24}$/);
    for (const id of [restaurantId, profile.id]) {
      const list = await call(t.app, { method: 'GET', url: `/v2/ticketed-events/restaurant/${id}`, headers });
      expect(list.json.body.results.map((row: { _id: string }) => row._id)).toEqual([event._id]);
    }
    const status = await call(t.app, {
      method: 'PUT',
      url: `/v2/ticketed-events/${event._id}/status`,
      headers,
      payload: { status: 'paused' },
    });
    expect(status.json.body.event.status).toBe('paused');
    const bad = await call(t.app, {
      method: 'PUT',
      url: `/v2/ticketed-events/${event._id}/status`,
      headers,
      payload: { status: 'open' },
    });
    expect(bad.status).toBe(400);
  });

  it('edits ticket types: keeps by _id, adds new ones, removes missing ones', async () => {
    const { headers } = await ownerWithVenue(t.app);
    const created = await call(t.app, {
      method: 'POST',
      url: '/v2/ticketed-events',
      headers,
      payload: { ...EVENT_FIELDS, ticketTypes: [ticketType(), ticketType({ name: 'VIP' })] },
    });
    const [general] = created.json.body.event.ticketTypes;
    const res = await call(t.app, {
      method: 'PUT',
      url: `/v2/ticketed-events/${created.json.body.event._id}`,
      headers,
      payload: {
        name: 'Jazz Night (late)',
        ticketTypes: [{ ...ticketType({ quantity: 50 }), _id: general._id }, ticketType({ name: 'Student', price: '99' })],
      },
    });
    expect(res.status, res.raw.body).toBe(200);
    expect(res.json.body.event.name).toBe('Jazz Night (late)');
    expect(
      res.json.body.event.ticketTypes.map((type: { _id: string; name: string; quantity: number }) => [type.name, type.quantity]),
    ).toEqual([
      ['General', 50],
      ['Student', 100],
    ]);
    expect(res.json.body.event.ticketTypes[0]._id).toBe(general._id);
  });

  it('refuses ticket types for a plain event', async () => {
    const { headers } = await ownerWithVenue(t.app);
    const id = await plainEvent(headers);
    const res = await call(t.app, {
      method: 'PUT',
      url: `/v2/ticketed-events/${id}`,
      headers,
      payload: { ticketTypes: [ticketType()] },
    });
    expect(res.status).toBe(404);
  });

  it('refuses a ticket type without a valid price or sales window', async () => {
    const { headers } = await ownerWithVenue(t.app);
    for (const [type, message] of [
      [ticketType({ price: '10.999' }), 'Price must contain only numbers and decimals (e.g. 10.99)'],
      [ticketType({ price: '0' }), EVENT_MESSAGES.priceZero],
      [ticketType({ salesEnd: '2026-05-01T00:00:00Z' }), EVENT_MESSAGES.salesWindowOrder],
    ] as const) {
      const res = await call(t.app, {
        method: 'POST',
        url: '/v2/ticketed-events',
        headers,
        payload: { ...EVENT_FIELDS, ticketTypes: [type] },
      });
      expect(res.status).toBe(400);
      expect(res.json.responseStatus.errorMessage).toBe(message);
    }
  });

  it("does not show another venue's events", async () => {
    const a = await ownerWithVenue(t.app);
    const b = await ownerWithVenue(t.app);
    const id = await plainEvent(b.headers);
    expect((await call(t.app, { method: 'GET', url: `/v2/eventsDetails/${id}`, headers: a.headers })).status).toBe(404);
    expect(
      (await call(t.app, { method: 'GET', url: `/v2/ticketed-events/restaurant/${b.profile.id}`, headers: a.headers })).status,
    ).toBe(404);
    expect(
      (await call(t.app, { method: 'POST', url: '/v2/event/delete', headers: a.headers, payload: { _id: id } })).status,
    ).toBe(404);
  });
});

/** A multipart call's headers and body. */
function formOf(headers: Record<string, string>, fields: Record<string, string>) {
  const form = multipart(fields);
  return { headers: { ...headers, ...form.headers }, payload: form.payload };
}

async function plainEvent(headers: Record<string, string>): Promise<string> {
  const res = await call(t.app, { method: 'POST', url: '/v2/createEvent', ...formOf(headers, EVENT_FIELDS) });
  return res.json.body.event._id;
}
