import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsRoutes, fillPath } from '@venue/shared';
import { addMember, call, createUser, headersFor, ownerWithVenue } from '../../../test/fixtures.ts';
import { EVENT_FIELDS, guestPhones, order, testOtpOf, ticketType } from '../../../test/events-kit.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { ACCOUNT } from '../../../test/wallet-kit.ts';

/*
 * One clear path to selling tickets (issue 36 "Tickets at the door"): publishing and "start
 * selling" were two switches an owner confused. `PUT /v2/ticketed-events/{id}/status` with
 * `{ status: 'on-sale', publish: 1 }` does both in one write, and
 * `GET /v2/ticketed-events/selling-terms` tells the owner the fee and whether payouts have an
 * account before they sell. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
 */

const guests = guestPhones(4, '9194320');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { SMS_TEST_OTP: testOtpOf(guests), PLATFORM_FEE_PERCENT: '4', SETTLEMENT_DAYS: '3' },
    { clock: () => new Date('2026-06-10T06:30:00Z') },
  );
});
afterAll(() => t.close());

/** A ticketed event as created: a draft, not published. */
async function draftEvent(headers: Record<string, string>) {
  const created = await call(t.app, {
    method: 'POST',
    url: '/v2/ticketed-events',
    headers,
    payload: { ...EVENT_FIELDS, ticketTypes: JSON.stringify([ticketType()]) },
  });
  expect(created.status, created.raw.body).toBe(200);
  return created.json.body.event as { _id: string; status: string; publish: number; ticketTypes: Array<{ _id: string }> };
}

const setStatus = (headers: Record<string, string>, eventId: string, payload: Record<string, unknown>) =>
  call(t.app, { method: 'PUT', url: fillPath(eventsRoutes.updateTicketedEventStatus.path, { id: eventId }), headers, payload });

describe('publish and sell', () => {
  it('publishes a draft and puts it on sale in one call, after which guests can order', async () => {
    const { headers } = await ownerWithVenue(t.app);
    const event = await draftEvent(headers);
    expect([event.status, event.publish]).toEqual(['draft', 0]);
    const guest = guests[0]!;
    const before = await order(t.app, guest, {
      eventId: event._id,
      items: [{ ticketTypeId: event.ticketTypes[0]!._id, quantity: 1 }],
    });
    expect(before.status).toBe(404);

    const sold = await setStatus(headers, event._id, { status: 'on-sale', publish: 1 });
    expect(sold.status, sold.raw.body).toBe(200);
    expect(sold.json.body.event).toMatchObject({ status: 'on-sale', publish: 1 });
    const after = await order(t.app, guests[1]!, {
      eventId: event._id,
      items: [{ ticketTypeId: event.ticketTypes[0]!._id, quantity: 1 }],
    });
    expect(after.status, after.raw.body).toBe(200);
  });

  it('publishes only with on-sale; a status alone leaves publishing as it was', async () => {
    const { headers } = await ownerWithVenue(t.app);
    const event = await draftEvent(headers);
    const refused = await setStatus(headers, event._id, { status: 'paused', publish: 1 });
    expect(refused.status).toBe(400);
    const details = async () =>
      (await call(t.app, { method: 'GET', url: fillPath(eventsRoutes.getEventDetails.path, { id: event._id }), headers })).json
        .body.event;
    expect(await details()).toMatchObject({ status: 'draft', publish: 0 });
    const onSale = await setStatus(headers, event._id, { status: 'on-sale' });
    expect(onSale.json.body.event).toMatchObject({ status: 'on-sale', publish: 0 });
  });
});

describe('GET /v2/ticketed-events/selling-terms', () => {
  it('gives the fee, its GST, the settlement days and the payout account’s state, for members of the venue', async () => {
    const { headers, profile } = await ownerWithVenue(t.app);
    const terms = async (as = headers) => {
      const res = await call(t.app, { method: 'GET', url: eventsRoutes.getSellingTerms.path, headers: as });
      expect(res.status, res.raw.body).toBe(200);
      return res.json.body;
    };
    expect(await terms()).toEqual({
      platformFeePercent: 4,
      gstRatePercent: 18,
      settlementDays: 3,
      payoutAccount: 'missing',
      hasGstin: false,
    });
    const staff = await createUser(t.app);
    await addMember(t.app, profile.id, staff, 'staff', { tableReserveAccess: true });
    expect((await terms(await headersFor(t.app, staff, profile.id))).payoutAccount).toBe('missing');

    const saved = await call(t.app, { method: 'POST', url: '/v1/vendor/account', headers, payload: ACCOUNT });
    expect(saved.status, saved.raw.body).toBe(200);
    expect(await terms()).toMatchObject({ payoutAccount: 'pending', hasGstin: true });
    await t.app.deps.jobs.runDue(); // the sandbox verifies the linked account
    expect((await terms()).payoutAccount).toBe('verified');
  });
});
