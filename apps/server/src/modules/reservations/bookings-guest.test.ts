import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GUEST_MANAGE_CALLS_PER_IP_PER_HOUR, RESERVATION_MESSAGES } from '@venue/shared';
import { call, ownerWithVenue } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { foldLine } from '../../lib/content-lines.ts';
import { calendarFile } from '../../lib/calendar-file.ts';
import { bookAsGuest, historyOf, insertRestaurant } from './bookings-test-kit.ts';
import type { RestaurantRow } from './bookings-view.ts';

/* Guests without a login: the manage link (reference + token), cancellation until the cut-off, the .ics. */

const start = new Date('2026-11-22T10:00:00.000Z');
let now = start;
const clock = () => now;
let t: TestApp;
let restaurant: RestaurantRow;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  const venue = await ownerWithVenue(t.app);
  restaurant = await insertRestaurant(t.app, venue.profile.id, { cancelCutoffMinutes: 120, address: '12, MG Road; 1st floor' });
});
afterAll(() => t.close());
beforeEach(() => {
  now = start;
});

const app = () => t.app;
const dinner = { date: '2026-11-25', time: '19:30', partySize: 4 }; // 14:00Z; cut-off 12:00Z
let ipCounter = 0;
/** A fresh client address per test, so the guest rate limit is its own. */
const nextIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const manage = (reference: string, token: string, remoteAddress = nextIp()) =>
  call(app(), { method: 'GET', url: `/v1/bookings/manage/${reference}?token=${encodeURIComponent(token)}`, remoteAddress });
const cancel = (reference: string, token: string, remoteAddress = nextIp()) =>
  call(app(), { method: 'POST', url: '/v1/bookings/cancelByGuest', payload: { reference, token }, remoteAddress });

describe('the manage link', () => {
  it('shows the booking for the right token, without the phone number', async () => {
    const { booking, token } = await bookAsGuest(app(), restaurant, dinner);
    const res = await manage(booking.reference, token);
    expect(res.status).toBe(200);
    expect(res.json.body.booking).toEqual({
      reference: booking.reference,
      restaurantName: 'Spice Route Kitchen',
      address: '12, MG Road; 1st floor',
      city: 'Bengaluru',
      timeZone: 'Asia/Kolkata',
      date: '2026-11-25',
      time: '19:30',
      startsAt: '2026-11-25T14:00:00.000Z',
      endsAt: '2026-11-25T15:30:00.000Z',
      partySize: 4,
      name: 'Asha Rao',
      status: 'pending',
      canCancel: true,
      cancelBefore: '2026-11-25T12:00:00.000Z',
      // Two hours (the default time to answer) after it was made.
      answerBy: '2026-11-22T12:00:00.000Z',
      deposit: null,
    });
    expect(res.raw.body).not.toContain('9812345678');
    expect(res.raw.headers['cache-control']).toBe('private, no-store');
    // The reference as printed, whatever case the guest types.
    expect((await manage(booking.reference.toLowerCase(), token)).status).toBe(200);
  });

  it('answers a wrong token and an unknown reference alike: 404 "This booking link is not valid"', async () => {
    const { booking, token } = await bookAsGuest(app(), restaurant, dinner);
    for (const res of [
      await manage(booking.reference, `${token}x`),
      await manage(booking.reference, token.slice(1)),
      await manage('ZZZZ9999', token),
      await cancel(booking.reference, 'not-the-token'),
    ]) {
      expect(res.status).toBe(404);
      expect(res.json.responseStatus.errorMessage).toBe('This booking link is not valid');
    }
  });

  it('is rate-limited per client address', async () => {
    const { booking, token } = await bookAsGuest(app(), restaurant, dinner);
    const ip = nextIp();
    for (let index = 0; index < GUEST_MANAGE_CALLS_PER_IP_PER_HOUR; index += 1) {
      expect((await manage(booking.reference, 'wrong', ip)).status).toBe(404);
    }
    const limited = await manage(booking.reference, token, ip);
    expect(limited.status).toBe(429);
    expect(limited.raw.headers['retry-after']).toBeDefined();
  });
});

describe('cancelByGuest', () => {
  it('cancels until the cut-off, with the guest in the history; a second cancel is a 409', async () => {
    const { booking, token } = await bookAsGuest(app(), restaurant, dinner);
    now = new Date('2026-11-25T11:59:00.000Z');
    const res = await cancel(booking.reference, token);
    expect(res.status).toBe(200);
    expect(res.json.body.booking).toMatchObject({ status: 'cancelled', canCancel: false });
    expect((await historyOf(app(), booking.id)).at(-1)).toEqual({
      from: 'pending',
      to: 'cancelled',
      actor: 'guest',
      actorUserId: null,
    });
    const again = await cancel(booking.reference, token);
    expect(again.status).toBe(409);
    expect(again.json.responseStatus.errorMessage).toBe(RESERVATION_MESSAGES.cannotMove('cancelled', 'cancelled'));
  });

  it('refuses from the cut-off on with 422, and the booking stays', async () => {
    const { booking, token } = await bookAsGuest(app(), restaurant, dinner);
    now = new Date('2026-11-25T12:00:00.000Z');
    expect((await manage(booking.reference, token)).json.body.booking.canCancel).toBe(false);
    const res = await cancel(booking.reference, token);
    expect(res.status).toBe(422);
    expect(res.json.responseStatus.errorMessage).toBe(RESERVATION_MESSAGES.cancelCutoff);
    expect((await manage(booking.reference, token)).json.body.booking.status).toBe('pending');
  });
});

describe('calendar.ics', () => {
  it('is an RFC 5545 event in UTC with CRLF line endings', async () => {
    const { booking, token } = await bookAsGuest(app(), restaurant, dinner);
    const res = await app().inject({
      method: 'GET',
      url: `/v1/bookings/manage/${booking.reference}/calendar.ics?token=${encodeURIComponent(token)}`,
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="booking-${booking.reference}.ics"`);
    const lines = res.body.split('\r\n');
    expect(res.body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(lines).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Venue//Table reservations//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      `UID:booking-${booking.id}@localhost`,
      'DTSTAMP:20261122T100000Z',
      'DTSTART:20261125T140000Z',
      'DTEND:20261125T153000Z',
      'SUMMARY:Table for 4 guests at Spice Route Kitchen',
      'LOCATION:12\\, MG Road\\; 1st floor\\, Bengaluru',
      `DESCRIPTION:Booking reference ${booking.reference}`,
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
    const wrong = await app().inject({
      method: 'GET',
      url: `/v1/bookings/manage/${booking.reference}/calendar.ics?token=wrong`,
      remoteAddress: nextIp(),
    });
    expect(wrong.statusCode).toBe(404);
  });

  it('folds long lines at 75 octets without splitting a UTF-8 character', () => {
    const name = 'सागर रत्न '.repeat(12);
    const text = calendarFile(
      {
        uid: 'u@x',
        stamp: start,
        start,
        end: start,
        summary: `Table for 2 guests at ${name}`,
        location: 'x'.repeat(200),
        description: '',
      },
      'Table reservations',
    );
    const lines = text.split('\r\n');
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    // Unfolding (§3.1: drop CRLF + one space) gives the value back whole.
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).toContain(`SUMMARY:Table for 2 guests at ${name}`);
    expect(unfolded).toContain(`LOCATION:${'x'.repeat(200)}`);
    expect(lines.filter((line) => line.startsWith(' ')).length).toBeGreaterThan(3);
    expect(foldLine('short')).toBe('short');
    expect(foldLine('a'.repeat(75))).toBe('a'.repeat(75));
    expect(foldLine('a'.repeat(76))).toBe(`${'a'.repeat(75)}\r\n a`);
  });
});

describe('WhatsApp', () => {
  let server: Server;
  const received: Array<{ authorization?: string; body: unknown }> = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        received.push({ authorization: request.headers.authorization, body: JSON.parse(body) });
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"messages":[{"id":"wamid.1"}]}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends the booking messages as approved templates to the WhatsApp API', async () => {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v21.0/123/messages`;
    const other = await createTestApp(
      { WHATSAPP_PROVIDER: 'http', WHATSAPP_HTTP_URL: url, WHATSAPP_HTTP_TOKEN: 'wa-secret' },
      { clock },
    );
    try {
      const venue = await ownerWithVenue(other.app);
      const place = await insertRestaurant(other.app, venue.profile.id, { name: 'Sagar Ratna', autoAccept: true });
      const { booking } = await bookAsGuest(other.app, place, dinner);
      await other.app.deps.jobs.runDue();
      expect(received).toEqual([
        {
          authorization: 'Bearer wa-secret',
          body: {
            messaging_product: 'whatsapp',
            to: '919812345678',
            type: 'template',
            template: {
              name: 'booking_confirmed',
              language: { code: 'en' },
              components: [
                {
                  type: 'body',
                  parameters: [
                    'Sagar Ratna',
                    'Wed 25 Nov',
                    '7:30 pm',
                    '4 guests',
                    booking.reference,
                    expect.stringMatching(
                      new RegExp(`/v/${venue.profile.userName}/book/manage/${booking.reference}\\?token=[\\w-]{43}$`),
                    ),
                  ].map((text) => ({
                    type: 'text',
                    text,
                  })),
                },
              ],
            },
          },
        },
      ]);
    } finally {
      await other.close();
    }
  });
});
