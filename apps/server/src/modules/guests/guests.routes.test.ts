import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUEST_MESSAGES, GuestDetailResponseSchema, GuestListResponseSchema } from '@venue/shared';
import { tickets } from '../../db/schema/index.ts';
import { addMember, call, createUser, headersFor, ownerWithVenue } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  eventOnSale,
  guestPhones,
  nextAddress,
  paySandbox,
  requestBookingCode,
  setUpRestaurant,
  testOtpOf,
  ticketType,
  venueDateIn,
} from '../../../test/events-kit.ts';

/*
 * The guest book (decisions §7 "Guest book (`/v1/guests/`)", issue 38), through HTTP: guests
 * built from bookings, waitlist entries and paid ticket orders, their figures, search, tags,
 * export and erasure. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
 */

const phones = guestPhones(12, '9197411');
let nextGuest = 0;
const newGuest = () => phones[nextGuest++]!;
let now = new Date('2026-06-10T06:30:00Z'); // 12:00 in Bengaluru
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SMS_TEST_OTP: testOtpOf(phones) }, { clock: () => now });
});
afterAll(() => t.close());
const app = () => t.app;

/** "+91 97411 00001", "097411-00001", "9741100001": one number, as people type it. */
const national = (phone: string) => phone.slice(2);
const spaced = (phone: string) => `+91 ${national(phone).slice(0, 5)} ${national(phone).slice(5)}`;
const trunk = (phone: string) => `0${national(phone).slice(0, 5)}-${national(phone).slice(5)}`;

/** The rows of a raw query. */
async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await app().deps.db.execute(query)) as unknown as { rows: T[] }).rows;
}

const get = (headers: Record<string, string>, url: string) => call(app(), { method: 'GET', url, headers });
const post = (headers: Record<string, string>, url: string, payload?: Record<string, unknown>) =>
  call(app(), { method: 'POST', url, headers, ...(payload ? { payload } : {}) });

async function bookFor(restaurantId: string, guest: { phone: string; code: string }, date: string, typed: string) {
  await requestBookingCode(app(), guest.phone);
  const res = await call(app(), {
    method: 'POST',
    url: '/v1/bookings/createBooking',
    remoteAddress: nextAddress(),
    payload: {
      restaurantId,
      date,
      time: '12:00',
      partySize: 2,
      name: 'Asha Rao',
      mobileNumber: typed,
      otp: guest.code,
      acceptTerms: true,
    },
  });
  if (res.status !== 200) throw new Error(`createBooking: ${res.status} ${res.raw.body}`);
  return res.json.body.booking as { _id: string; reference: string; manageToken: string };
}

async function paidOrderFor(guest: { phone: string; code: string }, eventId: string, ticketTypeId: string, typed: string) {
  await requestBookingCode(app(), guest.phone);
  const res = await call(app(), {
    method: 'POST',
    url: '/v2/ticket-orders',
    remoteAddress: nextAddress(),
    payload: { eventId, items: [{ ticketTypeId, quantity: 2 }], name: 'Asha R', mobileNumber: typed, otp: guest.code },
  });
  if (res.status !== 200) throw new Error(`order: ${res.status} ${res.raw.body}`);
  const paid = await paySandbox(app(), res.json.body.order.paymentUrl);
  const verified = await call(app(), {
    method: 'GET',
    url: `/v2/ticket-orders/payment-verification?${new URLSearchParams(paid.callbackQuery)}`,
  });
  if (verified.status !== 200) throw new Error(`verification: ${verified.status} ${verified.raw.body}`);
  return res.json.body.order._id as string;
}

const listGuests = async (headers: Record<string, string>, query = '') => {
  const res = await get(headers, `/v1/guests${query}`);
  expect(res.status).toBe(200);
  return GuestListResponseSchema.parse(res.json.body);
};

/** A venue where one guest booked three times, joined the waitlist and bought tickets, each typed differently. */
async function venueWithRegular() {
  const owner = await ownerWithVenue(app());
  const { restaurantId } = await setUpRestaurant(app(), owner.headers);
  const event = await eventOnSale(app(), owner.headers, [ticketType({ price: '250.00' })]);
  const guest = newGuest();
  const [arrives, noShow, cancels] = [
    await bookFor(restaurantId, guest, venueDateIn(1, now), `+${guest.phone}`),
    await bookFor(restaurantId, guest, venueDateIn(2, now), spaced(guest.phone)),
    await bookFor(restaurantId, guest, venueDateIn(3, now), trunk(guest.phone)),
  ];
  const entry = await post(owner.headers, '/v1/waitlist/entries', {
    name: 'Asha',
    mobileNumber: trunk(guest.phone),
    partySize: 3,
    quotedMinutes: 15,
  });
  expect(entry.status).toBe(200);
  const orderId = await paidOrderFor(guest, event._id, event.ticketTypes[0]!._id, national(guest.phone));
  return {
    ...owner,
    restaurantId,
    event,
    guest,
    bookings: { arrives, noShow, cancels },
    entryId: entry.json.body.entry._id as string,
    orderId,
  };
}

/** Plays out the regular's history: one arrival, one no-show, one cancellation, a seat, a check-in. */
async function playOut(v: Awaited<ReturnType<typeof venueWithRegular>>) {
  for (const booking of [v.bookings.arrives, v.bookings.noShow]) {
    expect((await post(v.headers, '/v1/bookings/acceptABooking', { bookingId: booking._id })).status).toBe(200);
  }
  const cancelled = await call(app(), {
    method: 'POST',
    url: '/v1/bookings/cancelByGuest',
    remoteAddress: nextAddress(),
    payload: { reference: v.bookings.cancels.reference, token: v.bookings.cancels.manageToken },
  });
  expect(cancelled.status).toBe(200);
  expect((await post(v.headers, `/v1/waitlist/entries/${v.entryId}/seat`)).status).toBe(200);
  const [ticket] = await app().deps.db.select().from(tickets).where(eq(tickets.orderId, v.orderId));
  const checkIn = await post(v.headers, `/v2/ticketed-events/${v.event._id}/check-in`, { code: ticket!.code, force: true });
  expect(checkIn.status).toBe(200);
  const saved = now;
  try {
    now = new Date(saved.getTime() + 24 * 3_600_000); // tomorrow, 12:00: the first booking's time
    expect((await post(v.headers, '/v1/bookings/markCustomerHasArrived', { bookingId: v.bookings.arrives._id })).status).toBe(
      200,
    );
    now = new Date(saved.getTime() + 48 * 3_600_000 + 20 * 60_000); // the day after, 12:20
    expect((await post(v.headers, '/v1/bookings/markNoShow', { bookingId: v.bookings.noShow._id })).status).toBe(200);
  } finally {
    now = saved;
  }
}

describe('the guest book', () => {
  it('makes one guest of a number however it was typed, and counts visits, no-shows, cancellations and spend', async () => {
    const v = await venueWithRegular();
    const before = await listGuests(v.headers);
    expect(before.guests).toHaveLength(1);
    expect(before.guests[0]).toMatchObject({ mobileNumber: `+${v.guest.phone}`, visits: 0, spendPaise: 50_000 });

    await playOut(v);
    const [guest] = (await listGuests(v.headers)).guests;
    expect(guest).toMatchObject({ visits: 3, noShows: 1, cancellations: 1, spendPaise: 50_000, tags: [], notes: '' });
    expect(guest!.lastVisit).not.toBeNull();

    const detail = GuestDetailResponseSchema.parse((await get(v.headers, `/v1/guests/${guest!._id}`)).json.body).guest;
    expect(detail.history.map((item) => `${item.kind}:${item.status}`).sort()).toEqual(
      ['booking:arrived', 'booking:cancelled', 'booking:no-show', 'ticket-order:paid', 'waitlist:seated'].sort(),
    );
    expect(detail.history.find((item) => item.kind === 'ticket-order')).toMatchObject({ _id: v.orderId, spendPaise: 50_000 });
  });

  it('finds a guest by any typing of their number, their last digits or their name, and filters by tag', async () => {
    const v = await venueWithRegular();
    const other = newGuest();
    await bookFor(v.restaurantId, other, venueDateIn(4, now), `+${other.phone}`);
    expect((await listGuests(v.headers)).total).toBe(2);
    for (const typed of [
      `+${v.guest.phone}`,
      spaced(v.guest.phone),
      trunk(v.guest.phone),
      national(v.guest.phone),
      v.guest.phone.slice(-4),
    ]) {
      const found = await listGuests(v.headers, `?search=${encodeURIComponent(typed)}`);
      expect(
        found.guests.map((g) => g.mobileNumber),
        typed,
      ).toEqual([`+${v.guest.phone}`]);
    }
    expect((await listGuests(v.headers, '?search=asha')).total).toBe(2);
    expect((await listGuests(v.headers, '?search=nobody')).total).toBe(0);

    const [guest] = (await listGuests(v.headers, `?search=${v.guest.phone.slice(-5)}`)).guests;
    const patched = await call(app(), {
      method: 'PATCH',
      url: `/v1/guests/${guest!._id}`,
      headers: v.headers,
      payload: { tags: ['VIP', 'window seat', 'VIP'], notes: 'Allergic to peanuts' },
    });
    expect(patched.status).toBe(200);
    expect(patched.json.body.guest).toMatchObject({ tags: ['VIP', 'window seat'], notes: 'Allergic to peanuts' });
    const vip = await listGuests(v.headers, '?tag=VIP');
    expect(vip.guests.map((g) => g._id)).toEqual([guest!._id]);
    expect(vip.tags).toEqual(expect.arrayContaining(['VIP', 'allergy', 'window seat']));
    expect((await listGuests(v.headers, '?tag=regular')).total).toBe(0);

    const audit = await rowsOf<{ action: string; after: unknown }>(
      sql`select action, after from audit_events where entity_id = ${guest!._id}`,
    );
    expect(audit).toEqual([{ action: 'guest.updated', after: { tags: ['VIP', 'window seat'], notesLength: 19 } }]);
  });

  it('refuses notes over 1000 characters and tags that are not words', async () => {
    const v = await venueWithRegular();
    const [guest] = (await listGuests(v.headers)).guests;
    const patch = (payload: Record<string, unknown>) =>
      call(app(), { method: 'PATCH', url: `/v1/guests/${guest!._id}`, headers: v.headers, payload });
    expect((await patch({ notes: 'x'.repeat(1001) })).status).toBe(400);
    expect((await patch({ tags: ['=cmd()'] })).status).toBe(400);
    expect((await patch({ notes: 'x'.repeat(1000) })).status).toBe(200);
    expect(
      (await call(app(), { method: 'PATCH', url: `/v1/guests/${'f'.repeat(24)}`, headers: v.headers, payload: {} })).status,
    ).toBe(404);
  });

  it('shows the desk a known guest’s tags and notes on their bookings and waitlist entries', async () => {
    const v = await venueWithRegular();
    const [guest] = (await listGuests(v.headers)).guests;
    await call(app(), {
      method: 'PATCH',
      url: `/v1/guests/${guest!._id}`,
      headers: v.headers,
      payload: { tags: ['VIP'], notes: 'Corner table' },
    });
    const desk = await get(v.headers, '/v2/bookings/getAllBookings/');
    expect(desk.json.body.bookings).toHaveLength(3);
    for (const booking of desk.json.body.bookings) {
      expect(booking.guest).toMatchObject({ _id: guest!._id, tags: ['VIP'], notes: 'Corner table' });
    }
    const queue = await get(v.headers, '/v1/waitlist/entries');
    expect(queue.json.body.entries[0].guest).toMatchObject({ _id: guest!._id, tags: ['VIP'], notes: 'Corner table' });
  });

  it('staff without tableReserveAccess never see full numbers, notes or the guest book', async () => {
    const v = await venueWithRegular();
    const [guest] = (await listGuests(v.headers)).guests;
    await call(app(), {
      method: 'PATCH',
      url: `/v1/guests/${guest!._id}`,
      headers: v.headers,
      payload: { notes: 'Corner table' },
    });
    const staff = await createUser(app());
    await addMember(app(), v.profile.id, staff, 'staff', { tableReserveAccess: false });
    const staffHeaders = await headersFor(app(), staff, v.profile.id);
    for (const url of ['/v1/guests', `/v1/guests/${guest!._id}`, '/v1/guests/export.xlsx']) {
      expect((await get(staffHeaders, url)).status, url).toBe(403);
    }
    expect((await post(staffHeaders, `/v1/guests/${guest!._id}/erase`)).status).toBe(403);
    const desk = await get(staffHeaders, '/v2/bookings/getAllBookings/');
    expect(desk.status).toBe(200);
    const body = JSON.stringify(desk.json.body);
    expect(body).not.toContain(national(v.guest.phone));
    expect(body).not.toContain('Corner table');
    expect(desk.json.body.bookings.every((booking: { guest: unknown }) => booking.guest === null)).toBe(true);
  });

  it('exports the guests the search and tag select as a spreadsheet', async () => {
    const v = await venueWithRegular();
    const other = newGuest();
    await bookFor(v.restaurantId, other, venueDateIn(4, now), `+${other.phone}`);
    const [guest] = (await listGuests(v.headers, `?search=${v.guest.phone}`)).guests;
    await call(app(), {
      method: 'PATCH',
      url: `/v1/guests/${guest!._id}`,
      headers: v.headers,
      payload: { tags: ['VIP'], notes: '=HYPERLINK("x")' },
    });

    const sheetRows = async (query: string) => {
      const res = await app().inject({ method: 'GET', url: `/v1/guests/export.xlsx${query}`, headers: v.headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      expect(res.headers['cache-control']).toBe('private, no-store');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.getWorksheet('Guests')!;
      const rows: unknown[][] = [];
      sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
      return rows;
    };
    const all = await sheetRows('');
    expect(all[0]).toEqual([
      'Name',
      'Mobile number',
      'Visits',
      'No-shows',
      'Cancellations',
      'Last visit',
      'Spend (₹)',
      'Tags',
      'Notes',
    ]);
    expect(all).toHaveLength(3);
    const vip = await sheetRows('?tag=VIP');
    expect(vip).toHaveLength(2);
    // Text cells are escaped against formula injection, as the bookings export's are.
    expect(vip[1]).toEqual(['Asha R', `'+${v.guest.phone}`, 0, 0, 0, '', 500, 'VIP', `'=HYPERLINK("x")`]);
    expect(await sheetRows(`?search=${other.phone.slice(-5)}`)).toHaveLength(2);
  }, 120_000);

  it('erases a guest’s name, number and notes from every table, and keeps the figures', async () => {
    const v = await venueWithRegular();
    await playOut(v);
    const [guest] = (await listGuests(v.headers)).guests;
    await call(app(), {
      method: 'PATCH',
      url: `/v1/guests/${guest!._id}`,
      headers: v.headers,
      payload: { tags: ['allergy'], notes: 'Peanut allergy, call 98450 12345' },
    });
    const figuresBefore = await get(v.headers, '/v1/restaurant/bookings-details?from=2026-06-01&to=2026-06-30');
    const wallet = await get(v.headers, '/v1/vendor/wallet');
    await app().deps.jobs.runDue();

    const erased = await post(v.headers, `/v1/guests/${guest!._id}/erase`);
    expect(erased.status).toBe(200);
    expect(erased.json.body.guest).toMatchObject({
      name: GUEST_MESSAGES.erasedName,
      mobileNumber: '',
      notes: '',
      tags: [],
      visits: 3,
      noShows: 1,
      cancellations: 1,
      spendPaise: 50_000,
    });
    expect((await post(v.headers, `/v1/guests/${guest!._id}/erase`)).status).toBe(409);

    // Every text and JSON column of every table, searched for the number in both forms.
    const columns = await rowsOf<{ table_name: string; column_name: string }>(sql`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json')`);
    expect(columns.length).toBeGreaterThan(50);
    const traces = [v.guest.phone, national(v.guest.phone)];
    const likeAny = sql.raw(`array[${traces.map((trace) => `'%${trace}%'`).join(', ')}]`);
    const probes = columns.map(
      ({ table_name: table, column_name: column }) =>
        sql`select ${`${table}.${column}`}::text as hit where exists (select 1 from ${sql.identifier(table)} where ${sql.identifier(column)}::text like any (${likeAny}))`,
    );
    const found = (await rowsOf<{ hit: string }>(sql.join(probes, sql` union all `))).map((row) => row.hit);
    expect(found).toEqual([]);
    const named = await rowsOf<{ n: number }>(
      sql`select count(*)::int as n from bookings where profile_id = ${v.profile.id} and name <> ''`,
    );
    expect(Number(named[0]!.n)).toBe(0);
    // The desk names them for what happened, not with a blank.
    const desk = (await get(v.headers, '/v2/bookings/getAllBookings/')).json.body.bookings as Array<{
      name: string;
      mobileNumber: string;
    }>;
    expect(desk.length).toBeGreaterThan(0);
    expect(new Set(desk.map((booking) => `${booking.name}|${booking.mobileNumber}`))).toEqual(
      new Set([`${GUEST_MESSAGES.erasedName}|`]),
    );

    const detail = GuestDetailResponseSchema.parse((await get(v.headers, `/v1/guests/${guest!._id}`)).json.body).guest;
    expect(detail).toMatchObject({ visits: 3, noShows: 1, cancellations: 1, spendPaise: 50_000 });
    expect(detail.history).toHaveLength(5);
    expect((await get(v.headers, '/v1/restaurant/bookings-details?from=2026-06-01&to=2026-06-30')).json.body).toEqual(
      figuresBefore.json.body,
    );
    expect((await get(v.headers, '/v1/vendor/wallet')).json.body).toEqual(wallet.json.body);
    expect((await listGuests(v.headers)).total).toBe(0);
    const audit = await rowsOf<{ action: string }>(
      sql`select action from audit_events where entity_id = ${guest!._id} order by created_at`,
    );
    expect(audit.map((row) => row.action)).toEqual(['guest.updated', 'guest.erased']);

    // The number books again: a new guest, nothing of the erased one.
    await bookFor(v.restaurantId, v.guest, venueDateIn(5, now), `+${v.guest.phone}`);
    const again = await listGuests(v.headers);
    expect(again.guests).toHaveLength(1);
    expect(again.guests[0]).toMatchObject({ visits: 0, notes: '', tags: [] });
    expect(again.guests[0]!._id).not.toBe(guest!._id);
  }, 120_000);

  it('keeps each venue’s guest book to itself', async () => {
    const a = await venueWithRegular();
    const b = await ownerWithVenue(app());
    const [guest] = (await listGuests(a.headers)).guests;
    expect((await get(b.headers, `/v1/guests/${guest!._id}`)).status).toBe(404);
    expect((await post(b.headers, `/v1/guests/${guest!._id}/erase`)).status).toBe(404);
    expect((await listGuests(b.headers)).total).toBe(0);
  });
});
