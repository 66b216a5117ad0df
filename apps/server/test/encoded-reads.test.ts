import type { FastifyInstance } from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, recordStatements } from './fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { encodeFresh } from '../src/lib/encoded-body.ts';
import { publicPageStats } from '../src/modules/public-pages/public-pages.service.ts';
import { venueWithMenu } from '../src/modules/menu/menu-test-kit.ts';
import { menuReadStats } from '../src/modules/menu/menu.service.ts';

/*
 * Issue 17: the dashboard's menu and the guest's menu page are kept in every coding, made once
 * per version, and readers that arrive together after a write share one rebuild.
 */
describe('menu reads from the encoded-body cache', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let venue: Awaited<ReturnType<typeof venueWithMenu>>;
  beforeAll(async () => {
    t = await createTestApp();
    app = t.app;
    venue = await venueWithMenu(app);
  });
  afterAll(() => t.close());

  const dashboard = (headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `/v2/menu/${venue.profile.userName}`, headers: { ...venue.headers, ...headers } });
  const guestPage = (headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `/v/${venue.profile.userName}`, headers });

  it('reads what it shows beside the menu at most once a second, and shows a change to it within one', async () => {
    // Reads within one second of the clock, the first at its start (a page is reused within its second).
    await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000)));
    await guestPage();
    // With PostgreSQL every read refreshes the page: the menu's version, not its restaurant,
    // events, hours and address too (they were five of six queries a read). With PGlite reads
    // within a second send nothing. Only PostgreSQL can fail this.
    const statements = recordStatements(app);
    for (let read = 0; read < 5; read += 1) expect((await guestPage()).statusCode).toBe(200);
    const sent = statements.stop();
    expect(
      sent.filter((sql) => /restaurants|"events"|venue_weekly_hours|venue_hour_exceptions|social_accounts/.test(sql)),
    ).toEqual([]);
    expect(sent.length).toBeLessThanOrEqual(5);

    const created = await call(app, {
      method: 'POST',
      url: '/v1/restaurant/createRestaurant/',
      headers: venue.headers,
      payload: { name: 'Axe Kitchen', city: 'Bengaluru', address: '12 Church Street' },
    });
    expect(created.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await guestPage()).body).toContain(`/v/${venue.profile.userName}/book`);
  });

  for (const [name, read] of [
    ['dashboard menu', dashboard],
    ['guest menu page', guestPage],
  ] as const) {
    it(`sends the ${name} in brotli and gzip byte for byte as a fresh compression of its identity body`, async () => {
      const identity = await read();
      expect(identity.statusCode).toBe(200);
      expect(identity.headers['content-encoding']).toBeUndefined();
      const br = await read({ 'accept-encoding': 'gzip, deflate, br, zstd' });
      const gzip = await read({ 'accept-encoding': 'gzip' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      for (const res of [identity, br, gzip]) {
        expect(res.headers.vary).toContain('accept-encoding');
        expect(res.headers.etag).toBe(identity.headers.etag);
      }
      // Decompressed, both are the identity body; compressed, both are exactly a fresh encode of it.
      expect(brotliDecompressSync(br.rawPayload)).toEqual(identity.rawPayload);
      expect(gunzipSync(gzip.rawPayload)).toEqual(identity.rawPayload);
      const fresh = await encodeFresh(identity.rawPayload);
      expect(br.rawPayload).toEqual(fresh.br);
      expect(gzip.rawPayload).toEqual(fresh.gzip);
      // The same bytes again: the cached body, not a new serialisation (its time stamp included).
      expect((await read({ 'accept-encoding': 'br' })).rawPayload).toEqual(br.rawPayload);
      expect((await read()).rawPayload).toEqual(identity.rawPayload);
    });

    it(`answers the ${name} with 304 when If-None-Match names it, in any coding`, async () => {
      const first = await read({ 'accept-encoding': 'br' });
      const etag = String(first.headers.etag);
      const again = await read({ 'accept-encoding': 'br', 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect((await read({ 'if-none-match': `W/${etag}` })).statusCode).toBe(304);
    });
  }

  it('refuses a coding the client sets to q=0', async () => {
    const res = await dashboard({ 'accept-encoding': 'br;q=0, gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect((await dashboard({ 'accept-encoding': 'br;q=0, gzip;q=0' })).headers['content-encoding']).toBeUndefined();
  });

  it('rebuilds once for 50 concurrent readers after a write, and the writer reads its write', async () => {
    await dashboard({ 'accept-encoding': 'br' });
    await guestPage({ 'accept-encoding': 'br' });
    const hide = await venue.api.json('/v2/updatePublish', { _id: venue.starters._id, type: 'SubCategory', publish: 0 });
    expect(hide.status).toBe(200);
    const before = { ...menuReadStats, renders: publicPageStats.renders };

    const [owner, ...readers] = await Promise.all([
      dashboard({ 'accept-encoding': 'br' }),
      ...Array.from({ length: 49 }, () => dashboard({ 'accept-encoding': 'br' })),
    ]);
    const guests = await Promise.all(Array.from({ length: 50 }, () => guestPage({ 'accept-encoding': 'br' })));

    const ownerBody = JSON.parse(brotliDecompressSync(owner!.rawPayload).toString('utf8')) as {
      body: { menuitems: { subCategories: { _id: string; publish: number }[] } };
    };
    expect(ownerBody.body.menuitems.subCategories.find((sub) => sub._id === venue.starters._id)?.publish).toBe(0);
    for (const res of readers) expect(res.rawPayload).toEqual(owner!.rawPayload);
    for (const res of guests) {
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload).toEqual(guests[0]!.rawPayload);
      expect(brotliDecompressSync(res.rawPayload).toString('utf8')).not.toContain(venue.items[0].itemName);
    }
    // The hide patched the cached menu (menu-patch.test.ts): the body is rebuilt, the rows are not read.
    expect(menuReadStats.fullReads - before.fullReads).toBe(0);
    expect(menuReadStats.bodyBuilds - before.bodyBuilds).toBe(1);
    expect(publicPageStats.renders - before.renders).toBe(1);
  });
});
