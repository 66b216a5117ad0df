import QRCode from 'qrcode';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, call, createUser, headersFor, ownerWithVenue } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

type Headers = Record<string, string>;
type Venue = Awaited<ReturnType<typeof ownerWithVenue>>;
interface Code {
  _id: string;
  code: string;
  kind: string;
  label: string;
  tableNumber: number | null;
  displayName: string;
  shortUrl: string;
  scanCount: number;
}

/** Issue 35 "QR codes for a real dining room". */
describe('QR codes for a dining room', () => {
  let t: TestApp;
  let app: FastifyInstance;

  const create = (headers: Headers, payload: object) => call(app, { method: 'POST', url: '/v2/qr-codes', headers, payload });
  const createTables = (headers: Headers, payload: object) =>
    call(app, { method: 'POST', url: '/v2/qr-codes/tables', headers, payload });
  const update = (headers: Headers, id: string, payload: object) =>
    call(app, { method: 'PATCH', url: `/v2/qr-codes/${id}`, headers, payload });
  const list = async (venue: Venue) =>
    (await call(app, { method: 'GET', url: '/v2/qr-codes', headers: venue.headers })).json.body.codes as Code[];
  const pages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;
  const sheet = (venue: Venue, ids?: string[]) =>
    app.inject({ method: 'GET', url: `/v2/qr-codes/sheet.pdf${ids ? `?ids=${ids.join(',')}` : ''}`, headers: venue.headers });
  const scan = (shortUrl: string) =>
    app.inject({
      method: 'GET',
      url: new URL(shortUrl).pathname,
      headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36' },
    });

  beforeAll(async () => {
    t = await createTestApp();
    app = t.app;
  });
  afterAll(() => t.close());

  it('makes a room of table codes in one action, keeping the tables that already have one', async () => {
    const venue = await ownerWithVenue(app);
    const table3 = (await create(venue.headers, { kind: 'table', label: 'Table', tableNumber: 3 })).json.body.qrCode as Code;

    const res = await createTables(venue.headers, { label: 'Table', fromNumber: 1, toNumber: 40 });
    expect(res.status).toBe(200);
    const created = res.json.body.created as Code[];
    expect(res.json.body.existing).toEqual([3]);
    expect(created).toHaveLength(39);
    expect(created.map((code) => code.tableNumber)).toEqual([1, 2, ...Array.from({ length: 37 }, (_, i) => i + 4)]);
    expect(created[0]).toMatchObject({ kind: 'table', label: 'Table', displayName: 'Table 1' });
    expect(new Set(created.map((code) => code.code)).size).toBe(39);

    const codes = await list(venue);
    expect(codes).toHaveLength(40);
    // Table 3 kept its code, so its printed sticker still works.
    expect(codes.find((code) => code.tableNumber === 3)?.code).toBe(table3.code);

    const again = await createTables(venue.headers, { label: 'table', fromNumber: 1, toNumber: 40 });
    expect(again.status).toBe(409);
    expect(again.json.responseStatus.errorMessage).toBe('Every one of these tables already has a QR code');
    // Another room of the same venue has its own numbers.
    const patio = await createTables(venue.headers, { label: 'Patio', fromNumber: 1, toNumber: 4 });
    expect(patio.json.body.created.map((code: Code) => code.displayName)).toEqual(['Patio 1', 'Patio 2', 'Patio 3', 'Patio 4']);
  });

  it('refuses a backwards or too large range, and a member without menu rights', async () => {
    const venue = await ownerWithVenue(app);
    const cases: Array<[object, string]> = [
      [{ label: 'Table', fromNumber: 10, toNumber: 2 }, 'The last table number must not be lower than the first'],
      [{ label: 'Table', fromNumber: 1, toNumber: 101 }, 'Make at most 100 table codes at once'],
      [{ label: '', fromNumber: 1, toNumber: 4 }, 'Table label is required'],
      [{ label: 'Table', fromNumber: 0, toNumber: 4 }, 'Table number must be a whole number from 1 to 9999'],
    ];
    for (const [payload, message] of cases) {
      const res = await createTables(venue.headers, payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.json.responseStatus.errorMessage).toBe(message);
    }
    const staff = await createUser(app);
    await addMember(app, venue.profile.id, staff, 'staff', { digitalMenuAccess: false });
    const staffHeaders = await headersFor(app, staff, venue.profile.id);
    expect((await createTables(staffHeaders, { label: 'Table', fromNumber: 1, toNumber: 2 })).status).toBe(403);
    expect(await list(venue)).toHaveLength(0);
  });

  it('names a table "Table 7", never "Table 7 7", when the number is typed into the label too', async () => {
    const venue = await ownerWithVenue(app);
    const res = await create(venue.headers, { kind: 'table', label: 'Table 7', tableNumber: 7 });
    expect(res.json.body.qrCode).toMatchObject({ label: 'Table', tableNumber: 7, displayName: 'Table 7' });
    // "Table 7" with number 7 and "Table" with number 7 are one table.
    expect((await create(venue.headers, { kind: 'table', label: 'Table', tableNumber: 7 })).status).toBe(409);
    const hash = await create(venue.headers, { kind: 'table', label: 'Patio #12', tableNumber: 12 });
    expect(hash.json.body.qrCode.displayName).toBe('Patio 12');
    // A number that is part of the name stays: "Room 17" table 7 is "Room 17 7".
    const room = await create(venue.headers, { kind: 'table', label: 'Room 17', tableNumber: 7 });
    expect(room.json.body.qrCode.displayName).toBe('Room 17 7');
  });

  it('edits a label without changing the code, its address or its scans', async () => {
    const venue = await ownerWithVenue(app);
    const table = (await create(venue.headers, { kind: 'table', label: 'Table', tableNumber: 5 })).json.body.qrCode as Code;
    const door = (await create(venue.headers, { kind: 'menu', label: 'Door' })).json.body.qrCode as Code;
    await create(venue.headers, { kind: 'table', label: 'Table', tableNumber: 6 });
    await scan(table.shortUrl);

    const renamed = await update(venue.headers, table._id, { label: 'Rooftop', tableNumber: 2 });
    expect(renamed.status).toBe(200);
    expect(renamed.json.body.qrCode).toMatchObject({
      _id: table._id,
      code: table.code,
      shortUrl: table.shortUrl,
      label: 'Rooftop',
      tableNumber: 2,
      displayName: 'Rooftop 2',
      scanCount: 1,
    });
    expect((await update(venue.headers, door._id, { label: 'Front door' })).json.body.qrCode.displayName).toBe('Front door');
    expect((await update(venue.headers, door._id, { label: '' })).json.body.qrCode.displayName).toBe('Menu');

    const taken = await update(venue.headers, table._id, { label: 'Table', tableNumber: 6 });
    expect(taken.status).toBe(409);
    expect(taken.json.responseStatus.errorMessage).toBe('A QR code for this table already exists');
    const blank = await update(venue.headers, table._id, { label: ' ' });
    expect(blank.status).toBe(400);
    expect(blank.json.responseStatus.errorMessage).toBe('Table label is required');

    const other = await ownerWithVenue(app);
    const theirs = await update(other.headers, table._id, { label: 'Mine now' });
    expect(theirs.status).toBe(404);
    expect(theirs.json.responseStatus.errorMessage).toBe('QR code not found');
    expect((await list(venue)).find((code) => code._id === table._id)?.displayName).toBe('Rooftop 2');
  });

  it('has a booking page kind whose scan lands on the table booking page', async () => {
    const venue = await ownerWithVenue(app);
    const res = await create(venue.headers, { kind: 'booking' });
    expect(res.status).toBe(200);
    const code = res.json.body.qrCode as Code & { targetPath: string };
    expect(code).toMatchObject({ kind: 'booking', displayName: 'Booking page', targetPath: `/v/${venue.profile.userName}/book` });
    const landed = await scan(code.shortUrl);
    expect(landed.statusCode).toBe(302);
    expect(landed.headers.location).toBe(`/v/${venue.profile.userName}/book`);
    expect((await list(venue))[0]?.scanCount).toBe(1);
  });

  it('prints exactly the chosen codes, of any kind; without a choice, every code', async () => {
    const venue = await ownerWithVenue(app);
    await create(venue.headers, { kind: 'table', label: 'Table', tableNumber: 1 });
    const others: string[] = [];
    for (const label of ['Door', 'Counter', 'Flyer', 'Window', 'Bar', 'Lift'])
      others.push((await create(venue.headers, { kind: 'menu', label })).json.body.qrCode._id);
    others.push((await create(venue.headers, { kind: 'booking' })).json.body.qrCode._id);
    others.push((await create(venue.headers, { kind: 'links' })).json.body.qrCode._id);

    // Nine codes, one of them a table: all nine print (two pages), not the table alone.
    const all = await sheet(venue);
    expect(all.statusCode).toBe(200);
    expect(pages(all.rawPayload)).toBe(2);
    const chosen = await sheet(venue, others.slice(-2));
    expect(chosen.statusCode).toBe(200);
    expect(pages(chosen.rawPayload)).toBe(1);
    // The choice is what prints: seven non-table codes make two pages.
    expect(pages((await sheet(venue, others.slice(0, 7))).rawPayload)).toBe(2);
  });

  it('sets the label under the PNG and SVG, outside a quiet zone of four modules', async () => {
    const venue = await ownerWithVenue(app);
    const code = (await create(venue.headers, { kind: 'table', label: 'Table', tableNumber: 9 })).json.body.qrCode as Code;
    const modules = QRCode.create(code.shortUrl, { errorCorrectionLevel: 'M' }).modules.size;

    const svg = await app.inject({ method: 'GET', url: `/v2/qr-codes/${code._id}/download/svg`, headers: venue.headers });
    const viewBox = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg.body)!;
    expect(Number(viewBox[1])).toBe(modules + 8);
    expect(Number(viewBox[2])).toBeGreaterThan(modules + 8);
    expect(svg.body).toContain('<title>Table 9</title>');

    const png = await app.inject({ method: 'GET', url: `/v2/qr-codes/${code._id}/download/png`, headers: venue.headers });
    expect(png.statusCode).toBe(200);
    const { data, info } = await sharp(png.rawPayload).greyscale().raw().toBuffer({ resolveWithObject: true });
    expect(info.width).toBe(1024);
    expect(info.height).toBeGreaterThan(1024);
    const unit = info.width / (modules + 8);
    const dark = (x: number, y: number) => data[Math.floor(y) * info.width + Math.floor(x)]! < 128;
    const anyDark = (x0: number, x1: number, y0: number, y1: number) => {
      for (let y = Math.ceil(y0); y < y1; y += 1) for (let x = Math.ceil(x0); x < x1; x += 1) if (dark(x, y)) return true;
      return false;
    };
    // Blank for four modules on every side of the code; the finder pattern starts right after.
    const edge = 4 * unit - 1;
    expect(anyDark(0, info.width, 0, edge)).toBe(false);
    expect(anyDark(0, edge, 0, info.width)).toBe(false);
    expect(anyDark(info.width - edge, info.width, 0, info.width)).toBe(false);
    expect(anyDark(0, info.width, info.width - edge, info.width)).toBe(false);
    expect(dark(4 * unit + unit / 2, 4 * unit + unit / 2)).toBe(true);
    // The label is drawn below the square.
    expect(anyDark(0, info.width, info.width, info.height)).toBe(true);
  });
});
