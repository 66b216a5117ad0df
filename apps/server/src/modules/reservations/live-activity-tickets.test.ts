import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_ACTIVITY_TICKET_SECONDS } from '@venue/shared';
import { profileMembers } from '../../db/schema/index.ts';
import { addMember, call, createUser, headersFor, ownerWithVenue, sessionFor } from '../../../test/fixtures.ts';
import { openEventStream, type OpenStream } from '../../../test/event-stream.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bookAsGuest, insertRestaurant } from './bookings-test-kit.ts';
import { writeMemberships } from '../team/membership.ts';
import { race } from '../../../test/races.ts';

/*
 * The live-activity stream is opened with a one-use ticket (decisions §7): `POST
 * /v1/restaurant/live-activity/ticket` → `{ ticket, expiresAt }` (60 s, one use); `GET
 * /v1/restaurant/live-activity?ticket=` streams; an access token in the URL is 401.
 */

const PATH = '/v1/restaurant/live-activity';
const dinner = { date: '2026-11-25', time: '19:30', partySize: 2 };

describe('live-activity tickets', () => {
  let t: TestApp;
  let nowMs = Date.parse('2026-11-20T10:00:00Z');
  const advance = (ms: number) => (nowMs += ms);

  beforeAll(async () => {
    t = await createTestApp({}, { clock: () => new Date(nowMs) });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  const port = () => (t.app.server.address() as AddressInfo).port;

  async function ticketFor(headers: Record<string, string>) {
    const res = await call(t.app, { method: 'POST', url: `${PATH}/ticket`, headers });
    expect(res.status).toBe(200);
    return res.json.body as { ticket: string; expiresAt: string };
  }

  /** Opens the stream as EventSource does (no headers), or answers the refusal's status. */
  async function openWith(query: string): Promise<OpenStream> {
    return openEventStream(port(), `${PATH}?${query}`);
  }

  const statusOf = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `${PATH}?${query}`, headers: { accept: 'application/json' } });
    return { status: res.statusCode, body: res.json() as { responseStatus: { errorMessage: string } } };
  };

  it('mints a ticket for 60 seconds that opens one stream, once', async () => {
    const venue = await ownerWithVenue(t.app);
    const restaurant = await insertRestaurant(t.app, venue.profile.id);
    const { ticket, expiresAt } = await ticketFor(venue.headers);
    expect(ticket).toMatch(/^[\w-]{40,}$/);
    expect(Date.parse(expiresAt)).toBe(nowMs + LIVE_ACTIVITY_TICKET_SECONDS * 1000);

    const stream = await openWith(`ticket=${ticket}`);
    expect(stream.response.statusCode).toBe(200);
    expect(stream.response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    const { booking } = await bookAsGuest(t.app, restaurant, dinner);
    await t.app.deps.jobs.runDue();
    expect((await stream.waitFor(1))[0]).toMatchObject({ type: 'new', booking: { _id: booking.id } });

    // The same ticket again, on the stream or the JSON feed: spent.
    const again = await openWith(`ticket=${ticket}`);
    expect(again.response.statusCode).toBe(401);
    again.close();
    expect((await statusOf(`ticket=${ticket}`)).status).toBe(401);
    stream.close();
  });

  it(race('opens once when the same ticket is presented many times at once'), async () => {
    const venue = await ownerWithVenue(t.app);
    const { ticket } = await ticketFor(venue.headers);
    const answers = await Promise.all(Array.from({ length: 8 }, () => statusOf(`ticket=${ticket}`)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401, 401, 401, 401, 401, 401, 401]);
  });

  it('refuses a ticket from its 60th second (test clock)', async () => {
    const venue = await ownerWithVenue(t.app);
    const early = await ticketFor(venue.headers);
    const late = await ticketFor(venue.headers);
    advance(LIVE_ACTIVITY_TICKET_SECONDS * 1000 - 1);
    const inTime = await openWith(`ticket=${early.ticket}`);
    expect(inTime.response.statusCode).toBe(200);
    inTime.close();
    advance(1);
    const expired = await statusOf(`ticket=${late.ticket}`);
    expect(expired.status).toBe(401);
    expect(expired.body.responseStatus.errorMessage).toMatch(/expired or was already used/);
  });

  it('never takes an access token in the URL: ?access_token= and ?token= are 401', async () => {
    const venue = await ownerWithVenue(t.app);
    const token = encodeURIComponent(venue.headers.authorization!.slice('Bearer '.length));
    for (const query of [`access_token=${token}`, `token=${token}`]) {
      expect((await statusOf(`${query}&profileId=${venue.profile.id}`)).status).toBe(401);
      const stream = await openWith(`${query}&profileId=${venue.profile.id}`);
      expect(stream.response.statusCode).toBe(401);
      stream.close();
      // Not even beside a good Authorization header: the URL must not carry it at all.
      const res = await t.app.inject({ method: 'GET', url: `${PATH}?${query}`, headers: venue.headers });
      expect(res.statusCode).toBe(401);
    }
    // Nor a ticket with a token beside it, nor an unknown ticket, nor nothing.
    const { ticket } = await ticketFor(venue.headers);
    expect((await statusOf(`ticket=${ticket}&access_token=${token}`)).status).toBe(401);
    expect((await statusOf('ticket=not-a-ticket')).status).toBe(401);
    expect((await statusOf(`profileId=${venue.profile.id}`)).status).toBe(401);
  });

  it('opens only the profile it was minted for, while its session and membership hold', async () => {
    const venue = await ownerWithVenue(t.app);
    const other = await ownerWithVenue(t.app);

    // Minted for venue, asked for another profile (even one the caller owns): refused, and spent.
    const { ticket } = await ticketFor(venue.headers);
    expect((await statusOf(`ticket=${ticket}&profileId=${other.profile.id}`)).status).toBe(403);
    expect((await statusOf(`ticket=${ticket}`)).status).toBe(401);

    // A member removed between minting and opening cannot open it.
    const waiter = await createUser(t.app);
    await addMember(t.app, venue.profile.id, waiter, 'staff');
    const waiterHeaders = await headersFor(t.app, waiter, venue.profile.id);
    const removed = await ticketFor(waiterHeaders);
    await writeMemberships(t.app.deps.db, (tx) => tx.delete(profileMembers).where(eq(profileMembers.userId, waiter.id)));
    expect((await statusOf(`ticket=${removed.ticket}`)).status).toBe(403);

    // A session that logged out between minting and opening cannot open it.
    const session = await sessionFor(t.app, venue.owner, venue.profile.id);
    const sessionHeaders = session.headers;
    const loggedOut = await ticketFor(sessionHeaders);
    const logout = await call(t.app, {
      method: 'POST',
      url: '/v1/user/logout',
      payload: { refreshToken: session.refreshToken },
    });
    expect(logout.status).toBe(200);
    expect((await statusOf(`ticket=${loggedOut.ticket}`)).status).toBe(401);
  });

  it('masks guests for a member without table access, as the header-authorised stream does', async () => {
    const venue = await ownerWithVenue(t.app);
    const restaurant = await insertRestaurant(t.app, venue.profile.id);
    const host = await createUser(t.app);
    await addMember(t.app, venue.profile.id, host, 'staff', { tableReserveAccess: false });
    const { ticket } = await ticketFor(await headersFor(t.app, host, venue.profile.id));
    const stream = await openWith(`ticket=${ticket}`);
    await bookAsGuest(t.app, restaurant, { ...dinner, name: 'Asha Verma' });
    await t.app.deps.jobs.runDue();
    const [event] = await stream.waitFor(1);
    expect(event!.booking.name).not.toBe('Asha Verma');
    expect(event!.booking.note).toBe('');
    stream.close();
  });
});

describe('the live feed across a restart (two instances on one database)', () => {
  it('keeps receiving: new ticket, Last-Event-ID, and what happened while it was down', async () => {
    // One secret for the instances, as a deployment's share it.
    const env = { JWT_SECRET: 'live-activity-restart-test-secret-0123456789' };
    const first = await createTestApp(env);
    const apps: TestApp[] = [];
    const startServing = async () => {
      const serving = await createTestApp(env, { sameDatabaseAs: first });
      await serving.app.listen({ port: 0, host: '127.0.0.1' });
      apps.push(serving);
      return serving;
    };
    try {
      const venue = await ownerWithVenue(first.app);
      const restaurant = await insertRestaurant(first.app, venue.profile.id);
      const mint = async (on: TestApp) =>
        (await call(on.app, { method: 'POST', url: `${PATH}/ticket`, headers: venue.headers })).json.body.ticket as string;
      const portOf = (on: TestApp) => (on.app.server.address() as AddressInfo).port;

      let serving = await startServing();
      const ticket = await mint(serving);
      const stream = await openEventStream(portOf(serving), `${PATH}?ticket=${ticket}`);
      const { booking: before } = await bookAsGuest(first.app, restaurant, dinner);
      await serving.app.deps.jobs.runDue();
      const [seen] = await stream.waitFor(1);
      expect(seen!.booking._id).toBe(before.id);

      // The serving instance goes away: the stream ends, and a booking is made meanwhile.
      const ended = new Promise<void>((resolve) => stream.response.on('end', () => resolve()));
      await serving.close();
      apps.pop();
      await ended;
      const { booking: meanwhile } = await bookAsGuest(first.app, restaurant, { ...dinner, time: '20:00' });
      serving = await startServing();

      // The spent ticket stays spent on the new instance; a fresh one (minted on another instance) opens it.
      const stale = await openEventStream(portOf(serving), `${PATH}?ticket=${ticket}`);
      expect(stale.response.statusCode).toBe(401);
      stale.close();
      const fresh = await mint(first);
      const resumed = await openEventStream(portOf(serving), `${PATH}?ticket=${fresh}&lastEventId=${seen!._id}`);
      expect(resumed.response.statusCode).toBe(200);
      const [replayed] = await resumed.waitFor(1);
      expect(replayed).toMatchObject({ type: 'new', booking: { _id: meanwhile.id } });

      // And it hears what happens next, live.
      const { booking: after } = await bookAsGuest(first.app, restaurant, { ...dinner, time: '21:00' });
      await serving.app.deps.jobs.runDue();
      const events = await resumed.waitFor(2);
      expect(events.map((event) => event.booking._id)).toEqual([meanwhile.id, after.id]);
      resumed.close();
    } finally {
      for (const serving of apps.reverse()) await serving.close();
      await first.close();
    }
  }, 60_000);
});
