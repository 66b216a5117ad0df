import { expect, test, type Page } from '@playwright/test';
import { createVenue, seedMenu, signIn } from './public-support.ts';

/**
 * Issue 16, finding 6 in a real browser: the dashboard and a guest menu run under their
 * Content-Security-Policies without a single violation, and another site cannot frame the
 * dashboard.
 */

function collectCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|frame|connect)/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  return violations;
}

test('the login page, the signed-in dashboard and a public menu render with no CSP violation', async ({ page, request }) => {
  const violations = collectCspViolations(page);

  await page.goto('/login');
  await expect(page.getByRole('button').first()).toBeVisible();

  const venue = await createVenue(request, '919000000031', '313131', 'e2e-csp', 'Policy Dhaba');
  await seedMenu(request, venue);
  await signIn(page, venue);
  await page.goto('/menu');
  await expect(page.getByText('Paneer Tikka').first()).toBeVisible();

  await page.goto(`/v/${venue.userName}`);
  await expect(page.locator('.pm[data-hydrated="true"]')).toBeVisible();
  await expect(page.getByText('Paneer Tikka').first()).toBeVisible();

  expect(violations).toEqual([]);
});

test('another site cannot frame the dashboard', async ({ page, baseURL }) => {
  const violations = collectCspViolations(page);
  // A page on another origin (about:blank is not the dashboard's) with the dashboard in a frame.
  await page.setContent(`<iframe id="victim" src="${baseURL}/login" width="600" height="400"></iframe>`);
  await expect.poll(() => violations.some((text) => /frame-ancestors/.test(text))).toBe(true);
  const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
  await expect(frame!.locator('#root')).toHaveCount(0);
});

test('the API reference renders under Swagger UI’s own policy outside production', async ({ page }) => {
  const violations = collectCspViolations(page);
  await page.goto('/docs');
  await expect(page.getByText('Venue dashboard API').first()).toBeVisible();
  expect(violations).toEqual([]);
});
