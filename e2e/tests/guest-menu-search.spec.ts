import { expect, test, type Locator, type Page } from '@playwright/test';
import { INGREDIENT_CATALOGUE } from '@venue/shared';
import { createVenue, menuApi, type Venue } from './support/api.ts';
import { seriousViolations } from './support/axe.ts';

/**
 * Issue 35: the guest menu's search finds what a dish's detail says it contains ("nut" finds a
 * dish that "Contains Nut"), and guests can leave out what they avoid, at a phone's and a
 * laptop's width, on the server-rendered page.
 */
test.describe.configure({ mode: 'serial' });

let venue: Venue;
const idOf = (name: string) => INGREDIENT_CATALOGUE.find((entry) => entry.name === name)!.id;

test.beforeAll(async ({ request }) => {
  venue = await createVenue(request, '919000000086', '868686', 'e2e-guest-search', 'Almond Tree Cafe');
  const menu = menuApi(request, venue);
  const food = await menu.addCategory('Food');
  const mains = await menu.addSubcategory(food, 'Mains');
  await menu.addItem(mains, 'Shahi Korma', {
    price: '340',
    description: 'Slow-cooked in a rich gravy',
    ingredients: JSON.stringify([idOf('Nut'), idOf('Milk')]),
  });
  await menu.addItem(mains, 'Dal Tadka', { price: '220', ingredients: JSON.stringify([idOf('Wheat / Rye / Barley / Oats')]) });
  await menu.addItem(mains, 'Jeera Rice', { price: '180' });
});

const dish = (scope: Page | Locator, name: string) => scope.getByRole('link', { name, exact: true });

for (const width of [375, 1366]) {
  test(`at ${width} px: "nut" finds the dish that contains nuts, and Nut-free leaves it out`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/v/${venue.userName}`);
    await expect(page.locator('.pm[data-hydrated="true"]')).toBeVisible();

    // Nothing in its name or description says nut: only its "Contains" list.
    await page.getByRole('searchbox', { name: 'Search the menu' }).fill('nut');
    const results = page.getByRole('region', { name: 'Search results' });
    await expect(results.getByRole('status')).toHaveText('1 dish found');
    await expect(dish(results, 'Shahi Korma')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search the menu' }).fill('gluten');
    await expect(dish(results, 'Dal Tadka')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search the menu' }).fill('');

    // Leave-out filters, only for what the menu's dishes carry.
    const leaveOut = page.getByRole('group', { name: 'Leave out' });
    await expect(leaveOut.getByRole('button')).toHaveText(['Nut-free', 'Gluten-free', 'Dairy-free']);
    await leaveOut.getByRole('button', { name: 'Nut-free' }).click();
    await expect(dish(page, 'Shahi Korma')).toBeHidden();
    await expect(dish(page, 'Dal Tadka')).toBeVisible();
    await expect(page.getByText('Please tell our staff about any allergy.', { exact: false })).toBeVisible();
    await leaveOut.getByRole('button', { name: 'Gluten-free' }).click();
    await expect(dish(page, 'Dal Tadka')).toBeHidden();
    await expect(dish(page, 'Jeera Rice')).toBeVisible();
    // Together with the food type and the search.
    await page.getByRole('searchbox', { name: 'Search the menu' }).fill('rice');
    await expect(page.getByRole('region', { name: 'Search results' }).getByRole('status')).toHaveText('1 dish found');

    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(sideways).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `/tmp/h35c-shots/guest-search-${width}.png`, fullPage: false });
  });
}
