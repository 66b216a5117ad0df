import { expect, test, type Browser, type Page } from '@playwright/test';
import { createVenue, menuApi, signIn, type Venue } from './support/api.ts';

/**
 * Issue 35 "One truth about what guests see", at a phone's and a laptop's width: hiding a dish
 * reaches guests at once and the dashboard says so; a price change waits for Publish Changes,
 * and the dashboard says that too (docs/decisions/0015).
 */
test.describe.configure({ mode: 'serial' });

const WIDTHS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'laptop', width: 1366, height: 900 },
] as const;

let venue: Venue;

test.beforeAll(async ({ request }) => {
  venue = await createVenue(request, '919000000085', '858585', 'e2e-one-truth', 'Coastal Curry House');
});

const toast = (page: Page) => page.locator('.mantine-Notification-root');

/** A dish of its own per width, published, so each run starts from "All changes published". */
async function publishedDish(page: Page, name: string) {
  const menu = menuApi(page.request, venue);
  const food = await menu.addCategory(`Food ${name}`);
  const mains = await menu.addSubcategory(food, `Mains ${name}`);
  await menu.addItem(mains, `Fish Curry ${name}`, { price: '320' });
  await menu.addItem(mains, `Prawn Fry ${name}`, { price: '410' });
  const res = await page.request.post('/v2/publish-menu', {
    headers: { Authorization: `Bearer ${venue.accessToken}`, 'X-Profile-ID': venue.profileId },
    data: {},
  });
  expect(res.ok()).toBe(true);
}

async function guestPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const open = async () => {
    await page.goto(`/v/${venue.userName}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Coastal Curry House' })).toBeVisible();
  };
  await open();
  return { page, open, close: () => context.close() };
}

/** The guest card of a dish: its list item. */
const guestDish = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('link', { name, exact: true }) });

for (const size of WIDTHS) {
  test(`at ${size.width} px: a hide is instant and says so; a price waits for Publish Changes and says so`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    const fish = `Fish Curry ${size.name}`;
    const prawn = `Prawn Fry ${size.name}`;
    await publishedDish(page, size.name);
    await signIn(page, venue);
    await page.goto('/menu');
    await expect(page.getByRole('heading', { name: 'Menu', exact: true })).toBeVisible();
    // The menu opens on its first category: into the one this run made.
    await page.getByRole('textbox', { name: 'Category', exact: true }).click();
    await page.getByRole('option', { name: `Food ${size.name}` }).click();
    await expect(page.getByTestId('item-card').filter({ hasText: fish })).toBeVisible();

    const badge = page.getByRole('status').filter({ hasText: 'All changes published' });
    await expect(badge).toBeVisible();
    await badge.hover();
    await expect(page.getByRole('tooltip')).toContainText('Hide, show, sold out and delete reach guests at once.');

    const guest = await guestPage(browser);
    await expect(guestDish(guest.page, prawn)).toContainText('410');

    // Hide: the card menu says it is instant, the toast says guests no longer see it, and they don't.
    await page.getByRole('button', { name: `Actions for ${fish}` }).click();
    await expect(page.getByRole('menu').getByText('Guests see these at once')).toBeVisible();
    await page.getByRole('menuitem', { name: 'Hide' }).click();
    await expect(toast(page).getByText('Item hidden successfully')).toBeVisible();
    await expect(toast(page).getByText('Guests no longer see it.')).toBeVisible();
    await guest.open();
    await expect(guest.page.getByRole('link', { name: fish })).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'All changes published' })).toBeVisible();

    // A price: saved, and the toast says guests see it after publishing; they still see 410.
    await page.getByRole('button', { name: `Actions for ${prawn}` }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Item' });
    await dialog.getByLabel('Price (₹)').fill('455');
    await dialog.getByRole('button', { name: 'Update Item' }).click();
    await expect(toast(page).getByText('Guests see this change after you Publish Changes.')).toBeVisible();
    await guest.open();
    await expect(guestDish(guest.page, prawn)).toContainText('410');
    await expect(guestDish(guest.page, prawn)).not.toContainText('455');

    // Publish Changes from the count: now guests see 455, and the hidden dish stays hidden.
    await page.getByRole('button', { name: '1 unpublished change' }).click();
    await expect(page.getByRole('heading', { name: 'Preview Mode' })).toBeVisible();
    await page.getByRole('button', { name: 'Publish Changes' }).click();
    await expect(toast(page).getByText('Changes published')).toBeVisible();
    await guest.open();
    await expect(guestDish(guest.page, prawn)).toContainText('455');
    await expect(guest.page.getByRole('link', { name: fish })).toHaveCount(0);
    await guest.close();
  });
}
