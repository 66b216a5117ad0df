import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { QR_SHEETS_PER_PROFILE_PER_HOUR } from '@venue/shared';
import { renderRuns } from '../../lib/render-pool.ts';
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
