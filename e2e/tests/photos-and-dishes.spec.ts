import { expect, test, type Page } from '@playwright/test';
import { createVenue, menuApi, signIn, type Venue } from './support/api.ts';

/*
 * Issue 35 "Photos and dishes", at a desktop and a phone width: a 6.6 MB phone photo is taken
 * (made smaller in the browser) and stored as WebP; Add Item has Tags; "Create Subcategory
 * First" returns to the dish form with what was typed; the form's footer stays in view.
 */

test.describe.configure({ mode: 'serial' });

const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').getByText(text, { exact: true });

/** A 4,000 × 3,000 JPEG of grainy colour, over 6 MB like a phone's photo (drawn by Chromium's canvas). */
async function phonePhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    [canvas.width, canvas.height] = [4000, 3000];
    const context = canvas.getContext('2d')!;
    const image = context.createImageData(4000, 3000);
    let seed = 7;
    for (let i = 0; i < image.data.length; i += 1) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      image.data[i] = i % 4 === 3 ? 255 : (((i >> 2) % 4000) >> 5) + (seed % 128);
    }
    context.putImageData(image, 0, 0);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.95));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let text = '';
    for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(text);
  });
  return Buffer.from(base64, 'base64');
}

for (const [label, viewport, phone, code] of [
  ['1366', { width: 1366, height: 900 }, '+919000000092', '929292'],
  ['375', { width: 375, height: 812 }, '+919000000093', '939393'],
] as const) {
  test.describe(`at ${label} px`, () => {
    const isPhone = viewport.width < 768;
    test.use({ viewport, hasTouch: isPhone, isMobile: isPhone });
    let venue: Venue;

    test.beforeAll(async ({ request }) => {
      venue = await createVenue(request, phone, code, `e2e-dishes-${label}`, 'Udupi Corner');
      const api = menuApi(request, venue);
      const food = await api.addCategory('Food');
      await api.addSubcategory(food, 'Starters');
      await api.addCategory('Breakfast');
    });

    test('a dish with tags and a 6.6 MB photo, its subcategory made on the way', async ({ page, request }) => {
      await signIn(page, venue);
      await page.goto('/menu');
      await page.getByRole('button', { name: 'Add Item' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Add Item' });
      await dialog.getByLabel('Item Name').fill('Masala Dosa');
      await dialog.getByLabel('Description').fill('Crisp rice crêpe with potato masala');
      await dialog.getByRole('textbox', { name: 'Tags' }).pressSequentially('bestseller,jain,');
      // Breakfast has no subcategory yet: make one without losing the dish.
      await dialog.getByRole('textbox', { name: 'Category', exact: true }).click();
      await page.getByRole('option', { name: 'Breakfast' }).click();
      await expect(dialog.getByText('No Subcategories Found')).toBeVisible();
      await dialog.getByRole('button', { name: 'Create Subcategory First' }).click();
      const add = page.getByRole('dialog', { name: 'Add Subcategory' });
      await expect(add.getByText('In Breakfast')).toBeVisible();
      await add.getByLabel('Name').fill('Dosas');
      await add.getByRole('button', { name: 'Save' }).click();
      await expect(toast(page, 'Subcategory added successfully!')).toBeVisible();

      const back = page.getByRole('dialog', { name: 'Add Item' });
      await expect(back.getByLabel('Item Name')).toHaveValue('Masala Dosa');
      await expect(back.getByLabel('Description')).toHaveValue('Crisp rice crêpe with potato masala');
      await expect(back.getByRole('textbox', { name: 'Subcategory', exact: true })).toHaveValue('Dosas');
      await expect(back.getByText('bestseller', { exact: true }).first()).toBeVisible();

      const photo = await phonePhoto(page);
      expect(photo.length).toBeGreaterThan(6_000_000);
      await back.locator('input[type="file"]').setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo });
      await expect(back.getByRole('img', { name: 'Item preview' })).toBeVisible();
      await expect(back.getByText('File size exceeds 5MB limit')).toHaveCount(0);
      // The footer stays in view while the long form scrolls.
      const submit = back.getByRole('button', { name: 'Add Item' });
      await expect(submit).toBeInViewport();
      await submit.click();
      await expect(toast(page, 'Item added successfully!')).toBeVisible();

      const item = (await menuApi(request, venue).menu()).menuitems.items.find((entry) => entry.itemName === 'Masala Dosa')!;
      expect((item as unknown as { tags: string[] }).tags).toEqual(['bestseller', 'jain']);
      expect(item.mediaUrl).toMatch(/\.webp$/);
      const stored = await (await request.get(new URL(item.mediaUrl!).pathname)).body();
      expect([stored.subarray(0, 4).toString('latin1'), stored.subarray(8, 12).toString('latin1')]).toEqual(['RIFF', 'WEBP']);
      expect(stored.length).toBeLessThan(2_000_000);
    });
  });
}
