import { expect, test } from '@playwright/test';
import { apiBody, createVenue, type Venue } from './support/api.ts';

/**
 * Issue 36's truthful availability on a 375 px phone: a venue closed every Monday (its weekly
 * hours say so) shows a guest who picks a Monday "Closed on Mondays", never "Fully booked", and
 * a free evening on another day.
 */

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

const PHONE = '919000000036';
const CODE = '363636';

let venue: Venue;

/** The restaurant's local date `days` from now (Asia/Kolkata, the restaurant's zone). */
function kolkataDate(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() + days * 86_400_000));
}

/** The next Monday at least two days ahead, and the Tuesday after it, on the venue's calendar. */
function nextMondayAndTuesday(): [string, string] {
  for (let days = 2; days < 10; days += 1) {
    const date = kolkataDate(days);
    if (new Date(`${date}T12:00:00Z`).getUTCDay() === 1) return [date, kolkataDate(days + 1)];
  }
  throw new Error('no Monday within ten days');
}

test.beforeAll(async ({ request }) => {
  venue = await createVenue(request, PHONE, CODE, 'e2e-closed-day', 'Monsoon Table');
  const headers = { Authorization: `Bearer ${venue.accessToken}`, 'X-Profile-ID': venue.profileId };
  await apiBody(
    request.post('/v1/restaurant/createRestaurant/', {
      headers,
      data: { name: 'Monsoon Table', city: 'Pune', address: '4 FC Road' },
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
        openingHours: everyDay.map((day) =>
          day === 1 ? { day, isOpen: false, ranges: [] } : { day, isOpen: true, ranges: [{ start: '12:00', end: '23:00' }] },
        ),
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
        // The meal time runs every day: only the hours close Monday, as owners set it.
        days: everyDay,
      },
    }),
  );
});

test('a guest who picks the venue’s closed day reads "Closed on Mondays", not "Fully booked"', async ({ page }) => {
  const [monday, tuesday] = nextMondayAndTuesday();
  await page.goto(`/v/${venue.userName}/book`);
  await expect(page.locator('.pb[data-hydrated="true"]')).toBeVisible();

  await page.getByLabel('Date').fill(monday);
  await expect(page.getByText('Closed on Mondays')).toBeVisible();
  await expect(page.getByText('Fully booked')).toHaveCount(0);

  await page.getByLabel('Date').fill(tuesday);
  await expect(page.getByRole('button', { name: '7:00 pm' })).toBeEnabled();
  await expect(page.getByText('Closed on Mondays')).toHaveCount(0);
});
