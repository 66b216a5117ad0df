import { expect, test, type Page } from '@playwright/test';
import { createVenue, menuApi, signIn, type Venue } from './support/api.ts';

/**
 * Issue 40 "Schedules" (decisions §7): the owner gives a breakfast dish its hours on the
 * dashboard; in the evening guests find it after what is served now, marked "Available from …
 * 7:00 am" in the venue's time, and the preview shows it served at 8:00 am.
 *
 * The server's clock is real and never moved (two journey files share it): the venue's zone is
 * picked at run time so that its clock reads the evening (8 or 9 pm), whatever the hour here.
 */
test.describe.configure({ mode: 'serial' });

/** A whole-hour zone whose clock reads 8 pm-something now ('Etc/GMT-5' is UTC+5). */
function eveningZone(now = new Date()): { zone: string; offsetHours: number } {
  let offsetHours = 20 - now.getUTCHours();
  if (offsetHours > 14) offsetHours -= 24;
  return { zone: offsetHours === 0 ? 'Etc/GMT' : `Etc/GMT${offsetHours > 0 ? '-' : '+'}${Math.abs(offsetHours)}`, offsetHours };
}

const { zone } = eveningZone();

let venue: Venue;

test.beforeAll(async ({ request }) => {
  venue = await createVenue(request, '919000000076', '767676', 'e2e-schedules', 'Udupi Evening Cafe', zone);
  const menu = menuApi(request, venue);
  const tiffin = await menu.addCategory('Tiffin');
  const south = await menu.addSubcategory(tiffin, 'South Indian');
  await menu.addItem(south, 'Masala Dosa', { price: '120' });
  await menu.addItem(south, 'Filter Coffee', { price: '40' });
});

const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').getByText(text);
const guestDish = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('link', { name, exact: true }) });

test('a breakfast dish waits in the evening, marked with its next start in the venue’s time', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, venue);
  await page.goto('/menu');
  await expect(page.getByRole('heading', { name: 'Menu', exact: true })).toBeVisible();

  // Every day, 7:00–11:00: the new time comes as weekday breakfast; the weekend's chips join it.
  await page.getByRole('button', { name: 'Actions for Masala Dosa' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Item' });
  await dialog.getByRole('button', { name: 'Add a time' }).click();
  // A chip's box is its label (the checkbox itself is visually hidden).
  await dialog.getByText('Sat', { exact: true }).click();
  await dialog.getByText('Sun', { exact: true }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Sunday' })).toBeChecked();
  await expect(dialog.getByTestId('availability-summary')).toHaveText('Every day 7:00 am–11:00 am');
  await dialog.getByRole('button', { name: 'Update Item' }).click();
  await expect(toast(page, 'Item updated')).toBeVisible();
  // The card says its schedule in short.
  await expect(page.getByTestId('item-card').filter({ hasText: 'Masala Dosa' })).toContainText('Every day 7:00 am–11:00 am');

  // Never published: guests see the saved menu, the dosa after the coffee, marked.
  const guest = await (await browser.newContext()).newPage();
  for (const width of [375, 1366]) {
    await guest.setViewportSize({ width, height: width < 800 ? 812 : 900 });
    await guest.goto(`/v/${venue.userName}`);
    await expect(guest.getByRole('heading', { level: 1, name: 'Udupi Evening Cafe' })).toBeVisible();
    const dosa = guestDish(guest, 'Masala Dosa');
    await expect(dosa).toContainText('Available from 7:00 am');
    await expect(guestDish(guest, 'Filter Coffee')).not.toContainText('Available from');
    const names = await guest.locator('.pm-subcategory .pm-card-open').allTextContents();
    expect(names).toEqual(['Filter Coffee', 'Masala Dosa']);
    await guest.screenshot({ path: test.info().outputPath(`guest-menu-${width}.png`), fullPage: true });
  }
  const menuJson = await guest.request.get(`/v/${venue.userName}/menu.json`);
  const items = ((await menuJson.json()) as { body: { items: { name: string; availableNow: boolean }[] } }).body.items;
  expect(items.map(({ name, availableNow }) => [name, availableNow])).toEqual([
    ['Filter Coffee', true],
    ['Masala Dosa', false],
  ]);

  // The preview at 8:00 am: breakfast is served, nothing is marked.
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('heading', { name: 'Preview Mode' })).toBeVisible();
  const frame = page.getByTestId('preview-frame');
  await expect(frame).toContainText('Available from 7:00 am');
  await page.getByLabel('Preview time').fill('08:00');
  await expect(frame.getByRole('link', { name: 'Masala Dosa' })).toBeVisible();
  await expect(frame).not.toContainText('Available from');
  await page.screenshot({ path: test.info().outputPath('preview-at-1366.png') });
  await guest.context().close();
});
