import { expect, test, type Page } from '@playwright/test';
import { createVenue, menuApi, signIn, type Venue } from './menu-support.ts';

/**
 * The menu screen on a phone (spec §2, §9): subcategory strip, touch drag only after a 2000 ms hold
 * (a short touch scrolls instead), and the preview that replaces the editor.
 */
test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

let venue: Venue;
let api: ReturnType<typeof menuApi>;
let subcategoryId: string;

test.beforeAll(async ({ request }) => {
  venue = await createVenue(request, '+919000000027', '272727', 'menu-mobile');
  const setup = menuApi(request, venue);
  const categoryId = await setup.addCategory('Food');
  subcategoryId = await setup.addSubcategory(categoryId, 'Starters');
  for (const name of ['Samosa', 'Pakora', 'Kachori']) await setup.addItem(subcategoryId, name);
});

test.beforeEach(async ({ page }) => {
  api = menuApi(page.request, venue);
  await signIn(page, venue);
});

const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').getByText(text, { exact: true });
const storedOrder = async () =>
  (await api.menu()).menuitems.items
    .filter((i) => i.subCategory_id === subcategoryId)
    .sort((a, b) => a.position - b.position)
    .map((i) => i.itemName);

/** Touch drag through the DevTools protocol: hold for `holdMs`, then slide to `toY`. */
async function touchDrag(page: Page, from: { x: number; y: number }, toY: number, holdMs: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from.x, y: from.y }] });
  await page.waitForTimeout(holdMs);
  const steps = 12;
  for (let i = 1; i <= steps; i += 1) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: from.x, y: from.y + ((toY - from.y) * i) / steps }],
    });
    await page.waitForTimeout(16);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

async function cardCentre(page: Page, name: string) {
  const box = (await page.getByTestId('item-card').filter({ hasText: name }).boundingBox())!;
  return { x: box.x + box.width / 3, y: box.y + box.height / 2, top: box.y };
}

test('a touch drags an item only after a 2 s hold', async ({ page }) => {
  await page.goto('/menu');
  await page.getByRole('button', { name: 'Starters', exact: true }).click();
  // The whole card is held; its grip shows it can move, and the screen says how (issue 15).
  await expect(page.getByRole('button', { name: 'Drag to reorder Samosa' })).toBeVisible();
  await expect(page.getByText('To move a dish, hold it for 2 seconds, then drag it.')).toBeVisible();

  const kachori = await cardCentre(page, 'Kachori');
  const samosa = await cardCentre(page, 'Samosa');
  await touchDrag(page, kachori, samosa.top + 4, 300);
  await page.waitForTimeout(500);
  await expect(toast(page, 'Menu items reordered successfully!')).toHaveCount(0);
  expect(await storedOrder()).toEqual(['Samosa', 'Pakora', 'Kachori']);

  const again = await cardCentre(page, 'Kachori');
  const target = await cardCentre(page, 'Samosa');
  await touchDrag(page, again, target.top + 4, 2200);
  await expect(toast(page, 'Menu items reordered successfully!')).toBeVisible();
  await expect.poll(storedOrder).toEqual(['Kachori', 'Samosa', 'Pakora']);
});

test('Preview replaces the editor and Exit Preview brings it back', async ({ page }) => {
  await page.goto('/menu');
  // A phone folds Preview into the header's overflow menu (issue 15).
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Preview' }).click();
  await expect(page.getByText('Preview Mode')).toBeVisible();
  await page.getByRole('button', { name: 'Exit Preview' }).click();
  await expect(page.getByRole('heading', { name: 'Menu', exact: true })).toBeVisible();
});
