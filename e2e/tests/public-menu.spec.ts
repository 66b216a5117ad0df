import { expect, test, type Page } from '@playwright/test';
import { createVenue, menuApi, seedMenu, signIn, type Venue } from './public-support.ts';
import { seriousViolations } from './support/axe.ts';

/**
 * Issue 5's journeys on the guest menu at /v/{username}: a hidden dish leaves at once (a menu
 * never published shows every save; issue 15 drafts: menu-publishing.spec.ts), search and
 * item detail on a 375 px phone, accessibility, and the dashboard's Preview Mode and publish.
 */

test.describe.configure({ mode: 'serial' });

let venue: Venue;
let seeded: Awaited<ReturnType<typeof seedMenu>>;

test.beforeAll(async ({ request }) => {
  venue = await createVenue(request, '919000000026', '262626', 'e2e-public', 'Saffron Terrace');
  seeded = await seedMenu(request, venue);
});

/** The server-rendered page is usable at once; search and the dialog wait for the script. */
async function openMenu(page: Page, userName: string) {
  await page.goto(`/v/${userName}`);
  await expect(page.locator('.pm[data-hydrated="true"]')).toBeVisible();
}

test('the menu is in the HTML before any script, and a hidden item disappears at once', async ({ page, browser, request }) => {
  // Without JavaScript the guest still reads the whole menu (server-rendered).
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto(`/v/${venue.userName}`);
  await expect(plain.getByRole('heading', { level: 1, name: 'Saffron Terrace' })).toBeVisible();
  await expect(plain.getByText('Hyderabadi Biryani')).toBeVisible();
  await expect(plain.getByText('₹349 / ₹1,249')).toBeVisible();
  await noScript.close();

  await openMenu(page, venue.userName);
  await expect(page.getByRole('link', { name: 'Chicken 65' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const menu = menuApi(request, venue);
  await menu.setPublish('Item', seeded.ids.chicken, 0);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Paneer Tikka' })).toBeVisible();
  await expect(page.getByText('Chicken 65')).toHaveCount(0);
  const json = await (await request.get(`/v/${venue.userName}/menu.json`)).text();
  expect(json).not.toContain('Chicken 65');

  await menu.setPublish('Item', seeded.ids.chicken, 1);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Chicken 65' })).toBeVisible();
});

test('hide an item in the dashboard: it leaves the public menu at once, and comes back when shown', async ({ page, browser }) => {
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await openMenu(guest, venue.userName);
  await expect(guest.getByRole('link', { name: 'Chicken 65' })).toBeVisible();

  await signIn(page, venue);
  await page.goto('/menu');
  await expect(page.getByRole('heading', { name: 'Menu', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Actions for Chicken 65' }).click();
  await page.getByRole('menuitem', { name: 'Hide' }).click();
  await expect(page.getByText('Item hidden successfully')).toBeVisible();

  await openMenu(guest, venue.userName);
  await expect(guest.getByRole('link', { name: 'Paneer Tikka' })).toBeVisible();
  await expect(guest.getByText('Chicken 65')).toHaveCount(0);

  await page.getByRole('button', { name: 'Actions for Chicken 65' }).click();
  await page.getByRole('menuitem', { name: 'Show' }).click();
  await expect(page.getByText('Item shown successfully')).toBeVisible();
  await openMenu(guest, venue.userName);
  await expect(guest.getByRole('link', { name: 'Chicken 65' })).toBeVisible();
  await guestContext.close();
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test('search, filter and open an item’s detail', async ({ page }) => {
    // A hydration mismatch or a CSP refusal shows up as a console error.
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await openMenu(page, venue.userName);
    const search = page.getByRole('searchbox', { name: 'Search the menu' });
    await search.fill('paner tika');
    await expect(page.getByText('1 dish found')).toBeVisible();
    // Plain search also matches variety names (spec §2).
    await search.fill('half');
    await expect(page.getByRole('link', { name: 'Hyderabadi Biryani' })).toBeVisible();
    await search.fill('');

    await page.getByRole('button', { name: 'Egg', exact: true }).click();
    await expect(page.getByRole('link', { name: 'Egg Curry' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Paneer Tikka' })).toHaveCount(0);
    await page.getByRole('button', { name: 'All', exact: true }).click();

    await search.fill('paneer');
    await page.getByRole('link', { name: 'Paneer Tikka' }).click();
    const dialog = page.getByRole('dialog', { name: 'Paneer Tikka' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("Chef's Choice")).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Price' })).toBeVisible();
    await expect(dialog.getByText('₹280')).toBeVisible();
    const contains = dialog.getByRole('region', { name: 'Contains' });
    await expect(contains.getByRole('listitem')).toHaveText(['Milk', 'Nut', 'Wheat / Rye / Barley / Oats', '+1 more']);
    await expect(dialog.getByRole('region', { name: 'Dietary information' })).toContainText('Extra spicy');
    const box = await dialog.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(375);
    expect(await seriousViolations(page, '.pm-dialog')).toEqual([]);

    await dialog.getByRole('button', { name: 'Vegetarian' }).click();
    await expect(dialog.getByText('This is a vegetarian dish')).toBeVisible();
    await expect(dialog.getByText('This is a vegetarian dish')).toBeHidden({ timeout: 3000 });

    await dialog.getByRole('button', { name: 'CLOSE' }).click();
    await expect(dialog).toBeHidden();
    expect(errors).toEqual([]);
  });

  test('variants show each price and food type; a dish tapped before the script loaded opens once it has', async ({ page }) => {
    // A tap before hydration leaves the dish's anchor in the address; the hydrated page opens it.
    await page.goto(`/v/${venue.userName}#i-${seeded.ids.biryani}`);
    const variants = page.getByRole('dialog').getByRole('region', { name: 'Variants' });
    await expect(variants.getByRole('listitem')).toHaveText(['Half₹349', 'Full₹1,249']);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});

test('a menu opened once still opens without a connection', async ({ page, context }) => {
  await openMenu(page, venue.userName);
  // Page-side expressions as strings: this project's e2e types have no DOM.
  await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
  await expect.poll(() => page.evaluate('Boolean(navigator.serviceWorker.controller)')).toBe(true);
  // A second visit while the worker is in charge keeps the page and its bundle.
  await openMenu(page, venue.userName);

  await context.setOffline(true);
  try {
    await openMenu(page, venue.userName);
    await expect(page.getByRole('heading', { level: 1, name: 'Saffron Terrace' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search the menu' }).fill('lassi');
    await expect(page.getByRole('link', { name: 'Mango Lassi' })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});

test('an unknown venue gets the 404 page', async ({ page }) => {
  const res = await page.goto('/v/nobody-has-this-name');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Menu not found' })).toBeVisible();
});

test('the link page reads well on a phone and opens the menu', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`/v/${venue.userName}/links`);
  await expect(page.getByRole('heading', { level: 1, name: 'Saffron Terrace' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'View Menu' }).click();
  await expect(page).toHaveURL(new RegExp(`/v/${venue.userName}$`));
});

test('preview on each device width, then publish', async ({ page, request }) => {
  await signIn(page, venue);
  await page.goto('/digital-menu-settings');
  await page.getByRole('button', { name: 'Preview and publish' }).click();
  await expect(page.getByRole('heading', { name: 'Preview Mode' })).toBeVisible();
  await expect(page.getByText('Not published yet')).toBeVisible();

  const frame = page.getByTestId('preview-frame');
  for (const [device, width] of [
    ['Mobile', 375],
    ['Tablet', 768],
    ['Desktop', 1280],
  ] as const) {
    if (device !== 'Mobile') await page.getByText(device, { exact: true }).click();
    await expect(frame).toHaveAttribute('data-device', device.toLowerCase());
    // The frame lays the page out at the device's width (scaled down when the screen is narrower).
    expect(await frame.evaluate((element) => (element as unknown as { offsetWidth: number }).offsetWidth)).toBe(width);
    expect(
      await frame.locator('.pm').evaluate((element) => (element as unknown as { offsetWidth: number }).offsetWidth),
    ).toBeLessThanOrEqual(width);
    await expect(frame.getByRole('link', { name: 'Paneer Tikka' })).toBeVisible();
  }
  // Only visible items, by category: an empty category says so.
  await expect(frame.getByRole('region', { name: 'Desserts' }).getByText('No visible items in this category.')).toBeVisible();

  await page.getByRole('button', { name: 'Publish Changes' }).click();
  await expect(page.getByText('Changes published')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Preview Mode' })).toBeHidden();

  await page.getByRole('button', { name: 'Preview and publish' }).click();
  await expect(page.getByText(/^Last published /)).toBeVisible();
  const preview = await request.get('/v2/menu-preview', {
    headers: { Authorization: `Bearer ${venue.accessToken}`, 'X-Profile-ID': venue.profileId },
  });
  expect((await preview.json()).body.publishedAt).not.toBeNull();
  await page.getByRole('button', { name: 'Exit Preview' }).click();
  await expect(page.getByRole('heading', { name: 'Digital menu settings' })).toBeVisible();
});

test('a new theme shows on the public menu', async ({ page }) => {
  await signIn(page, venue);
  await page.goto('/digital-menu-settings');
  await expect(page.getByRole('textbox', { name: 'Public link' })).toHaveValue(new RegExp(`/v/${venue.userName}$`));
  await page.getByRole('radio', { name: 'Midnight' }).click();
  await expect(page.getByRole('region', { name: 'Theme preview' }).locator('.pm')).toHaveAttribute('data-theme', 'midnight');
  await page.getByRole('button', { name: 'Save theme' }).click();
  await expect(page.getByText('Theme saved')).toBeVisible();

  await openMenu(page, venue.userName);
  await expect(page.locator('.pm')).toHaveAttribute('data-theme', 'midnight');
  expect(await seriousViolations(page)).toEqual([]);
});
