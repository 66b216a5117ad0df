import { expect, test } from '@playwright/test';
import { apiBody, createVenue, signIn, type Venue } from './support/api.ts';
import { seriousViolations } from './support/axe.ts';
import { fillGuestDetails } from './support/guest.ts';

/**
 * Issue 39's Chromium journey ("Must show", decisions §7 "Events: promo codes, series,
 * attendees, buyer cancellation"): the owner asks each General ticket's attendee a question and
 * adds a promo code in the dashboard; a guest on a 375 px phone buys two tickets with the code,
 * naming the second attendee and answering for both, pays the discounted total in the sandbox
 * and sees the discount on the ticket page; the owner finds both attendees' answers on the
 * guest list.
 */

test.describe.configure({ mode: 'serial' });

const OWNER = { phone: '919000000065', code: '656565' };
const GUEST = { phone: '919000000066', code: '666666', name: 'Asha Rao' };
const FRIEND = 'Ravi Kumar';
const EVENT = 'Terrace Sufi Night';
const QUESTION = 'Dietary needs';
const CODE = 'FRIENDS20';
/** Two General tickets at ₹500: ₹1,000, less 20% (₹200) = ₹800. */
const FIGURES = { subtotal: '₹1,000', discount: '−₹200', total: '₹800' };

let venue: Venue;
let eventId: string;

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

test.beforeAll(async ({ request }) => {
  venue = await createVenue(request, OWNER.phone, OWNER.code, 'e2e-promo-attendees', 'Terrace House');
  const owner = { Authorization: `Bearer ${venue.accessToken}`, 'X-Profile-ID': venue.profileId };
  const startsAt = hoursFromNow(48);
  const created = await apiBody<{ event: { _id: string } }>(
    request.post('/v2/ticketed-events', {
      headers: owner,
      multipart: {
        name: EVENT,
        description: 'Qawwali on the terrace',
        startsAt,
        endsAt: hoursFromNow(51),
        venueName: 'Terrace House',
        address: '9 Residency Road, Bengaluru',
        ticketTypes: JSON.stringify([
          { name: 'General', price: '500', quantity: 40, salesStart: hoursFromNow(-1), salesEnd: startsAt, maxPerOrder: 4 },
        ]),
      },
    }),
  );
  eventId = created.event._id;
  await apiBody(
    request.put(`/v2/ticketed-events/${eventId}/status`, { headers: owner, data: { status: 'on-sale', publish: 1 } }),
  );
});

test('the owner asks each attendee a question and adds a promo code', async ({ page }) => {
  // The dashboard's editor and two saves on a shared 2-core machine.
  test.setTimeout(120_000);
  await signIn(page, venue);
  await page.goto(`/event-ticket-selling/${eventId}/edit?step=tickets`);
  const row = page.getByRole('group', { name: 'Ticket type 1' });
  await row.getByRole('button', { name: 'Add question' }).click();
  await row.getByLabel('Question 1', { exact: true }).fill(QUESTION);
  await row.getByLabel('Required').check();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(/\/event-ticket-selling$/);

  await page.goto(`/event-ticket-selling/${eventId}/edit`);
  // A fresh load of the dashboard: its first paint may take a while on a busy machine.
  await expect(page.getByRole('heading', { name: 'Promo codes' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('No promo codes yet.')).toBeVisible();
  const form = page.getByRole('form', { name: 'New promo code' });
  await form.getByLabel('Code').fill(CODE);
  await form.getByLabel('Percentage off').fill('20');
  await form.getByLabel('Maximum uses').fill('10');
  await form.getByRole('button', { name: 'Add code' }).click();
  const codes = page.getByRole('table', { name: 'Promo codes' });
  await expect(codes.getByRole('row', { name: new RegExp(CODE) })).toContainText('20% off');
  await expect(codes.getByRole('row', { name: new RegExp(CODE) })).toContainText('0 / 10');
});

test('a guest on a phone buys two tickets with the code, answering for both attendees', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  const guest = await context.newPage();
  await guest.goto(`/v/${venue.userName}/events/${eventId}`);
  await expect(guest.locator('.pe[data-hydrated="true"]')).toBeVisible();
  const more = guest.getByRole('button', { name: 'More General tickets' });
  await more.click();
  await more.click();

  const who = guest.getByRole('group', { name: 'Who is coming' });
  await expect(who.getByText('General · ticket 1')).toBeVisible();
  await who.getByLabel(QUESTION).first().fill('Vegan');
  await who.getByLabel('Name', { exact: true }).fill(FRIEND);
  await who.getByLabel(QUESTION).nth(1).fill('No peanuts');

  await guest.getByRole('button', { name: 'Have a code?' }).click();
  await guest.getByLabel('Promo code').fill(CODE.toLowerCase());
  await guest.getByRole('button', { name: 'Apply' }).click();
  await expect(guest.getByText(`Code ${CODE} applied`)).toBeVisible();
  await expect(guest.getByText(`Discount (${CODE})`).locator('..')).toContainText(FIGURES.discount);
  await expect(guest.getByText('Total', { exact: true }).locator('..')).toContainText(FIGURES.total);

  await fillGuestDetails(guest, GUEST);
  expect(await guest.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await seriousViolations(guest)).toEqual([]);
  await guest.getByRole('button', { name: `Pay ${FIGURES.total}` }).click();

  await expect(guest).toHaveURL(/\/sandbox\/pay\/[^/?#]+$/);
  await guest.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(guest).toHaveURL(new RegExp(`/v/${venue.userName}/tickets/[^/?#]+\\?token=`));
  await expect(guest.getByText('Paid', { exact: true })).toBeVisible();
  await expect(guest.getByText(`Discount (${CODE})`).locator('..')).toContainText(FIGURES.discount);
  const tickets = guest.getByRole('list', { name: 'Your tickets' }).getByRole('listitem');
  await expect(tickets).toHaveCount(2);
  await expect(tickets.filter({ hasText: FRIEND })).toContainText('No peanuts');
  expect(await guest.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await context.close();
});

test('the owner sees both attendees and their answers on the guest list, and the code’s use', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, venue);
  await page.goto(`/event/${eventId}/guests`);
  const guests = page.getByRole('list', { name: 'Guests' });
  await expect(guests.getByRole('listitem', { name: GUEST.name })).toContainText(`${QUESTION}: Vegan`, { timeout: 30_000 });
  await expect(guests.getByRole('listitem', { name: FRIEND })).toContainText(`${QUESTION}: No peanuts`);
  await page.getByLabel('Search guests').fill('peanuts');
  await expect(guests.getByRole('listitem')).toHaveCount(1);
  await expect(guests.getByRole('listitem', { name: FRIEND })).toBeVisible();

  await page.goto(`/event-ticket-selling/${eventId}/edit`);
  const row = page.getByRole('table', { name: 'Promo codes' }).getByRole('row', { name: new RegExp(CODE) });
  await expect(row).toContainText('1 / 10', { timeout: 30_000 });
  await expect(row).toContainText(FIGURES.total);
});
