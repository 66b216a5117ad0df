import { get as httpGet } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WAITLIST_MESSAGES, WaitlistLiveEventSchema } from '@venue/shared';
import { jobs, waitlistEntries } from '../../db/schema/index.ts';
import { addMember, call, createUser, headersFor, ownerWithVenue, recordStatements } from '../../../test/fixtures.ts';
import { race } from '../../../test/races.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { localDate, localTime } from '../../lib/venue-time.ts';
import { tokenOf } from './waitlist.service.ts';

/*
 * The walk-in waitlist (decisions §7 "Waitlist (`/v1/waitlist/`)", issue 38), through HTTP. Runs
 * on PGlite and, with DATABASE_URL, on PostgreSQL, where the joins below really race.
 */

/** Guests' numbers (E.164 digits) with fixed booking codes (SMS_TEST_OTP). */
const guests = Array.from({ length: 56 }, (_, index) => ({
  phone: `9197400${String(index + 1).padStart(5, '0')}`,
  code: String(100000 + index * 7919).slice(0, 6),
}));
const testOtp = guests.map(({ phone, code }) => `${phone}=${code}`).join(',');

let addressCounter = 0;
/** A fresh client address per guest: the per-address limits are not what these tests are about. */
const nextAddress = () => {
  addressCounter += 1;
  return `198.51.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
};

async function requestBookingCode(app: TestApp['app'], phone: string) {
  const res = await call(app, {
    method: 'POST',
    url: '/v1/user/generateBookingOTP',
    payload: { mobileNumber: `+${phone}` },
    remoteAddress: nextAddress(),
  });
  if (res.status !== 200) throw new Error(`generateBookingOTP ${phone}: ${res.status} ${res.raw.body}`);
}
let now = new Date('2026-11-27T13:00:00.000Z'); // 18:30 in Bengaluru
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SMS_TEST_OTP: testOtp }, { clock: () => now });
});
afterAll(() => t.close());

const app = () => t.app;
let nextGuest = 0;
const newGuest = () => guests[nextGuest++]!;
const minutes = (count: number) => new Date(now.getTime() + count * 60_000);

async function venue() {
  const v = await ownerWithVenue(app());
  return v;
}

const add = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  call(app(), { method: 'POST', url: '/v1/waitlist/entries', headers, payload });
const list = (headers: Record<string, string>, status = '') =>
  call(app(), { method: 'GET', url: `/v1/waitlist/entries${status ? `?status=${status}` : ''}`, headers });
const act = (headers: Record<string, string>, id: string, action: string, payload?: Record<string, unknown>) =>
  call(app(), { method: 'POST', url: `/v1/waitlist/entries/${id}/${action}`, headers, ...(payload ? { payload } : {}) });
const settings = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  call(app(), { method: 'PUT', url: '/v1/waitlist/settings', headers, payload });

const party = (name: string, phone: string, partySize = 2, quotedMinutes = 20) => ({
  name,
  mobileNumber: `+${phone}`,
  partySize,
  quotedMinutes,
});

async function sent(template: string) {
  const rows = await app().deps.db.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.kind, 'notify.send'));
  return rows
    .map((row) => row.payload as { channel: string; to: string; template: string; variables: Record<string, string> })
    .filter((payload) => payload.template === template);
}

async function join(username: string, guest: { phone: string; code: string }, partySize = 2) {
  await requestBookingCode(app(), guest.phone);
  return call(app(), {
    method: 'POST',
    url: '/v1/waitlist/join',
    payload: { username, name: `Guest ${guest.phone.slice(-3)}`, mobileNumber: `+${guest.phone}`, otp: guest.code, partySize },
    remoteAddress: nextAddress(),
  });
}

describe('the desk’s queue', () => {
  it('adds parties in order, answers the contract’s fields and texts each guest their live page', async () => {
    const { headers } = await venue();
    const [a, b, c] = [newGuest(), newGuest(), newGuest()];
    const first = await add(headers, party('Asha', a.phone));
    expect(first.status).toBe(200);
    expect(first.json.body.entry).toMatchObject({
      position: 1,
      status: 'waiting',
      quotedMinutes: 20,
      joinedAt: now.toISOString(),
    });
    expect(first.json.body.entry.reference).toMatch(/^[A-Z2-9]{8}$/);
    expect((await add(headers, party('Bala', b.phone, 4, 30))).json.body.entry.position).toBe(2);
    expect((await add(headers, party('Chitra', c.phone))).json.body.entry.position).toBe(3);

    const listed = await list(headers);
    expect(listed.json.body.entries.map((entry: { name: string; position: number }) => [entry.name, entry.position])).toEqual([
      ['Asha', 1],
      ['Bala', 2],
      ['Chitra', 3],
    ]);
    const joined = (await sent('waitlistJoined')).filter((message) => message.to === `+${a.phone}`);
    expect(joined.map((message) => message.channel).sort()).toEqual(['sms', 'whatsapp']);
    expect(joined[0]!.variables.link).toContain(`/waitlist/${first.json.body.entry.reference}?token=`);
  });

  it('refuses a second live entry for one phone at a venue (409), whoever adds it', async () => {
    const { headers, profile } = await venue();
    const guest = newGuest();
    expect((await add(headers, party('Dev', guest.phone))).status).toBe(200);
    const again = await add(headers, party('Dev again', guest.phone));
    expect([again.status, again.json.responseStatus.errorCode]).toEqual([409, 'CONFLICT']);
    expect(again.json.responseStatus.errorMessage).toBe(WAITLIST_MESSAGES.alreadyWaiting);

    expect((await settings(headers, { remoteJoin: true, maxPartySize: 8, maxWaiting: 20 })).status).toBe(200);
    const remote = await join(profile.userName, guest);
    expect([remote.status, remote.json.responseStatus.errorCode]).toEqual([409, 'CONFLICT']);

    // Another venue may queue the same phone.
    const other = await venue();
    expect((await add(other.headers, party('Dev', guest.phone))).status).toBe(200);
  });

  it('notifies with waitlist_ready, seats, removes with a reason, and positions close up', async () => {
    const { headers } = await venue();
    const phones = [newGuest(), newGuest(), newGuest(), newGuest()];
    const ids: string[] = [];
    for (const [index, guest] of phones.entries())
      ids.push((await add(headers, party(`P${index}`, guest.phone))).json.body.entry._id);

    const notified = await act(headers, ids[1]!, 'notify');
    expect(notified.json.body.entry).toMatchObject({ status: 'notified', position: 2, estimatedMinutes: 0 });
    const ready = (await sent('waitlistReady')).filter((message) => message.to === `+${phones[1]!.phone}`);
    expect(ready.map((message) => message.channel).sort()).toEqual(['sms', 'whatsapp']);
    expect(ready[0]!.variables.reference).toBe(notified.json.body.entry.reference);
    const twice = await act(headers, ids[1]!, 'notify');
    expect(twice.status).toBe(409);

    now = minutes(12);
    const seated = await act(headers, ids[1]!, 'seat');
    expect(seated.json.body.entry).toMatchObject({ status: 'seated', position: null });

    const noReason = await act(headers, ids[0]!, 'remove', { reason: ' ' });
    expect(noReason.status).toBe(400);
    const removed = await act(headers, ids[0]!, 'remove', { reason: 'Walked away' });
    expect(removed.json.body.entry).toMatchObject({ status: 'left', position: null, reason: 'Walked away' });
    expect((await act(headers, ids[0]!, 'seat')).status).toBe(409);

    const waiting = await list(headers);
    expect(waiting.json.body.entries.map((entry: { _id: string; position: number }) => [entry._id, entry.position])).toEqual([
      [ids[2], 1],
      [ids[3], 2],
    ]);
    expect((await list(headers, 'seated')).json.body.entries.map((entry: { _id: string }) => entry._id)).toEqual([ids[1]]);
    expect((await list(headers, 'all')).json.body.entries).toHaveLength(4);

    // Each change queued its live event in the same transaction.
    const live = await app()
      .deps.db.select({ payload: jobs.payload })
      .from(jobs)
      .where(eq(jobs.kind, 'reservations.live-events'));
    const events = live.flatMap((row) => (row.payload as { waitlist?: unknown[] }).waitlist ?? []);
    expect(events.map((event) => WaitlistLiveEventSchema.parse(event).waitlist._id)).toEqual(expect.arrayContaining(ids));
  });

  it('seats a party into the slot running now: its covers are taken for the stay, as a booking’s, out of the booking figures', async () => {
    const { headers } = await venue();
    const dinner = { name: 'Dinner', start: '17:00', end: '23:30', slotIntervalMinutes: 30, stayMinutes: 90, coversPerSlot: 10 };
    const created = await call(app(), {
      method: 'POST',
      url: '/v1/restaurant/createRestaurant/',
      headers,
      payload: { name: 'Walk-in Kitchen', city: 'Bengaluru', address: '1 MG Road' },
    });
    const restaurantId: string = created.json.body.restaurant._id;
    const meal = await call(app(), {
      method: 'POST',
      url: '/v1/restaurant/createMealTime',
      headers,
      payload: { restaurantId, ...dinner, days: [0, 1, 2, 3, 4, 5, 6] },
    });
    expect(meal.status).toBe(200);
    const guest = newGuest();
    const id = (await add(headers, party('Walk-in Four', guest.phone, 4))).json.body.entry._id;
    expect((await act(headers, id, 'seat')).status).toBe(200);

    const [hour, minute] = localTime('Asia/Kolkata', now).split(':').map(Number) as [number, number];
    const slotTime = (add: number) => {
      const at = hour * 60 + Math.floor(minute / 30) * 30 + add;
      return `${String(Math.floor(at / 60)).padStart(2, '0')}:${String(at % 60).padStart(2, '0')}`;
    };
    const slots = await call(app(), {
      method: 'GET',
      url: `/v1/restaurant/fetchRestaurantSlots/${restaurantId}/${localDate('Asia/Kolkata', now)}`,
      headers,
    });
    const booked = (time: string) =>
      slots.json.body.slots.find((slot: { time: string }) => slot.time === time)?.coversBooked as number;
    // 90 minutes' stay: the slot it sits in and the two after it; then free again.
    expect([booked(slotTime(0)), booked(slotTime(30)), booked(slotTime(60)), booked(slotTime(90))]).toEqual([4, 4, 4, 0]);
    expect(booked(slotTime(0)) + 6).toBe(10);

    // The desk sees why: an arrived booking of the walk-in, with no message sent for it.
    const desk = await call(app(), { method: 'GET', url: `/v2/bookings/getAllBookings/?status=arrived`, headers });
    expect(desk.status).toBe(200);
    expect(JSON.stringify(desk.json.body)).toContain('Walk-in from the waitlist');
    expect((await sent('bookingConfirmed')).filter((message) => message.to === `+${guest.phone}`)).toEqual([]);

    // Nobody booked it: the owner's booking figures leave it out (an arrival would lower the no-show rate).
    const figures = await call(app(), { method: 'GET', url: '/v1/restaurant/bookings-details', headers });
    expect(figures.status).toBe(200);
    expect(figures.json.body).toMatchObject({ totalBookings: 0, covers: 0, noShowRate: 0 });
    expect(figures.json.body.byStatus.arrived).toBe(0);
    const cities = await call(app(), { method: 'GET', url: '/v1/restaurant/citywise-bookings-7days', headers });
    expect(cities.status).toBe(200);
    expect(JSON.stringify(cities.json.body)).not.toMatch(/Bengaluru/i);
  });

  it('is another venue’s 404 and needs tableReserveAccess', async () => {
    const a = await venue();
    const b = await venue();
    const id = (await add(a.headers, party('Esha', newGuest().phone))).json.body.entry._id;
    expect((await act(b.headers, id, 'seat')).status).toBe(404);
    const staff = await createUser(app());
    await addMember(app(), a.profile.id, staff, 'manager', { tableReserveAccess: false });
    const refused = await list(await headersFor(app(), staff, a.profile.id));
    expect(refused.status).toBe(403);
  });
});

/** Seats a party of 2 after each of these waits (minutes), all joined at today's `now`: the venue's history. */
async function seatPartiesAfter(headers: Record<string, string>, waits: number[]) {
  const start = now;
  for (const waited of waits) {
    now = start;
    const id = (await add(headers, party('Seated', newGuest().phone, 2, 15))).json.body.entry._id;
    now = new Date(start.getTime() + waited * 60_000);
    expect((await act(headers, id, 'seat')).status).toBe(200);
  }
}

describe('estimates from the venue’s own seat times', () => {
  it('suggests the median recent wait for the party size, else the queue’s default', async () => {
    const { headers } = await venue();
    const quote = (size: number) => call(app(), { method: 'GET', url: `/v1/waitlist/quote?partySize=${size}`, headers });
    expect((await quote(2)).json.body).toEqual({ quotedMinutes: 10, samples: 0 });
    await seatPartiesAfter(headers, [10, 22, 30]);
    expect((await quote(2)).json.body).toEqual({ quotedMinutes: 25, samples: 3 });
    // A party of 6 has no history here: the default by the queue.
    expect((await quote(6)).json.body.samples).toBe(0);
    const fresh = await add(headers, party('Next', newGuest().phone, 2, 40));
    expect(fresh.json.body.entry.estimatedMinutes).toBe(22);
  });
});

describe('the guests’ polls (issue 38, decision 0042: a poll costs little beyond any answer and never reads the database)', () => {
  it('are answered from the venue’s queue kept in the read model, estimates moving with the clock, and see each change at once', async () => {
    const { headers } = await venue();
    await seatPartiesAfter(headers, [10, 20, 30]);
    const ahead = (await add(headers, party('Ahead', newGuest().phone))).json.body.entry;
    const mine = (await add(headers, party('Mine', newGuest().phone, 2, 45))).json.body.entry;
    const token = encodeURIComponent(tokenOf(app().deps.config, mine._id));
    const poll = async () =>
      (await call(app(), { method: 'GET', url: `/v1/waitlist/status/${mine.reference}?token=${token}` })).json.body;
    // The median of the three seatings (10, 20, 30 minutes), not the 45 quoted.
    expect(await poll()).toEqual({ position: 2, status: 'waiting', estimatedMinutes: 20 });

    const statements = recordStatements(app());
    now = minutes(5);
    expect(await poll()).toEqual({ position: 2, status: 'waiting', estimatedMinutes: 15 });
    for (let again = 0; again < 3; again += 1) expect((await poll()).position).toBe(2);
    const sent = statements.stop();
    // Neither the entry nor the queue nor the seat times were read again (at most the queue's version).
    expect(sent.filter((text) => text.includes('waitlist_entries'))).toEqual([]);

    // Seated after 5 minutes, the party ahead is a fourth seating: median 15 (5, 10, 20, 30), less the 5 waited.
    expect((await act(headers, ahead._id, 'seat')).status).toBe(200);
    expect(await poll()).toEqual({ position: 1, status: 'waiting', estimatedMinutes: 10 });
    expect((await act(headers, mine._id, 'notify')).status).toBe(200);
    expect(await poll()).toEqual({ position: 1, status: 'notified', estimatedMinutes: 0 });
    expect((await act(headers, mine._id, 'seat')).status).toBe(200);
    await poll(); // the queue, rebuilt after the seat
    const afterSeat = recordStatements(app());
    expect(await poll()).toEqual({ position: null, status: 'seated', estimatedMinutes: null });
    // A seated party is read from its row alone: nothing of the venue (its zone, its seatings).
    // (On PostgreSQL the queue's version is checked first, as on every poll.)
    const read = afterSeat.stop().filter((text) => !text.includes('waitlist_version'));
    expect(read).toHaveLength(1);
    expect(read[0]).toMatch(/from "waitlist_entries" where "waitlist_entries"\."id" = \$1$/);
  });
});

describe('guests: remote join, status, leave, the live page', () => {
  it('joins only when remoteJoin is on and within maxPartySize and maxWaiting', async () => {
    const { headers, profile } = await venue();
    const off = await join(profile.userName, newGuest());
    expect([off.status, off.json.responseStatus.errorMessage]).toEqual([422, WAITLIST_MESSAGES.remoteJoinOff]);
    expect((await call(app(), { method: 'GET', url: '/v1/waitlist/settings', headers })).json.body.settings).toEqual({
      remoteJoin: false,
      maxPartySize: 10,
      maxWaiting: 50,
    });
    await settings(headers, { remoteJoin: true, maxPartySize: 4, maxWaiting: 2 });
    const big = await join(profile.userName, newGuest(), 6);
    expect([big.status, big.json.responseStatus.errorMessage]).toEqual([422, WAITLIST_MESSAGES.partyTooLarge(4)]);
    const wrongCode = await call(app(), {
      method: 'POST',
      url: '/v1/waitlist/join',
      payload: { username: profile.userName, name: 'X', mobileNumber: `+${newGuest().phone}`, otp: '000000', partySize: 2 },
      remoteAddress: nextAddress(),
    });
    expect(wrongCode.status).toBe(422);
    const first = await join(profile.userName, newGuest());
    expect(first.status).toBe(200);
    expect(first.json.body.entry).toMatchObject({ position: 1, status: 'waiting' });
    expect(first.json.body.link).toContain(`/v/${profile.userName}/waitlist/${first.json.body.entry.reference}?token=`);
    expect((await add(headers, party('Walk-in', newGuest().phone))).status).toBe(200);
    const full = await join(profile.userName, newGuest());
    expect([full.status, full.json.responseStatus.errorMessage]).toEqual([422, WAITLIST_MESSAGES.listFull]);
    const unknown = await join('no_such_venue_here', newGuest());
    expect(unknown.status).toBe(404);
  });

  it('reads status by reference and token, leaves, and serves the live page', async () => {
    const { headers, profile } = await venue();
    await settings(headers, { remoteJoin: true, maxPartySize: 8, maxWaiting: 20 });
    await add(headers, party('Ahead', newGuest().phone));
    const joined = await join(profile.userName, newGuest());
    const { reference } = joined.json.body.entry;
    const token: string = joined.json.body.token;
    const status = (ref: string, tok: string) =>
      call(app(), { method: 'GET', url: `/v1/waitlist/status/${ref}?token=${encodeURIComponent(tok)}` });
    const read = await status(reference, token);
    expect(read.json.body).toEqual({ position: 2, status: 'waiting', estimatedMinutes: joined.json.body.estimatedMinutes });
    expect((await status(reference, `${token.slice(0, -1)}x`)).status).toBe(404);
    expect((await status('ZZZZZZZZ', token)).status).toBe(404);

    const page = await app().inject({ method: 'GET', url: `/v/${profile.userName}/waitlist/${reference}?token=${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.body).toContain('id="position" class="big">2<');
    expect(page.body).toContain('Leave the queue');
    const script = await app().inject({ method: 'GET', url: `/v/${profile.userName}/waitlist/${reference}/live.js` });
    expect([script.statusCode, script.headers['content-type']]).toEqual([200, 'text/javascript; charset=utf-8']);
    expect(Buffer.byteLength(page.body) + Buffer.byteLength(script.body)).toBeLessThan(40_000);
    const wrong = await app().inject({ method: 'GET', url: `/v/${profile.userName}/waitlist/${reference}?token=nope` });
    expect(wrong.statusCode).toBe(404);

    // The party ahead is seated: this guest moves up.
    const ahead = (await list(headers)).json.body.entries[0]._id;
    await act(headers, ahead, 'seat');
    expect((await status(reference, token)).json.body.position).toBe(1);

    const left = await call(app(), { method: 'POST', url: '/v1/waitlist/leave', payload: { reference, token } });
    expect(left.json.body).toEqual({ position: null, status: 'left', estimatedMinutes: null });
    const [row] = await app().deps.db.select().from(waitlistEntries).where(eq(waitlistEntries.reference, reference));
    expect(row).toMatchObject({ status: 'left', reason: WAITLIST_MESSAGES.leftByGuest });
    expect((await call(app(), { method: 'POST', url: '/v1/waitlist/leave', payload: { reference, token } })).status).toBe(409);
  });

  it('tells the booking page whether the queue is open, and serves the join page', async () => {
    const { headers, profile } = await venue();
    const open = () => call(app(), { method: 'GET', url: `/v1/waitlist/open/${profile.userName}` });
    expect((await open()).json.body).toEqual({ open: false, maxPartySize: 10, waiting: 0 });
    const closedPage = await app().inject({ method: 'GET', url: `/v/${profile.userName}/waitlist` });
    expect(closedPage.statusCode).toBe(200);
    expect(closedPage.body).toContain('not taking waitlist entries online');

    await settings(headers, { remoteJoin: true, maxPartySize: 6, maxWaiting: 1 });
    expect((await open()).json.body).toEqual({ open: true, maxPartySize: 6, waiting: 0 });
    const page = await app().inject({ method: 'GET', url: `/v/${profile.userName}/waitlist?partySize=4` });
    expect(page.body).toContain('<option value="4" selected>4 guests</option>');
    expect(page.body).not.toContain('<option value="7"');
    expect(page.body).toContain('src="waitlist/join.js"');
    const script = await app().inject({ method: 'GET', url: `/v/${profile.userName}/waitlist/join.js` });
    expect(script.body).toContain('/v1/waitlist/join');

    await add(headers, party('Only', newGuest().phone));
    expect((await open()).json.body).toEqual({ open: false, maxPartySize: 6, waiting: 1 });
    expect((await call(app(), { method: 'GET', url: '/v1/waitlist/open/nobody_at_all' })).status).toBe(404);
  });

  it(
    race('gives 20 parties joining at once 20 distinct positions'),
    async () => {
      const { headers, profile } = await venue();
      await settings(headers, { remoteJoin: true, maxPartySize: 8, maxWaiting: 100 });
      const twenty = Array.from({ length: 20 }, () => newGuest());
      for (const guest of twenty) await requestBookingCode(app(), guest.phone);
      const answers = await Promise.all(
        twenty.map((guest) =>
          call(app(), {
            method: 'POST',
            url: '/v1/waitlist/join',
            payload: {
              username: profile.userName,
              name: 'Racer',
              mobileNumber: `+${guest.phone}`,
              otp: guest.code,
              partySize: 2,
            },
            remoteAddress: nextAddress(),
          }),
        ),
      );
      expect(answers.map((res) => res.status)).toEqual(Array(20).fill(200));
      const positions = answers.map((res) => res.json.body.entry.position as number).sort((a, b) => a - b);
      expect(positions).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
      const listed = (await list(headers)).json.body.entries.map((entry: { position: number }) => entry.position);
      expect(listed).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    },
    120_000,
  );
});

describe('the live-activity stream', () => {
  it('tells every desk of a change, without guest details and without an event id', async () => {
    const { headers, profile } = await venue();
    await app().listen({ port: 0, host: '127.0.0.1' });
    const minted = await call(app(), { method: 'POST', url: '/v1/restaurant/live-activity/ticket', headers });
    const path = `/v1/restaurant/live-activity?ticket=${encodeURIComponent(minted.json.body.ticket)}&profileId=${profile.id}`;
    let text = '';
    const opened = new Promise<() => void>((resolve, reject) => {
      const request = httpGet(
        { host: '127.0.0.1', port: (app().server.address() as AddressInfo).port, path, headers: { accept: 'text/event-stream' } },
        (response) => {
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          resolve(() => request.destroy());
        },
      );
      request.on('error', reject);
    });
    const close = await opened;
    try {
      const added = await add(headers, party('Live', newGuest().phone));
      await app().deps.jobs.runDue();
      for (let tries = 0; tries < 50 && !text.includes('"waitlist"'); tries += 1) await new Promise((r) => setTimeout(r, 20));
      const frame = text.split('\n\n').find((piece) => piece.includes('"type":"waitlist"'));
      expect(frame).toBeDefined();
      expect(frame!.startsWith('data: ')).toBe(true);
      const event = WaitlistLiveEventSchema.parse(JSON.parse(frame!.slice(6)));
      expect(event.waitlist).toEqual({ _id: added.json.body.entry._id, status: 'waiting' });
      expect(frame).not.toContain('Live');
    } finally {
      close();
    }
  });
});
