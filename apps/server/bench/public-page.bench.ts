/**
 * Public menu page (issue #5): the guest bundle's size (goal: at most 90 KB of JS gzipped), the
 * event page's (goal: at most 70 KB of JS gzipped with its checkout, promo field and attendee
 * questions, issue 39: the entry and every chunk it imports at once) and
 * GET /v/:username for a 300-item menu beside the very same HTML served as a static file by
 * the same server (the limit), at 50 connections for ~10 s each (autocannon). Prints figures;
 * never fails on them.
 *
 * Lighthouse scores come from e2e/bench/public-menu-lighthouse.bench.ts (it needs Chromium).
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
const EVENT_ENTRY = 'src/features/public-pages/client/events-entry.tsx';
const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PUBLIC_DIST = path.resolve(SERVER_DIR, '../web/dist/public-menu');

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function bundleSizes() {
  const manifestFile = path.join(PUBLIC_DIST, '.vite/manifest.json');
  if (!existsSync(manifestFile)) {
    console.log('guest bundle: not built (run `npm run build -w apps/web` first)');
    return false;
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<
    string,
    { file: string; css?: string[]; dynamicImports?: string[] }
  >;
  const entry = manifest['src/features/public-pages/client/entry-client.tsx'];
  if (!entry) throw new Error('the manifest has no guest entry');
  const js = readFileSync(path.join(PUBLIC_DIST, entry.file));
  const css = (entry.css ?? []).map((file) => readFileSync(path.join(PUBLIC_DIST, file)));
  const gzipped = gzipSync(js, { level: 9 }).length;
  console.log(`guest bundle (${entry.file}):`);
  console.log(
    `  JS   ${kb(js.length).padStart(9)} raw  ${kb(gzipped).padStart(8)} gzip  ${kb(brotliCompressSync(js).length).padStart(8)} brotli   budget ${JS_BUDGET_KB} KB gzip: ${gzipped <= JS_BUDGET_KB * 1024 ? 'met' : 'NOT met'}`,
  );
  for (const key of entry.dynamicImports ?? []) {
    const chunk = manifest[key];
    if (!chunk) continue;
    const bytes = readFileSync(path.join(PUBLIC_DIST, chunk.file));
    console.log(
      `  JS   ${kb(bytes.length).padStart(9)} raw  ${kb(gzipSync(bytes, { level: 9 }).length).padStart(8)} gzip   (${chunk.file}, loaded on first search)`,
    );
  }
  for (const sheet of css)
    console.log(`  CSS  ${kb(sheet.length).padStart(9)} raw  ${kb(gzipSync(sheet, { level: 9 }).length).padStart(8)} gzip`);
  eventPageSize(manifest);
  return true;
}

/** The event page's script: its entry and the chunks it imports statically, each gzipped as sent. */
function eventPageSize(manifest: Record<string, { file: string; imports?: string[] }>) {
  if (!manifest[EVENT_ENTRY]) throw new Error('the manifest has no event page entry');
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(EVENT_ENTRY);
  const sizes = [...files].map((file) => {
    const bytes = readFileSync(path.join(PUBLIC_DIST, file));
    return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
  const raw = sizes.reduce((total, size) => total + size.raw, 0);
  const gzipped = sizes.reduce((total, size) => total + size.gzip, 0);
  console.log(`event page bundle (${[...files].join(', ')}):`);
  console.log(
    `  JS   ${kb(raw).padStart(9)} raw  ${kb(gzipped).padStart(8)} gzip   budget ${EVENT_JS_BUDGET_KB} KB gzip: ${gzipped <= EVENT_JS_BUDGET_KB * 1024 ? 'met' : 'NOT met'}`,
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
  mkdirSync(path.join(dataDir, 'media', 'bench'), { recursive: true });
  writeFileSync(path.join(dataDir, 'media', 'bench', 'menu.html'), html);
  const staticUrl = `${url}/media/bench/menu.html`;

  await autocannon({ url: pageUrl, connections: 10, duration: 2 });
  const dynamic = await autocannon({ url: pageUrl, connections: CONNECTIONS, duration: SECONDS });
  const fixed = await autocannon({ url: staticUrl, connections: CONNECTIONS, duration: SECONDS });
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
  console.log(line('same HTML as a static file', fixed));
  console.log(`  ratio page/static: ${(dynamic.requests.average / fixed.requests.average).toFixed(2)}`);
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
