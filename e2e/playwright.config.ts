import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'venue-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

/** Test numbers shared by every journey (E.164 digits = fixed code). */
export const E2E_TEST_OTP = [
  '919000000001=246810',
  '919000000011=111111',
  '919000000012=121212',
  '919000000013=131313',
  '919000000014=141414',
  '919000000015=151515',
  '919000000016=161616',
  '919000000017=171717',
  '919000000018=181818',
  '919000000019=191919',
  // One number per journey file where possible: each number may request 5 codes an hour.
  '919000000020=202020',
  '919000000021=212121',
  '919000000022=222222',
  '919000000023=232323',
  // Each journey file its own owner, so files can run side by side (menu-journeys, link-page,
  // public-menu, menu-mobile, menu-spreadsheet).
  '919000000024=242424',
  '919000000025=252525',
  '919000000026=262626',
  '919000000027=272727',
  '919000000028=282828',
  '919000000031=313131',
  // reservations-closed-day.spec.ts (issue 36)
  '919000000036=363636',
  // waitlist.spec.ts (issue 38): the host, then a guest who joins online
  '919000000038=383838',
  '919000000039=393939',
  // guest-book.spec.ts (issue 38): the owner, then the guest whose bookings build the book
  '919000000063=636363',
  '919000000064=646464',
  // menu-publishing.spec.ts (issue 15a)
  '919000000045=454545',
  '919000000041=414141',
  '919000000042=424242',
  '919000000043=434343',
  '919000000051=515151',
  '919000000052=525252',
  '919000000057=575757',
  // admin-dashboard.spec.ts; it and dashboard-screens.spec.ts's 919000000041 are on the Dashboard's allow-list (below)
  '919000000046=464646',
  // dashboard-screens-phone.spec.ts, on the Dashboard's allow-list too
  '919000000047=474747',
  // guided-start.spec.ts and error-screens.spec.ts (issue 35)
  '919000000071=717171',
  '919000000072=727272',
  '919000000073=737373',
  // unsaved-changes.spec.ts (issue 35)
  '919000000058=585858',
  // profile-switch.spec.ts (issue 35 "The spec's own words")
  '919000000095=959595',
  // reservations-deposit.spec.ts (issue 38, part 2): the owner, then the guests who pay deposits
  '919000000060=606060',
  '919000000061=616161',
  '919000000062=626262',
  // events-cancel-refund.spec.ts (issue 36): the owner, then the two buyers
  '919000000080=808080',
  '919000000081=818181',
  '919000000082=828282',
  // guest-visibility, guest-menu-search and qr-dining-room journeys (issue 35)
  '919000000085=858585',
  '919000000086=868686',
  '919000000087=878787',
  // menu-schedules.spec.ts (issue 40, schedules)
  '919000000076=767676',
  '919000000077=777777',
  // venue-hours-contacts.spec.ts and photos-and-dishes.spec.ts (issue 35)
  '919000000090=909090',
  '919000000091=919191',
  '919000000092=929292',
  '919000000093=939393',
  // events-series-code-cancel.spec.ts (issue 39): the owner, then the guest who buys with a code and cancels
  '919000000067=676767',
  '919000000068=686868',
  // search-and-shares.spec.ts (issue 40).
  '919000000078=787878',
  '919000000079=797979',
  // menu-languages.spec.ts (issue 40): the owner who translates the menu
  '919000000074=747474',
  '919000000075=757575',
].join(',');

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Files run side by side (tests within a file in order): each file has its own owners' numbers
  // (E2E_TEST_OTP above) and venues, and the server's clock is never moved, so two workers share
  // the server without seeing each other. Much of a journey is waiting (network idle, transitions),
  // so two workers on CI's two cores take little more than half the time of one.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // The files that take longest are named at the end of a run (CI's budget is 30 minutes).
  reportSlowTests: { max: 12, threshold: 60_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'on-first-retry',
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's headless shell (package chromium-headless-shell): the same Blink without the
      // full browser's windowing, as Playwright's own builds run headless. The journeys are bound
      // by the browser's CPU on CI's two cores; four of the longest files took 6.0 min in it
      // against 7.3 min in the full browser. The benches' Lighthouse runs keep the full browser.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node ../apps/server/src/main.ts',
    url: `http://127.0.0.1:${port}/ready`,
    reuseExistingServer: false,
    // It starts in seconds; a machine shared with other work may need minutes.
    timeout: 300_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      // Links the server builds (the payment provider's checkout and its return to the callback
      // page) must come back to the origin the browser holds the stored login for.
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      SMS_TEST_OTP: E2E_TEST_OTP,
      // The notifier's test adapter: journeys read what a guest was sent at /__outbox/sms?to= (issue 36).
      SMS_PROVIDER: 'outbox',
      DASHBOARD_PHONES: '919000000001,919000000041,919000000046,919000000047',
      SEED_DEMO: '0',
      // As behind nginx on the same machine: journeys' set-up logins name their own network
      // (tests/support/api.ts), so 20+ journeys do not share one address's hourly code limit.
      TRUST_PROXY: 'loopback',
    },
  },
});
