import { expect, test } from '@playwright/test';
import { createVenue, signIn, type Venue } from './support/api.ts';
import { seriousViolations, seriousViolationsAtBothWidths } from './support/axe.ts';
import { fillGuestDetails } from './support/guest.ts';

/**
 * RSVPs to a free event (issue 12 "Events (free, optionally with RSVP and capacity)"): the owner
 * creates a free event that asks guests to RSVP, with 20 places, and publishes it; a guest on a
 * 375 px phone reserves two places with the test number's code and lands on the confirmation
 * with two codes, nothing to pay; the owner sees the places taken and the guests on the list,
 * then cancels that RSVP from the list (issue 34 finding 5) and the places come back.
 */

test.describe.configure({ mode: 'serial' });

const PHONE = '919000000052';
const CODE = '525252';
const GUEST = 'Ravi Kumar';
const EVENT = 'Sunday Poetry Circle';

let venue: Venue;
let eventId: string;

/** Tomorrow on the venue's clock (India has one zone), as a datetime-local value at `time`. */
function tomorrowAt(time: string): string {
  const tomorrow = new Date(Date.now() + 86_400_000);
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(tomorrow);
  return `${date}T${time}`;
}

test.beforeAll(async ({ request }) => {
  venue = await createVenue(request, PHONE, CODE, 'e2e-rsvp', 'Verse Cafe');
});

test('the owner creates a free event asking for RSVPs with 20 places and publishes it', async ({ page }) => {
  await signIn(page, venue);
  await page.goto('/add-event');
  await page.getByRole('button', { name: 'Create event' }).click();
  const editor = page.getByRole('dialog');
  await editor.getByLabel('Event name').fill(EVENT);
  await editor.getByLabel('Starts').fill(tomorrowAt('17:00'));
  await editor.getByLabel('Ends').fill(tomorrowAt('19:00'));
  await editor.getByLabel('Venue name').fill('Verse Cafe');
  await editor.getByLabel('Address').fill('4 Park Street, Kolkata');
  await editor.getByLabel('Capacity').fill('20');
  await editor.getByRole('switch', { name: 'Ask guests to RSVP' }).check();
  await editor.getByRole('button', { name: 'Create event' }).click();
  await expect(editor).toBeHidden();

  const card = page.getByRole('article', { name: EVENT });
  await expect(card.getByText('0 of 20 places taken')).toBeVisible();
  await card.getByRole('switch', { name: `Publish ${EVENT}` }).click();
  await expect(card.getByText('Published', { exact: true })).toBeVisible();
  const guestsHref = await card.getByRole('link', { name: 'Guests' }).getAttribute('href');
  eventId = guestsHref!.match(/^\/event\/([^/]+)\/guests$/)![1]!;
});

test('a guest on a phone reserves two places and gets two codes, with nothing to pay', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  const guest = await context.newPage();
  await guest.goto(`/v/${venue.userName}/events/${eventId}`);
  await expect(guest.locator('.pe[data-hydrated="true"]')).toBeVisible();
  await expect(guest.getByRole('heading', { name: 'RSVP' })).toBeVisible();
  await guest.getByRole('button', { name: 'More places' }).click();
  await guest.getByRole('button', { name: 'More places' }).click();
  await fillGuestDetails(guest, { name: GUEST, phone: PHONE, code: CODE });
  expect(await guest.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await seriousViolations(guest)).toEqual([]);
  await guest.getByRole('button', { name: 'Reserve 2 places' }).click();

  await expect(guest).toHaveURL(new RegExp(`/v/${venue.userName}/tickets/[^/?#]+\\?token=`));
  await expect(guest.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(guest.getByText('2 × RSVP')).toBeVisible();
  await expect(guest.getByRole('img', { name: /^QR code of ticket / })).toHaveCount(2);
  await context.close();
});

test('the owner sees two of twenty places taken and both guests on the list', async ({ page }) => {
  await signIn(page, venue);
  await page.goto('/add-event');
  await expect(page.getByRole('article', { name: EVENT }).getByText('2 of 20 places taken')).toBeVisible();
  await page.goto(`/event/${eventId}/guests`);
  await expect(page.getByRole('list', { name: 'Guests' }).getByRole('listitem', { name: GUEST })).toHaveCount(2);
});

test('the owner cancels the RSVP from the guest list after a confirmation; its places come back', async ({ page }) => {
  await signIn(page, venue);
  await page.goto(`/event/${eventId}/guests`);
  const guests = page.getByRole('list', { name: 'Guests' });
  await expect(guests.getByRole('listitem', { name: GUEST })).toHaveCount(2);
  // Each row now carries Cancel beside Check in, at a desk's width and a phone's.
  expect(await seriousViolationsAtBothWidths(page)).toEqual([]);
  await guests
    .getByRole('button', { name: `Cancel the order of ${GUEST}` })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Its 2 tickets will stop working at the door.');
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText('Order cancelled')).toBeVisible();
  await expect(guests.getByText('Cancelled', { exact: true })).toHaveCount(2);
  await page.goto('/add-event');
  await expect(page.getByRole('article', { name: EVENT }).getByText('0 of 20 places taken')).toBeVisible();
});
