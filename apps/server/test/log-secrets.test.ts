import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../src/db/schema/index.ts';
import { maskPhone, redactSecrets } from '../src/lib/log-redaction.ts';
import { book, venueDateIn } from '../src/modules/reservations/restaurant-test-kit.ts';
import { eventOnSale, guestPhones, order, paySandbox, requestBookingCode, setUpRestaurant, testOtpOf } from './events-kit.ts';
import { call, createUser, headersFor, ownerWithVenue } from './fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/*
 * Issue 34 finding 8: nothing a run creates that opens, cancels or proves anything reaches the
 * log, and no phone number in full. A whole run of guests' flows (bookings with their manage
 * links, a ticket order with its token, its payment callback and its ticket page, the
 * live-activity stream, a team number lookup) writes at the most talkative level into one
 * stream; then the stream is searched for every secret and every number the run made.
 */

const guests = guestPhones(4, '9195500');
const lines: string[] = [];
const logStream = new PassThrough();
logStream.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));

const now = new Date('2026-06-10T06:30:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'trace', SMS_TEST_OTP: testOtpOf(guests) }, { logStream, clock: () => now });
});
afterAll(() => t.close());

/** What the run made that must never be logged, by what it is. */
const secrets = new Map<string, string>();
const keep = (what: string, value: unknown) => {
  expect(typeof value === 'string' && value.length >= 6, `${what}: ${String(value)}`).toBe(true);
  secrets.set(what, value as string);
};

async function runJobs() {
  for (let round = 0; round < 5; round += 1) await t.app.deps.jobs.runDue();
}

describe('a full run', () => {
  it('logs no token, signature, payment id, door code or whole phone number it created', async () => {
    const { owner, profile, headers } = await ownerWithVenue(t.app);
    keep('owner phone', owner.phone);
    keep("owner's access token", headers.authorization!.replace('Bearer ', ''));
    const { restaurantId } = await setUpRestaurant(t.app, headers);
    const date = venueDateIn(3, now);

    // Two bookings: the guest reads, downloads and cancels one; the desk accepts the other.
    const bookings: Array<{ _id: string; reference: string; manageToken: string }> = [];
    for (const [index, guest] of guests.slice(0, 2).entries()) {
      keep(`guest ${index} phone`, guest.phone);
      await requestBookingCode(t.app, guest.phone);
      const res = await book(t.app, { restaurantId, date, time: '12:30', partySize: 2, phone: guest.phone, otp: guest.code });
      expect(res.status, res.raw.body).toBe(200);
      bookings.push(res.json.body.booking);
      keep(`booking ${index} manage token`, res.json.body.booking.manageToken);
    }
    const [first, second] = bookings as [(typeof bookings)[0], (typeof bookings)[0]];
    const manage = `/v1/bookings/manage/${first.reference}?token=${encodeURIComponent(first.manageToken)}`;
    expect((await call(t.app, { method: 'GET', url: manage })).status).toBe(200);
    const calendar = `/v1/bookings/manage/${first.reference}/calendar.ics?token=${encodeURIComponent(first.manageToken)}`;
    expect((await t.app.inject({ method: 'GET', url: calendar })).statusCode).toBe(200);
    const page = `/v/${profile.userName}/book/manage/${first.reference}?token=${encodeURIComponent(first.manageToken)}`;
    expect((await t.app.inject({ method: 'GET', url: page })).statusCode).toBe(200);
    const cancelled = await call(t.app, {
      method: 'POST',
      url: '/v1/bookings/cancelByGuest',
      payload: { reference: first.reference, token: first.manageToken },
    });
    expect(cancelled.status, cancelled.raw.body).toBe(200);
    const accepted = await call(t.app, {
      method: 'POST',
      url: '/v1/bookings/acceptABooking',
      headers,
      payload: { bookingId: second._id },
    });
    expect(accepted.status, accepted.raw.body).toBe(200);

    // The live-activity stream's JSON answer, opened as EventSource opens it: with a one-use ticket.
    const minted = await call(t.app, { method: 'POST', url: '/v1/restaurant/live-activity/ticket', headers });
    expect(minted.status, minted.raw.body).toBe(200);
    const liveTicket = minted.json.body.ticket as string;
    keep('live-activity ticket', liveTicket);
    const live = await t.app.inject({
      method: 'GET',
      url: `/v1/restaurant/live-activity?ticket=${encodeURIComponent(liveTicket)}&profileId=${profile.id}&since=2000-01-01T00:00:00Z`,
    });
    expect(live.statusCode, live.body).toBe(200);

    // A ticket order: its token, its payment's callback, its ticket page, its door code.
    const buyer = guests[2]!;
    keep('buyer phone', buyer.phone);
    const event = await eventOnSale(t.app, headers);
    const ordered = await order(t.app, buyer, {
      eventId: event._id,
      items: [{ ticketTypeId: event.ticketTypes[0]!._id, quantity: 2 }],
    });
    expect(ordered.status, ordered.raw.body).toBe(200);
    const { _id: orderId, accessToken, paymentUrl } = ordered.json.body.order;
    keep('order token', accessToken);
    keep('payment link id', new URL(paymentUrl).pathname.split('/').pop());
    expect((await t.app.inject({ method: 'GET', url: new URL(paymentUrl).pathname })).statusCode).toBe(200);
    const paid = await paySandbox(t.app, paymentUrl);
    keep('payment id', paid.callbackQuery.razorpay_payment_id);
    keep('callback signature', paid.callbackQuery.razorpay_signature);
    const callbackQuery = new URLSearchParams(paid.callbackQuery).toString();
    expect((await t.app.inject({ method: 'GET', url: `/ticket-payment-callback?${callbackQuery}` })).statusCode).toBe(200);
    const verified = await call(t.app, { method: 'GET', url: `/v2/ticket-orders/payment-verification?${callbackQuery}` });
    expect(verified.status, verified.raw.body).toBe(200);
    const view = await call(t.app, {
      method: 'GET',
      url: `/v2/ticket-orders/${orderId}?token=${encodeURIComponent(accessToken)}`,
    });
    expect(view.json.body.tickets).toHaveLength(2);
    for (const [index, ticket] of (view.json.body.tickets as Array<{ code: string }>).entries()) {
      keep(`door code ${index}`, ticket.code);
    }
    await runJobs();

    // The SMS's ticket link carries a secret of its own: read it where the message was queued.
    const messages = await t.app.deps.db.select().from(jobs).where(eq(jobs.kind, 'notify.send'));
    const ticketLink = messages
      .map((job) => (job.payload as { variables?: { link?: string } }).variables?.link)
      .find((link) => link?.includes('/tickets/'));
    expect(ticketLink).toBeDefined();
    const ticketSecret = new URL(ticketLink!).searchParams.get('token');
    keep('ticket link secret', ticketSecret);
    const ticketPage = await t.app.inject({ method: 'GET', url: new URL(ticketLink!).pathname + new URL(ticketLink!).search });
    expect(ticketPage.statusCode).toBe(200);
    const checkIn = await call(t.app, {
      method: 'POST',
      url: `/v2/ticketed-events/${event._id}/check-in`,
      headers,
      payload: { code: secrets.get('door code 0'), nonce: 'door-one-scan-1', force: true },
    });
    expect(checkIn.status, checkIn.raw.body).toBeLessThan(500);

    // The team: a number looked up (in the path) and a member added by number.
    const colleague = await createUser(t.app);
    keep('colleague phone', colleague.phone);
    await t.app.inject({ method: 'GET', url: `/v1/user/getUserByNumber/%2B${colleague.phone}`, headers });
    await call(t.app, {
      method: 'POST',
      url: '/v1/user/editUserRoleAndPermissions',
      headers,
      payload: {
        mobileNumber: `+${colleague.phone}`,
        role: 'staff',
        permissions: { digitalMenuAccess: true, tableReserveAccess: false, socialProfileAccess: false },
      },
    });
    await runJobs();
    // A refused call with secrets in its address is logged too.
    await t.app.inject({ method: 'GET', url: `/v1/no-such-call?token=${encodeURIComponent(first.manageToken)}` });
    // Headers of the colleague's own session (its token, like the owner's, is a secret).
    keep("colleague's access token", (await headersFor(t.app, colleague)).authorization!.replace('Bearer ', ''));

    const log = lines.join('\n');
    const leaks = [...secrets]
      .flatMap(([what, value]) => [value, value.slice(-10), encodeURIComponent(value)].map((form) => [what, form] as const))
      .filter(([, form]) => log.includes(form))
      .map(([what]) => what);
    expect([...new Set(leaks)]).toEqual([]);
    // The run was logged: its requests, the guests' messages, the payment's callback.
    expect(log).toContain('/v1/bookings/manage/');
    expect(log).toContain('/ticket-payment-callback?');
    expect(log).toMatch(/SMS \S+ to \+x+\d{4}:/);
  }, 60_000);
});

describe('the redaction', () => {
  it("replaces every secret parameter's value and the sandbox link's id, and masks numbers", () => {
    expect(
      redactSecrets(
        '/cb?razorpay_payment_id=pay_1&razorpay_payment_link_id=plink_2&razorpay_signature=abc&x=1&Token=t&ticket=k&otp=123456&code=XY&access_token=j',
      ),
    ).toBe(
      '/cb?razorpay_payment_id=[redacted]&razorpay_payment_link_id=[redacted]&razorpay_signature=[redacted]&x=1&Token=[redacted]&ticket=[redacted]&otp=[redacted]&code=[redacted]&access_token=[redacted]',
    );
    expect(redactSecrets('/sandbox/pay/plink_abc123/pay')).toBe('/sandbox/pay/[redacted]/pay');
    expect(redactSecrets('Your tickets: https://x.in/v/cafe/tickets/65f0?token=s3cr3t-value for Jazz')).toBe(
      'Your tickets: https://x.in/v/cafe/tickets/65f0?token=[redacted] for Jazz',
    );
    expect(redactSecrets('/v1/user/getUserByNumber/%2B919812345678 and 9812345678')).toBe(
      '/v1/user/getUserByNumber/+xxxxxxxx5678 and xxxxxx5678',
    );
    // Ids and times are not numbers to mask.
    expect(redactSecrets('/v2/eventsDetails/65f01234567890abcdef0123 at 2026-06-10T06:30:00Z')).toBe(
      '/v2/eventsDetails/65f01234567890abcdef0123 at 2026-06-10T06:30:00Z',
    );
    expect(maskPhone('+919812345678')).toBe('+xxxxxxxx5678');
  });
});
