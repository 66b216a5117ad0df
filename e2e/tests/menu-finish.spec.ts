import { expect, test, type Page } from '@playwright/test';
import { createVenue, menuApi, signIn, type Venue } from './menu-support.ts';

/**
 * Issue 15's finish on the menu screen: Edit Item moves a dish to another subcategory and
 * category, a hidden dish's band never covers its name on a phone, and the subcategory
 * carousel shows arrows only when it has something to scroll to.
 */
test.describe.configure({ mode: 'serial' });

let venue: Venue;
let api: ReturnType<typeof menuApi>;
let food: string;
let drinks: string;
let coolers: string;

test.beforeAll(async ({ request }) => {
  venue = await createVenue(request, '+919000000043', '434343', 'e2e-finish', 'Finish Line Cafe');
  const setup = menuApi(request, venue);
  food = await setup.addCategory('Food');
  drinks = await setup.addCategory('Drinks');
  const starters = await setup.addSubcategory(food, 'Starters');
  await setup.addSubcategory(food, 'Mains');
  coolers = await setup.addSubcategory(drinks, 'Coolers');
  await setup.addItem(coolers, 'Sweet Lassi');
  await setup.addItem(starters, 'Mango Lassi');
  const hidden = await setup.addItem(starters, 'Paneer Tikka Angaari with Mint Chutney and Onion Rings');
  await setup.setPublish('Item', hidden, 0);
});

test.beforeEach(async ({ page }) => {
  api = menuApi(page.request, venue);
  await signIn(page, venue);
});

const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').getByText(text, { exact: true });

test('Edit Item moves a dish to another category and subcategory, at its end', async ({ page }) => {
  await page.goto('/menu');
  await page.getByRole('button', { name: 'Actions for Mango Lassi' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Item' });
  await expect(dialog.getByRole('textbox', { name: 'Subcategory' })).toHaveValue('Starters');
  await dialog.getByRole('textbox', { name: 'Category', exact: true }).click();
  await page.getByRole('option', { name: 'Drinks' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Subcategory' })).toHaveValue('Coolers');
  await dialog.getByRole('button', { name: 'Update Item' }).click();
  await expect(toast(page, 'Item updated')).toBeVisible();

  const stored = (await api.menu()).menuitems.items
    .filter((item) => item.subCategory_id === coolers)
    .sort((a, b) => a.position - b.position)
    .map((item) => item.itemName);
  expect(stored).toEqual(['Sweet Lassi', 'Mango Lassi']);
  await expect(page.getByTestId('item-card').filter({ hasText: 'Mango Lassi' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Category', exact: true }).click();
  await page.getByRole('option', { name: 'Drinks' }).click();
  await expect(page.getByTestId('item-card')).toHaveText([/Sweet Lassi/, /Mango Lassi/]);
});

test('on a phone a hidden dish is marked without covering its name, and cards take the full width', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/menu');
  const card = page.getByTestId('item-card').filter({ hasText: 'Paneer Tikka Angaari' });
  const band = card.getByText('Hidden from Menu');
  const name = card.getByText('Paneer Tikka Angaari with Mint Chutney and Onion Rings');
  await expect(band).toBeVisible();
  await expect(name).toBeVisible();
  const [bandBox, nameBox, cardBox] = [(await band.boundingBox())!, (await name.boundingBox())!, (await card.boundingBox())!];
  expect(bandBox.y + bandBox.height).toBeLessThanOrEqual(nameBox.y);
  // The subcategories sit above the dishes, so a card spans the screen less the page's margins.
  expect(cardBox.width).toBeGreaterThan(300);
  // No badge is cut short: the publishing state has its own line rather than squeezing beside the title.
  const cut = await page
    .locator('.mantine-Badge-label')
    .evaluateAll((labels) => labels.filter((label) => label.scrollWidth > label.clientWidth).map((label) => label.textContent));
  expect(cut).toEqual([]);
  // Nothing on the screen runs past its right edge.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);
});

test('the subcategory carousel shows arrows only when it has more to show', async ({ page, request }) => {
  await page.goto('/menu');
  await page.getByRole('button', { name: 'Add/Edit SubCategory' }).click();
  const dialog = page.getByRole('dialog', { name: 'Manage Subcategories' });
  await expect(dialog.getByRole('button', { name: 'Starters' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Next subcategories' })).toHaveCount(0);

  const setup = menuApi(request, venue);
  for (let index = 1; index <= 12; index += 1) await setup.addSubcategory(food, `Special ${index}`);
  await page.reload();
  await page.getByRole('button', { name: 'Add/Edit SubCategory' }).click();
  await expect(dialog.getByRole('button', { name: 'Special 12' })).toBeAttached();
  await expect(dialog.getByRole('button', { name: 'Next subcategories' })).toBeVisible();
});
