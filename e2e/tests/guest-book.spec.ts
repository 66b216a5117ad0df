import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiBody, createVenue, signIn, type Venue } from './support/api.ts';
import { seriousViolationsAtBothWidths } from './support/axe.ts';

/**
 * Issue 38's guest book (decisions §7 "Guest book"): the guest books twice through the public
 * calls and the owner marks the first arrived; then, in the dashboard, the owner finds the guest
 * by their number typed another way, tags them VIP with a note, sees the tag on the desk's
 * booking, exports the book and erases the guest (DPDP Act 2023).
 */

test.describe.configure({ mode: 'serial' });

const OWNER = { phone: '919000000063', code: '636363' };
const GUEST = { name: 'Kavya Pillai', phone: '919000000064', code: '646464' };
const ZONE = 'Asia/Kolkata';

let venue: Venue;
let restaurantId: string;

/** A venue-local date `days` from today, `YYYY-MM-DD`. */
const localDate = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(Date.now() + days * 86_400_000);

/** The next quarter hour on the venue's clock (the desk may mark arrival from half an hour before). */
function nextQuarterHour(): string {
  const [hours, minutes] = new Intl.DateTimeFormat('en-GB', {
    timeZone: ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(Date.now() + 60_000)
    .split(':')
    .map(Number) as [number, number];
  const total = Math.min(hours * 60 + Math.ceil(minutes / 15) * 15, 23 * 60 + 30);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

async function book(request: APIRequestContext, date: string, time: string, typed: string) {
  await apiBody(request.post('/v1/user/generateBookingOTP', { data: { mobileNumber: typed } }));
  const created = await apiBody<{ booking: { _id: string; reference: string } }>(
    request.post('/v1/bookings/createBooking', {
      data: { restaurantId, date, time, partySize: 2, name: GUEST.name, mobileNumber: typed, otp: GUEST.code, acceptTerms: true },
    }),
  );
  return created.booking;
}

test.beforeAll(async ({ request }) => {
  venue = await createVenue(request, OWNER.phone, OWNER.code, 'e2e-guest-book', 'Curry Leaf Cafe');
  const headers = { Authorization: `Bearer ${venue.accessToken}`, 'X-Profile-ID': venue.profileId };
  const { restaurant } = await apiBody<{ restaurant: { _id: string } }>(
    request.post('/v1/restaurant/createRestaurant/', {
      headers,
      data: { name: 'Curry Leaf Cafe', city: 'Kochi', address: '3 MG Road' },
    }),
  );
  restaurantId = restaurant._id;
  const everyDay = [0, 1, 2, 3, 4, 5, 6];
  await apiBody(
    request.put(`/v1/restaurant/updateRestaurantWorkingHour/${restaurantId}`, {
      headers,
      data: {
        openingHours: everyDay.map((day) => ({ day, isOpen: true, ranges: [{ start: '00:00', end: '23:59' }] })),
        exceptions: [],
      },
    }),
  );
  await apiBody(
    request.post('/v1/restaurant/createMealTime', {
      headers,
      data: {
        restaurantId,
        name: 'All day',
        start: '00:00',
        end: '23:45',
        slotIntervalMinutes: 15,
        stayMinutes: 60,
        coversPerSlot: 20,
        days: everyDay,
      },
    }),
  );
  await apiBody(
    request.post('/v1/restaurant/updateRestaurantSettings', { headers, data: { restaurantId, minNoticeMinutes: 0 } }),
  );

  // Two bookings for one number, typed two ways; the first is today's and the guest arrives.
  const today = await book(request, localDate(0), nextQuarterHour(), `+${GUEST.phone}`);
  await book(request, localDate(2), '13:00', `0${GUEST.phone.slice(2, 7)} ${GUEST.phone.slice(7)}`);
  await apiBody(request.post('/v1/bookings/acceptABooking', { headers, data: { bookingId: today._id } }));
  await apiBody(request.post('/v1/bookings/markCustomerHasArrived', { headers, data: { bookingId: today._id } }));
});

test('the owner finds a guest by their number, tags them VIP with a note, sees it at the desk, exports and erases them', async ({
  page,
}) => {
  // Axe at two widths, an export built in the render pool and an erasure, on a shared CI machine.
  test.setTimeout(240_000);
  await signIn(page, venue);
  await page.goto('/reservations');
  await page.getByRole('navigation', { name: 'Reservations' }).getByRole('link', { name: 'Guests' }).click();
  await expect(page).toHaveURL(/\/reservations\/guests$/);
  await expect(page.getByRole('heading', { name: 'Guests' })).toBeVisible();

  // The number as a person might type it: trunk 0, a dash.
  await page.getByLabel('Search guests').fill(`0${GUEST.phone.slice(2, 7)}-${GUEST.phone.slice(7)}`);
  const card = page.getByRole('article', { name: GUEST.name });
  await expect(card).toBeVisible();
  await expect(card).toContainText('1 visit');
  await expect(page.getByText('1 guest', { exact: true })).toBeVisible();
  expect(await seriousViolationsAtBothWidths(page)).toEqual([]);

  await card.getByRole('button', { name: `Open ${GUEST.name}` }).click();
  const sheet = page.getByRole('dialog', { name: GUEST.name });
  await expect(sheet.getByRole('list', { name: 'History' }).getByRole('listitem')).toHaveCount(2);
  await sheet.getByRole('textbox', { name: 'Tags' }).fill('VIP');
  await sheet.getByRole('textbox', { name: 'Tags' }).press('Enter');
  await sheet.getByRole('textbox', { name: 'Notes' }).fill('Prefers the window table');
  await sheet.getByRole('button', { name: 'Save tags and notes' }).click();
  await expect(page.locator('.mantine-Notification-root').getByText('Guest saved', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(card.getByText('VIP')).toBeVisible();

  // The desk shows the tag and the note on the guest's booking.
  await page.getByRole('navigation', { name: 'Reservations' }).getByRole('link', { name: 'Bookings', exact: true }).click();
  const booking = page.getByRole('article', { name: new RegExp(`for ${GUEST.name}$`) });
  await expect(booking.getByTestId('known-guest').getByText('VIP')).toBeVisible();
  await expect(booking.getByLabel('Guest notes')).toHaveText('Prefers the window table');

  // Export: a spreadsheet (a zip) with the guest in it.
  await page.goto('/reservations/guests');
  await expect(page.getByRole('article', { name: GUEST.name })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const file = await readFile((await download.path())!);
  expect(file.subarray(0, 2).toString()).toBe('PK');

  // Erase, after the confirmation: the guest leaves the book, and the desk keeps the booking without them.
  await page.getByRole('button', { name: `Open ${GUEST.name}` }).click();
  await page.getByRole('button', { name: "Erase guest's details" }).click();
  await page.getByRole('button', { name: 'Erase', exact: true }).click();
  await expect(page.locator('.mantine-Notification-root').getByText("Guest's details erased", { exact: true })).toBeVisible();
  await expect(page.getByText('No guests yet')).toBeVisible();
  const headers = { Authorization: `Bearer ${venue.accessToken}`, 'X-Profile-ID': venue.profileId };
  const desk = await apiBody<{ bookings: Array<{ name: string; mobileNumber: string; status: string }> }>(
    page.request.get(`/v2/bookings/getAllBookings/?date=${localDate(0)}`, { headers }),
  );
  expect(desk.bookings).toEqual([expect.objectContaining({ name: 'Erased guest', mobileNumber: '', status: 'arrived' })]);
});
