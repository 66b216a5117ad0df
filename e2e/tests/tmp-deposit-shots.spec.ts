import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiBody, createVenue, signIn, type Venue } from './support/api.ts';
import { seriousViolations } from './support/axe.ts';
import { fillGuestDetails } from './support/guest.ts';

/**
 * Deposits and no-show protection (issue 38 part 2, decisions §7) on a 375 px phone: the owner's
 * dinner asks ₹500 a guest (set up through the API); a guest books a table for two three days
 * ahead, reads the deposit policy before paying, pays ₹1,000 in the sandbox checkout, comes back
 * to the booking's page confirmed, cancels in time there and is told the deposit is refunded
 * (template `booking-deposit-refunded`, read from the notifier's outbox at /__outbox/sms).
 */

test.describe.configure({ mode: 'serial' });

const OWNER = { phone: '919000000060', code: '606060' };
const GUEST = { phone: '919000000061', code: '616161', name: 'Kavya Menon' };

let venue: Venue;

/** The restaurant's local date `days` from now (Asia/Kolkata, the restaurant's zone). */
function kolkataDate(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() + days * 86_400_000));
}

/** The texts of one template the outbox kept for a number. */
async function sentTo(request: APIRequestContext, phone: string, template: string): Promise<string[]> {
  const res = await request.get(`/__outbox/sms?to=${encodeURIComponent(`+${phone}`)}`);
  expect(res.ok()).toBe(true);
  const { messages } = (await res.json()) as { messages: Array<{ template: string; text: string }> };
  return messages.filter((message) => message.template === template).map((message) => message.text);
}

test.beforeAll(async ({ request }) => {
  venue = await createVenue(request, OWNER.phone, OWNER.code, 'e2e-deposit-shots', 'Malabar Table');
  const headers = { Authorization: `Bearer ${venue.accessToken}`, 'X-Profile-ID': venue.profileId };
  await apiBody(
    request.post('/v1/restaurant/createRestaurant/', {
      headers,
      data: { name: 'Malabar Table', city: 'Kochi', address: '3 Princess Street' },
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
        depositPerCoverPaise: 500_00,
        depositFromPartySize: 2,
      },
    }),
  );
});


const WIDTHS = [375, 820, 1024, 1366];
test('screenshots', async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/v/${venue.userName}/book`);
  await expect(page.locator('.pb[data-hydrated="true"]')).toBeVisible();
  await page.getByLabel('Date').fill(kolkataDate(3));
  await page.getByLabel('Guests').selectOption({ label: '2 guests' });
  await page.getByRole('button', { name: '7:00 pm' }).click();
  await fillGuestDetails(page, GUEST);
  await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
  await page.getByRole('button', { name: 'Book table' }).click();
  await expect(page.getByRole('region', { name: 'Pay the deposit to hold your table' })).toBeVisible();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/deposit-shots/step-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole('link', { name: /Pay ₹1,000 deposit/ }).click();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByText('₹1,000 · Paid')).toBeVisible();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/deposit-shots/manage-${width}.png`, fullPage: true });
  }
  await signIn(page, venue);
  await page.goto('/reservations/manage-slots');
  await page.getByRole('button', { name: 'Edit Dinner' }).click({ timeout: 60_000 });
  await expect(page.getByRole('form', { name: 'Meal time' })).toBeVisible();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/deposit-shots/mealtime-${width}.png`, fullPage: false });
  }
  await page.goto('/reservations/business-profile-settings');
  await expect(page.getByText('Refund cut-off (hours before)')).toBeVisible({ timeout: 60_000 });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/deposit-shots/settings-${width}.png`, fullPage: true });
  }
  await page.goto('/reservations');
  await page.getByText(/Deposit paid/).first().waitFor({ timeout: 30_000 }).catch(() => undefined);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/deposit-shots/desk-${width}.png`, fullPage: false });
  }
});
