import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MENU_IMPORTS_PER_PROFILE_PER_HOUR } from '@venue/shared';
import { RENDER_BUSY_MESSAGE, renderPoolStats, renderRuns } from '../../lib/render-pool.ts';
import { call, multipart, ownerWithVenue } from '../../../test/fixtures.ts';
import { holdRenderPool, WAIT } from '../../../test/render-pool-holds.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

type Venue = Awaited<ReturnType<typeof ownerWithVenue>>;

const CSV = Buffer.from('Category,Subcategory,Item name,Price\nFood,Starters,Paneer Tikka,249\n');
const EXPORT_WORKER = new URL('./export-worker.ts', import.meta.url);

/** Issue 16, finding 3: imports wait for a bounded number of parse threads, and each venue has an hourly allowance. */
describe('menu spreadsheet limits', () => {
  let t: TestApp;

  const importCsv = (venue: Venue) => {
    const body = multipart({ mode: 'preview' }, { filename: 'menu.csv', contentType: 'text/csv', data: CSV });
    return call(t.app, {
      method: 'POST',
      url: '/v2/import-menu-from-excel',
      headers: { ...venue.headers, ...body.headers },
      payload: body.payload,
    });
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('queues imports while every parse thread is busy, and answers 503 "busy, try again" beyond the queue', async () => {
    const venue = await ownerWithVenue(t.app);
    const pool = await holdRenderPool(2);
    let released = false;
    try {
      const queued = [importCsv(venue), importCsv(venue)];
      // Each import reaches the pool after its own database reads: wait until both queue, so
      // the third is the one beyond the queue whatever order the reads finish in.
      await vi.waitFor(() => expect(renderPoolStats().queueSize).toBe(renderPoolStats().maxQueue), WAIT);
      // Another venue's: this one already has its two files at once (RENDERS_PER_VENUE_AT_ONCE).
      const refused = await importCsv(await ownerWithVenue(t.app));
      expect(refused.status, refused.raw.body).toBe(503);
      expect(refused.json.responseStatus).toMatchObject({
        success: false,
        errorCode: 'UNAVAILABLE',
        errorMessage: RENDER_BUSY_MESSAGE,
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

      await pool.release();
      released = true;
      for (const res of await Promise.all(queued)) {
        expect(res.status).toBe(200);
        expect(res.json.body.summary).toMatchObject({ create: 3, errors: 0 });
      }
    } finally {
      if (!released) await pool.release();
    }
    // Starting the held threads can take a minute on a loaded machine (test/render-pool-holds.ts).
  }, 120_000);

  it(`allows ${MENU_IMPORTS_PER_PROFILE_PER_HOUR} imports per venue per hour, then answers 429 with Retry-After`, async () => {
    const venue = await ownerWithVenue(t.app);
    for (let index = 0; index < MENU_IMPORTS_PER_PROFILE_PER_HOUR; index += 1) expect((await importCsv(venue)).status).toBe(200);
    const refused = await importCsv(venue);
    expect(refused.status).toBe(429);
    expect(refused.json.responseStatus.errorCode).toBe('RATE_LIMITED');
    expect(refused.json.responseStatus.errorMessage).toMatch(
      /^Too many spreadsheet imports this hour\. Please try again in \d+ minutes?\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another venue has its own allowance.
    expect((await importCsv(await ownerWithVenue(t.app))).status).toBe(200);
  });

  it('builds the export once per menu version', async () => {
    const venue = await ownerWithVenue(t.app);
    const download = () => t.app.inject({ method: 'GET', url: '/v2/download-menu-as-excel', headers: venue.headers });
    const before = renderRuns(EXPORT_WORKER, 'menuWorkbook');
    const first = await download();
    const second = await download();
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(renderRuns(EXPORT_WORKER, 'menuWorkbook') - before).toBe(1);

    const body = multipart({ mode: 'apply' }, { filename: 'menu.csv', contentType: 'text/csv', data: CSV });
    const applied = await call(t.app, {
      method: 'POST',
      url: '/v2/import-menu-from-excel',
      headers: { ...venue.headers, ...body.headers },
      payload: body.payload,
    });
    expect(applied.json.body.applied).toBe(true);
    const changed = await download();
    expect(changed.rawPayload.equals(first.rawPayload)).toBe(false);
    expect(renderRuns(EXPORT_WORKER, 'menuWorkbook') - before).toBe(2);
  });
});
