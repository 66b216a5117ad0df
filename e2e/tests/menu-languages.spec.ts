import { expect, test, type Page } from '@playwright/test';
import { createVenue, menuApi, signIn, type Venue } from './support/api.ts';
import { seriousViolations } from './support/axe.ts';

/**
 * The menu in the guest's language (decisions §7): the owner adds Hindi, translates three dishes
 * in the side-by-side editor and publishes; a guest whose browser speaks Hindi sees them in Hindi
 * at a phone's width, switches to English, and searches in both.
 */
test.describe.configure({ mode: 'serial' });

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/lang-shots';
let venue: Venue;

test.beforeAll(async ({ request }) => {
  venue = await createVenue(request, '919000000074', '747474', 'e2e-menu-languages', 'Ganga Dhaba');
  const menu = menuApi(request, venue);
  const food = await menu.addCategory('Food');
  const mains = await menu.addSubcategory(food, 'Mains');
  await menu.addItem(mains, 'Paneer Tikka', { price: '320', description: 'Cottage cheese charred in the tandoor' });
  await menu.addItem(mains, 'Dal Makhani', { price: '280', description: 'Black lentils slow-cooked with butter' });
  await menu.addItem(mains, 'Jeera Rice', { price: '180' });
  await menu.addItem(mains, 'Masala Chaas', { price: '70' });
  // Guests already read the English menu: the translations must wait for Publish.
  const published = await request.post('/v2/publish-menu', {
    headers: { Authorization: `Bearer ${venue.accessToken}`, 'X-Profile-ID': venue.profileId },
    data: {},
  });
  expect(published.ok()).toBe(true);
});

const HINDI: Array<[dish: string, name: string, description?: string]> = [
  ['Paneer Tikka', 'पनीर टिक्का', 'तंदूर में सिका पनीर'],
  ['Dal Makhani', 'दाल मखनी', 'मक्खन के साथ धीमी आँच पर पकी काली दाल'],
  ['Jeera Rice', 'जीरा चावल'],
];

const cardNames = (page: Page) => page.locator('.pm-static .pm-card-open');
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search the menu' });
const results = (page: Page) => page.getByRole('region', { name: 'Search results' });

test('the owner adds Hindi and translates three dishes side by side', async ({ page }) => {
  await signIn(page, venue);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/menu/languages');
  await expect(page.getByRole('heading', { level: 1, name: 'Menu languages' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Hindi · हिन्दी' }).check();
  await page.getByRole('button', { name: 'Save languages' }).click();
  await expect(page.getByRole('tab', { name: /Hindi/ })).toHaveAttribute('aria-selected', 'true');
  // 1 category, 1 subcategory, 4 dishes: nothing translated yet.
  await expect(page.getByText('6 of 6 missing in Hindi')).toBeVisible();

  for (const [dish, name, description] of HINDI) {
    await page.getByRole('textbox', { name: `Hindi name for ${dish}` }).fill(name);
    if (description) await page.getByRole('textbox', { name: `Hindi description for ${dish}` }).fill(description);
    // Keyboard: Enter in the name saves the row.
    await page.getByRole('textbox', { name: `Hindi name for ${dish}` }).press('Enter');
    await expect(page.getByRole('button', { name: `Save ${dish}` })).toBeDisabled();
  }
  await expect(page.getByText('3 of 6 missing in Hindi')).toBeVisible();
  await page.getByRole('switch', { name: 'Missing only' }).check();
  await expect(page.getByRole('textbox', { name: 'Hindi name for Paneer Tikka' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Hindi name for Masala Chaas' })).toBeVisible();
  await page.getByRole('switch', { name: 'Missing only' }).uncheck();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/languages-editor-1366.png`, fullPage: true });
  // Side by side on a wide screen, stacked on a phone; never sideways scroll.
  for (const width of [1024, 820, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await expect(page.getByRole('textbox', { name: 'Hindi name for Paneer Tikka' })).toHaveValue('पनीर टिक्का');
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(sideways, `sideways scroll at ${width} px`).toBe(0);
    await page.screenshot({ path: `${SHOTS}/languages-editor-${width}.png`, fullPage: width === 375 });
  }
});

test('the translations wait for Publish Changes, then reach guests', async ({ page }) => {
  // Not live until published: a guest asking for Hindi still reads the published English names.
  const before = await page.request.get(`/v/${venue.userName}?lang=hi`);
  expect(await before.text()).not.toContain('पनीर टिक्का');

  await signIn(page, venue);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/digital-menu-settings');
  await page.getByRole('button', { name: 'Preview and publish' }).click();
  await expect(page.getByRole('heading', { name: 'Preview Mode' })).toBeVisible();
  await page.getByRole('button', { name: 'Publish Changes' }).click();
  await expect(page.getByText('Changes published').first()).toBeVisible();
});

test('a guest with a Hindi browser reads the menu in Hindi at 375 px, switches to English and searches in both', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'hi-IN', viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await page.goto(`/v/${venue.userName}`);
  await expect(page.locator('.pm[data-hydrated="true"]')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  // The three translated dishes in Hindi; the fourth in the menu's own words.
  await expect(cardNames(page)).toHaveText(['पनीर टिक्का', 'दाल मखनी', 'जीरा चावल', 'Masala Chaas']);
  await expect(page.getByText('मक्खन के साथ धीमी आँच पर पकी काली दाल')).toBeVisible();
  await expect(page.locator('link[rel="alternate"][hreflang="hi"]')).toHaveAttribute('href', /\?lang=hi$/);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveCount(1);
  // The Devanagari subset of Noto Sans, and no other script's font.
  await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Noto Sans Devanagari"', 'पनीर'))).toBe(true);
  const fonts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.includes('/public-menu/fonts/')),
  );
  expect(fonts.every((name) => name.includes('devanagari'))).toBe(true);

  // Search in Hindi, and in English on the Hindi page.
  await search(page).fill('पनीर');
  await expect(results(page).getByRole('status')).toHaveText('1 dish found');
  await expect(results(page).getByRole('link', { name: 'पनीर टिक्का' })).toBeVisible();
  await search(page).fill('makhani');
  await expect(results(page).getByRole('link', { name: 'दाल मखनी' })).toBeVisible();
  await search(page).fill('');
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(sideways).toBe(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/guest-hindi-375.png` });

  // The switcher: English, remembered over the browser's Hindi on the next visit.
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('.pm[data-hydrated="true"]')).toBeVisible();
  await expect(cardNames(page)).toHaveText(['Paneer Tikka', 'Dal Makhani', 'Jeera Rice', 'Masala Chaas']);
  await search(page).fill('dal');
  await expect(results(page).getByRole('link', { name: 'Dal Makhani' })).toBeVisible();
  await search(page).fill('');
  await page.goto(`/v/${venue.userName}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.screenshot({ path: `${SHOTS}/guest-english-375.png` });

  // Named in English here: the English page loads no Devanagari font to draw "हिन्दी" with.
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Hindi' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.locator('.pm[data-hydrated="true"]')).toBeVisible();
  for (const width of [820, 1024, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(cardNames(page).first()).toHaveText('पनीर टिक्का');
    await page.screenshot({ path: `${SHOTS}/guest-hindi-${width}.png` });
  }
  await context.close();
});
