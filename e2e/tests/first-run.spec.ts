import { expect, test, type Page } from '@playwright/test';
import { createVenue, signIn, type Venue } from './menu-support.ts';

/**
 * Issue 15's first run: a new venue's /home shows the set-up checklist, and it advances as the
 * owner adds a category, a dish and a QR code from the steps' own actions, in a real browser
 * against the real server.
 */
test.describe.configure({ mode: 'serial' });

let venue: Venue;

test.beforeAll(async ({ request }) => {
  venue = await createVenue(request, '+919000000042', '424242', 'e2e-first-run', 'First Run Dhaba');
});

test.beforeEach(async ({ page }) => {
  await signIn(page, venue);
});

const checklist = (page: Page) => page.getByRole('region', { name: 'Set up your venue' });
const step = (page: Page, id: string) => checklist(page).locator(`li[data-step="${id}"]`);
const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').getByText(text, { exact: true });

async function expectProgress(page: Page, done: number, steps: string[]) {
  await expect(checklist(page).getByText(`${done} of 7 done`)).toBeVisible();
  await expect(checklist(page).getByRole('progressbar')).toHaveAttribute(
    'aria-label',
    `Set-up progress: ${done} of 7 steps done`,
  );
  for (const id of steps) await expect(step(page, id)).toHaveAttribute('data-done', 'true');
}

test('the set-up checklist advances from a new venue to its first category, dish and QR code', async ({ page }) => {
  await page.goto('/home');
  await expectProgress(page, 0, []);
  // Every step says what to do; the first one to take stands out.
  await expect(step(page, 'logo').getByRole('link', { name: /Add your logo/ })).toHaveAttribute(
    'href',
    '/profile/edit-business-profile',
  );
  await expect(page.getByText('No categories yet. Add your first category, such as Food or Drinks.')).toBeVisible();

  // The category step opens the home screen's own dialog, and ticks at once.
  await step(page, 'category')
    .getByRole('button', { name: /Create your first category/ })
    .click();
  const addCategory = page.getByRole('dialog', { name: 'Add Category' });
  await addCategory.getByLabel('Category Name').fill('Food');
  await addCategory.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Category added successfully!')).toBeVisible();
  await expectProgress(page, 1, ['category']);

  // The dish step leads to the menu; a dish needs a subcategory first, made from the Add Item form.
  await step(page, 'item')
    .getByRole('link', { name: /Add your first dish/ })
    .click();
  await expect(page).toHaveURL(/\/menu$/);
  await page.getByRole('button', { name: 'Add Item' }).click();
  await page.getByRole('dialog', { name: 'Add Item' }).getByRole('button', { name: 'Create Subcategory First' }).click();
  const addSubcategory = page.getByRole('dialog', { name: 'Add Subcategory' });
  await addSubcategory.getByLabel('Name').fill('Starters');
  await addSubcategory.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Subcategory added successfully!')).toBeVisible();
  // Saving the subcategory returns to the Add Item form, with it chosen.
  const addItem = page.getByRole('dialog', { name: 'Add Item' });
  await expect(addItem.getByRole('textbox', { name: 'Subcategory' })).toHaveValue('Starters');
  await addItem.getByLabel('Item Name').fill('Samosa');
  await addItem.getByLabel('Price (₹)').fill('40.5');
  await addItem.getByRole('button', { name: 'Add Item' }).click();
  await expect(toast(page, 'Item added successfully!')).toBeVisible();
  // A fractional price shows two decimals.
  await expect(page.getByTestId('item-card').filter({ hasText: 'Samosa' }).getByText('₹40.50')).toBeVisible();

  await page.goto('/home');
  await expectProgress(page, 2, ['category', 'item']);
  await expect(page.getByTestId('category-card').getByText('1 subcategory · 1 item')).toBeVisible();

  // The QR step leads to the QR form; back home, three of seven are done.
  await step(page, 'qr')
    .getByRole('link', { name: /Make a QR code/ })
    .click();
  await expect(page).toHaveURL(/\/qr-manager\/add$/);
  await page.getByRole('textbox', { name: 'Table number' }).fill('1');
  await page.getByRole('button', { name: 'Create QR code' }).click();
  await expect(page).toHaveURL(/\/qr-manager$/);
  await page.goto('/home');
  await expectProgress(page, 3, ['category', 'item', 'qr']);
  await expect(step(page, 'publish')).not.toHaveAttribute('data-done', 'true');
});
