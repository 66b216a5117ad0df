import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema/index.ts';
import { addMember, call, createBusinessProfile, createUser, headersFor, ownerWithVenue } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bookAsGuest, insertRestaurant } from './bookings-test-kit.ts';
import type { RestaurantRow } from './bookings-view.ts';

/* City-wise and overall figures in the venue's zone, and the bookings export. */

// 03:00Z: 08:30 on the 22nd in Bengaluru, still 19:00 on the 21st in Los Angeles.
const start = new Date('2026-11-22T03:00:00.000Z');
let now = start;
const clock = () => now;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());
beforeEach(() => {
  now = start;
});

const app = () => t.app;
const get = async (url: string, headers: Record<string, string>) =>
  (await call(app(), { method: 'GET', url, headers })).json.body;

async function setStatus(id: string, status: 'accepted' | 'arrived' | 'no-show' | 'declined' | 'cancelled') {
  await app().deps.db.update(bookings).set({ status }).where(eq(bookings.id, id));
}

describe('GET /v1/restaurant/citywise-bookings-7days', () => {
  it('counts bookings per city per venue day across the caller’s venues only, without declined or cancelled ones', async () => {
    const owner = await createUser(app());
    const first = await createBusinessProfile(app(), owner);
    const second = await createBusinessProfile(app(), owner);
    const stranger = await ownerWithVenue(app());
    const bengaluru = await insertRestaurant(app(), first.id, { city: 'Bengaluru' });
    const mumbai = await insertRestaurant(app(), second.id, { city: ' mumbai ' });
    const pune = await insertRestaurant(app(), stranger.profile.id, { city: 'Pune' });

    await bookAsGuest(app(), bengaluru, { date: '2026-11-22', time: '20:00' });
    await bookAsGuest(app(), bengaluru, { date: '2026-11-22', time: '21:00' });
    await bookAsGuest(app(), bengaluru, { date: '2026-11-16', time: '21:00' });
    await bookAsGuest(app(), bengaluru, { date: '2026-11-15', time: '21:00' }); // eight days ago
    await bookAsGuest(app(), bengaluru, { date: '2026-11-23', time: '21:00' }); // tomorrow
    const declined = await bookAsGuest(app(), bengaluru, { date: '2026-11-20', time: '21:00' });
    await setStatus(declined.booking.id, 'declined');
    await bookAsGuest(app(), mumbai, { date: '2026-11-20', time: '13:00' });
    await bookAsGuest(app(), pune, { date: '2026-11-20', time: '13:00' });

    const figures = await get('/v1/restaurant/citywise-bookings-7days', await headersFor(app(), owner, first.id));
    expect(figures).toEqual({
      days: ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22'],
      cities: [
        { city: 'Bengaluru', counts: [1, 0, 0, 0, 0, 0, 2], total: 3 },
        { city: 'mumbai', counts: [0, 0, 0, 0, 1, 0, 0], total: 1 },
      ],
    });

    // A member of one venue sees that venue's city only.
    const staff = await createUser(app());
    await addMember(app(), second.id, staff, 'staff');
    expect((await get('/v1/restaurant/citywise-bookings-7days', await headersFor(app(), staff, second.id))).cities).toEqual([
      { city: 'mumbai', counts: [0, 0, 0, 0, 1, 0, 0], total: 1 },
    ]);
  });

  it('takes its seven days from the venue’s own calendar', async () => {
    const venue = await ownerWithVenue(app());
    const place = await insertRestaurant(app(), venue.profile.id, { city: 'Los Angeles', timeZone: 'America/Los_Angeles' });
    await bookAsGuest(app(), place, { date: '2026-11-21', time: '18:00' });
    await bookAsGuest(app(), place, { date: '2026-11-22', time: '18:00' }); // tomorrow there
    const figures = await get('/v1/restaurant/citywise-bookings-7days', venue.headers);
    expect(figures.days.at(-1)).toBe('2026-11-21');
    expect(figures.cities).toEqual([{ city: 'Los Angeles', counts: [0, 0, 0, 0, 0, 0, 1], total: 1 }]);
  });
});

describe('GET /v1/restaurant/bookings-details', () => {
  let venue: Awaited<ReturnType<typeof ownerWithVenue>>;
  let place: RestaurantRow;

  beforeAll(async () => {
    venue = await ownerWithVenue(app());
    place = await insertRestaurant(app(), venue.profile.id);
    const made = [
      await bookAsGuest(app(), place, { date: '2026-11-20', time: '20:00', partySize: 4 }),
      await bookAsGuest(app(), place, { date: '2026-11-20', time: '21:00', partySize: 2 }),
      await bookAsGuest(app(), place, { date: '2026-11-21', time: '20:00', partySize: 6 }),
      await bookAsGuest(app(), place, { date: '2026-11-21', time: '20:30', partySize: 3 }),
      await bookAsGuest(app(), place, { date: '2026-11-22', time: '20:00', partySize: 5 }),
      await bookAsGuest(app(), place, { date: '2026-10-01', time: '20:00', partySize: 8 }), // outside 30 days
    ];
    await setStatus(made[0]!.booking.id, 'arrived');
    await setStatus(made[1]!.booking.id, 'no-show');
    await setStatus(made[2]!.booking.id, 'arrived');
    await setStatus(made[3]!.booking.id, 'cancelled');
    await setStatus(made[4]!.booking.id, 'accepted');
  });

  it('gives totals by status, covers, the no-show rate and a series over the last 30 venue days', async () => {
    const figures = await get('/v1/restaurant/bookings-details', venue.headers);
    expect(figures).toMatchObject({
      restaurantId: place.id,
      from: '2026-10-24',
      to: '2026-11-22',
      totalBookings: 5,
      byStatus: { pending: 0, accepted: 1, declined: 0, arrived: 2, 'no-show': 1, cancelled: 1 },
      covers: 4 + 6 + 5,
      noShowRate: 0.3333,
    });
    expect(figures.series).toHaveLength(30);
    expect(figures.series.slice(-3)).toEqual([
      { date: '2026-11-20', bookings: 2, covers: 4 },
      { date: '2026-11-21', bookings: 2, covers: 6 },
      { date: '2026-11-22', bookings: 1, covers: 5 },
    ]);
  });

  it('takes a range of local dates, and refuses a reversed or over-long one', async () => {
    const figures = await get('/v1/restaurant/bookings-details?from=2026-10-01&to=2026-10-01', venue.headers);
    expect(figures).toMatchObject({ totalBookings: 1, covers: 0, series: [{ date: '2026-10-01', bookings: 1, covers: 0 }] });
    const reversed = await call(app(), {
      method: 'GET',
      url: '/v1/restaurant/bookings-details?from=2026-11-02&to=2026-11-01',
      headers: venue.headers,
    });
    expect(reversed.status).toBe(400);
    const long = await call(app(), {
      method: 'GET',
      url: '/v1/restaurant/bookings-details?from=2024-01-01&to=2026-11-01',
      headers: venue.headers,
    });
    expect(long.status).toBe(400);
  });

  it('answers zeros for a profile without a restaurant', async () => {
    const empty = await ownerWithVenue(app());
    const figures = await get('/v1/restaurant/bookings-details', empty.headers);
    expect(figures).toMatchObject({ restaurantId: null, totalBookings: 0, covers: 0, noShowRate: 0 });
  });
});

describe('GET /v1/restaurant/bookings-export', () => {
  it('is an .xlsx of the range’s bookings, guests’ text escaped against formulas', async () => {
    const venue = await ownerWithVenue(app());
    const place = await insertRestaurant(app(), venue.profile.id);
    const made = await bookAsGuest(app(), place, {
      date: '2026-11-24',
      time: '20:00',
      name: '=HYPERLINK("http://evil","x")',
      note: '+91 window seat',
    });
    await bookAsGuest(app(), place, { date: '2026-11-30', time: '20:00', name: 'Outside the range' });
    const res = await app().inject({
      method: 'GET',
      url: '/v1/restaurant/bookings-export?from=2026-11-20&to=2026-11-25',
      headers: venue.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="bookings-2026-11-20-to-2026-11-25.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Bookings')!;
    const rows = sheet.getSheetValues().filter(Boolean) as unknown[][];
    expect(rows).toHaveLength(2);
    expect(rows[0]!.slice(1)).toEqual([
      'Reference',
      'Date',
      'Time',
      'Guests',
      'Name',
      'Mobile number',
      'Status',
      'Note',
      'Booked at',
    ]);
    expect(rows[1]!.slice(1)).toEqual([
      made.booking.reference,
      '2026-11-24',
      '20:00',
      2,
      `'=HYPERLINK("http://evil","x")`,
      '919812345678',
      'Pending',
      `'+91 window seat`,
      '2026-11-22 08:30',
    ]);
    for (const row of rows) for (const cell of row) expect(typeof cell === 'object' && cell !== null).toBe(false);
  });

  it('refuses a reversed range', async () => {
    const venue = await ownerWithVenue(app());
    const res = await call(app(), {
      method: 'GET',
      url: '/v1/restaurant/bookings-export?from=2026-11-25&to=2026-11-20',
      headers: venue.headers,
    });
    expect(res.status).toBe(400);
  });
});
