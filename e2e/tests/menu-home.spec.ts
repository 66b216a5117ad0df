import { expect, test, type Page } from '@playwright/test';
import { createVenue, makePng, menuApi, signIn, type Venue } from './menu-support.ts';
import { pressHandle } from './support/settle.ts';

/** /home (decisions §5): categories (add, rename, hide, reorder, open, delete) and home-page images. */
test.describe.configure({ mode: 'serial' });

let venue: Venue;
let api: ReturnType<typeof menuApi>;

test.beforeAll(async ({ request }) => {
  venue = await createVenue(request, '+919000000016', '161616', 'menu-home');
});

test.beforeEach(async ({ page }) => {
  api = menuApi(page.request, venue);
  await signIn(page, venue);
});

const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').getByText(text, { exact: true });
const categoryNames = async () => {
  const menu = (await api.menu()) as unknown as {
    menuitems: { categories: { category: string; position: number; publish: number }[] };
  };
  return menu.menuitems.categories.sort((a, b) => a.position - b.position);
};

async function openHome(page: Page) {
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Categories' })).toBeVisible();
}

test('add a category with a cropped image, then rename and hide another', async ({ page }) => {
  await api.addCategory('Drinks');
  await openHome(page);
  await page.getByRole('button', { name: 'Add Category' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Category' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Category name is required')).toBeVisible();
  await dialog.getByLabel('Category Name').fill('Food');
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'food.png', mimeType: 'image/png', buffer: makePng(800, 800) });
  await page.getByRole('dialog', { name: 'Crop Image' }).getByRole('button', { name: 'Crop & Preview' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Category added successfully!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open Food' })).toBeVisible();

  await page.getByRole('button', { name: 'Actions for Drinks' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Category' });
  await edit.getByLabel('Category Name').fill('Beverages');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Category name updated!')).toBeVisible();

  await page.getByRole('button', { name: 'Actions for Beverages' }).click();
  await page.getByRole('menuitem', { name: 'Hide' }).click();
  await expect(toast(page, 'Category hidden successfully')).toBeVisible();
  await expect(page.getByTestId('category-card').filter({ hasText: 'Beverages' }).getByText('Hidden')).toBeVisible();
  expect((await categoryNames()).map((c) => [c.category, c.publish])).toEqual([
    ['Beverages', 0],
    ['Food', 1],
  ]);
});

test('reorder categories by drag, and a card opens the menu on that category', async ({ page }) => {
  await openHome(page);
  const handle = page.getByRole('button', { name: 'Drag to reorder Food' });
  const target = page.getByTestId('category-card').filter({ hasText: 'Beverages' });
  await pressHandle(page, handle);
  const to = (await target.boundingBox())!;
  await page.mouse.move(to.x + 20, to.y + to.height / 2, { steps: 15 });
  await page.mouse.up();
  await expect(toast(page, 'Categories reordered successfully!')).toBeVisible();
  await expect.poll(async () => (await categoryNames()).map((c) => c.category)).toEqual(['Food', 'Beverages']);

  await page.getByRole('button', { name: 'Open Beverages' }).click();
  await expect(page).toHaveURL(/\/menu$/);
  await expect(page.getByRole('textbox', { name: 'Category' })).toHaveValue('Beverages (Hidden)');
});

test('delete a category after confirming', async ({ page }) => {
  await openHome(page);
  await page.getByRole('button', { name: 'Actions for Beverages' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(confirm).toContainText('This will permanently delete the category "Beverages". This action cannot be undone.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Category deleted successfully')).toBeVisible();
  expect((await categoryNames()).map((c) => c.category)).toEqual(['Food']);
});

test('home-page images: add and delete', async ({ page }) => {
  await openHome(page);
  const section = page.getByRole('list', { name: 'Home page images' });
  await page
    .locator('input[type="file"][accept*="image/jpeg"]')
    .last()
    .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: makePng(1280, 720) });
  await expect(toast(page, 'Image added')).toBeVisible();
  await expect(section.getByRole('listitem')).toHaveCount(1);
  await section.getByRole('button', { name: 'Delete image' }).click();
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Image removed')).toBeVisible();
  await expect(page.getByText('No images yet. Add one to greet your customers.')).toBeVisible();
});
