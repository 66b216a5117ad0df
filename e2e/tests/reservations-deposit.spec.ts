import { expect, test } from '@playwright/test';
import { apiBody, createVenue, type Venue } from './support/api.ts';
import { seriousViolations } from './support/axe.ts';
import { fillGuestDetails, sentTo } from './support/guest.ts';

/**
 * Deposits and no-show protection (issue 38 part 2, decisions §7) on a 375 px phone: the owner's
 * dinner asks ₹500 a guest (set up through the API); a guest books a table for two three days
 * ahead, reads the deposit policy before paying, pays ₹1,000 in the sandbox checkout, comes back
 * to the booking's page confirmed, cancels in time there and is told the deposit is refunded
 * (template `booking-deposit-refunded`, read from the notifier's outbox at /__outbox/sms).
 */

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

const OWNER = { phone: '919000000060', code: '606060' };
const GUEST = { phone: '919000000061', code: '616161', name: 'Kavya Menon' };

let venue: Venue;

/** The restaurant's local date `days` from now (Asia/Kolkata, the restaurant's zone). */
function kolkataDate(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() + days * 86_400_000));
}

/** The texts of one template the outbox kept for a number. */
test.beforeAll(async ({ request }) => {
  venue = await createVenue(request, OWNER.phone, OWNER.code, 'e2e-deposit', 'Malabar Table');
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

test('a guest reads the policy, pays the deposit in the sandbox, is confirmed, cancels in time and is refunded', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.goto(`/v/${venue.userName}/book`);
  await expect(page.locator('.pb[data-hydrated="true"]')).toBeVisible();
  await page.getByLabel('Date').fill(kolkataDate(3));
  await page.getByLabel('Guests').selectOption({ label: '2 guests' });
  const sevenPm = page.getByRole('button', { name: '7:00 pm' });
  await expect(sevenPm).toBeEnabled();
  await sevenPm.click();
  await fillGuestDetails(page, GUEST);
  await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
  await page.getByRole('button', { name: 'Book table' }).click();

  // Before paying: the amount, the cut-off and what a no-show costs.
  const step = page.getByRole('region', { name: 'Pay the deposit to hold your table' });
  await expect(step).toBeVisible();
  const policy = step.getByRole('note', { name: 'Deposit policy' });
  await expect(policy).toContainText('A deposit of ₹1,000 holds this table.');
  await expect(policy).toContainText('Cancel at least 24 hours before your booking and it is refunded in full');
  await expect(policy).toContainText('a no-show forfeits it');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await seriousViolations(page)).toEqual([]);
  const reference = (await step.locator('.pb-reference').textContent())?.trim() ?? '';
  expect(reference).toMatch(/^[A-Z0-9]{8}$/);

  await step.getByRole('link', { name: 'Pay ₹1,000 deposit' }).click();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  // Back on the booking's own page, the payment checked and the booking taken.
  await expect(page).toHaveURL(new RegExp(`/v/${venue.userName}/book/manage/${reference}\\?token=`));
  await expect(page.getByText('Deposit received. Your booking is confirmed once the restaurant accepts it.')).toBeVisible();
  await expect(page.getByText("We'll confirm shortly")).toBeVisible();
  await expect(page.getByText('₹1,000 · Paid')).toBeVisible();
  await expect(page.getByRole('note', { name: 'Deposit policy' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByText('Your deposit of ₹1,000 is refunded in full.')).toBeVisible();
  await page.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(page.getByText('Your booking is cancelled.')).toBeVisible();
  await expect(page.getByText(/^₹1,000 · (Being refunded to you|Refunded to you)$/)).toBeVisible();

  // The refund is a durable job: the guest's message leaves within the runner's next rounds.
  await expect
    .poll(() => sentTo(request, GUEST.phone, 'booking-deposit-refunded'), { timeout: 60_000 })
    .toEqual([expect.stringContaining(`Your deposit of ₹1,000 for Malabar Table`)]);
  await page.reload();
  await expect(page.getByText('₹1,000 · Refunded to you')).toBeVisible();
});
