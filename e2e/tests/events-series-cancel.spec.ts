import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEFAULT_TIME_ZONE } from '@venue/shared/constants';
import { apiBody, createVenue, signIn, type Venue } from './support/api.ts';
import { seriousViolations } from './support/axe.ts';
import { fillGuestDetails, sentTo, venueLocal as venueLocalIn } from './support/guest.ts';

/**
 * Issue 39's Chromium journey ("Must show"): the owner creates a weekly series in the dashboard
 * with a refund policy (two dates, a week apart); a guest on a 375 px phone opens the first
 * date's page, picks the second date, buys a ticket, pays in the sandbox, opens the receipt and
 * cancels within the policy; the refund is made and the guest told (template
 * `ticket-order-cancelled-by-buyer`, read from the notifier's test adapter at /__outbox/sms), and
 * the first date's stock never moved.
 */

test.describe.configure({ mode: 'serial' });

const OWNER = { phone: '919000000067', code: '676767' };
const GUEST = { phone: '919000000068', code: '686868', name: 'Meera Iyer' };
const EVENT = 'Thursday Qawwali Nights';
const ZONE = DEFAULT_TIME_ZONE;
const venueLocal = (at: Date) => venueLocalIn(at, ZONE);
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

let venue: Venue;
/** The series' two dates, soonest first. */
let dates: Array<{ _id: string; startsAt: string }> = [];

const inDays = (days: number) => venueLocal(new Date(Date.now() + days * 86_400_000)).slice(0, 10);
const ownerHeaders = () => ({ Authorization: `Bearer ${venue.accessToken}`, 'X-Profile-ID': venue.profileId });

async function stockOf(request: APIRequestContext, eventId: string) {
  const { event } = await apiBody<{ event: { ticketTypes: Array<{ sold: number; held: number; available: number }> } }>(
    request.get(`/v2/eventsDetails/${eventId}`, { headers: ownerHeaders() }),
  );
  return event.ticketTypes[0]!;
}

test.beforeAll(async ({ request }) => {
  venue = await createVenue(request, OWNER.phone, OWNER.code, 'e2e-series-cancel', 'Noor Courtyard');
});

test('the owner creates a weekly series with a refund policy in the editor', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signIn(page, venue);
  await page.goto('/event-ticket-selling');
  await page.getByRole('button', { name: 'Create ticketed event' }).click();
  const editor = page.getByRole('dialog', { name: 'New ticketed event' });
  const first = inDays(1);
  const startsAt = `${first}T19:00`;
  await editor.getByLabel('Event name').fill(EVENT);
  await editor.getByLabel('Starts').fill(startsAt);
  await editor.getByLabel('Ends').fill(`${first}T22:30`);
  await editor.getByLabel('Venue name').fill('Noor Courtyard');
  await editor.getByLabel('Address').fill('9 Residency Road, Bengaluru');

  // Every week on the first date's weekday, for two weeks: two dates.
  const weekday = WEEKDAYS[new Date(`${first}T12:00:00Z`).getUTCDay()]!;
  await editor.getByRole('switch', { name: 'Repeat weekly' }).click();
  // Mantine's chip hides its checkbox: a person taps its label.
  await editor.getByRole('group', { name: 'Repeat on' }).getByText(weekday.slice(0, 3), { exact: true }).click();
  await expect(editor.getByRole('checkbox', { name: weekday })).toBeChecked();
  await editor.getByLabel('Last date').fill(inDays(8));
  await expect(editor.getByTestId('series-preview')).toHaveText(`Every ${weekday} · 2 dates`);
  await editor.getByRole('switch', { name: 'Guests may cancel for a full refund' }).click();
  await editor.getByLabel('Until how many hours before the start').fill('2');
  // No GSTIN on a new venue's payout account: prices cannot include GST yet.
  await expect(editor.getByLabel('GST included in ticket prices')).toBeDisabled();
  await editor.getByRole('button', { name: 'Next: Ticket info' }).click();

  const row = editor.getByRole('group', { name: 'Ticket type 1' });
  await row.getByLabel('Ticket name').fill('General');
  await row.getByLabel('Price (₹)').fill('499');
  await row.getByLabel('Quantity').fill('10');
  await row.getByLabel('Sales start').fill(venueLocal(new Date(Date.now() - 3_600_000)));
  await row.getByLabel('Sales end').fill(startsAt);
  await editor.getByRole('button', { name: 'Create ticketed event' }).click();
  await expect(editor).toBeHidden();

  const series = page.getByRole('region', { name: `${EVENT}: Every ${weekday}` });
  await expect(series.getByText(`Every ${weekday} · 2 dates`)).toBeVisible();
  await series.getByRole('button', { name: 'Show dates' }).click();
  await expect(series.getByRole('article', { name: EVENT })).toHaveCount(2);

  // Publishing and selling is issue 36's journey: done here through the API for both dates.
  const { results } = await apiBody<{ results: Array<{ _id: string; startsAt: string; seriesId: string | null }> }>(
    request.get(`/v2/ticketed-events/restaurant/${venue.profileId}`, { headers: ownerHeaders() }),
  );
  dates = results.filter((event) => event.seriesId).sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  expect(dates).toHaveLength(2);
  expect(Date.parse(dates[1]!.startsAt) - Date.parse(dates[0]!.startsAt)).toBe(7 * 86_400_000);
  for (const date of dates) {
    await apiBody(
      request.put(`/v2/ticketed-events/${date._id}/status`, { headers: ownerHeaders(), data: { status: 'on-sale', publish: 1 } }),
    );
  }
});

test('a guest on a phone buys the second date, opens the receipt and cancels for a full refund', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  const guest = await context.newPage();
  await guest.goto(`/v/${venue.userName}/events/${dates[0]!._id}`);
  const otherDates = guest.getByRole('navigation', { name: 'Other dates' });
  await expect(otherDates.getByText(/^Every /)).toBeVisible();
  await otherDates.getByRole('link').click();
  await expect(guest).toHaveURL(new RegExp(`/events/${dates[1]!._id}$`));
  await expect(guest.locator('.pe[data-hydrated="true"]')).toBeVisible();
  await guest.getByRole('button', { name: 'More General tickets' }).click();
  await fillGuestDetails(guest, GUEST);
  await guest.getByRole('button', { name: 'Pay ₹499' }).click();
  await expect(guest).toHaveURL(/\/sandbox\/pay\/[^/?#]+$/);
  await guest.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(guest).toHaveURL(new RegExp(`/v/${venue.userName}/tickets/[^/?#]+\\?token=`));
  await expect(guest.getByText('Paid', { exact: true })).toBeVisible();
  expect(await stockOf(request, dates[1]!._id)).toMatchObject({ sold: 1, available: 9 });

  // The receipt: a PDF opened with the page's own token.
  const receipt = guest.getByRole('link', { name: 'Download receipt (PDF)' });
  const href = (await receipt.getAttribute('href'))!;
  expect(href).toMatch(new RegExp(`^/v/${venue.userName}/events/orders/[^/]+/receipt\\?token=`));
  const pdf = await guest.request.get(href);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  await expect(guest.getByText(/You can cancel for a full refund until .+ \(venue time\)\./)).toBeVisible();
  expect(await guest.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await seriousViolations(guest)).toEqual([]);
  await guest.getByRole('button', { name: 'Cancel tickets' }).click();
  await expect(
    guest.getByText('Cancel these tickets? ₹499 is refunded to you in full and the tickets stop working.'),
  ).toBeVisible();
  await guest.getByRole('button', { name: 'Yes, cancel and refund' }).click();
  await expect(guest.getByText('Your tickets are cancelled. ₹499 is being refunded to you in full.')).toBeVisible();

  // The refund is a durable job; the guest's message leaves with the cancellation.
  await expect
    .poll(() => sentTo(request, GUEST.phone, 'ticket-order-cancelled-by-buyer'), {
      timeout: 60_000,
      intervals: [500, 1_000, 2_000],
    })
    .toEqual([
      expect.stringMatching(new RegExp(`^You cancelled your tickets for ${EVENT} on .+\\. ₹499 will be refunded in full`)),
    ]);
  await expect.poll(async () => (await stockOf(request, dates[1]!._id)).sold, { timeout: 60_000 }).toBe(0);
  await guest.reload();
  await expect(guest.getByText('Refunded', { exact: true })).toBeVisible({ timeout: 30_000 });
  // The first date's stock never moved.
  expect(await stockOf(request, dates[0]!._id)).toEqual(expect.objectContaining({ sold: 0, held: 0, available: 10 }));
  await context.close();
});
