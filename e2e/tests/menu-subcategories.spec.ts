import { expect, test, type Page } from '@playwright/test';
import { createVenue, makePng, menuApi, signIn, type Venue } from './menu-support.ts';
import { imageInfo } from './support/image-info.ts';
import { pressHandle } from './support/settle.ts';

/**
 * Subcategory management on /menu (spec §2, §4): edit with crop (pending image uploaded on
 * save), "No changes detected.", hide (items hidden with it), delete naming its item count,
 * sidebar drag with the 2 s hint, and the Add Item dialog with no subcategory.
 */
test.describe.configure({ mode: 'serial' });

let venue: Venue;
let api: ReturnType<typeof menuApi>;
let categoryId: string;
let starters: string;

test.beforeAll(async ({ request }) => {
  venue = await createVenue(request, '+919000000014', '141414', 'menu-subs');
  const setup = menuApi(request, venue);
  categoryId = await setup.addCategory('Food');
  starters = await setup.addSubcategory(categoryId, 'Starters');
  await setup.addSubcategory(categoryId, 'Main Course Specials');
  await setup.addItem(starters, 'Samosa');
  await setup.addItem(starters, 'Pakora');
});

test.beforeEach(async ({ page }) => {
  api = menuApi(page.request, venue);
  await signIn(page, venue);
});

const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').getByText(text, { exact: true });
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Subcategories' });

async function openMenu(page: Page) {
  await page.goto('/menu');
  await expect(page.getByRole('heading', { name: 'Menu', exact: true })).toBeVisible();
}

test('long names are cut on the cards; saving without a change says so', async ({ page }) => {
  await openMenu(page);
  await expect(sidebar(page).getByText('Main Course ...')).toBeVisible();
  await expect(sidebar(page).getByText('2 items')).toBeVisible();
  await sidebar(page).getByRole('button', { name: 'Edit Starters' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Subcategory' });
  await expect(dialog.getByLabel('Subcategory Name')).toHaveValue('Starters');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'No changes detected.')).toBeVisible();
});

test('edit: crop a new image, rename and hide; the image uploads only on save', async ({ page }) => {
  await openMenu(page);
  await sidebar(page).getByRole('button', { name: 'Edit Starters' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Subcategory' });
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'tall.png', mimeType: 'image/png', buffer: makePng(600, 1200, [40, 140, 80]) });
  const crop = page.getByRole('dialog', { name: 'Crop Image' });
  await crop.getByText('9:16').click();
  await crop.getByRole('button', { name: 'Crop & Preview' }).click();
  await expect(toast(page, 'File selected')).toBeVisible();
  // Pending only: nothing stored yet.
  expect((await api.menu()).menuitems.subCategories.find((s) => s._id === starters)!.image).toBeNull();

  await dialog.getByLabel('Subcategory Name').fill('Chaat & Starters');
  // Mantine's switch input is visually hidden; its track is what a person clicks.
  await dialog.locator('.mantine-Switch-track').click();
  await expect(dialog.getByRole('switch', { name: 'Hide Subcategory' })).toBeChecked();
  await expect(dialog.getByText('Hide this subcategory from customers')).toBeVisible();
  await expect(dialog.getByText('Its 2 visible items will be hidden too.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  // Issue 15: hiding asks first, saying how many shown items go with it.
  const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(confirm).toContainText('also hides its 2 visible items from customers');
  await confirm.getByRole('button', { name: 'Hide Subcategory' }).click();
  await expect(toast(page, 'Subcategory hidden successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  const menu = await api.menu();
  const stored = menu.menuitems.subCategories.find((s) => s._id === starters)!;
  expect(stored.subCategory).toBe('Chaat & Starters');
  const file = await page.request.get(stored.image!);
  expect(await imageInfo(await file.body())).toEqual({ format: 'webp', width: 360, height: 640 });
  // Hiding the subcategory hid its items (spec §4).
  expect(menu.menuitems.items.filter((i) => i.subCategory_id === starters).map((i) => i.publish)).toEqual([0, 0]);
  const card = sidebar(page).getByTestId('subcategory-card').filter({ hasText: 'Chaat & Star...' });
  await expect(card.getByText('Hidden')).toBeVisible();
});

test('sidebar drag shows the hint and reorders subcategories', async ({ page }) => {
  await openMenu(page);
  const handle = sidebar(page).getByRole('button', { name: 'Drag to reorder Main Course Specials' });
  const target = sidebar(page).getByTestId('subcategory-card').first();
  const from = await pressHandle(page, handle);
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
  await expect(toast(page, 'Drag to reorder subcategories')).toBeVisible();
  await page.mouse.move(from.x + from.width / 2, to.y + 2, { steps: 10 });
  await page.mouse.up();
  await expect(toast(page, 'Subcategories reordered successfully!')).toBeVisible();
  await expect
    .poll(async () =>
      (await api.menu()).menuitems.subCategories.sort((a, b) => a.position - b.position).map((s) => s.subCategory),
    )
    .toEqual(['Main Course Specials', 'Chaat & Starters']);
});

test('delete asks first, naming the subcategory and how many items go with it', async ({ page }) => {
  await openMenu(page);
  await sidebar(page).getByRole('button', { name: 'Edit Chaat & Starters' }).click();
  await page.getByRole('dialog', { name: 'Edit Subcategory' }).getByRole('button', { name: 'Delete Subcategory' }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(confirm).toContainText(
    'This will permanently delete the subcategory "Chaat & Starters". This action cannot be undone.',
  );
  await expect(confirm).toContainText('Its 2 items will be deleted too.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Subcategory deleted successfully')).toBeVisible();
  const menu = await api.menu();
  expect(menu.menuitems.subCategories.map((s) => s.subCategory)).toEqual(['Main Course Specials']);
  expect(menu.menuitems.items).toHaveLength(0);
});

test('Add Item in a category without subcategories offers to create one', async ({ page }) => {
  await api.addCategory('Drinks');
  await openMenu(page);
  await page.getByRole('textbox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Drinks' }).click();
  await page.getByRole('button', { name: 'Add Item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Item' });
  await expect(dialog.getByText('No Subcategories Found')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Go Back' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Create Subcategory First' }).click();
  const add = page.getByRole('dialog', { name: 'Add Subcategory' });
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add.getByText('Subcategory name is required')).toBeVisible();
  await add.getByLabel('Name').fill('Hot Drinks');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Subcategory added successfully!')).toBeVisible();
  await expect(sidebar(page).getByRole('button', { name: 'Hot Drinks', exact: true })).toBeVisible();
  // The owner is taken back to the dish they set out to add, in the new subcategory.
  const back = page.getByRole('dialog', { name: 'Add Item' });
  await expect(back.getByRole('textbox', { name: 'Subcategory' })).toHaveValue('Hot Drinks');
});

test('on a phone the Add Item form is a bottom drawer', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 780 });
  await openMenu(page);
  await page.getByRole('button', { name: 'Add Item' }).click();
  const drawer = page.locator('.mantine-Drawer-content');
  await expect(drawer).toBeVisible();
  await expect(drawer.getByLabel('Item Name')).toBeVisible();
  const box = (await drawer.boundingBox())!;
  expect(Math.round(box.y + box.height)).toBeGreaterThanOrEqual(779);
});
