import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { QR_SHEETS_PER_PROFILE_PER_HOUR } from '@venue/shared';
import { RENDERS_PER_VENUE_AT_ONCE, renderRuns, runRender, VENUE_RENDERS_MESSAGE } from '../../lib/render-pool.ts';
import { call, ownerWithVenue } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

type Venue = Awaited<ReturnType<typeof ownerWithVenue>>;

const QR_WORKER = new URL('./qr-worker.ts', import.meta.url);
const sheetRenders = () => renderRuns(QR_WORKER, 'sheetPdf');

/** Issue 16, finding 2: the QR sheet must not take the event loop, nor be rendered twice. */
describe('QR sheet rendering', () => {
  let t: TestApp;

  const addTables = async (venue: Venue, count: number) => {
    const ids: string[] = [];
    for (let number = 1; number <= count; number += 1) {
      const res = await call(t.app, {
        method: 'POST',
        url: '/v2/qr-codes',
        headers: venue.headers,
        payload: { kind: 'table', label: 'Table', tableNumber: number },
      });
      ids.push(res.json.body.qrCode._id);
    }
    return ids;
  };
  const sheet = (venue: Venue, ids: string[] = []) =>
    t.app.inject({
      method: 'GET',
      url: `/v2/qr-codes/sheet.pdf${ids.length > 0 ? `?ids=${ids.join(',')}` : ''}`,
      headers: venue.headers,
    });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('renders the sheet in a worker thread, never on the thread that answers requests', async () => {
    const venue = await ownerWithVenue(t.app);
    await addTables(venue, 7);
    const onThisThread = vi.spyOn(PDFDocument.prototype, 'end');
    try {
      const pdf = await sheet(venue);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(2);
      expect(onThisThread).not.toHaveBeenCalled();
    } finally {
      onThisThread.mockRestore();
    }
  });

  it('renders an unchanged sheet once, however often and however many at once it is asked for', async () => {
    const venue = await ownerWithVenue(t.app);
    await addTables(venue, 3);
    const before = sheetRenders();
    const first = await sheet(venue);
    const burst = await Promise.all(Array.from({ length: 20 }, () => sheet(venue)));
    expect(burst.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    expect(burst.every((res) => res.rawPayload.equals(first.rawPayload))).toBe(true);
    expect(sheetRenders() - before).toBe(1);

    // A new code changes the sheet: rendered again.
    await call(t.app, {
      method: 'POST',
      url: '/v2/qr-codes',
      headers: venue.headers,
      payload: { kind: 'table', label: 'Patio', tableNumber: 1 },
    });
    const changed = await sheet(venue);
    expect(changed.statusCode).toBe(200);
    expect(changed.rawPayload.equals(first.rawPayload)).toBe(false);
    expect(sheetRenders() - before).toBe(2);
  });

  it(`renders at most ${RENDERS_PER_VENUE_AT_ONCE} of a venue's files at once: one more is a 429 with Retry-After, not a queue hog`, async () => {
    const venue = await ownerWithVenue(t.app);
    const ids = await addTables(venue, 2);
    const state = new Int32Array(new SharedArrayBuffer(8));
    const release = () => {
      Atomics.store(state, 1, 1);
      Atomics.notify(state, 1);
    };
    // The venue's files being made: held in the pool until released.
    const held = Array.from({ length: RENDERS_PER_VENUE_AT_ONCE }, () =>
      runRender(new URL('../../../test/render-tasks.ts', import.meta.url), 'hold', state, { venue: venue.profile.id }),
    );
    try {
      const refused = await call(t.app, { method: 'GET', url: `/v2/qr-codes/sheet.pdf?ids=${ids[0]}`, headers: venue.headers });
      expect(refused.status).toBe(429);
      expect(refused.json.responseStatus).toMatchObject({ errorCode: 'RATE_LIMITED', errorMessage: VENUE_RENDERS_MESSAGE });
      expect(refused.headers['retry-after']).toBe('5');
      const png = await call(t.app, { method: 'GET', url: `/v2/qr-codes/${ids[1]}/download/png`, headers: venue.headers });
      expect(png.status).toBe(429);
    } finally {
      release();
      await Promise.allSettled(held);
    }
    expect((await sheet(venue, [ids[0]!])).statusCode).toBe(200);
  });

  it(`renders at most ${QR_SHEETS_PER_PROFILE_PER_HOUR} new sheets per venue per hour, then answers 429 with Retry-After`, async () => {
    const venue = await ownerWithVenue(t.app);
    const ids = await addTables(venue, 5);
    // Every non-empty choice of five codes is a different sheet: 31 of them.
    const choices = Array.from({ length: 31 }, (_, mask) => ids.filter((_, bit) => ((mask + 1) >> bit) & 1));
    for (const choice of choices.slice(0, QR_SHEETS_PER_PROFILE_PER_HOUR))
      expect((await sheet(venue, choice)).statusCode).toBe(200);

    const refused = await call(t.app, {
      method: 'GET',
      url: `/v2/qr-codes/sheet.pdf?ids=${choices[QR_SHEETS_PER_PROFILE_PER_HOUR]!.join(',')}`,
      headers: venue.headers,
    });
    expect(refused.status).toBe(429);
    expect(refused.json.responseStatus.errorCode).toBe('RATE_LIMITED');
    expect(refused.json.responseStatus.errorMessage).toMatch(
      /^Too many QR sheets printed this hour\. Please try again in \d+ minutes?\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    // A sheet already rendered costs nothing, so it is still served.
    expect((await sheet(venue, choices[0])).statusCode).toBe(200);
    // Another venue has its own allowance.
    const other = await ownerWithVenue(t.app);
    await addTables(other, 1);
    expect((await sheet(other)).statusCode).toBe(200);
    // 31 real renders: seconds on a quiet machine, more on a shared one.
  }, 120_000);
});
