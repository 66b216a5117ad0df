import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signIn, type Venue } from './support/api.ts';
import { createScreensVenue, dashboardScreens, keepSession, settled } from './support/dashboard-screens.ts';

/**
 * Issue 35, "Every width": every dashboard screen and dialog (the accessibility journey's list)
 * at 820, 1024 and 1280 px (tablets upright, small laptops) as well as 375 and 1366: the page
 * never scrolls sideways and no button or label cuts its own words ("Previ", "Downloa").
 * Screenshots land in test-results/widths/ to be looked at.
 */
let venue: Venue;

// Every finding is reported, so a failed screen does not skip the rest; Playwright then starts a
// new worker, which takes the venue (and its latest tokens) from here rather than asking for
// another login code (5 an hour per number).
const VENUE_FILE = path.join(process.env.E2E_DATA_DIR ?? '.', 'widths-venue.json');

test.beforeAll(async ({ request }) => {
  if (existsSync(VENUE_FILE)) venue = JSON.parse(readFileSync(VENUE_FILE, 'utf8')) as Venue;
  else {
    venue = await createScreensVenue(request, '919000000059', '595959', 'e2e-widths', 'Kokum Bay');
    writeFileSync(VENUE_FILE, JSON.stringify(venue));
  }
});

// Playwright empties test-results/ as a run starts, then the journey fills this folder.
const SHOTS = path.resolve(import.meta.dirname, '..', 'test-results', 'widths');

/** What overflows: the page sideways, and every visible control or label whose text is cut. */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const clipped: string[] = [];
    const selector = [
      'button',
      'label',
      '[role="tab"]',
      '[role="menuitem"]',
      '.mantine-Button-label',
      '.mantine-Badge-label',
      '.mantine-SegmentedControl-label',
      '.mantine-NavLink-label',
    ].join(',');
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      const box = element.getBoundingClientRect();
      // Screen-reader-only text is 1 px wide on purpose.
      if (box.width < 2 || box.height < 2 || !element.textContent?.trim()) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.clipPath !== 'none' || style.clip !== 'auto') continue;
      if (element.scrollWidth > element.clientWidth + 1) {
        clipped.push(
          `${element.tagName.toLowerCase()} "${element.textContent.trim().slice(0, 40)}" (${element.scrollWidth} > ${element.clientWidth})`,
        );
      }
    }
    return { scrollWidth: root.scrollWidth, innerWidth: window.innerWidth, clipped };
  });
}

const WIDTHS = [820, 1024, 1280, 375, 1366] as const;
const SHOT_WIDTHS = new Set<number>([375, 820, 1024, 1366]);

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    const isPhone = width <= 768;
    test.use({ viewport: { width, height: isPhone ? 812 : 900 }, hasTouch: isPhone, isMobile: isPhone });

    // The code step sends codes to real numbers, one per 30 s: the accessibility journey covers it.
    for (const screen of dashboardScreens(() => venue).filter((entry) => entry.name !== 'login code step')) {
      test(screen.name, async ({ page }) => {
        if (!screen.signedOut) await signIn(page, venue);
        await screen.open(page, isPhone);
        await settled(page);
        if (SHOT_WIDTHS.has(width)) {
          await page.screenshot({ path: path.join(SHOTS, `${screen.name.replace(/[^a-z0-9]+/gi, '-')}-${width}.png`) });
        }
        if (!screen.signedOut) {
          await keepSession(page, venue);
          writeFileSync(VENUE_FILE, JSON.stringify(venue));
        }
        const found = await overflow(page);
        expect.soft(found.scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(found.innerWidth);
        expect(found.clipped, 'labels cut short').toEqual([]);
      });
    }
  });
}
