/**
 * Lighthouse bench for the venue's link page /v/{username}/links (issue 13 "Must show"): a
 * venue with a handful of links made through the real API, then Lighthouse in its default
 * MOBILE mode. Prints performance and accessibility beside their goals (both at least 95) and
 * the JavaScript a phone downloads for the page, gzipped, beside its budget (30 KB; the page is
 * meant to need none). Needs the built web (`npm run build -w apps/web`) and Debian's Chromium.
 * Prints figures; never fails on a number.
 * Run: npm run bench -w e2e   (or `npx node e2e/bench/link-page-lighthouse.bench.ts`)
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import {
  audit,
  call,
  CHROME_FLAGS,
  CHROME_PATH,
  createBenchVenue,
  kb,
  ROOT,
  row,
  RUNS,
  SCORE_WIDTH,
  served,
  startBenchServer,
  type Figures,
} from './lighthouse-support.ts';

const PHONE = '9000000012';
const OTP = '121212';
const LINKS = [
  { name: 'Instagram', url: 'https://instagram.com/bench.saffron', icon: 'instagram' },
  { name: 'Order on Swiggy', url: 'https://www.swiggy.com/restaurants/bench-saffron', icon: 'swiggy' },
  { name: 'Order on Zomato', url: 'https://www.zomato.com/bench-saffron', icon: 'zomato' },
  { name: 'Find us on Google Maps', url: 'https://maps.google.com/?q=Bench+Saffron', icon: 'google-maps' },
  { name: 'Reviews on Tripadvisor', url: 'https://www.tripadvisor.in/bench-saffron', icon: 'tripadvisor' },
  { name: 'Write to us', url: 'mailto:hello@example.com', icon: 'email' },
];

/** The page's own links through the link editor's call; a server without it yet keeps its fixed links only. */
async function seedLinks(base: string, venue: { token: string; profileId: string; userName: string }): Promise<string> {
  const auth = { token: venue.token, profileId: venue.profileId };
  try {
    const all = await call<{ accountId: string }>(base, `/fast-social/all?userName=${venue.userName}`, auth);
    await call(base, '/fast-social/links', {
      method: 'POST',
      ...auth,
      body: { accountId: all.accountId, links: { link: LINKS.map((link) => ({ ...link, live: true })) } },
    });
    return `${LINKS.length} links of the owner`;
  } catch (error) {
    return `the owner's links could not be saved (${(error as Error).message}); the page has its fixed links only`;
  }
}

/** Every script the page loads or carries, gzipped: the figure the 30 KB budget is about. */
async function scriptBytes(base: string, html: string) {
  const sources = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]!);
  const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1]!)
    .join('');
  let gzip = inline ? gzipSync(inline, { level: 9 }).length : 0;
  for (const source of sources) gzip += (await served(new URL(source, base).href)).gzip;
  return { count: sources.length + (inline ? 1 : 0), gzip };
}

async function main() {
  if (!existsSync(path.join(ROOT, 'apps/web/dist/public-menu/.vite/manifest.json')))
    throw new Error('the public pages are not built: run `npm run build -w apps/web` first');
  const { base, stop } = await startBenchServer(PHONE, OTP);
  let chrome: chromeLauncher.LaunchedChrome | null = null;
  try {
    const venue = await createBenchVenue(base, PHONE, OTP, 'Saffron Lane Kitchen', 'bench-saffron-lane');
    const seeded = await seedLinks(base, venue);
    const pageUrl = `${base}/v/${venue.userName}/links`;
    const response = await fetch(pageUrl);
    if (response.status !== 200) throw new Error(`${pageUrl} answered ${response.status}`);
    const html = await response.text();

    chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'error' });
    const runs: Figures[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await audit(pageUrl, chrome.port));
    const version = ((await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as { Browser: string }).Browser;

    console.log(
      `link page, Lighthouse ${RUNS === 1 ? '' : `(median of ${RUNS} runs) `}mobile (default emulation and throttling), ${version}: ` +
        `${seeded}; HTML ${kb(html.length)} (${kb(gzipSync(html).length)} gzip)`,
    );
    console.log(
      `  ${'page'.padEnd(38)} ${'perf'.padStart(SCORE_WIDTH)} ${'a11y'.padStart(SCORE_WIDTH)} ${'FCP'.padStart(8)} ${'LCP'.padStart(8)} ${'TBT'.padStart(8)} ${'CLS'.padStart(6)} ${'transfer'.padStart(10)} ${'of it JS'.padStart(9)}`,
    );
    console.log(`  ${row(`/v/${venue.userName}/links`, runs)}`);
    const score = (key: 'performance' | 'accessibility') => runs[0]![key] ?? Number.NaN;
    console.log(
      `  goals: performance ≥ 95 (${score('performance') >= 95 ? 'met' : 'NOT met'}), accessibility ≥ 95 (${score('accessibility') >= 95 ? 'met' : 'NOT met'})`,
    );
    const scripts = await scriptBytes(base, html);
    console.log(
      `  JS on the page: ${scripts.count} script(s), ${kb(scripts.gzip)} gzip (budget 30 KB gzip: ${scripts.gzip <= 30 * 1024 ? 'met' : 'NOT met'})`,
    );
    const failed = [...new Set(runs.flatMap((r) => r.failedA11y))];
    if (failed.length > 0) console.log(`  accessibility audits failed: ${failed.join(', ')}`);
    const hints = runs[0]!.opportunities.slice(0, 3);
    if (hints.length > 0)
      console.log(`  Lighthouse's top savings: ${hints.map((hint) => `${hint.title} (~${Math.round(hint.ms)} ms)`).join('; ')}`);
  } finally {
    if (chrome) chrome.kill();
    await stop();
  }
}

await main();
