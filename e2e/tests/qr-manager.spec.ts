import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { createVenue, seedMenu, signIn, type Venue } from './public-support.ts';
import { seriousViolationsAtBothWidths } from './support/axe.ts';

/**
 * Issue 5's QR journey: create a table QR code in the QR manager, open its /q/ link as a
 * guest would after scanning, and see the scan counted; download the PNG, SVG and the A4 sheet.
 */

test.describe.configure({ mode: 'serial' });

let venue: Venue;

test.beforeAll(async ({ request }) => {
  venue = await createVenue(request, '919000000019', '191919', 'e2e-qr', 'Chai Point Cafe');
  await seedMenu(request, venue);
});

test('create a table QR code, open its /q/ link and see the scan counted', async ({ page, context }) => {
  await signIn(page, venue);
  await page.goto('/qr-manager');
  await expect(page.getByRole('heading', { name: 'QR codes' })).toBeVisible();
  await expect(page.getByText('No QR codes yet')).toBeVisible();

  await page.getByRole('link', { name: 'Add QR code' }).click();
  await expect(page).toHaveURL(/\/qr-manager\/add$/);
  // The form says what is missing, in the spec's tone.
  await page.getByRole('button', { name: 'Create QR code' }).click();
  await expect(page.getByText('Table number is required')).toBeVisible();
  await page.getByRole('textbox', { name: 'Table number' }).fill('7');
  await page.getByRole('button', { name: 'Create QR code' }).click();
  await expect(page.getByText('QR code created')).toBeVisible();
  await expect(page).toHaveURL(/\/qr-manager$/);

  const card = page.getByRole('article', { name: 'Table 7' });
  await expect(card.getByTestId('scan-count')).toHaveText('No scans yet');
  await expect(card.getByRole('img', { name: 'QR code for Table 7' })).toBeVisible();
  const shortUrl = (await card.getByRole('link', { name: /\/q\// }).textContent())!;
  expect(shortUrl).toMatch(/\/q\/[2-9a-km-zA-HJ-NP-Z]{8}$/);

  // A guest scans the code: the short link counts the scan and lands on the public menu.
  const guest = await context.browser()!.newContext();
  const phone = await guest.newPage();
  await phone.goto(new URL(shortUrl).pathname);
  await expect(phone).toHaveURL(new RegExp(`/v/${venue.userName}$`));
  await expect(phone.getByRole('heading', { level: 1, name: 'Chai Point Cafe' })).toBeVisible();
  await guest.close();

  await page.reload();
  await expect(page.getByRole('article', { name: 'Table 7' }).getByTestId('scan-count')).toHaveText(/^1 scan · last /);

  // The details page shows scans per code over time.
  await page.getByRole('link', { name: 'Scan details' }).click();
  await expect(page).toHaveURL(new RegExp(`/qr-manager/details/${venue.userName}$`));
  const row = page.getByTestId('qr-stats-row').filter({ hasText: 'Table 7' });
  await expect(row.getByRole('cell').nth(1)).toHaveText('1');
  await expect(row.getByRole('img', { name: /^1 scan in the last 30 days/ })).toBeVisible();
  await page.getByText('7 days', { exact: true }).click();
  await expect(row.getByRole('img', { name: /^1 scan in the last 7 days/ })).toBeVisible();
  expect(await seriousViolationsAtBothWidths(page)).toEqual([]);
});

test('a link-page code leads to the venue’s link page, which opens the menu', async ({ page, context }) => {
  await signIn(page, venue);
  await page.goto('/qr-manager/add');
  await page.getByText('Link page', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Link page' })).toBeChecked();
  await page.getByRole('textbox', { name: 'Label (optional)' }).fill('Front door');
  await page.getByRole('button', { name: 'Create QR code' }).click();
  await expect(page.getByText('QR code created')).toBeVisible();
  const shortUrl = (await page.getByRole('article', { name: 'Front door' }).getByRole('link', { name: /\/q\// }).textContent())!;

  const guest = await context.browser()!.newContext();
  const phone = await guest.newPage();
  await phone.goto(new URL(shortUrl).pathname);
  await expect(phone).toHaveURL(new RegExp(`/v/${venue.userName}/links$`));
  await expect(phone.getByRole('heading', { level: 1, name: 'Chai Point Cafe' })).toBeVisible();
  await phone.getByRole('link', { name: 'View Menu' }).click();
  await expect(phone).toHaveURL(new RegExp(`/v/${venue.userName}$`));
  await expect(phone.getByRole('searchbox')).toBeVisible();
  await guest.close();
});

test('downloads the PNG, the SVG and the printable A4 sheet', async ({ page }) => {
  await signIn(page, venue);
  await page.goto('/qr-manager');
  const card = page.getByRole('article', { name: 'Table 7' });

  const [png] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'PNG' }).click()]);
  expect(png.suggestedFilename()).toMatch(/table-7-qr\.png$/);
  expect(readFileSync((await png.path())!).subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));

  const [svg] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'SVG' }).click()]);
  expect(readFileSync((await svg.path())!, 'utf8')).toMatch(/^<svg[\s>]/);

  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /^Print all \d+ \(PDF\)$/ }).click(),
  ]);
  expect(pdf.suggestedFilename()).toMatch(/qr-codes\.pdf$/);
  expect(
    readFileSync((await pdf.path())!)
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');
});

test('other paths under /qr-manager go back to /qr-manager', async ({ page }) => {
  await signIn(page, venue);
  await page.goto('/qr-manager/somewhere/else');
  await expect(page).toHaveURL(/\/qr-manager$/);
  await expect(page.getByRole('heading', { name: 'QR codes' })).toBeVisible();
});
