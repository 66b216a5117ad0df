import { expect, test, type Browser, type Page } from '@playwright/test';
import { createVenue, menuApi, signIn, type Venue } from './support/api.ts';

/**
 * Issue 15's publishing journeys (docs/decisions/0015): guests see the last published menu; an
 * edit in the dashboard waits for "Publish Changes", while hiding a dish or marking it sold out
 * reaches guests at once. One venue for the file (codes are rate limited per phone).
 */
test.describe.configure({ mode: 'serial' });

let venue: Venue;

test.beforeAll(async ({ request }) => {
  venue = await createVenue(request, '919000000045', '454545', 'e2e-publishing', 'Tandoor Lane');
  const menu = menuApi(request, venue);
  const food = await menu.addCategory('Food');
  const starters = await menu.addSubcategory(food, 'Starters');
  await menu.addItem(starters, 'Paneer Tikka', { price: '280' });
  await menu.addItem(starters, 'Chicken 65', { price: '320', type: 'non-veg' });
});

const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').getByText(text, { exact: true });

/** The guest's page in a context of its own (no dashboard login), loaded afresh. */
async function guestPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const open = async () => {
    await page.goto(`/v/${venue.userName}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Tandoor Lane' })).toBeVisible();
  };
  await open();
  return { page, open, close: () => context.close() };
}

async function openMenu(page: Page) {
  await signIn(page, venue);
  await page.goto('/menu');
  await expect(page.getByRole('heading', { name: 'Menu', exact: true })).toBeVisible();
}

/** Renames a dish through its card's Edit dialog: a draft edit. */
async function renameItem(page: Page, from: string, to: string) {
  await page.getByRole('button', { name: `Actions for ${from}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Item' });
  await dialog.getByLabel('Item Name').fill(to);
  await dialog.getByRole('button', { name: 'Update Item' }).click();
  await expect(toast(page, 'Item updated')).toBeVisible();
}

async function publishFromPreview(page: Page, entry: string) {
  await page.getByRole('button', { name: entry }).click();
  await expect(page.getByRole('heading', { name: 'Preview Mode' })).toBeVisible();
  await page.getByRole('button', { name: 'Publish Changes' }).click();
  await expect(toast(page, 'Changes published')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Menu', exact: true })).toBeVisible();
}

test('an edit is not on the public page until Publish Changes, then it is', async ({ page, browser }) => {
  const guest = await guestPage(browser);
  // Never published: a new venue's page shows the menu as it is saved, never blank.
  await expect(guest.page.getByRole('link', { name: 'Paneer Tikka' })).toBeVisible();

  await openMenu(page);
  await expect(page.getByRole('status').filter({ hasText: 'Live as you save' })).toBeVisible();
  await publishFromPreview(page, 'Preview');
  await expect(page.getByRole('status').filter({ hasText: 'All changes published' })).toBeVisible();

  await renameItem(page, 'Paneer Tikka', 'Paneer Tikka Angaari');
  await expect(page.getByTestId('item-card').filter({ hasText: 'Paneer Tikka Angaari' })).toBeVisible();

  // Guests still see the published menu; the dashboard counts the change.
  await guest.open();
  await expect(guest.page.getByRole('link', { name: 'Paneer Tikka', exact: true })).toBeVisible();
  await expect(guest.page.getByText('Paneer Tikka Angaari')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '1 unpublished change' })).toBeVisible();

  // The count leads to the preview, which shows the draft; publishing makes it the public menu.
  await page.getByRole('button', { name: '1 unpublished change' }).click();
  await expect(page.getByTestId('preview-frame').getByRole('link', { name: 'Paneer Tikka Angaari' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '1 unpublished change' })).toBeVisible();
  await page.getByRole('button', { name: 'Publish Changes' }).click();
  await expect(toast(page, 'Changes published')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'All changes published' })).toBeVisible();

  await guest.open();
  await expect(guest.page.getByRole('link', { name: 'Paneer Tikka Angaari' })).toBeVisible();
  await guest.close();
});

test('hiding, showing and "sold out today" reach the public page at once, without publishing', async ({ page, browser }) => {
  await openMenu(page);
  // A draft edit waits for publishing throughout: visibility must not publish it.
  await renameItem(page, 'Chicken 65', 'Chicken 65 Dry');

  const guest = await guestPage(browser);
  await expect(guest.page.getByRole('link', { name: 'Chicken 65', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Actions for Chicken 65 Dry' }).click();
  await page.getByRole('menuitem', { name: 'Hide' }).click();
  await expect(toast(page, 'Item hidden successfully')).toBeVisible();
  await guest.open();
  await expect(guest.page.getByRole('link', { name: 'Paneer Tikka Angaari' })).toBeVisible();
  await expect(guest.page.getByText(/Chicken 65/)).toHaveCount(0);

  await page.getByRole('button', { name: 'Actions for Chicken 65 Dry' }).click();
  await page.getByRole('menuitem', { name: 'Show' }).click();
  await expect(toast(page, 'Item shown successfully')).toBeVisible();
  await guest.open();
  // Back, under its published name: the rename still waits for "Publish Changes".
  await expect(guest.page.getByRole('link', { name: 'Chicken 65', exact: true })).toBeVisible();
  await expect(guest.page.getByText('Chicken 65 Dry')).toHaveCount(0);

  await page.getByRole('button', { name: 'Actions for Paneer Tikka Angaari' }).click();
  await page.getByRole('menuitem', { name: 'Sold out today' }).click();
  await expect(toast(page, 'Marked sold out until tomorrow')).toBeVisible();
  await expect(
    page.getByTestId('item-card').filter({ hasText: 'Paneer Tikka Angaari' }).getByText('Sold out today'),
  ).toBeVisible();
  await guest.open();
  const dish = guest.page.getByRole('listitem').filter({ has: guest.page.getByRole('link', { name: 'Paneer Tikka Angaari' }) });
  await expect(dish.getByText('Sold out today')).toBeVisible();

  await page.getByRole('button', { name: 'Actions for Paneer Tikka Angaari' }).click();
  await page.getByRole('menuitem', { name: 'Back in stock' }).click();
  await expect(toast(page, 'Item back in stock')).toBeVisible();
  await guest.open();
  await expect(dish.getByText('Sold out today')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '1 unpublished change' })).toBeVisible();
  await guest.close();
});
