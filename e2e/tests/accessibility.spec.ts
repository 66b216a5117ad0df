import { expect, test } from '@playwright/test';
import { signIn, type Venue } from './support/api.ts';
import { seriousViolations } from './support/axe.ts';
import { createScreensVenue, dashboardScreens, keepSession, settled } from './support/dashboard-screens.ts';

/**
 * Issue 15: axe-core finds no serious or critical violation on any dashboard screen or dialog,
 * at a desktop width and on a phone. Every screen is opened as its owner would, with some data
 * in it, and checked once it has settled (no loader, dialogs done animating).
 */
test.describe.configure({ mode: 'serial' });

let venue: Venue;

test.beforeAll(async ({ request }) => {
  venue = await createScreensVenue(request, '+919000000041', '414141', 'e2e-axe', 'Axe Kitchen');
});

for (const [label, viewport] of [
  ['desktop 1366', { width: 1366, height: 900 }],
  ['phone 375', { width: 375, height: 812 }],
] as const) {
  test.describe(`axe at ${label}`, () => {
    const isPhone = viewport.width < 768;
    test.use({ viewport, hasTouch: isPhone, isMobile: isPhone });

    for (const screen of dashboardScreens(() => venue)) {
      test(screen.name, async ({ page }) => {
        if (!screen.signedOut) await signIn(page, venue);
        await screen.open(page, isPhone);
        await settled(page);
        expect(await seriousViolations(page)).toEqual([]);
        if (!screen.signedOut) await keepSession(page, venue);
      });
    }
  });
}
