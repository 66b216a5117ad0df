import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiBody, createVenue, signIn, type Venue } from './support/api.ts';
import { sentTo } from './support/guest.ts';

/**
 * Issue 36's Chromium journey ("Must show"): two guests have paid for tickets; the owner
 * cancels the event, and the cancel dialog first says what happens to the money (both tickets
 * refunded in full, how much, the sales leaving the wallet); then both buyers' messages arrive
 * (template `event-cancelled` with the refund, read from the notifier's test adapter,
 * SMS_PROVIDER=outbox, at /__outbox/sms).
 */

test.describe.configure({ mode: 'serial' });

const OWNER = { phone: '919000000080', code: '808080' };
const BUYERS = [
  { phone: '919000000081', code: '818181', name: 'Asha Rao' },
  { phone: '919000000082', code: '828282', name: 'Ravi Kumar' },
];
const EVENT = 'Courtyard Ghazal Evening';
/** One ₹499 ticket each: ₹998.00 goes back in all, ₹499.00 to each buyer. */
const PRICE = '499';

let venue: Venue;
let eventId: string;

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

/** Each guest's calls from a network of its own, as the per-address limits count them. */
const guestNetwork = (index: number) => ({ 'X-Forwarded-For': `10.78.36.${index + 1}` });

async function buyTicket(request: APIRequestContext, index: number): Promise<string> {
  const buyer = BUYERS[index]!;
  const headers = guestNetwork(index);
  await apiBody(request.post('/v1/user/generateBookingOTP', { headers, data: { mobileNumber: `+${buyer.phone}` } }));
  const event = await apiBody<{ event: { ticketTypes: Array<{ _id: string }> } }>(
    request.get(`/v2/eventsDetails/${eventId}`, {
      headers: { Authorization: `Bearer ${venue.accessToken}`, 'X-Profile-ID': venue.profileId },
    }),
  );
  const order = await apiBody<{ order: { paymentUrl: string } }>(
    request.post('/v2/ticket-orders', {
      headers,
      data: {
        eventId,
        items: [{ ticketTypeId: event.event.ticketTypes[0]!._id, quantity: 1 }],
        name: buyer.name,
        mobileNumber: `+${buyer.phone}`,
        otp: buyer.code,
      },
    }),
  );
  return order.order.paymentUrl;
}

/** The texts of one template the outbox kept for a number. */
test.beforeAll(async ({ request }) => {
  venue = await createVenue(request, OWNER.phone, OWNER.code, 'e2e-cancel-refund', 'Courtyard House');
  const owner = { Authorization: `Bearer ${venue.accessToken}`, 'X-Profile-ID': venue.profileId };
  const startsAt = hoursFromNow(48);
  const created = await apiBody<{ event: { _id: string } }>(
    request.post('/v2/ticketed-events', {
      headers: owner,
      multipart: {
        name: EVENT,
        description: 'Ghazals under the neem tree',
        startsAt,
        endsAt: hoursFromNow(51),
        venueName: 'Courtyard House',
        address: '4 Lavelle Road, Bengaluru',
        ticketTypes: JSON.stringify([
          { name: 'General', price: PRICE, quantity: 40, salesStart: hoursFromNow(-1), salesEnd: startsAt, maxPerOrder: 4 },
        ]),
      },
    }),
  );
  eventId = created.event._id;
  await apiBody(
    request.put(`/v2/ticketed-events/${eventId}/status`, { headers: owner, data: { status: 'on-sale', publish: 1 } }),
  );
});

test('two guests pay for their tickets in the sandbox', async ({ page, request }) => {
  for (const index of [0, 1]) {
    await page.goto(await buyTicket(request, index));
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    // Ordered outside this tab (no ticket link kept here): the callback page confirms the payment.
    await expect(page.getByRole('heading', { level: 1, name: 'Payment received' })).toBeVisible();
  }
});

test('the owner cancels the event after reading what happens to the money, and both buyers are told', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signIn(page, venue);
  await page.goto('/event-ticket-selling');
  const card = page.getByRole('article', { name: EVENT });
  await expect(card.getByText('2 of 40 tickets sold')).toBeVisible({ timeout: 30_000 });
  await card.getByRole('button', { name: 'Status', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Cancel event' }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(
    confirm.getByText(
      `Cancel event for “${EVENT}”? Sales stop and guests see the event as cancelled. The 2 tickets sold are refunded in full (₹998.00) to the buyers’ payment methods, and those sales and their platform fee leave your wallet. Every ticket holder is told by SMS.`,
    ),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel event' }).click();
  await expect(confirm).toBeHidden();
  await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();

  // The messages are durable jobs: they leave within the runner's next rounds.
  for (const buyer of BUYERS) {
    await expect
      .poll(() => sentTo(request, buyer.phone, 'event-cancelled'), { timeout: 60_000, intervals: [500, 1_000, 2_000] })
      .toEqual([
        expect.stringMatching(
          new RegExp(
            `^Sorry, ${EVENT} on .+ has been cancelled by the venue\\. ₹499 will be refunded\\. Please do not come to the event\\.$`,
          ),
        ),
      ]);
  }
});
