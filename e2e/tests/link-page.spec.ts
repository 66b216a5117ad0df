import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { apiBody, createVenue, signIn, type Venue } from './support/api.ts';
import { seriousViolations, seriousViolationsAtBothWidths } from './support/axe.ts';

/**
 * Issue 13's link page journey: the owner adds three links with icons in /manage-links,
 * reorders them, turns one off and gives one a schedule ending tomorrow; a guest's phone
 * (375 px) shows exactly the two live ones in that order; a click through the counting
 * redirect counts once (a bot's does not); "Save contact" downloads a vCard 4.0.
 */

test.describe.configure({ mode: 'serial' });

const NORMAL_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const BOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

let venue: Venue;

test.beforeAll(async ({ request }) => {
  venue = await createVenue(request, '919000000025', '252525', 'e2e-links', 'Saffron Lane');
});

/** Tomorrow's date on India's clock (the venue's zone), "YYYY-MM-DD". */
function tomorrowInIndia(): string {
  const now = new Date(Date.now() + 330 * 60_000);
  now.setUTCDate(now.getUTCDate() + 1);
  return now.toISOString().slice(0, 10);
}

async function addLink(page: Page, name: string, url: string, icon: string) {
  await page.getByRole('button', { name: 'Add link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add link' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Link' }).fill(url);
  await dialog.getByRole('radio', { name: icon }).click();
  await dialog.getByRole('button', { name: 'Add link' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('listitem', { name })).toBeVisible();
}

const rowNames = (page: Page) =>
  page
    .getByRole('list', { name: 'Links' })
    .getByTestId('link-row')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-label')));

test('owner builds the link page; a guest sees the two live links; clicks count once; the vCard parses', async ({
  page,
  browser,
  request,
}) => {
  await signIn(page, venue);
  await page.goto('/manage-links');
  await expect(page.getByRole('heading', { name: 'Manage links' })).toBeVisible();

  // A javascript: link is refused in the dialog, with the shared message.
  await page.getByRole('button', { name: 'Add link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add link' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Sneaky');
  await dialog.getByRole('textbox', { name: 'Link' }).fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: 'Add link' }).click();
  await expect(dialog.getByText('Links must start with http://, https://, tel:, mailto:, upi: or whatsapp:')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await addLink(page, 'Instagram', 'https://instagram.com/saffronlane', 'Instagram');
  await addLink(page, 'Order on Swiggy', 'https://www.swiggy.com/restaurants/saffron-lane', 'Swiggy');
  await addLink(page, 'Find us', 'https://maps.google.com/?q=Saffron+Lane', 'Google Maps');

  // Reorder by keyboard: "Find us" to the top.
  await page.getByRole('button', { name: 'Move Find us up' }).click();
  await page.getByRole('button', { name: 'Move Find us up' }).click();
  await expect.poll(() => rowNames(page)).toEqual(['Find us', 'Instagram', 'Order on Swiggy']);

  // Swiggy off; Instagram shows until tomorrow night (venue time).
  await page.getByRole('switch', { name: 'Order on Swiggy live' }).uncheck({ force: true });
  await page.getByRole('button', { name: 'Edit Instagram' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit link' });
  await edit.getByLabel('Show until').fill(`${tomorrowInIndia()}T23:00`);
  await edit.getByRole('button', { name: 'Update link' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('listitem', { name: 'Instagram' }).getByText(/^Shows until/)).toBeVisible();

  // The preview follows the unsaved list.
  const preview = page.getByTestId('link-page-preview');
  await expect(preview.getByRole('link', { includeHidden: true })).toHaveText(['Find us', 'Instagram', 'Save contact']);

  await page.getByRole('button', { name: 'Save links' }).click();
  await expect(page.getByText('Links saved')).toBeVisible();
  await page.reload();
  await expect.poll(() => rowNames(page)).toEqual(['Find us', 'Instagram', 'Order on Swiggy']);
  // The editor with its links, one off and one on a schedule (the axe journey sees it empty).
  expect(await seriousViolationsAtBothWidths(page)).toEqual([]);

  // A guest's phone.
  const guest = await browser.newContext({ viewport: { width: 375, height: 812 }, userAgent: NORMAL_UA, acceptDownloads: true });
  const phone = await guest.newPage();
  await phone.goto(`/v/${venue.userName}/links`);
  await expect(phone.getByRole('heading', { level: 1, name: /Saffron Lane/ })).toBeVisible();
  const ownLinks = phone.getByRole('list', { name: 'Saffron Lane links' }).locator(`a[href*="/v/${venue.userName}/l/"]`);
  await expect(ownLinks).toHaveText(['Find us', 'Instagram']);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await phone.locator('script[src]').count()).toBe(0);
  expect(await seriousViolations(phone)).toEqual([]);

  // One click by a person counts; the same link fetched by a crawler does not.
  const href = (await ownLinks.first().getAttribute('href'))!;
  const human = await request.get(href, { headers: { 'User-Agent': NORMAL_UA }, maxRedirects: 0 });
  expect(human.status()).toBe(302);
  expect(human.headers()['location']).toBe('https://maps.google.com/?q=Saffron+Lane');
  expect(human.headers()['cache-control']).toContain('no-store');
  const bot = await request.get(href, { headers: { 'User-Agent': BOT_UA }, maxRedirects: 0 });
  expect(bot.status()).toBe(302);
  const auth = { Authorization: `Bearer ${venue.accessToken}`, 'X-Profile-ID': venue.profileId };
  const all = await apiBody<{ sections: { Links: { name: string; clicks: number }[] } }>(
    request.get(`/fast-social/all?userName=${venue.userName}`, { headers: auth }),
  );
  expect(all.sections.Links.find((link) => link.name === 'Find us')?.clicks).toBe(1);
  expect(all.sections.Links.find((link) => link.name === 'Instagram')?.clicks).toBe(0);

  // "Save contact" downloads a vCard 4.0 with the venue's name.
  const [download] = await Promise.all([
    phone.waitForEvent('download'),
    phone.getByRole('link', { name: 'Save contact' }).click(),
  ]);
  const vcard = readFileSync((await download.path())!, 'utf8');
  const lines = vcard.split('\r\n');
  expect(lines[0]).toBe('BEGIN:VCARD');
  expect(lines[1]).toBe('VERSION:4.0');
  expect(lines).toContain('FN:Saffron Lane');
  expect(lines.filter(Boolean).at(-1)).toBe('END:VCARD');
  await guest.close();
});
