import { expect, test, type Page } from '@playwright/test';
import { createVenue, signIn } from './support/api.ts';

/**
 * Issue 35 "A guided start and a findable product": a brand-new number is led from its personal
 * profile to creating its business profile, lands on it with the set-up checklist, and finds the
 * checklist, the events and the money from anywhere, on a laptop and on a phone.
 */

async function logIn(page: Page, digits: string, code: string) {
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(digits);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
}

test('a new number creates its business profile from the prompt and lands on it with the checklist reachable', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/login');
  await logIn(page, '9000000071', '717171');
  await expect(page).toHaveURL(/\/profile$/);

  // The personal profile publishes no menu for guests (no "Personal – Menu" page).
  const personal = await page.evaluate(async () => {
    const response = await fetch('/v1/user/socialProfiles', {
      headers: { authorization: `Bearer ${localStorage.getItem('accessToken')}` },
    });
    const { body } = (await response.json()) as { body: { profiles: { userName: string; profileType: string }[] } };
    return body.profiles.find((profile) => profile.profileType === 'personal');
  });
  const publicPage = await request.get(`/v/${personal!.userName}`);
  expect(publicPage.status()).toBe(404);
  expect(await publicPage.text()).not.toContain('– Menu');

  // The next step is on the screen: create the business profile.
  const prompt = page.getByRole('region', { name: 'Get started' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Create business profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Profile' });
  await expect(dialog.getByRole('radio', { name: 'Business' })).toBeChecked();
  const userName = `guided-${Date.now().toString(36)}`;
  await dialog.getByRole('textbox', { name: 'Profile Name' }).fill('Guided Cafe');
  await dialog.getByRole('textbox', { name: 'Username' }).fill(userName);
  await expect(dialog.getByText('Username is available')).toBeVisible();
  await dialog.getByRole('button', { name: 'Select Categories' }).click();
  const picker = page.getByRole('dialog', { name: 'Select Categories' });
  await picker.getByRole('textbox', { name: 'Search categories' }).fill('Cafe');
  await picker.getByRole('checkbox', { name: 'Cafe', exact: true }).check();
  await picker.getByRole('button', { name: 'Done' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();

  // It is the active profile at once, and the set-up checklist is where the owner lands.
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('button', { name: 'Switch profile' })).toContainText(`@${userName}`);
  await expect(page.getByRole('heading', { name: 'Set up your venue' })).toBeVisible();
  await expect(prompt).toHaveCount(0);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('activeBusinessProfile') ?? 'null'));
  expect(stored).toMatchObject({ userName, profileType: 'business' });

  // Anywhere else, the unfinished set-up is one click away.
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Reservations' }).click();
  const setUp = page.getByRole('region', { name: 'Venue set-up' });
  await expect(setUp).toContainText(/Set up your venue: \d of 7 done/);
  await setUp.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: 'Set up your venue' })).toBeVisible();

  // Events, tickets and the money have places in the sidebar and on Home.
  for (const [name, path] of [
    ['Events', '/add-event'],
    ['Ticket selling', '/event-ticket-selling'],
    ['Wallet', '/wallet'],
    ['Bank details', '/bank-details'],
  ] as const) {
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', path);
    await expect(page.getByRole('main').getByRole('link', { name, exact: true })).toHaveAttribute('href', path);
  }
  await page.getByRole('main').getByRole('link', { name: 'Ticket selling', exact: true }).click();
  await expect(page).toHaveURL(/\/event-ticket-selling$/);
  await expect(nav.getByRole('link', { name: 'Ticket selling' })).toHaveAttribute('aria-current', 'page');
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the tab bar’s More opens Home, the events and the money; the set-up banner leads to Home', async ({ page, request }) => {
    const venue = await createVenue(request, '+919000000072', '727272', 'guided-phone', 'Phone Cafe');
    await signIn(page, venue);
    await page.goto('/reservations');
    const setUp = page.getByRole('region', { name: 'Venue set-up' });
    await expect(setUp).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(tabs.getByRole('link')).toHaveText(['Menu', 'Reservations', 'Profile']);
    await tabs.getByRole('button', { name: 'More' }).click();
    const sheet = page.getByRole('dialog', { name: 'More' });
    await expect(sheet.getByRole('link')).toHaveText([
      'Home',
      'QR codes',
      'Menu settings',
      'Languages',
      'Waitlist',
      'Guests',
      'Events',
      'Ticket selling',
      'Wallet',
      'Bank details',
    ]);
    await sheet.getByRole('link', { name: 'Wallet' }).click();
    await expect(page).toHaveURL(/\/wallet$/);
    await expect(sheet).toBeHidden();
    await setUp.getByRole('link', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: 'Set up your venue' })).toBeVisible();
    // Nothing scrolls sideways at this width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
