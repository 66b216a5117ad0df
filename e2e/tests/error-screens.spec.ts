import { expect, test } from '@playwright/test';
import { createVenue, signIn, type Venue } from './support/api.ts';

/**
 * Issue 35 "No error screen": a screen whose script chunk cannot be loaded (gone after a
 * deploy) reloads the page once, and when it still fails shows our error screen inside the
 * shell with Retry and Home, never React Router's "Unexpected Application Error".
 */

let venue: Venue;
test.beforeAll(async ({ request }) => {
  venue = await createVenue(request, '+919000000073', '737373', 'error-screens', 'Error Cafe');
});

test('a chunk that will not load reloads once, then shows the error screen in the shell; Retry brings the screen back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, venue);
  await page.goto('/profile');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav).toBeVisible();

  // The wallet's chunk is gone, as after a deploy that replaced it.
  let blocked = 0;
  await page.route(/\/assets\/wallet-[^/]*\.js$/, (route) => {
    blocked += 1;
    return route.fulfill({ status: 404, contentType: 'application/json', body: '{}' });
  });
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));

  await nav.getByRole('link', { name: 'Wallet', exact: true }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'A newer version is ready' });
  await expect(alert).toBeVisible();
  // One reload into the "new build", not a loop.
  expect(loads.filter((url) => url.endsWith('/wallet'))).toHaveLength(1);
  expect(blocked).toBeGreaterThanOrEqual(2);
  await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
  // The shell stays around the error.
  await expect(nav.getByRole('link', { name: 'Menu', exact: true })).toBeVisible();
  await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(alert.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
  await page.waitForTimeout(1000);
  expect(loads.filter((url) => url.endsWith('/wallet'))).toHaveLength(1);

  // The file is back (the deploy finished): Retry opens the screen.
  await page.unroute(/\/assets\/wallet-[^/]*\.js$/);
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Wallet' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'A newer version is ready' })).toHaveCount(0);
});

test('a chunk that still fails right after the reload shows the error screen in the shell on a cold start; Home leaves it behind', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await signIn(page, venue);
  await page.route(/\/assets\/bank-details-[^/]*\.js$/, (route) => route.fulfill({ status: 404, body: '' }));
  // The reload has just happened in this tab: the guard shows the screen instead of reloading again.
  await page.addInitScript(() => sessionStorage.setItem('chunkReloadAt', String(Date.now())));
  await page.goto('/bank-details');
  const alert = page.getByRole('alert').filter({ hasText: 'A newer version is ready' });
  await expect(alert).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await alert.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: 'Home', exact: true })).toBeVisible();
});
