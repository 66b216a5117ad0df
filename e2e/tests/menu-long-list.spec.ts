import { expect, test, type Page } from '@playwright/test';
import { createVenue, menuApi, pickUpCard, signIn, type Venue } from './menu-support.ts';

/**
 * Issue 15 "Speed": a long subcategory mounts only the cards on and near the screen, and a
 * drag still reaches any place in it (spec §9): the keyboard carries a card past the first
 * screenful, the page scrolls along, and the server gets the whole new order.
 */
test.describe.configure({ mode: 'serial' });

const COUNT = 60;
let venue: Venue;
let subcategoryId: string;

test.beforeAll(async ({ request }) => {
  venue = await createVenue(request, '+919000000057', '575757', 'menu-long-list');
  const api = menuApi(request, venue);
  subcategoryId = await api.addSubcategory(await api.addCategory('Food'), 'Everything');
  for (let start = 0; start < COUNT; start += 10) {
    await Promise.all(Array.from({ length: 10 }, (_, k) => api.addItem(subcategoryId, `Dish ${start + k + 1}`)));
  }
});

test.beforeEach(async ({ page }) => {
  await signIn(page, venue);
});

const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').getByText(text, { exact: true });

async function serverOrder(page: Page) {
  const menu = await menuApi(page.request, venue).menu();
  return menu.menuitems.items
    .filter((item) => item.subCategory_id === subcategoryId)
    .sort((a, b) => a.position - b.position)
    .map((item) => item.itemName);
}

test('a long subcategory mounts a window of cards, and the keyboard moves a card past it', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const before = await serverOrder(page);
  await page.goto('/menu');
  const list = page.locator(`[data-item-count="${COUNT}"]`);
  await expect(list).toBeVisible();
  const mounted = await page.getByTestId('item-card').count();
  expect(mounted).toBeGreaterThan(3);
  expect(mounted).toBeLessThan(COUNT / 2);
  const moving = before[0]!;
  await expect(page.getByRole('listitem', { name: moving, exact: true })).toHaveAttribute('aria-setsize', String(COUNT));

  // Space picks up, 25 px an arrow press (spec §9): 150 presses (3,750 px) carry it to the list's end,
  // every time (before the sensor scrolled at once, smooth scrolls ate presses: 11 to 30 places).
  await pickUpCard(page, moving);
  for (let i = 0; i < 150; i += 1) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  await expect(toast(page, 'Menu items reordered successfully!')).toBeVisible();

  const after = await serverOrder(page);
  const landed = after.indexOf(moving);
  // Well past the cards mounted when the drag began; everything else keeps its order.
  expect(landed).toBeGreaterThan(mounted);
  expect(after.filter((name) => name !== moving)).toEqual(before.slice(1));
  // The screen shows the server's order around the dropped card.
  const card = page.getByRole('listitem', { name: moving, exact: true });
  await expect(card).toHaveAttribute('aria-posinset', String(landed + 1));
});

test('a search keeps the hidden list to its window: the cards do not all mount behind the results', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/menu');
  await expect(page.locator(`[data-item-count="${COUNT}"]`)).toBeVisible();
  const mounted = await page.getByTestId('item-card').count();

  const search = page.getByPlaceholder('Search items in this subcategory...');
  await search.pressSequentially('Dish 4');
  await expect(page.locator('[data-search-query="Dish 4"]')).toBeVisible();
  // Hidden, the cards measure 0 px; counted at that size, all 60 would fit the screen and mount.
  await page.waitForTimeout(300);
  expect(await page.getByTestId('item-card').count()).toBeLessThanOrEqual(mounted);

  // Back from the search, the list shows the same window.
  await search.fill('');
  await expect(page.getByTestId('item-card').first()).toBeVisible();
  expect(await page.getByTestId('item-card').count()).toBeLessThan(COUNT / 2);
});
