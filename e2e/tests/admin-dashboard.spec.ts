import { expect, test, type Page } from '@playwright/test';
import { answerWith, createVenue, signIn, type Venue } from './support/api.ts';

/**
 * The platform Dashboard (decisions §6 "The dashboard") for a number on DASHBOARD_PHONES: its
 * tiles and charts from the server, and axes that count whole venues, bookings and rupees.
 */

const CHARTS = ['New venues', 'Bookings', 'Revenue (before GST)', 'QR scans', 'Link clicks'];

let venue: Venue;
test.beforeAll(async ({ request }) => {
  venue = await createVenue(request, '+919000000046', '464646', 'e2e-platform', 'Platform Check');
});

/** The y-axis labels of the chart titled `title`, once it has drawn them. */
async function yAxisLabels(page: Page, title: string): Promise<string[]> {
  const chart = page.locator('.mantine-Paper-root').filter({ has: page.getByText(title, { exact: true }) });
  const labels = chart.locator('.recharts-yAxis .recharts-cartesian-axis-tick-value');
  await expect(labels.first()).toBeVisible();
  return labels.allTextContents();
}

test('the Dashboard shows the platform figures, its services by name and whole-unit axes', async ({ page }) => {
  await signIn(page, venue);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Venues', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Digital menu: \d+$/)).toBeVisible();
  for (const title of CHARTS) {
    for (const label of await yAxisLabels(page, title)) expect(label, title).toMatch(/^₹?[\d,]+$/);
  }
});

test('a day with one new venue and no revenue draws 0 and 1, and ₹0, not fractions', async ({ page }) => {
  await signIn(page, venue);
  // The figures of a quiet range, as the server would send them: the axes, not the sums, are the point.
  await answerWith(page, '**/v1/admin/dashboard?*', (query) => {
    const from = query.get('from')!;
    const to = query.get('to')!;
    const day = { newVenues: 0, bookings: 0, revenuePaise: 0, gstPaise: 0, scans: 0, linkClicks: 0 };
    return {
      from,
      to,
      venues: 1,
      newVenues: 1,
      activeSubscriptions: { 'digital-menu': 0 },
      bookings: 0,
      ticketsSold: 0,
      revenuePaise: 0,
      gstPaise: 0,
      scans: 0,
      series: [
        { day: from, ...day },
        { day: to, ...day, newVenues: 1 },
      ],
    };
  });
  await page.goto('/dashboard');
  const newVenues = await yAxisLabels(page, 'New venues');
  expect(newVenues).toContain('1');
  expect(
    newVenues.every((label) => /^\d+$/.test(label)),
    newVenues.join(' '),
  ).toBe(true);
  const revenue = await yAxisLabels(page, 'Revenue (before GST)');
  expect(revenue).toContain('₹0');
  expect(
    revenue.every((label) => /^₹[\d,]+$/.test(label)),
    revenue.join(' '),
  ).toBe(true);
});
