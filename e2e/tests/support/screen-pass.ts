import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signIn, type Venue } from './api.ts';
import { seriousViolations } from './axe.ts';
import { createScreensVenue, dashboardScreens, keepSession } from './dashboard-screens.ts';
import { resizeTo, settled } from './settle.ts';

/**
 * Every dashboard screen and dialog (dashboard-screens.ts), opened as its owner would, on one
 * device (dashboard-screens.spec.ts: the desktop widths; dashboard-screens-phone.spec.ts: a
 * 375 px phone). Two files, so the two Playwright workers share the longest journey:
 * - issue 15: axe-core finds no serious or critical violation, at 1366 px and on a 375 px phone;
 * - issue 35, "Every width": at 1366, 1280, 1024 and 820 px (laptops, tablets upright) and 375 px
 *   the page never scrolls sideways and no button or label cuts its own words ("Previ", "Downloa").
 * The desktop widths resize the page the screen was opened on (a screen whose opening depends
 * on the width is opened again); the phone is a touch device of its own. Screenshots land in
 * test-results/screens/ to be looked at.
 */

// Playwright empties test-results/ as a run starts, then the journeys fill this folder.
const SHOTS = path.resolve(import.meta.dirname, '..', '..', 'test-results', 'screens');
const SHOT_WIDTHS = new Set<number>([375, 820, 1024, 1366]);

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

export interface ScreensDevice {
  label: string;
  /** The first width is the one the screens open at and axe reads. */
  widths: readonly number[];
  height: number;
  isPhone: boolean;
  /** Its own owner (an E2E_TEST_OTP number on the Dashboard's allow-list) and venue. */
  owner: { phone: string; code: string; label: string };
}

/** The tests of one device: every screen opened once, read by axe, then checked at each width. */
export function screenPass(device: ScreensDevice) {
  let venue: Venue;
  // Every finding is reported, so a failed screen does not skip the rest; Playwright then starts
  // a new worker, which takes the venue (and its latest tokens) from here rather than asking for
  // another login code (5 an hour per number).
  const venueFile = path.join(process.env.E2E_DATA_DIR ?? '.', `dashboard-screens-${device.label}.json`);
  const { isPhone } = device;
  const size = { width: device.widths[0]!, height: device.height };
  /*
   * The signed-in screens share one page, as an owner moving between them would: each opens with
   * a navigation of its own, so nothing on screen carries over, but the app's code is fetched and
   * compiled once rather than in a new browser context per screen. That was most of a pass's time
   * on CI's two busy cores (issue 37: 11-17 s a screen, 18 of CI's 30 minutes in the two passes).
   */
  let shared: Page;

  test.beforeAll(async ({ browser, request }, testInfo) => {
    if (existsSync(venueFile)) venue = JSON.parse(readFileSync(venueFile, 'utf8')) as Venue;
    else {
      const { phone, code, label } = device.owner;
      venue = await createScreensVenue(request, phone, code, label, 'Axe Kitchen');
      writeFileSync(venueFile, JSON.stringify(venue));
    }
    const { baseURL, reducedMotion, userAgent, deviceScaleFactor } = testInfo.project.use;
    const context = await browser.newContext({
      baseURL,
      reducedMotion,
      userAgent,
      deviceScaleFactor,
      viewport: size,
      hasTouch: isPhone,
      isMobile: isPhone,
    });
    shared = await context.newPage();
    await signIn(shared, venue);
  });

  // The page may have refreshed the login (the run outlasts an access token): the next test, or
  // a new worker after a failure, starts from its latest tokens.
  test.afterEach(async () => {
    const testInfo = test.info();
    if (testInfo.status !== testInfo.expectedStatus) {
      await shared.screenshot({ path: testInfo.outputPath('failed.png') }).catch(() => undefined);
    }
    // A screen's made-up answers (answerWith) are its own.
    await shared.unrouteAll({ behavior: 'ignoreErrors' });
    if (shared.url().startsWith('http')) {
      await keepSession(shared, venue);
      writeFileSync(venueFile, JSON.stringify(venue));
    }
  });

  test.describe(device.label, () => {
    // One test checks the screen at every width of the device: the time of one check per width.
    test.describe.configure({ timeout: 60_000 * device.widths.length });
    // The signed-out screens get a page of their own, with no login stored.
    test.use({ viewport: size, hasTouch: isPhone, isMobile: isPhone });

    for (const screen of dashboardScreens(() => venue)) {
      const check = async (page: Page) => {
        if (!sameSize(page.viewportSize(), size)) await page.setViewportSize(size);
        await screen.open(page, isPhone);
        await settled(page);
        expect.soft(await seriousViolations(page), `axe at ${size.width} px`).toEqual([]);

        for (const width of device.widths) {
          if (width !== page.viewportSize()!.width) {
            await resizeTo(page, { width, height: device.height });
            if (screen.opensByWidth) {
              await screen.open(page, isPhone);
              await settled(page);
            }
          }
          if (SHOT_WIDTHS.has(width)) {
            await page.screenshot({ path: path.join(SHOTS, `${screen.name.replace(/[^a-z0-9]+/gi, '-')}-${width}.png`) });
          }
          const found = await overflow(page);
          expect.soft(found.scrollWidth, `the page scrolls sideways at ${width} px`).toBeLessThanOrEqual(found.innerWidth);
          expect.soft(found.clipped, `labels cut short at ${width} px`).toEqual([]);
        }
      };
      if (screen.signedOut) test(screen.name, ({ page }) => check(page));
      else test(screen.name, () => check(shared));
    }
  });
}

const sameSize = (a: { width: number; height: number } | null, b: { width: number; height: number }) =>
  a?.width === b.width && a.height === b.height;
