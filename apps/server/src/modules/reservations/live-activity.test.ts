import { EventEmitter } from 'node:events';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LiveActivityEvent } from '@venue/shared';
import { buildApp } from '../../app.ts';
import { addMember, call, createUser, headersFor, ownerWithVenue } from '../../../test/fixtures.ts';
import { redisReachable, REDIS_TEST_URL } from '../../../test/redis.ts';
import { openEventStream, type OpenStream } from '../../../test/event-stream.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bookAsGuest, insertRestaurant } from './bookings-test-kit.ts';
import { LIVE_ACTIVITY_CHANNEL, type LiveActivityHub } from './live-activity.ts';
import { HEARTBEAT_MS, RECHECK_MS, serveEventStream } from './live-activity-stream.ts';
import { profileMembers } from '../../db/schema/index.ts';
import { writeMemberships } from '../team/membership.ts';

/*
 * Live activity (decisions §6): a text/event-stream of the venue's booking events over real
 * HTTP (inject waits for a response's end, which a stream never has), `?since=` as JSON, and
 * the fan-out across two instances through Redis.
 */

const dinner = { date: '2026-11-25', time: '19:30', partySize: 2 };

function openStream(app: FastifyInstance, path: string, headers: Record<string, string> = {}): Promise<OpenStream> {
  return openEventStream((app.server.address() as AddressInfo).port, path, headers);
}

/** EventSource's way: a one-use ticket (and the profile) in the query, minted with the member's token. */
async function streamPath(app: FastifyInstance, headers: Record<string, string>, profileId: string) {
  const minted = await call(app, { method: 'POST', url: '/v1/restaurant/live-activity/ticket', headers });
  expect(minted.status).toBe(200);
  return `/v1/restaurant/live-activity?ticket=${encodeURIComponent(minted.json.body.ticket)}&profileId=${profileId}`;
}

describe('the live-activity stream (one instance)', () => {
  let t: TestApp;
  const logLines: string[] = [];
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => logLines.push(chunk.toString('utf8')));

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('streams "new" and "accepted" with the history row id, to the venue’s members only', async () => {
    const venue = await ownerWithVenue(t.app);
    const other = await ownerWithVenue(t.app);
    const restaurant = await insertRestaurant(t.app, venue.profile.id);
    const otherRestaurant = await insertRestaurant(t.app, other.profile.id);

    const ticketPath = await streamPath(t.app, venue.headers, venue.profile.id);
    const stream = await openStream(t.app, ticketPath);
    const otherStream = await openStream(t.app, '/v1/restaurant/live-activity', other.headers);
    expect(stream.response.statusCode).toBe(200);
    expect(stream.response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.response.headers['content-encoding']).toBeUndefined();

    const { booking } = await bookAsGuest(t.app, restaurant, dinner);
    await t.app.deps.jobs.runDue();
    const [created] = await stream.waitFor(1);
    expect(created).toMatchObject({ type: 'new', booking: { _id: booking.id, status: 'pending', reference: booking.reference } });

    expect(
      (
        await call(t.app, {
          method: 'POST',
          url: '/v1/bookings/acceptABooking',
          headers: venue.headers,
          payload: { bookingId: booking.id },
        })
      ).status,
    ).toBe(200);
    await t.app.deps.jobs.runDue();
    const events = await stream.waitFor(2);
    expect(events.map((event) => event.type)).toEqual(['new', 'accepted']);
    expect(events[1]!.booking.status).toBe('accepted');

    // The JSON feed has the same events under the same ids.
    const since = await call(t.app, {
      method: 'GET',
      url: `/v1/restaurant/live-activity?since=${events[0]!._id}`,
      headers: venue.headers,
    });
    expect(since.json.body.events).toEqual([events[1]]);
    const byInstant = await call(t.app, {
      method: 'GET',
      url: `/v1/restaurant/live-activity?since=${encodeURIComponent('2000-01-01T00:00:00Z')}`,
      headers: venue.headers,
    });
    expect(byInstant.json.body.events).toEqual(events);
    const bad = await call(t.app, { method: 'GET', url: '/v1/restaurant/live-activity?since=yesterday', headers: venue.headers });
    expect(bad.status).toBe(400);

    // Another venue's stream heard nothing of it, and hears its own.
    await bookAsGuest(t.app, otherRestaurant, dinner);
    await t.app.deps.jobs.runDue();
    expect((await otherStream.waitFor(1)).map((event) => event.booking.restaurantId)).toEqual([otherRestaurant.id]);
    expect(stream.events).toHaveLength(2);
    stream.close();
    otherStream.close();

    // A reconnect with Last-Event-ID gets what it missed first.
    const again = await openStream(t.app, await streamPath(t.app, venue.headers, venue.profile.id), {
      'last-event-id': events[0]!._id,
    });
    expect((await again.waitFor(1)).map((event) => event._id)).toEqual([events[1]!._id]);
    again.close();
    // A new EventSource cannot send the header: the same id in the query does the same.
    const resumed = await openStream(
      t.app,
      `${await streamPath(t.app, venue.headers, venue.profile.id)}&lastEventId=${events[0]!._id}`,
    );
    expect((await resumed.waitFor(1)).map((event) => event._id)).toEqual([events[1]!._id]);
    resumed.close();

    // The ticket never reaches the log.
    const ticket = new URL(ticketPath, 'http://x').searchParams.get('ticket')!;
    expect(logLines.join('')).not.toContain(ticket);
    expect(logLines.join('')).toContain('ticket=[redacted]');
  });

  it('answers JSON (the latest events) to a client that does not ask for a stream', async () => {
    const venue = await ownerWithVenue(t.app);
    const restaurant = await insertRestaurant(t.app, venue.profile.id, { autoAccept: true });
    await bookAsGuest(t.app, restaurant, dinner);
    const res = await call(t.app, { method: 'GET', url: '/v1/restaurant/live-activity', headers: venue.headers });
    expect(res.status).toBe(200);
    expect(res.json.body.events.map((event: LiveActivityEvent) => event.type)).toEqual(['new', 'accepted']);
  });

  it('takes a ticket, never a token, from the query, and on this stream only', async () => {
    const venue = await ownerWithVenue(t.app);
    const token = encodeURIComponent(venue.headers.authorization!.slice('Bearer '.length));
    const list = await call(t.app, {
      method: 'GET',
      url: `/v2/bookings/getAllBookings/?access_token=${token}&profileId=${venue.profile.id}`,
    });
    expect(list.status).toBe(401);
    const minted = await call(t.app, { method: 'POST', url: '/v1/restaurant/live-activity/ticket', headers: venue.headers });
    const ticketElsewhere = await call(t.app, {
      method: 'GET',
      url: `/v2/bookings/getAllBookings/?ticket=${encodeURIComponent(minted.json.body.ticket)}&profileId=${venue.profile.id}`,
    });
    expect(ticketElsewhere.status).toBe(401);
    const anonymous = await call(t.app, { method: 'GET', url: `/v1/restaurant/live-activity?profileId=${venue.profile.id}` });
    expect(anonymous.status).toBe(401);
    const withToken = await call(t.app, {
      method: 'GET',
      url: `/v1/restaurant/live-activity?access_token=${token}&profileId=${venue.profile.id}`,
    });
    expect(withToken.status).toBe(401);
    const stranger = await ownerWithVenue(t.app);
    const strangers = await call(t.app, {
      method: 'POST',
      url: '/v1/restaurant/live-activity/ticket',
      headers: stranger.headers,
    });
    const elsewhere = await call(t.app, {
      method: 'GET',
      url: `/v1/restaurant/live-activity?ticket=${encodeURIComponent(strangers.json.body.ticket)}&profileId=${venue.profile.id}`,
    });
    expect(elsewhere.status).toBe(403);
    // Asking for a ticket on a profile the caller is no member of is refused as any call there is.
    const foreign = await call(t.app, {
      method: 'POST',
      url: '/v1/restaurant/live-activity/ticket',
      headers: { ...stranger.headers, 'x-profile-id': venue.profile.id },
    });
    expect(foreign.status).toBe(403);
  });

  it('lets the app close while a stream is open', async () => {
    const other = await createTestApp();
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const venue = await ownerWithVenue(other.app);
    const stream = await openStream(other.app, '/v1/restaurant/live-activity', venue.headers);
    const ended = new Promise<void>((resolve) => stream.response.on('end', () => resolve()));
    await other.close();
    await ended;
  });
});

describe('heartbeats', () => {
  it('writes a comment every 15 seconds and stops when the client goes', async () => {
    vi.useFakeTimers();
    try {
      let sent: PassThrough | null = null;
      const raw = new EventEmitter();
      const reply = {
        raw,
        header: () => reply,
        type: () => reply,
        send: (stream: PassThrough) => ((sent = stream), reply),
      } as unknown as FastifyReply;
      const unsubscribed: string[] = [];
      const hub: LiveActivityHub = {
        publish: async () => {},
        subscribe: (profileId) => () => void unsubscribed.push(profileId),
        close: async () => {},
      };
      const open = new Set<() => void>();
      await serveEventStream({} as FastifyRequest, reply, { hub, profileId: 'p1', replay: async () => [], open });
      const text: string[] = [];
      sent!.on('data', (chunk: Buffer) => text.push(chunk.toString('utf8')));
      await vi.advanceTimersByTimeAsync(HEARTBEAT_MS * 2);
      expect(text.join('')).toBe('retry: 3000\n: connected\n\n: heartbeat\n\n: heartbeat\n\n');
      raw.emit('close');
      expect(unsubscribed).toEqual(['p1']);
      expect(open.size).toBe(0);
      await vi.advanceTimersByTimeAsync(HEARTBEAT_MS * 2);
      expect(text.join('').match(/heartbeat/g)).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a stream whose session or standing ends', () => {
  it('ends at the next check once stillAllowed says no, or throws', async () => {
    vi.useFakeTimers();
    try {
      for (const refusal of [async () => false, async () => Promise.reject(new Error('session ended'))]) {
        let sent: PassThrough | null = null;
        const raw = new EventEmitter();
        const reply = {
          raw,
          header: () => reply,
          type: () => reply,
          send: (stream: PassThrough) => ((sent = stream), reply),
        } as unknown as FastifyReply;
        let allowed = true;
        const hub: LiveActivityHub = { publish: async () => {}, subscribe: () => () => {}, close: async () => {} };
        const open = new Set<() => void>();
        await serveEventStream({} as FastifyRequest, reply, {
          hub,
          profileId: 'p1',
          replay: async () => [],
          open,
          stillAllowed: () => (allowed ? Promise.resolve(true) : refusal()),
        });
        let ended = false;
        sent!.on('end', () => (ended = true)).resume();
        await vi.advanceTimersByTimeAsync(RECHECK_MS * 2);
        expect(ended).toBe(false);
        allowed = false;
        await vi.advanceTimersByTimeAsync(RECHECK_MS);
        expect(ended).toBe(true);
        expect(open.size).toBe(0);
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it('ends the live stream when the member is removed (through HTTP)', async () => {
    const t = await createTestApp();
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const venue = await ownerWithVenue(t.app);
      const waiter = await createUser(t.app);
      await addMember(t.app, venue.profile.id, waiter, 'staff');
      const headers = await headersFor(t.app, waiter, venue.profile.id);
      const path = await streamPath(t.app, headers, venue.profile.id);
      // Only the stream's own intervals (heartbeat, recheck) run on the fake clock.
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      try {
        const stream = await openStream(t.app, path);
        expect(stream.response.statusCode).toBe(200);
        const ended = new Promise<void>((resolve) => stream.response.on('end', () => resolve()));
        await vi.advanceTimersByTimeAsync(RECHECK_MS);
        expect(stream.response.complete).toBe(false);
        await writeMemberships(t.app.deps.db, (tx) => tx.delete(profileMembers).where(eq(profileMembers.userId, waiter.id)));
        await vi.advanceTimersByTimeAsync(RECHECK_MS);
        await ended;
      } finally {
        vi.useRealTimers();
      }
    } finally {
      await t.close();
    }
  });
});

describe.skipIf(!(await redisReachable()))('fan-out through Redis (two instances, one database)', () => {
  const redis = new Redis(REDIS_TEST_URL);
  afterAll(() => redis.quit());

  const subscribers = async () => ((await redis.pubsub('NUMSUB', LIVE_ACTIVITY_CHANNEL)) as [string, number])[1];

  async function twoInstances(env: Record<string, string>) {
    const first = await createTestApp(env);
    const second = await buildApp(first.config, { database: first.app.deps.database });
    await second.listen({ port: 0, host: '127.0.0.1' });
    return {
      first,
      second,
      close: async () => {
        await second.close();
        await first.close();
      },
    };
  }

  it('an event on one instance reaches a stream on the other', async () => {
    const before = await subscribers();
    const { first, second, close } = await twoInstances({ REDIS_URL: REDIS_TEST_URL });
    try {
      await vi.waitFor(async () => expect(await subscribers()).toBeGreaterThanOrEqual(before + 2));
      const venue = await ownerWithVenue(first.app);
      const restaurant = await insertRestaurant(first.app, venue.profile.id, { autoAccept: true });
      const stream = await openStream(
        second,
        '/v1/restaurant/live-activity',
        await headersFor(second, venue.owner, venue.profile.id),
      );
      const { booking } = await bookAsGuest(first.app, restaurant, dinner);
      // Only the first instance runs jobs: the second hears the events through Redis.
      await first.app.deps.jobs.runDue();
      const events = await stream.waitFor(2);
      expect(events.map((event) => [event.type, event.booking._id])).toEqual([
        ['new', booking.id],
        ['accepted', booking.id],
      ]);
      stream.close();
    } finally {
      await close();
    }
  });

  it('without REDIS_URL each instance hears only its own (the control)', async () => {
    const { first, second, close } = await twoInstances({});
    try {
      const venue = await ownerWithVenue(first.app);
      const restaurant = await insertRestaurant(first.app, venue.profile.id);
      const stream = await openStream(
        second,
        '/v1/restaurant/live-activity',
        await headersFor(second, venue.owner, venue.profile.id),
      );
      await bookAsGuest(first.app, restaurant, dinner);
      await first.app.deps.jobs.runDue();
      await expect(stream.waitFor(1, 500)).rejects.toThrow(/only 0 of 1/);
      stream.close();
    } finally {
      await close();
    }
  });
});
