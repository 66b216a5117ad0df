import { expect, test } from '@playwright/test';

test('the server answers /ready and serves the dashboard', async ({ page, request }) => {
  const ready = await request.get('/ready');
  expect(ready.ok()).toBe(true);
  await page.goto('/');
  await expect(page.locator('#root')).not.toBeEmpty();
});
