import { readFile, writeFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { createVenue, menuApi, signIn } from './menu-support.ts';

/**
 * Issue #6 journey: download the template, fill three rows, import them through the wizard
 * (preview, then apply), and see them on the menu.
 */
test('an owner fills the template with three dishes and imports them', async ({ page, request }, testInfo) => {
  const venue = await createVenue(request, '9000000028', '282828', 'sheet');
  await signIn(page, venue);
  await page.goto('/menu');

  await page.getByRole('button', { name: 'Import menu' }).click();
  const wizard = page.getByRole('dialog', { name: 'Import menu' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    wizard.getByRole('button', { name: 'Download template' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('menu-template.xlsx');

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(await download.path())) as unknown as ExcelJS.Buffer);
  const sheet = workbook.getWorksheet('Menu')!;
  const headers = (sheet.getRow(1).values as unknown[]).slice(1);
  expect(headers.slice(0, 6)).toEqual(['Category', 'Subcategory', 'Item name', 'Description', 'Price', 'Food type']);
  sheet.addRow(['Breakfast', 'South Indian', 'Masala Dosa', 'Crisp, with sambar and chutney', '120', 'veg']);
  sheet.addRow(['Breakfast', 'South Indian', 'Medu Vada', 'Two pieces', '70', 'veg']);
  sheet.addRow(['Breakfast', 'South Indian', 'Egg Dosa', '', '140', 'egg']);
  const filled = testInfo.outputPath('filled-menu.xlsx');
  await writeFile(filled, Buffer.from(await workbook.xlsx.writeBuffer()));

  await wizard.locator('input[type="file"]').setInputFiles(filled);
  await expect(wizard.getByText('5 to create')).toBeVisible();
  await expect(wizard.getByRole('table', { name: 'Changes' })).toContainText('Masala Dosa');
  await wizard.getByRole('button', { name: 'Import 5 changes' }).click();
  await expect(wizard.getByText('5 created, 0 updated, 0 unchanged.')).toBeVisible();
  await wizard.getByRole('button', { name: 'Done' }).click();

  const menu = await menuApi(request, venue).menu();
  expect(menu.menuitems.items.map((item) => item.itemName).sort()).toEqual(['Egg Dosa', 'Masala Dosa', 'Medu Vada']);
  await page.reload();
  for (const name of ['Masala Dosa', 'Medu Vada', 'Egg Dosa'])
    await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
});

test('the digital menu settings screen offers the same download and import', async ({ page, request }) => {
  const venue = await createVenue(request, '9000000028', '282828', 'sheet-settings');
  await signIn(page, venue);
  await page.goto('/digital-menu-settings');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download menu' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  await page.getByRole('button', { name: 'Import menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Import menu' })).toBeVisible();
});
