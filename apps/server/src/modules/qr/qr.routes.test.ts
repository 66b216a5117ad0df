import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, qrScans } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { venueInstant, venueToday } from '../../lib/venue-time.ts';
import { addMember, call, createUser, headersFor, ownerWithVenue } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

type Headers = Record<string, string>;

describe('QR codes', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let venue: Awaited<ReturnType<typeof ownerWithVenue>>;
  let other: Awaited<ReturnType<typeof ownerWithVenue>>;
  let staffHeaders: Headers;

  const create = (headers: Headers, payload: object) => call(app, { method: 'POST', url: '/v2/qr-codes', headers, payload });
  const list = (headers: Headers) => call(app, { method: 'GET', url: '/v2/qr-codes', headers });
  const PHONE =
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
  const scan = (path: string, method: 'GET' | 'HEAD' = 'GET', userAgent = PHONE) =>
    app.inject({ method, url: new URL(path).pathname, headers: { 'user-agent': userAgent } });

  beforeAll(async () => {
    t = await createTestApp();
    app = t.app;
    venue = await ownerWithVenue(app);
    other = await ownerWithVenue(app);
    const staff = await createUser(app);
    await addMember(app, venue.profile.id, staff, 'staff', { digitalMenuAccess: false });
    staffHeaders = await headersFor(app, staff, venue.profile.id);
  });
  afterAll(() => t.close());

  it('creates a table code that encodes a short /q/ link', async () => {
    const res = await create(venue.headers, { kind: 'table', label: 'Table', tableNumber: '5' });
    expect(res.status).toBe(200);
    const code = res.json.body.qrCode;
    expect(code).toMatchObject({
      kind: 'table',
      label: 'Table',
      tableNumber: 5,
      displayName: 'Table 5',
      scanCount: 0,
      targetPath: `/v/${venue.profile.userName}`,
    });
    expect(code.shortUrl).toMatch(new RegExp(`^${t.config.publicBaseUrl}/q/[2-9a-km-zA-HJ-NP-Z]{8}$`));
  });

  it('refuses bad input in the spec tone', async () => {
    const cases: Array<[object, string]> = [
      [{ kind: 'table', label: '', tableNumber: 3 }, 'Table label is required'],
      [{ kind: 'table', label: 'Table' }, 'Table number is required'],
      [{ kind: 'table', label: 'Table', tableNumber: 0 }, 'Table number must be a whole number from 1 to 9999'],
      [{ kind: 'table', label: 'Table', tableNumber: 2.5 }, 'Table number must be a whole number from 1 to 9999'],
      [{ kind: 'poster' }, 'Choose what the QR code opens: menu, table, link page or booking page'],
    ];
    for (const [payload, message] of cases) {
      const res = await create(venue.headers, payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.json.responseStatus.errorMessage).toBe(message);
    }
  });

  it('keeps one code per table (409), whatever the label case', async () => {
    expect((await create(venue.headers, { kind: 'table', label: 'Patio', tableNumber: 1 })).status).toBe(200);
    const again = await create(venue.headers, { kind: 'table', label: 'patio', tableNumber: 1 });
    expect(again.status).toBe(409);
    expect(again.json.responseStatus.errorMessage).toBe('A QR code for this table already exists');
    // Another venue may have its own Patio 1.
    expect((await create(other.headers, { kind: 'table', label: 'Patio', tableNumber: 1 })).status).toBe(200);
  });

  it('counts each scan of /q/{code} and redirects to the menu or link page', async () => {
    const table = (await create(venue.headers, { kind: 'table', label: 'Rooftop', tableNumber: 7 })).json.body.qrCode;
    const links = (await create(venue.headers, { kind: 'links' })).json.body.qrCode;
    expect(links.displayName).toBe('Link page');

    for (let index = 0; index < 3; index += 1) {
      const res = await scan(table.shortUrl);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(`/v/${venue.profile.userName}`);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    expect((await scan(table.shortUrl, 'HEAD')).statusCode).toBe(302);
    const linkScan = await scan(links.shortUrl);
    expect(linkScan.headers.location).toBe(`/v/${venue.profile.userName}/links`);

    const codes = (await list(venue.headers)).json.body.codes as Array<{
      _id: string;
      scanCount: number;
      lastScannedAt: string | null;
    }>;
    expect(codes.find((code) => code._id === table._id)?.scanCount).toBe(3);
    expect(codes.find((code) => code._id === table._id)?.lastScannedAt).not.toBeNull();
    expect(codes.find((code) => code._id === links._id)?.scanCount).toBe(1);

    const stats = await call(app, { method: 'GET', url: '/v2/qr-codes/stats?days=7', headers: staffHeaders });
    expect(stats.status).toBe(200);
    expect(stats.json.body.days).toHaveLength(7);
    const tableStats = stats.json.body.codes.find((code: { _id: string }) => code._id === table._id);
    expect(tableStats.counts.at(-1)).toBe(3);
    expect(tableStats.total).toBe(3);
  });

  it('does not count link previews, bots, command-line clients or headless browsers, but still redirects them', async () => {
    const code = (await create(venue.headers, { kind: 'menu', label: 'Shared on WhatsApp' })).json.body.qrCode;
    for (const agent of [
      'WhatsApp/2.24.6.77 A',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      'TelegramBot (like TwitterBot)',
      'Twitterbot/1.0',
      'curl/8.5.0',
      'Wget/1.21.4',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36',
      '',
    ]) {
      const res = await scan(code.shortUrl, 'GET', agent);
      expect(res.statusCode, agent).toBe(302);
    }
    await scan(code.shortUrl);
    const codes = (await list(venue.headers)).json.body.codes as Array<{ _id: string; scanCount: number }>;
    expect(codes.find((row) => row._id === code._id)?.scanCount).toBe(1);
  });

  it('buckets scans by Indian day over time', async () => {
    const code = (await create(venue.headers, { kind: 'menu', label: 'Front door' })).json.body.qrCode;
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    await app.deps.db.insert(qrScans).values([
      { id: 'a'.repeat(23) + '1', qrCodeId: code._id, profileId: venue.profile.id, scannedAt: twoDaysAgo },
      { id: 'a'.repeat(23) + '2', qrCodeId: code._id, profileId: venue.profile.id, scannedAt: twoDaysAgo },
      {
        id: 'a'.repeat(23) + '3',
        qrCodeId: code._id,
        profileId: venue.profile.id,
        scannedAt: new Date(Date.now() - 200 * 86_400_000),
      },
    ]);
    const stats = (await call(app, { method: 'GET', url: '/v2/qr-codes/stats?days=30', headers: venue.headers })).json.body;
    const counts = stats.codes.find((entry: { _id: string }) => entry._id === code._id).counts as number[];
    expect(counts).toHaveLength(30);
    expect(counts[counts.length - 3]).toBe(2);
    expect(counts.reduce((sum, value) => sum + value, 0)).toBe(2);
    expect((await call(app, { method: 'GET', url: '/v2/qr-codes/stats?days=400', headers: venue.headers })).status).toBe(400);
  });

  it("buckets scans by the venue's own day when it is not in India", async () => {
    const owner = await ownerWithVenue(app);
    const zone = 'Pacific/Kiritimati'; // UTC+14: its day starts while India's is still the day before
    await app.deps.db.update(profiles).set({ timeZone: zone }).where(eq(profiles.id, owner.profile.id));
    const code = (await create(owner.headers, { kind: 'menu', label: 'Lagoon' })).json.body.qrCode;
    const today = venueToday(zone, new Date());
    const scannedAt = venueInstant(zone, today, '01:00');
    await app.deps.db.insert(qrScans).values({ id: newId(), qrCodeId: code._id, profileId: owner.profile.id, scannedAt });

    const stats = (await call(app, { method: 'GET', url: '/v2/qr-codes/stats?days=7', headers: owner.headers })).json.body;
    expect(stats.days.at(-1)).toBe(today);
    expect(stats.codes.find((entry: { _id: string }) => entry._id === code._id).counts).toEqual([0, 0, 0, 0, 0, 0, 1]);
  });

  it('answers an unknown code with the 404 page and counts nothing', async () => {
    const before = (await app.deps.db.select().from(qrScans)).length;
    for (const path of ['/q/zzzzzzzz', '/q/not-a-code!']) {
      const res = await app.inject({ method: 'GET', url: path });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('Menu not found');
    }
    expect((await app.deps.db.select().from(qrScans)).length).toBe(before);
  });

  it('downloads PNG, SVG and the A4 PDF sheet with the right bytes', async () => {
    const code = (await create(venue.headers, { kind: 'table', label: 'Table', tableNumber: 12 })).json.body.qrCode;
    const png = await app.inject({ method: 'GET', url: `/v2/qr-codes/${code._id}/download/png`, headers: staffHeaders });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
    expect(png.headers['content-disposition']).toBe(
      `attachment; filename="${venue.profile.userName.replace(/_/g, '-')}-table-12-qr.png"`,
    );

    const svg = await app.inject({ method: 'GET', url: `/v2/qr-codes/${code._id}/download/svg`, headers: venue.headers });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(svg.body.trimStart()).toMatch(/^<svg[\s>]/);

    const pdf = await app.inject({ method: 'GET', url: '/v2/qr-codes/sheet.pdf', headers: venue.headers });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // Without a choice the sheet holds every code of the venue (seven so far): two pages of six.
    expect(pdf.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(2);

    const bad = await call(app, { method: 'GET', url: `/v2/qr-codes/${code._id}/download/gif`, headers: venue.headers });
    expect(bad.status).toBe(400);
    expect(bad.json.responseStatus.errorMessage).toBe('Format must be png or svg');
  });

  it('prints several pages when there are more than six codes', async () => {
    const many = await ownerWithVenue(app);
    for (let number = 1; number <= 7; number += 1)
      await create(many.headers, { kind: 'table', label: 'Table', tableNumber: number });
    const pdf = await app.inject({ method: 'GET', url: '/v2/qr-codes/sheet.pdf', headers: many.headers });
    expect(pdf.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(2);
    const empty = await ownerWithVenue(app);
    const nothing = await call(app, { method: 'GET', url: '/v2/qr-codes/sheet.pdf', headers: empty.headers });
    expect(nothing.status).toBe(422);
    expect(nothing.json.responseStatus.errorMessage).toBe('Add a QR code first: there is nothing to print yet.');
  });

  it("treats another venue's code ids as not found, for every call that takes one", async () => {
    const theirs = (await create(other.headers, { kind: 'table', label: 'Table', tableNumber: 99 })).json.body.qrCode;
    const attempts = [
      call(app, { method: 'GET', url: `/v2/qr-codes/${theirs._id}/download/png`, headers: venue.headers }),
      call(app, { method: 'GET', url: `/v2/qr-codes/${theirs._id}/download/svg`, headers: venue.headers }),
      call(app, { method: 'GET', url: `/v2/qr-codes/sheet.pdf?ids=${theirs._id}`, headers: venue.headers }),
      call(app, { method: 'POST', url: `/v2/qr-codes/${theirs._id}/delete`, headers: venue.headers }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(404);
      expect(res.json.responseStatus.errorMessage).toBe('QR code not found');
    }
    const mine = (await list(venue.headers)).json.body.codes.map((code: { _id: string }) => code._id);
    expect(mine).not.toContain(theirs._id);
    expect((await list(other.headers)).json.body.codes.map((code: { _id: string }) => code._id)).toContain(theirs._id);
  });

  it('lets only members with menu rights create or delete, and deleting stops the link', async () => {
    expect((await create(staffHeaders, { kind: 'menu' })).status).toBe(403);
    const code = (await create(venue.headers, { kind: 'menu', label: 'Counter' })).json.body.qrCode;
    expect((await call(app, { method: 'POST', url: `/v2/qr-codes/${code._id}/delete`, headers: staffHeaders })).status).toBe(403);
    await scan(code.shortUrl);
    const res = await call(app, { method: 'POST', url: `/v2/qr-codes/${code._id}/delete`, headers: venue.headers });
    expect(res.status).toBe(200);
    expect((await scan(code.shortUrl)).statusCode).toBe(404);
    expect(await app.deps.db.select().from(qrScans).where(eq(qrScans.qrCodeId, code._id))).toHaveLength(0);
  });
});
