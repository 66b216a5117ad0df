import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookAsGuest, insertRestaurant } from '../src/modules/reservations/bookings-test-kit.ts';
import { openEventStream } from './event-stream.ts';
import { ownerWithVenue } from './fixtures.ts';
import { readyUrl, startServerProcess, type ServerProcess } from './server-process.ts';
import { adminQuery } from './postgres-admin.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/*
 * Issue 36's "Must show": the live feed keeps receiving after the server restarts. A real
 * server process (src/main.ts) on PostgreSQL serves the stream and runs the jobs; the test's
 * own app on the same database plays the guests. The process is stopped and started again;
 * the client does what the web's hook does: a fresh ticket, the last event id, reconnect.
 */

const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const unavailable = await adminQuery(POSTGRES_URL, 'select 1').then(
  () => false,
  () => true,
);
const JWT_SECRET = 'live-activity-restart-secret-0123456789abcdef';
const PATH = '/v1/restaurant/live-activity';
const dinner = { date: '2026-11-25', time: '19:30', partySize: 2 };

describe.skipIf(unavailable)('the live feed across a restart of the server process', () => {
  let seeder: TestApp;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'venue-live-restart-'));
  const running: ServerProcess[] = [];

  beforeAll(async () => {
    seeder = await createTestApp({ DATABASE_URL: POSTGRES_URL, JWT_SECRET });
  }, 60_000);
  afterAll(async () => {
    for (const server of running) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await seeder?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function startServer() {
    const server = startServerProcess(dataDir, { DATABASE_URL: seeder.config.DATABASE_URL!, JWT_SECRET });
    running.push(server);
    const url = await readyUrl(server);
    return { server, url, port: Number(new URL(url).port) };
  }

  it('opens with a ticket, and after the restart a fresh ticket and Last-Event-ID bring what it missed, then live events', async () => {
    const venue = await ownerWithVenue(seeder.app);
    const restaurant = await insertRestaurant(seeder.app, venue.profile.id);
    const mint = async (url: string) => {
      const res = await fetch(`${url}${PATH}/ticket`, { method: 'POST', headers: venue.headers });
      expect(res.status).toBe(200);
      return ((await res.json()) as { body: { ticket: string } }).body.ticket;
    };

    let { server, url, port } = await startServer();
    const ticket = await mint(url);
    const stream = await openEventStream(port, `${PATH}?ticket=${ticket}`);
    expect(stream.response.statusCode).toBe(200);
    const { booking: before } = await bookAsGuest(seeder.app, restaurant, dinner);
    // The process's own job runner announces it.
    const [seen] = await stream.waitFor(1, 20_000);
    expect(seen!.booking._id).toBe(before.id);

    // Restart: the stream ends with the process; a booking is made while it is down.
    const ended = new Promise<void>((resolve) => stream.response.on('close', () => resolve()));
    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
    await ended;
    const { booking: meanwhile } = await bookAsGuest(seeder.app, restaurant, { ...dinner, time: '20:00' });
    ({ server, url, port } = await startServer());

    // The spent ticket does not reopen it; a fresh one with the last event id does, and replays the gap.
    const stale = await openEventStream(port, `${PATH}?ticket=${ticket}&lastEventId=${seen!._id}`);
    expect(stale.response.statusCode).toBe(401);
    stale.close();
    const resumed = await openEventStream(port, `${PATH}?ticket=${await mint(url)}&lastEventId=${seen!._id}`);
    expect(resumed.response.statusCode).toBe(200);
    const [replayed] = await resumed.waitFor(1, 20_000);
    expect(replayed).toMatchObject({ type: 'new', booking: { _id: meanwhile.id } });

    const { booking: after } = await bookAsGuest(seeder.app, restaurant, { ...dinner, time: '21:00' });
    const events = await resumed.waitFor(2, 20_000);
    expect(events.map((event) => event.booking._id)).toEqual([meanwhile.id, after.id]);
    resumed.close();
    server.child.kill('SIGTERM');
    await server.exited;
  }, 120_000);
});
