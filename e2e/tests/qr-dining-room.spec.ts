import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { createVenue, signIn, type Venue } from './support/api.ts';

/**
 * Issue 35 "QR codes for a real dining room", at a phone's and a laptop's width: a room of
 * tables in one action, a label edited in place, a booking page code, exactly the ticked codes
 * on the printed sheet, and the PNG labelled under its code.
 */
test.describe.configure({ mode: 'serial' });
// A room of 40 codes is 40 cards, each fetching its image: more than a minute on a loaded machine.
test.setTimeout(180_000);

let venue: Venue;

test.beforeAll(async ({ request }) => {
  venue = await createVenue(request, '919000000087', '878787', 'e2e-qr-room', 'Banyan Courtyard');
});

const pagesOf = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;
/** A PNG's size from its IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

async function download(page: Page, click: () => Promise<void>) {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  return readFileSync((await file.path())!);
}

const ROOMS = [
  { width: 375, room: 'Patio', first: 1, last: 40 },
  { width: 1366, room: 'Rooftop', first: 1, last: 12 },
] as const;

for (const { width, room, first, last } of ROOMS) {
  test(`at ${width} px: a room of tables at once, a label edited, exactly the ticked codes printed`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, venue);
    await page.goto('/qr-manager/add');
    await page.getByRole('textbox', { name: 'Table label' }).fill(room);
    await page.getByRole('textbox', { name: 'Table number' }).fill(String(first));
    await page.getByRole('textbox', { name: 'To table (optional)' }).fill(String(last));
    await page.getByRole('button', { name: 'Create QR code' }).click();
    const count = last - first + 1;
    await expect(page.getByText(`${count} QR codes created`)).toBeVisible();
    await expect(page).toHaveURL(/\/qr-manager$/);
    await expect(page.getByRole('article', { name: `${room} ${last}`, exact: true })).toBeVisible();

    // "Table 7" typed as the label of table 7 does not read "Table 7 7".
    await page.goto('/qr-manager/add');
    await page.getByRole('textbox', { name: 'Table label' }).fill(`Bar ${width}`);
    await page.getByRole('textbox', { name: 'Table number' }).fill(String(width));
    await page.getByRole('button', { name: 'Create QR code' }).click();
    await expect(page.getByRole('article', { name: `Bar ${width}`, exact: true })).toBeVisible();
    await expect(page.getByRole('article', { name: `Bar ${width} ${width}` })).toHaveCount(0);

    // Edit a label in place: the card is renamed, its code and address stay.
    const card = page.getByRole('article', { name: `${room} ${first}`, exact: true });
    const address = await card.getByRole('link', { name: /\/q\// }).textContent();
    await card.getByRole('button', { name: `Edit ${room} ${first}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit QR code' });
    await dialog.getByRole('textbox', { name: 'Table label' }).fill(`${room} Corner`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('QR code updated')).toBeVisible();
    const renamed = page.getByRole('article', { name: `${room} Corner ${first}`, exact: true });
    await expect(renamed.getByRole('link', { name: /\/q\// })).toHaveText(address!);

    // The PNG carries its label under the code: taller than wide.
    const png = await download(page, () => renamed.getByRole('button', { name: 'PNG' }).click());
    const size = pngSize(png);
    expect(size.width).toBe(1024);
    expect(size.height).toBeGreaterThan(size.width);

    // Untouched, the sheet prints every code; ticked, exactly those.
    const total = await page.getByRole('article').count();
    await expect(page.getByRole('button', { name: `Print all ${total} (PDF)` })).toBeVisible();
    const all = await download(page, () => page.getByRole('button', { name: `Print all ${total} (PDF)` }).click());
    expect(pagesOf(all)).toBe(Math.ceil(total / 6));
    for (const number of [2, 3, 4, 5, 6, 7, 8])
      await page.getByRole('checkbox', { name: `Print ${room} ${number}`, exact: true }).check();
    await expect(page.getByText('The sheet prints the 7 selected codes.')).toBeVisible();
    const chosen = await download(page, () => page.getByRole('button', { name: 'Print 7 selected (PDF)' }).click());
    expect(pagesOf(chosen)).toBe(2);

    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(sideways).toBe(0);
    await page.screenshot({ path: `/tmp/h35c-shots/qr-manager-${width}.png` });
  });
}

test('a booking page code opens the table booking page when scanned', async ({ page, browser }) => {
  await signIn(page, venue);
  await page.goto('/qr-manager/add');
  await page.getByText('Booking page', { exact: true }).click();
  await expect(page.getByText(/Opens your table booking page/)).toBeVisible();
  await page.getByRole('button', { name: 'Create QR code' }).click();
  const card = page.getByRole('article', { name: 'Booking page', exact: true });
  await expect(card.getByText('Booking page', { exact: true }).last()).toBeVisible();
  const shortUrl = (await card.getByRole('link', { name: /\/q\// }).textContent())!;

  const guest = await browser.newContext();
  const phone = await guest.newPage();
  const response = await phone.request.get(new URL(shortUrl).pathname, {
    maxRedirects: 0,
    headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36' },
  });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe(`/v/${venue.userName}/book`);
  await guest.close();
  await page.reload();
  await expect(page.getByRole('article', { name: 'Booking page', exact: true }).getByTestId('scan-count')).toHaveText(/^1 scan/);
});
