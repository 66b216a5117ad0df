/**
 * Public menu page (issue #5): the guest menu page's script (goal: at most 90 KB of JS gzipped)
 * and the event page's (goal: at most 70 KB of JS gzipped with its checkout, promo field and
 * attendee questions, issue 39), each its entry and every chunk it imports at once, and
 * GET /v/:username for a 300-item menu at 50 connections for ~10 s each (autocannon). Prints
 * figures; never fails on them. The page against a floor serving its very bytes is
 * bench/read-floor.bench.ts's.
 *
 * Lighthouse scores come from e2e/bench/public-menu-lighthouse.bench.ts (it needs Chromium).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { seedLargeMenu, startServer } from './bench-kit.ts';

const ITEMS = 300;
const SUBCATEGORIES = 12;
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const JS_BUDGET_KB = 90;
const EVENT_JS_BUDGET_KB = 70;
const EVENT_ENTRY = 'src/guest/client/events-entry.tsx';
const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PUBLIC_DIST = path.resolve(SERVER_DIR, '../web/dist/public-menu');

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const MENU_ENTRY = 'src/guest/client/entry-client.tsx';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}

function bundleSizes() {
  const manifestFile = path.join(PUBLIC_DIST, '.vite/manifest.json');
  if (!existsSync(manifestFile)) {
    console.log('guest bundle: not built (run `npm run build -w apps/web` first)');
    return false;
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest[MENU_ENTRY];
  if (!entry) throw new Error('the manifest has no guest entry');
  pageScriptSize(manifest, 'guest menu page', MENU_ENTRY, JS_BUDGET_KB);
  for (const key of entry.dynamicImports ?? []) {
    const chunk = manifest[key];
    if (!chunk) continue;
    const bytes = readFileSync(path.join(PUBLIC_DIST, chunk.file));
    console.log(
      `  JS   ${kb(bytes.length).padStart(9)} raw  ${kb(gzipSync(bytes, { level: 9 }).length).padStart(8)} gzip   (${chunk.file}, loaded on first search)`,
    );
  }
  for (const file of entry.css ?? []) {
    const sheet = readFileSync(path.join(PUBLIC_DIST, file));
    console.log(`  CSS  ${kb(sheet.length).padStart(9)} raw  ${kb(gzipSync(sheet, { level: 9 }).length).padStart(8)} gzip`);
  }
  pageScriptSize(manifest, 'event page', EVENT_ENTRY, EVENT_JS_BUDGET_KB);
  return true;
}

/** A page's script as a phone loads it: its entry and every chunk it imports at once, each gzipped as sent. */
function pageScriptSize(manifest: Record<string, ManifestChunk>, label: string, entryKey: string, budgetKb: number) {
  if (!manifest[entryKey]) throw new Error(`the manifest has no ${label} entry`);
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey);
  const sizes = [...files].map((file) => {
    const bytes = readFileSync(path.join(PUBLIC_DIST, file));
    return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, brotli: brotliCompressSync(bytes).length };
  });
  const total = (kind: 'raw' | 'gzip' | 'brotli') => sizes.reduce((sum, size) => sum + size[kind], 0);
  console.log(`${label} script (${[...files].join(', ')}):`);
  console.log(
    `  JS   ${kb(total('raw')).padStart(9)} raw  ${kb(total('gzip')).padStart(8)} gzip  ${kb(total('brotli')).padStart(8)} brotli   budget ${budgetKb} KB gzip: ${total('gzip') <= budgetKb * 1024 ? 'met' : 'NOT met'}`,
  );
}

const built = bundleSizes();
const dataDir = mkdtempSync(path.join(tmpdir(), 'venue-bench-public-'));
let server: Awaited<ReturnType<typeof startServer>> | null = null;
try {
  if (!built) throw new Error('skipping the page bench: the public pages are not built');
  const { profile } = await seedLargeMenu(dataDir, {
    userName: 'bench-bistro',
    items: ITEMS,
    subcategories: SUBCATEGORIES,
    withMedia: false,
  });
  server = await startServer(dataDir, 'bench-secret-'.padEnd(48, 'x'));
  const url = server.url;

  const pageUrl = `${url}/v/${profile.userName}`;
  const first = await fetch(pageUrl);
  if (first.status !== 200) throw new Error(`the page answered ${first.status}`);
  const html = Buffer.from(await first.arrayBuffer());

  await autocannon({ url: pageUrl, connections: 10, duration: 2 });
  const dynamic = await autocannon({ url: pageUrl, connections: CONNECTIONS, duration: SECONDS });
  // What phones actually get: the page is gzipped once per menu version and kept.
  const zipped = await autocannon({
    url: pageUrl,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { 'accept-encoding': 'gzip' },
  });
  const line = (label: string, result: Awaited<ReturnType<typeof autocannon>>) =>
    `  ${label.padEnd(30)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p99 ${String(result.latency.p99).padStart(5)} ms   ` +
    `(${result['2xx']} ok, ${result.non2xx} non-2xx, ${result.errors} errors)`;
  console.log(
    `public page: ${ITEMS} items, ${kb(html.length)} HTML (${kb(gzipSync(html).length)} gzip), ${CONNECTIONS} connections, ${SECONDS} s each`,
  );
  console.log(line('GET /v/:username', dynamic));
  console.log('  (the page against a floor serving its very bytes: bench/read-floor.bench.ts)');
  console.log(line('GET /v/:username, gzip', zipped));
  console.log(
    'Lighthouse (performance, accessibility, LCP): printed by e2e/bench/public-menu-lighthouse.bench.ts (npm run bench -w e2e).',
  );
} catch (error) {
  if (!built) console.log((error as Error).message);
  else throw error;
} finally {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
