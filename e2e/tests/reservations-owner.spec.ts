import { expect, test, type Page } from '@playwright/test';
import { answerWith, apiBody, createVenue, signIn, type Venue } from './support/api.ts';
import { seriousViolations, seriousViolationsAtBothWidths } from './support/axe.ts';

/**
 * Issue 11's owner journey: a venue owner sets up a restaurant by hand, opens it every day,
 * adds a dinner meal time and opens the bookings desk; a guest's booking made through the API
 * (booking code from the E2E test number, then createBooking) appears on /live-activity and on
 * /reservations without a reload, and the owner accepts it. One venue for the file; its own
 * test numbers (each may request 5 codes an hour): 020 logs the owner in, 022 books.
 */

test.describe.configure({ mode: 'serial' });

const OWNER_PHONE = '+919000000020';
const OWNER_CODE = '202020';
const GUEST_PHONE = '+919000000022';
const GUEST_CODE = '222222';
const GUEST_NAME = 'Riya Kapoor';

let venue: Venue;

test.beforeAll(async ({ request }) => {
  venue = await createVenue(request, OWNER_PHONE, OWNER_CODE, 'res-owner', 'Saffron Table');
});

/** Tomorrow in the restaurant's zone (Asia/Kolkata has no daylight saving). */
function tomorrowInKolkata(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(Date.now() + 24 * 60 * 60 * 1000);
}

const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').getByText(text, { exact: true });

test('set up a restaurant, its hours and a dinner; a new booking shows up live and is accepted', async ({ page, context }) => {
  await signIn(page, venue);

  // A profile without a restaurant is sent from the desk to the set-up.
  await page.goto('/reservations');
  await expect(page).toHaveURL(/\/google-restaurant-search$/);
  await expect(page.getByRole('heading', { name: 'Set up table reservations' })).toBeVisible();
  const details = page.getByRole('form', { name: 'Restaurant details' });
  await expect(details.getByRole('textbox', { name: 'Restaurant name' })).toHaveValue('Saffron Table');
  await details.getByRole('textbox', { name: 'City' }).fill('Pune');
  await details.getByRole('textbox', { name: 'Address' }).fill('7 FC Road');
  await details.getByRole('button', { name: 'Create restaurant' }).click();
  await expect(toast(page, 'Restaurant created')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('restaurant_id'))).toMatch(/^[0-9a-f]{24}$/);

  // Open every day, noon to eleven.
  await page.getByRole('link', { name: 'Opening hours' }).click();
  await expect(page).toHaveURL(/\/profile\/settings\/opening-hours$/);
  for (const day of ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']) {
    await page.getByRole('switch', { name: `${day} open` }).check({ force: true });
    await page.getByLabel(`${day} range 1 opens`).fill('12:00');
    await page.getByLabel(`${day} range 1 closes`).fill('23:00');
  }
  await page.getByRole('button', { name: 'Save opening hours' }).click();
  await expect(toast(page, 'Opening hours saved')).toBeVisible();

  // Dinner from seven, a slot every half hour, twenty guests per slot, every day.
  await page.goto('/reservations/manage-slots');
  await page.getByRole('button', { name: 'Add meal time' }).click();
  const mealTime = page.getByRole('form', { name: 'Meal time' });
  await mealTime.getByRole('textbox', { name: 'Name' }).fill('Dinner');
  await mealTime.getByLabel('First slot').fill('19:00');
  await mealTime.getByLabel('Ends').fill('23:00');
  await mealTime.getByRole('button', { name: 'Add meal time' }).click();
  await expect(toast(page, 'Meal time added')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Dinner' })).toBeVisible();

  // The desk on tomorrow's date, with new bookings waiting for the owner's answer.
  await page.goto('/reservations');
  await expect(page.getByRole('heading', { name: 'Bookings' })).toBeVisible();
  const autoAccept = page.getByRole('switch', { name: 'Auto-accept bookings' });
  if (await autoAccept.isChecked()) {
    await autoAccept.uncheck({ force: true });
    await expect(autoAccept).not.toBeChecked();
  }
  await page.getByRole('button', { name: 'Next day' }).click();
  const date = tomorrowInKolkata();
  await expect(page.getByRole('textbox', { name: 'Date' })).toHaveValue(date);
  await expect(page.getByText('No bookings for this date')).toBeVisible();
  await expect(page.getByRole('status', { name: 'Live updates: Live' })).toBeVisible();

  const live = await context.newPage();
  // Each stream is opened with a one-use ticket, never the access token (decisions §7).
  const streamUrls: string[] = [];
  for (const tab of [page, live]) {
    tab.on('request', (request) => {
      if (new URL(request.url()).pathname === '/v1/restaurant/live-activity' && request.url().includes('ticket=')) {
        streamUrls.push(request.url());
      }
    });
  }
  await live.goto('/live-activity');
  await expect(live.getByRole('heading', { name: 'Live activity' })).toBeVisible();
  await expect(live.getByRole('status', { name: 'Live updates: Live' })).toBeVisible();

  // A guest books through the public calls, with the test number's fixed booking code.
  const restaurantId = await page.evaluate(() => localStorage.getItem('restaurant_id'));
  await apiBody(page.request.post('/v1/user/generateBookingOTP', { data: { mobileNumber: GUEST_PHONE } }));
  const created = await apiBody<{ booking: { _id: string; reference: string; status: string } }>(
    page.request.post('/v1/bookings/createBooking', {
      data: {
        restaurantId,
        date,
        time: '20:00',
        partySize: 2,
        name: GUEST_NAME,
        mobileNumber: GUEST_PHONE,
        otp: GUEST_CODE,
        note: 'Anniversary',
        acceptTerms: true,
      },
    }),
  );
  expect(created.booking.status).toBe('pending');

  // Both screens show it without a reload.
  await expect(live.getByRole('listitem').filter({ hasText: GUEST_NAME })).toContainText('New booking');
  const card = page.getByRole('article', { name: `Booking ${created.booking.reference} for ${GUEST_NAME}` });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Pending');
  await expect(card).toContainText('2 guests');
  await expect(page.getByRole('group', { name: /^8:00 pm: 2 booked, 18 left/ })).toBeVisible();

  await card.getByRole('button', { name: 'Accept' }).click();
  await expect(card).toContainText('Accepted');
  await expect(card.getByRole('button', { name: 'Arrived' })).toBeVisible();
  await expect(live.getByRole('listitem').filter({ hasText: GUEST_NAME }).first()).toContainText('Accepted');
  expect(streamUrls.length).toBeGreaterThan(0);
  for (const url of streamUrls) expect(new URL(url).searchParams.has('access_token')).toBe(false);
  expect(new Set(streamUrls.map((url) => new URL(url).searchParams.get('ticket'))).size).toBe(streamUrls.length);
  // The desk and the live feed with a booking on them (the axe journey sees both empty).
  expect(await seriousViolationsAtBothWidths(page)).toEqual([]);
  expect(await seriousViolationsAtBothWidths(live)).toEqual([]);
  await live.close();
});

test('the figures with bookings: per day, by status and by city, each chart a named picture, no serious axe finding', async ({
  page,
}) => {
  await signIn(page, venue);
  // The booking above is for tomorrow, and the figures end today: the server's answer for two past days.
  await answerWith(page, '**/v1/restaurant/bookings-details', () => ({
    from: '2026-11-01',
    to: '2026-11-02',
    totalBookings: 3,
    byStatus: { pending: 0, accepted: 2, declined: 0, arrived: 1, 'no-show': 0, cancelled: 0 },
    covers: 7,
    noShowRate: 0,
    series: [
      { date: '2026-11-01', bookings: 1, covers: 2 },
      { date: '2026-11-02', bookings: 2, covers: 5 },
    ],
  }));
  await answerWith(page, '**/v1/restaurant/citywise-bookings-7days', () => ({
    days: ['2026-11-01', '2026-11-02'],
    cities: [{ city: 'Pune', counts: [1, 2], total: 3 }],
  }));
  for (const viewport of [
    { width: 1366, height: 900 },
    { width: 375, height: 812 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/reservations/dashboard');
    await expect(page.getByRole('img', { name: 'Bookings and guests per day' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Bookings by status' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Bookings per city per day' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page), `${viewport.width} px`).toEqual([]);
  }
});
