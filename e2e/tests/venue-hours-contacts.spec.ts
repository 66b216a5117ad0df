import { expect, test, type Page } from '@playwright/test';
import { apiBody, createVenue, signIn, type Venue } from './support/api.ts';

/*
 * Issue 35 "One place for hours and contacts", at a desktop and a phone width: Profile →
 * Opening hours opens for a venue without table reservations (never "Create restaurant") and
 * takes split shifts; Contact details holds every number, the one WhatsApp number and the email,
 * shows no hours of its own; guests see today's hours and the week on the link page and the menu,
 * and the same WhatsApp number; the business profile shows the same numbers.
 */

test.describe.configure({ mode: 'serial' });

const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').getByText(text, { exact: true });

for (const [label, viewport, phone, code] of [
  ['1366', { width: 1366, height: 900 }, '+919000000090', '909090'],
  ['375', { width: 375, height: 812 }, '+919000000091', '919191'],
] as const) {
  test.describe(`at ${label} px`, () => {
    const isPhone = viewport.width < 768;
    test.use({ viewport, hasTouch: isPhone, isMobile: isPhone });
    let venue: Venue;

    test.beforeAll(async ({ request }) => {
      venue = await createVenue(request, phone, code, `e2e-hours-${label}`, 'Coastal Curry House');
    });

    test('opening hours with a split shift, set once at the profile, shown to guests', async ({ page }) => {
      await signIn(page, venue);
      await page.goto('/profile');
      await page.getByRole('link', { name: 'Opening hours' }).first().click();
      await expect(page).toHaveURL(/\/profile\/settings\/opening-hours$/);
      await expect(page.getByRole('heading', { name: 'Opening hours' })).toBeVisible();
      await expect(page.getByText(/create restaurant/i)).toHaveCount(0);

      // Every day: lunch 12:00–15:00 and dinner 19:00–23:00.
      const days = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
      for (const [index, day] of days.entries()) {
        await page.getByRole('switch', { name: `${day} open` }).check();
        await page.getByLabel(`${day} range 1 opens`).fill('12:00');
        await page.getByLabel(`${day} range 1 closes`).fill('15:00');
        // The days open so far each have their "Add range", in week order.
        await page.getByRole('button', { name: 'Add range' }).nth(index).click();
        await page.getByLabel(`${day} range 2 opens`).fill('19:00');
        await page.getByLabel(`${day} range 2 closes`).fill('23:00');
      }
      const save = page.getByRole('button', { name: 'Save opening hours' });
      await expect(save).toBeInViewport();
      await save.click();
      await expect(toast(page, 'Opening hours saved')).toBeVisible();
      await expect(page.locator('html')).not.toHaveCSS('overflow-x', 'scroll');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      const guest = await page.context().newPage();
      for (const url of [`/v/${venue.userName}/links`, `/v/${venue.userName}`]) {
        await guest.goto(url);
        const hours = guest.locator('details.pm-hours');
        await expect(hours.getByText('Open today 12:00 pm – 3:00 pm, 7:00 pm – 11:00 pm')).toBeVisible();
        await hours.locator('summary').click();
        await expect(hours.getByRole('row', { name: /Monday/ })).toContainText('12:00 pm – 3:00 pm, 7:00 pm – 11:00 pm');
      }
      await guest.close();
    });

    test('contact details are the one place for numbers, WhatsApp and email', async ({ page, request }) => {
      await signIn(page, venue);
      await page.goto('/profile/settings/contact-details');
      await expect(page.getByRole('heading', { name: 'Contact details' })).toBeVisible();
      // No second set of hours here, so no "Closed" beside open days.
      await expect(page.getByRole('switch', { name: /closed/i })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Opening hours' })).toBeVisible();
      await page.getByRole('button', { name: 'Add number' }).click();
      await page.getByRole('textbox', { name: 'Number 1' }).fill('918041234567');
      await page.getByRole('textbox', { name: /WhatsApp number/ }).fill('919845012345');
      await page.getByRole('textbox', { name: 'Email' }).fill('hello@coastal.example');
      await page.getByRole('button', { name: 'Save contact details' }).click();
      await expect(toast(page, 'Contact details saved')).toBeVisible();

      // The business profile and the link page show the same numbers.
      const headers = { Authorization: `Bearer ${venue.accessToken}`, 'X-Profile-ID': venue.profileId };
      const business = await apiBody<{ WhatsappPhoneNumber: string; businessNumber: string }>(
        request.get('/v1/profiles', { headers }),
      );
      expect(business).toMatchObject({ WhatsappPhoneNumber: '919845012345', businessNumber: '918041234567' });
      await page.goto('/profile/edit-business-profile');
      await expect(page.getByRole('link', { name: 'Contact details' })).toBeVisible();
      await expect(page.getByLabel('WhatsApp number')).toHaveCount(0);
      await page.goto(`/v/${venue.userName}/links`);
      await expect(page.getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute('href', 'https://wa.me/919845012345');
      await expect(page.getByRole('link', { name: 'Call Us' })).toHaveAttribute('href', 'tel:+918041234567');
    });
  });
}
