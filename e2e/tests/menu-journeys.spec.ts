import { expect, test, type Page } from '@playwright/test';
import { createVenue, dropCardOver, makePng, menuApi, pickUpCard, signIn, type Venue } from './menu-support.ts';
import { imageInfo } from './support/image-info.ts';
import { pressHandle } from './support/settle.ts';

/**
 * Issue 4 "Must show" browser journeys on the /menu screen, each asserting the spec's toast
 * (§8). One venue for the file (codes are rate limited per phone), set up through the API.
 */
test.describe.configure({ mode: 'serial' });

let venue: Venue;
let api: ReturnType<typeof menuApi>;
let categoryId: string;

test.beforeAll(async ({ request }) => {
  venue = await createVenue(request, '+919000000024', '242424', 'menu-journeys');
  categoryId = await menuApi(request, venue).addCategory('Food');
});

test.beforeEach(async ({ page }) => {
  // The page's own request context: one from beforeAll cannot be used inside a test.
  api = menuApi(page.request, venue);
  await signIn(page, venue);
});

const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').getByText(text, { exact: true });

async function openMenu(page: Page) {
  await page.goto('/menu');
  await expect(page.getByRole('heading', { name: 'Menu', exact: true })).toBeVisible();
}

async function itemOrder(page: Page) {
  return page.getByTestId('item-card').evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')));
}

test('log in through the login screen, switch to the venue and open Menu from the shell', async ({ browser }) => {
  // A fresh context without the stored login: the real login screen, then the profile switcher.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/menu');
  await expect(page).toHaveURL(/\/login/);
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('9000000024');
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByRole('textbox', { name: 'Verification code' }).fill('242424');
  await page.getByRole('button', { name: 'Switch profile' }).click();
  await page.getByRole('menuitem', { name: new RegExp(`@${venue.userName}`) }).click();
  await expect(page.getByRole('button', { name: 'Switch profile' })).toContainText(`@${venue.userName}`);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Menu', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Menu', exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Category' })).toHaveValue('Food');
  await expect(page.getByText('No menu items in this category. Add your first item!')).toBeVisible();
  await page.getByRole('button', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await context.close();
});

test('add a subcategory with a cropped image', async ({ page }) => {
  await openMenu(page);
  await page.getByRole('button', { name: 'Add/Edit SubCategory' }).click();
  const manage = page.getByRole('dialog', { name: 'Manage Subcategories' });
  await manage.getByRole('button', { name: 'Add New' }).click();
  const add = page.getByRole('dialog', { name: 'Add Subcategory' });
  await add.getByLabel('Name').fill('Starters');
  await expect(add.getByText('Drag and drop or click to upload')).toBeVisible();
  await expect(add.getByText('JPG or PNG (max 5MB)')).toBeVisible();
  await add.locator('input[type="file"]').setInputFiles({ name: 'wide.png', mimeType: 'image/png', buffer: makePng(1200, 700) });

  const crop = page.getByRole('dialog', { name: 'Crop Image' });
  await crop.getByText('16:9').click();
  await crop.getByRole('button', { name: 'Crop & Preview' }).click();
  await expect(toast(page, 'File selected')).toBeVisible();
  await expect(add.getByRole('img', { name: 'Subcategory preview' })).toBeVisible();
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Subcategory added successfully!')).toBeVisible();

  const stored = (await api.menu()).menuitems.subCategories.find((s) => s.subCategory === 'Starters');
  expect(stored?.image).toBeTruthy();
  // The crop output for 16:9 is 640x360 (spec §9), kept by the server's re-encode.
  const file = await page.request.get(stored!.image!);
  // Photos are stored as WebP (issue 35), at the crop's size.
  expect(await imageInfo(await file.body())).toEqual({ format: 'webp', width: 640, height: 360 });
  await page.keyboard.press('Escape');
  await expect(
    page.getByRole('navigation', { name: 'Subcategories' }).getByRole('button', { name: 'Starters', exact: true }),
  ).toBeVisible();
});

test('add an item with two varieties, allergens and a photo', async ({ page }) => {
  await openMenu(page);
  await page.getByRole('button', { name: 'Add Item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Item' });
  await dialog.getByLabel('Item Name').fill('Paneer Tikka');
  await dialog.getByLabel('Description').fill('Smoky cottage cheese from the tandoor');
  await dialog.getByRole('button', { name: 'Add Variety' }).click();
  await dialog.getByRole('button', { name: 'Add Variety' }).click();
  await dialog.getByLabel('Variety 1 name').fill('Half');
  await dialog.getByLabel('Variety 1 price').pressSequentially('180');
  await dialog.getByLabel('Variety 2 name').fill('Full');
  await dialog.getByLabel('Variety 2 price').pressSequentially('32x0');
  await expect(dialog.getByLabel('Variety 2 price')).toHaveValue('320');
  await dialog.getByRole('button', { name: /Ingredients/ }).click();
  await dialog.getByLabel('Milk').check();
  await dialog.getByLabel('Nut').check();
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'paneer.png', mimeType: 'image/png', buffer: makePng(400, 300, [200, 120, 30]) });
  await expect(dialog.getByRole('img', { name: 'Item preview' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Add Item' }).click();
  await expect(toast(page, 'Item added successfully!')).toBeVisible();

  const card = page.getByTestId('item-card').filter({ hasText: 'Paneer Tikka' });
  await expect(card.getByText('₹180 / ₹320')).toBeVisible();
  await expect(card.getByText('2 variants')).toBeVisible();
  await expect(card.getByRole('img', { name: 'Paneer Tikka' })).toBeVisible();
  const stored = (await api.menu()).menuitems.items.find((i) => i.itemName === 'Paneer Tikka')!;
  expect(stored.varietyArr.map((v) => [v.name, v.price])).toEqual([
    ['Half', 180],
    ['Full', 320],
  ]);
  expect(stored.ingredients).toHaveLength(2);
  expect(stored.mediaUrl).toBeTruthy();
});

test('edit it', async ({ page }) => {
  await openMenu(page);
  await page.getByRole('button', { name: 'Actions for Paneer Tikka' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Item' });
  await expect(dialog.getByLabel('Item Name')).toHaveValue('Paneer Tikka');
  await dialog.getByLabel('Item Name').fill('Paneer Tikka Angaari');
  await dialog.getByLabel('Variety 2 price').fill('340');
  await dialog.getByLabel("Chef's Choice").check();
  await dialog.getByRole('button', { name: 'Update Item' }).click();
  await expect(toast(page, 'Item updated')).toBeVisible();
  const card = page.getByTestId('item-card').filter({ hasText: 'Paneer Tikka Angaari' });
  await expect(card.getByText('₹180 / ₹340')).toBeVisible();
  await expect(card.getByText("Chef's Choice")).toBeVisible();
  // The allergens survive an edit (the edit call sends them by name).
  const stored = (await api.menu()).menuitems.items.find((i) => i.itemName === 'Paneer Tikka Angaari')!;
  expect(stored.ingredients).toHaveLength(2);
});

test('hide and show', async ({ page }) => {
  await openMenu(page);
  const card = page.getByTestId('item-card').filter({ hasText: 'Paneer Tikka Angaari' });
  await page.getByRole('button', { name: 'Actions for Paneer Tikka Angaari' }).click();
  await page.getByRole('menuitem', { name: 'Hide' }).click();
  await expect(toast(page, 'Item hidden successfully')).toBeVisible();
  await expect(card.getByText('Hidden from Menu')).toBeVisible();
  await page.getByRole('button', { name: 'Actions for Paneer Tikka Angaari' }).click();
  await page.getByRole('menuitem', { name: 'Show' }).click();
  await expect(toast(page, 'Item shown successfully')).toBeVisible();
  await expect(card.getByText('Hidden from Menu')).toHaveCount(0);
});

test('reorder by drag and by keyboard', async ({ page }) => {
  const subcategoryId = (await api.menu()).menuitems.subCategories.find((s) => s.subCategory === 'Starters')!._id;
  await api.addItem(subcategoryId, 'Samosa');
  await api.addItem(subcategoryId, 'Hara Bhara Kebab');
  await openMenu(page);
  await page.getByRole('button', { name: 'Starters', exact: true }).click();
  await expect.poll(() => itemOrder(page)).toEqual(['Paneer Tikka Angaari', 'Samosa', 'Hara Bhara Kebab']);

  // Drag by mouse: hold past the 100 ms delay, then move (spec §9 activation).
  const handle = page.getByRole('button', { name: 'Drag to reorder Hara Bhara Kebab' });
  const target = page.getByTestId('item-card').filter({ hasText: 'Paneer Tikka Angaari' });
  const from = await pressHandle(page, handle);
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, to.y + 5, { steps: 15 });
  await page.mouse.up();
  await expect(toast(page, 'Menu items reordered successfully!')).toBeVisible();
  await expect.poll(() => itemOrder(page)).toEqual(['Hara Bhara Kebab', 'Paneer Tikka Angaari', 'Samosa']);
  await expect
    .poll(async () =>
      (await api.menu()).menuitems.items
        .filter((i) => i.subCategory_id === subcategoryId)
        .sort((a, b) => a.position - b.position)
        .map((i) => i.itemName),
    )
    .toEqual(['Hara Bhara Kebab', 'Paneer Tikka Angaari', 'Samosa']);
  // The drag's toast goes first, so the one awaited below is the keyboard's: a toast replacing
  // another shares the screen with it while the old one fades out.
  await expect(toast(page, 'Menu items reordered successfully!')).toHaveCount(0);

  // Keyboard: space picks up, arrows move 25 px a step, space drops.
  await pickUpCard(page, 'Samosa');
  await dropCardOver(page, 'ArrowUp', 'Hara Bhara Kebab');
  await expect(toast(page, 'Menu items reordered successfully!')).toBeVisible();
  await expect.poll(() => itemOrder(page)).toEqual(['Samosa', 'Hara Bhara Kebab', 'Paneer Tikka Angaari']);
  await expect
    .poll(async () =>
      (await api.menu()).menuitems.items
        .filter((i) => i.subCategory_id === subcategoryId)
        .sort((a, b) => a.position - b.position)
        .map((i) => i.itemName),
    )
    .toEqual(['Samosa', 'Hara Bhara Kebab', 'Paneer Tikka Angaari']);
});

test('a stale reorder is refused, rolled back and refetched', async ({ page }) => {
  await openMenu(page);
  await page.getByRole('button', { name: 'Starters', exact: true }).click();
  await expect.poll(() => itemOrder(page)).toEqual(['Samosa', 'Hara Bhara Kebab', 'Paneer Tikka Angaari']);
  // Someone else reorders meanwhile: the screen's order is now stale.
  const menu = await api.menu();
  const ids = menu.menuitems.items
    .filter((i) => i.subCategory_id === menu.menuitems.subCategories[0]!._id)
    .sort((a, b) => a.position - b.position)
    .map((i) => i._id);
  await api.reorder('item', ids, [ids[2]!, ids[0]!, ids[1]!]);

  await pickUpCard(page, 'Hara Bhara Kebab');
  await dropCardOver(page, 'ArrowUp', 'Samosa');
  await expect(toast(page, 'Could not match all items with server data. Please refresh the page and try again.')).toBeVisible();
  await expect(page.locator('.mantine-Notification-root').getByText('Reorder Failed')).toBeVisible();
  // The refetch shows the server's order, not the dragged one.
  await expect.poll(() => itemOrder(page)).toEqual(['Paneer Tikka Angaari', 'Samosa', 'Hara Bhara Kebab']);
});

test('search and jump', async ({ page }) => {
  const drinks = await api.addCategory('Drinks');
  const hot = await api.addSubcategory(drinks, 'Hot Drinks');
  await api.addItem(hot, 'Masala Chai', { description: 'Ginger and cardamom' });
  await openMenu(page);
  await page.getByRole('button', { name: 'Starters', exact: true }).click();
  const search = page.getByPlaceholder('Search items in this subcategory...');
  await search.pressSequentially('masla cha');
  await expect(page.getByRole('button', { name: 'Starters', exact: true })).toHaveAttribute('aria-pressed', 'false');
  await page.getByRole('listitem', { name: 'Masala Chai, Drinks › Hot Drinks' }).click();
  await expect(search).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Category' })).toHaveValue('Drinks');
  await expect(page.getByRole('button', { name: 'Hot Drinks', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('item-card')).toHaveAttribute('aria-label', 'Masala Chai');
  expect(categoryId).toBeTruthy();
});

test('delete', async ({ page }) => {
  await openMenu(page);
  await page.getByRole('button', { name: 'Actions for Samosa' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(confirm.getByText('This will permanently delete this menu item. This action cannot be undone.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Menu item deleted successfully!')).toBeVisible();
  await expect(page.getByTestId('item-card').filter({ hasText: 'Samosa' })).toHaveCount(0);
  expect((await api.menu()).menuitems.items.some((i) => i.itemName === 'Samosa')).toBe(false);
});

test('bad input is refused with the spec messages and leaves the menu exactly as it was', async ({ page }) => {
  const before = await api.menu();
  await openMenu(page);
  await page.getByRole('button', { name: 'Add Item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Item' });
  await dialog.getByLabel('Item Name').fill('Sneaky Thali');
  const file = dialog.locator('input[type="file"]');

  // A 6 MB photo is refused before any upload.
  await file.setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(6 * 1024 * 1024, 1) });
  await expect(dialog.getByText('File size exceeds 5MB limit')).toBeVisible();

  // A sixth variety is refused.
  for (let i = 0; i < 6; i += 1) await dialog.getByRole('button', { name: 'Add Variety' }).click();
  await expect(toast(page, 'You can add up to 5 varieties for an item')).toBeVisible();
  await expect(dialog.getByLabel(/^Variety \d name/)).toHaveCount(5);
  for (let i = 5; i >= 2; i -= 1) await dialog.getByRole('button', { name: `Remove variety ${i}` }).click();

  // A price with three decimals is refused.
  await dialog.getByLabel('Variety 1 name').fill('Regular');
  await dialog.getByLabel('Variety 1 price').fill('10.999');
  await dialog.getByRole('button', { name: 'Add Item' }).click();
  await expect(dialog.getByText('Price must contain only numbers and decimals (e.g. 10.99)')).toBeVisible();
  await dialog.getByLabel('Variety 1 price').fill('10.99');

  // An executable renamed .jpg reaches the server, which refuses it by its bytes (415).
  await file.setInputFiles({
    name: 'evil.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(4096)]),
  });
  await dialog.getByRole('button', { name: 'Add Item' }).click();
  await expect(page.locator('.mantine-Notification-root').getByText('Failed to add item')).toBeVisible();
  await expect(dialog).toBeVisible();

  expect(await api.menu()).toEqual(before);
});
