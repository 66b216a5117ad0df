import { expect, test } from '@playwright/test';
import { apiBody, createVenue, type Venue } from './support/api.ts';
import { seriousViolations } from './support/axe.ts';

/**
 * Issue 11's guest journey on a 375 px phone: the owner sets up a restaurant, its hours and a
 * dinner meal time through the API (decisions §6 paths); a guest finds "Book a table" on the
 * link page, books tomorrow's 7 pm table with the test number's fixed code, sees the reference,
 * then opens the manage link and cancels.
 */

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

// One number for the owner's login and the guest's booking code: the two are counted apart (decisions §4).
const PHONE = '919000000023';
const CODE = '232323';

let venue: Venue;

/** The restaurant's local date `days` from now (Asia/Kolkata, the restaurant's zone). */
function kolkataDate(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() + days * 86_400_000));
}

test.beforeAll(async ({ request }) => {
  venue = await createVenue(request, PHONE, CODE, 'e2e-book', 'Saffron Terrace');
  const headers = { Authorization: `Bearer ${venue.accessToken}`, 'X-Profile-ID': venue.profileId };
  await apiBody(
    request.post('/v1/restaurant/createRestaurant/', {
      headers,
      data: { name: 'Saffron Terrace', city: 'Bengaluru', address: '12 Church Street' },
    }),
  );
  const { restaurant } = await apiBody<{ restaurant: { _id: string } | null }>(
    request.get(`/v1/restaurant/checkRestaurantForProfile?profileId=${venue.profileId}`, { headers }),
  );
  const restaurantId = restaurant!._id;
  const everyDay = [0, 1, 2, 3, 4, 5, 6];
  await apiBody(
    request.put(`/v1/restaurant/updateRestaurantWorkingHour/${restaurantId}`, {
      headers,
      data: {
        openingHours: everyDay.map((day) => ({ day, isOpen: true, ranges: [{ start: '12:00', end: '23:00' }] })),
        exceptions: [],
      },
    }),
  );
  await apiBody(
    request.post('/v1/restaurant/createMealTime', {
      headers,
      data: {
        restaurantId,
        name: 'Dinner',
        start: '19:00',
        end: '22:00',
        slotIntervalMinutes: 30,
        stayMinutes: 90,
        coversPerSlot: 20,
        days: everyDay,
      },
    }),
  );
  await apiBody(request.post('/v1/restaurant/updateTnCClause', { headers, data: { clause: 'Tables are held for 15 minutes.' } }));
});

test('a guest books tomorrow at 7 pm with a code, then cancels through the manage link', async ({ page }) => {
  await page.goto(`/v/${venue.userName}/links`);
  await page.getByRole('link', { name: 'Book a table' }).click();
  await expect(page).toHaveURL(new RegExp(`/v/${venue.userName}/book$`));
  await expect(page.locator('.pb[data-hydrated="true"]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Saffron Terrace' })).toBeVisible();
  await expect(page.getByText('Tables are held for 15 minutes.')).toBeVisible();

  const tomorrow = kolkataDate(1);
  await page.getByLabel('Date').fill(tomorrow);
  await page.getByLabel('Guests').selectOption({ label: '2 guests' });
  const sevenPm = page.getByRole('button', { name: '7:00 pm' });
  await expect(sevenPm).toBeEnabled();
  await sevenPm.click();
  await expect(sevenPm).toHaveAttribute('aria-pressed', 'true');

  await page.getByLabel('Your name').fill('Asha Rao');
  await page.getByLabel('Mobile number').fill(PHONE.slice(2));
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(/Code sent to/)).toBeVisible();
  await expect(page.getByRole('button', { name: /Resend code in \d+ s/ })).toBeDisabled();
  await page.getByLabel('6-digit code').fill(CODE);
  await page.getByLabel('Note for the restaurant (optional)').fill('Window seat, please');
  await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Book table' }).click();

  const confirmation = page.getByRole('region', { name: 'Booking received' });
  await expect(confirmation).toBeVisible();
  const reference = (await confirmation.locator('.pb-reference').textContent())?.trim() ?? '';
  expect(reference).toMatch(/^[A-Z0-9]{8}$/);
  await expect(confirmation.getByText(/^(We'll confirm shortly|Confirmed)$/)).toBeVisible();
  await expect(confirmation.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
    'href',
    new RegExp(`/v1/bookings/manage/${reference}/calendar\\.ics\\?token=`),
  );
  // Nothing on the phone's width is cut off or scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await seriousViolations(page)).toEqual([]);

  await confirmation.getByRole('link', { name: 'View or cancel your booking' }).click();
  await expect(page).toHaveURL(new RegExp(`/v/${venue.userName}/book/manage/${reference}\\?token=`));
  await expect(page.getByText(reference)).toBeVisible();
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  await page.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(page.getByText('Your booking is cancelled.')).toBeVisible();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the booking page of a venue without a restaurant is not found', async ({ page, request }) => {
  const response = await page.goto(`/v/${venue.userName}-none/book`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Booking page not found' })).toBeVisible();
  // The booking page is linked from the menu too while the restaurant takes bookings.
  expect(await (await request.get(`/v/${venue.userName}`)).text()).toContain(`href="/v/${venue.userName}/book"`);
});
