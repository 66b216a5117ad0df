import { expect, test } from '@playwright/test';
import { apiBody } from './support/api.ts';
import { createVenue, menuApi, seedMenu, signIn, type Venue } from './public-support.ts';

/**
 * Issue 40 "Pages that search engines and chats read", on the built server: an owner publishes,
 * the venue's menu page carries JSON-LD Restaurant and a link preview's Open Graph card, the
 * sitemap lists the venue within a minute while a venue that never published stays out,
 * robots.txt names the sitemap, and unknown addresses are real 404s that still help a person.
 */

test.describe.configure({ mode: 'serial' });

let live: Venue;
let draft: Venue;

test.beforeAll(async ({ request }) => {
  live = await createVenue(request, '919000000078', '787878', 'e2e-seo', 'Coastal Curry House');
  await seedMenu(request, live);
  await apiBody(
    request.post('/v2/publish-menu', {
      headers: { Authorization: `Bearer ${live.accessToken}`, 'X-Profile-ID': live.profileId },
    }),
  );
  draft = await createVenue(request, '919000000079', '797979', 'e2e-seo-draft', 'Not Yet Open');
  await menuApi(request, draft).addCategory('Food');
});

test('the menu page tells search engines and link previews what the venue is and serves', async ({ page }) => {
  await page.goto(`/v/${live.userName}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Coastal Curry House' })).toBeVisible();

  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as {
    '@type': string;
    name: string;
    url: string;
    hasMenu: {
      hasMenuSection: Array<{ name: string; hasMenuSection: Array<{ hasMenuItem: Array<{ name: string; offers: unknown }> }> }>;
    };
  };
  expect(data['@type']).toBe('Restaurant');
  expect(data.name).toBe('Coastal Curry House');
  expect(data.url).toMatch(new RegExp(`^https?://[^/]+/v/${live.userName}$`));
  const dishes = data.hasMenu.hasMenuSection.flatMap((section) =>
    section.hasMenuSection.flatMap((sub) => sub.hasMenuItem.map((item) => item.name)),
  );
  expect(dishes).toEqual(expect.arrayContaining(['Paneer Tikka', 'Hyderabadi Biryani', 'Mango Lassi']));

  const meta = (property: string) => page.locator(`meta[property="${property}"]`).getAttribute('content');
  expect(await meta('og:title')).toBe('Coastal Curry House – Menu');
  expect(await meta('og:image')).toMatch(/^https?:\/\//);
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(data.url);
  // The picture a link preview fetches is there to fetch.
  const image = await page.request.get((await meta('og:image'))!);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toMatch(/^image\//);
});

test('the sitemap lists the venue within a minute of going live, and robots.txt names it', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const sitemapUrl = /^Sitemap: (\S+)$/m.exec(await robots.text())?.[1];
  expect(sitemapUrl).toMatch(/\/sitemap\.xml$/);

  const listed = async () =>
    (await (await request.get(new URL(sitemapUrl!).pathname)).text()).includes(`/v/${live.userName}</loc>`);
  await expect.poll(listed, { timeout: 65_000, intervals: [1_000, 5_000] }).toBe(true);
  const xml = await (await request.get('/sitemap.xml')).text();
  expect(xml).toContain(`/v/${live.userName}/links</loc>`);
  expect(xml).not.toContain(`/v/${draft.userName}`);
});

test('unknown addresses answer 404 and still help: the guests’ page under /v/, the app elsewhere', async ({ page }) => {
  const guest = await page.goto(`/v/${live.userName}/no-such-page`);
  expect(guest!.status()).toBe(404);
  await expect(page.getByText('Menu not found')).toBeVisible();

  const elsewhere = await page.goto('/no-such-page');
  expect(elsewhere!.status()).toBe(404);
  // Logged out, the app's "any other path" is its login (spec §2).
  await expect(page).toHaveURL(/\/login$/);
});

test('a deep link to a dashboard screen still opens it', async ({ page }) => {
  await signIn(page, live);
  const res = await page.goto('/profile/settings/opening-hours');
  expect(res!.status()).toBe(200);
  await expect(page.getByRole('heading', { name: /opening hours/i }).first()).toBeVisible();
});
