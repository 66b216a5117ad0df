/**
 * Dashboard menu read (issue #4): GET /v2/menu/:username for a 2,000-item menu in 40
 * subcategories, beside the very same bytes served as a static file by the same server, at
 * 50 connections for ~10 s each (autocannon). Prints requests per second, p99 latency and the
 * ratio menu/static (goal: at least 0.5). Prints figures; never fails on them.
 *
 * The server is the real one (src/main.ts) in a child process on a fresh DATA_DIR and a free
 * port, so the load generator does not share its event loop.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { signAccessToken } from '../src/modules/auth/access-token.ts';
import { seedLargeMenu, startServer } from './bench-kit.ts';

const ITEMS = 2_000;
const SUBCATEGORIES = 40;
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

const dataDir = mkdtempSync(path.join(tmpdir(), 'venue-bench-menu-'));
const jwtSecret = 'bench-secret-'.padEnd(48, 'x');
let server: Awaited<ReturnType<typeof startServer>> | null = null;
try {
  const { owner, profile, sessionId } = await seedLargeMenu(dataDir, {
    userName: 'bench-venue',
    items: ITEMS,
    subcategories: SUBCATEGORIES,
    withMedia: true,
  });
  server = await startServer(dataDir, jwtSecret);
  const url = server.url;

  const { token } = await signAccessToken(jwtSecret, { userId: owner.id, phone: owner.phone, sessionId });
  const headers = { authorization: `Bearer ${token}`, 'x-profile-id': profile.id };
  const menuUrl = `${url}/v2/menu/${profile.userName}`;
  const first = await fetch(menuUrl, { headers });
  if (first.status !== 200) throw new Error(`menu read answered ${first.status}: ${(await first.text()).slice(0, 200)}`);
  const bytes = Buffer.from(await first.arrayBuffer());
  const menu = JSON.parse(bytes.toString('utf8')) as { body: { menuitems: { items: unknown[]; subCategories: unknown[] } } };

  // The same bytes as a file under DATA_DIR/media, which the same server serves statically.
  mkdirSync(path.join(dataDir, 'media', 'bench'), { recursive: true });
  writeFileSync(path.join(dataDir, 'media', 'bench', 'menu.json'), bytes);
  const staticUrl = `${url}/media/bench/menu.json`;
  const check = await fetch(staticUrl);
  if (check.status !== 200 || Buffer.from(await check.arrayBuffer()).length !== bytes.length)
    throw new Error('static copy is not served');

  const run = (target: string, extraHeaders: Record<string, string>) =>
    autocannon({ url: target, connections: CONNECTIONS, duration: SECONDS, headers: extraHeaders });
  // A short warm-up so neither side pays for JIT and first-read caches in the measurement.
  await autocannon({ url: menuUrl, connections: 10, duration: 2, headers });
  const dynamic = await run(menuUrl, headers);
  const fixed = await run(staticUrl, {});

  const line = (label: string, result: Awaited<ReturnType<typeof autocannon>>) =>
    `  ${label.padEnd(28)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p99 ${String(result.latency.p99).padStart(5)} ms   ` +
    `(${result['2xx']} ok, ${result.non2xx} non-2xx, ${result.errors} errors)`;
  const ratio = dynamic.requests.average / fixed.requests.average;
  console.log(
    `menu read: ${menu.body.menuitems.items.length} items in ${menu.body.menuitems.subCategories.length} subcategories, ${(bytes.length / 1024).toFixed(0)} KiB per response, ${CONNECTIONS} connections, ${SECONDS} s each`,
  );
  console.log(line('GET /v2/menu/:username', dynamic));
  console.log(line('same bytes as a static file', fixed));
  console.log(`  ratio menu/static: ${ratio.toFixed(2)} (goal: at least 0.5) ${ratio >= 0.5 ? 'met' : 'NOT met'}`);
} finally {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
