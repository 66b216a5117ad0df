/**
 * Mixed load on the embedded database (issue #16, finding 11): 200 connections against one
 * venue's 300-dish menu, 80% reads (the dashboard's GET /v2/menu/:username and the guests'
 * GET /v/:username, half each) and 20% small edits (toggling a dish's publish, editing a dish's
 * price, half each), for ~20 s (autocannon, 10 s request time-out). Every edit bumps the menu
 * version, so nearly every read follows a write: this is the load that queued reads behind
 * rebuilds and writes. Prints p50/p99 latency, time-outs and throughput beside the goal
 * (p99 under 500 ms, no time-outs). Prints figures; never fails on them.
 *
 * The server is the real one (src/main.ts, PGlite) in a child process on a fresh DATA_DIR.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Request } from 'autocannon';
import { signAccessToken } from '../src/modules/auth/access-token.ts';
import { seedLargeMenu, startServer } from './bench-kit.ts';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 300);
const SUBCATEGORIES = 12;
const CONNECTIONS = 200;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const TIMEOUT_SECONDS = 10;
const GOAL_P99_MS = 500;
const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SSR_BUNDLE = path.resolve(SERVER_DIR, '../web/dist-ssr');

/**
 * The server's CPU time so far in ms (Linux /proc), or null elsewhere. CPU per request is the
 * figure that holds on a shared, busy machine, where latency mostly measures the neighbours.
 */
function cpuMsOf(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'venue-bench-mixed-'));
const jwtSecret = 'bench-secret-'.padEnd(48, 'x');
let server: Awaited<ReturnType<typeof startServer>> | null = null;
try {
  if (!existsSync(SSR_BUNDLE)) throw new Error('skipping the mixed-load bench: the public pages are not built');
  const { owner, profile, sessionId } = await seedLargeMenu(dataDir, {
    userName: 'bench-mixed',
    items: ITEMS,
    subcategories: SUBCATEGORIES,
    withMedia: true,
  });
  server = await startServer(dataDir, jwtSecret);
  const url = server.url;

  const { token } = await signAccessToken(jwtSecret, { userId: owner.id, phone: owner.phone, sessionId });
  const member = { authorization: `Bearer ${token}`, 'x-profile-id': profile.id };
  const json = { ...member, 'content-type': 'application/json' };
  const menuPath = `/v2/menu/${profile.userName}`;
  const pagePath = `/v/${profile.userName}`;
  const first = await fetch(`${url}${menuPath}`, { headers: member });
  if (first.status !== 200) throw new Error(`menu read answered ${first.status}`);
  const itemIds = ((await first.json()) as { body: { menuitems: { items: Array<{ _id: string }> } } }).body.menuitems.items.map(
    (item) => item._id,
  );
  if ((await fetch(`${url}${pagePath}`)).status !== 200) throw new Error('the public page does not answer 200');
  const anyItem = () => itemIds[Math.floor(Math.random() * itemIds.length)]!;

  // Each request is drawn at random, so the mix holds however few requests a connection makes.
  const MIX = [
    { kind: 'dashboard', share: 0.4 },
    { kind: 'page', share: 0.4 },
    { kind: 'toggle', share: 0.1 },
    { kind: 'price', share: 0.1 },
  ] as const;
  type Kind = (typeof MIX)[number]['kind'];
  const draw = (): Kind => {
    let roll = Math.random();
    for (const { kind, share } of MIX) if ((roll -= share) < 0) return kind;
    return 'dashboard';
  };
  const requestOf: Record<Kind, () => Request> = {
    dashboard: () => ({ method: 'GET', path: menuPath, headers: member }),
    page: () => ({ method: 'GET', path: pagePath, headers: { 'accept-encoding': 'gzip' } }),
    toggle: () => ({
      method: 'POST',
      path: '/v2/updatePublish',
      headers: json,
      body: JSON.stringify({ _id: anyItem(), type: 'Item', publish: Math.random() < 0.5 ? 0 : 1 }),
    }),
    price: () => ({
      method: 'PATCH',
      path: '/v2/editItems',
      headers: json,
      body: JSON.stringify({ _id: anyItem(), price: String(100 + Math.floor(Math.random() * 400)) }),
    }),
  };
  const answered = { dashboard: 0, page: 0, toggle: 0, price: 0 };
  // Per kind, so a slow tail can be told apart (guest renders, dashboard reads or writes).
  const latencies: Record<Kind, number[]> = { dashboard: [], page: [], toggle: [], price: [] };
  const refused = new Map<string, number>();
  const mixed: Request = {
    setupRequest: (_request, context) => {
      const kind = draw();
      context.kind = kind;
      context.startedAt = performance.now();
      return requestOf[kind]();
    },
    onResponse: (status, _body, context) => {
      const kind = context.kind as Kind;
      if (status === 200) answered[kind] += 1;
      else refused.set(`${kind} ${status}`, (refused.get(`${kind} ${status}`) ?? 0) + 1);
      latencies[kind].push(performance.now() - (context.startedAt as number));
    },
  };
  const tailOf = (values: number[]) => {
    const sorted = values.toSorted((a, b) => a - b);
    return `${(sorted[Math.floor(sorted.length * 0.99)] ?? 0).toFixed(0)} ms (max ${(sorted.at(-1) ?? 0).toFixed(0)})`;
  };

  await autocannon({ url, connections: 20, duration: 2, requests: [requestOf.dashboard(), requestOf.page()] });
  const cpuBefore = cpuMsOf(server.pid);
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    timeout: TIMEOUT_SECONDS,
    requests: [mixed],
  });

  const cpuAfter = cpuMsOf(server.pid);
  const met = result.latency.p99 < GOAL_P99_MS && result.timeouts === 0 && result.errors === 0 && result.non2xx === 0;
  console.log(
    `mixed load: ${ITEMS} dishes, ${CONNECTIONS} connections, ${SECONDS} s, 80% reads (dashboard menu + public page), 20% edits (publish toggle + price)`,
  );
  console.log(
    `  latency p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   max ${result.latency.max} ms   ` +
      `time-outs (${TIMEOUT_SECONDS} s) ${result.timeouts}`,
  );
  console.log(
    `  throughput ${result.requests.average.toFixed(0)} req/s (${result.requests.total} requests: ${result['2xx']} ok, ` +
      `${result.non2xx} non-2xx, ${result.errors} errors; answered: ${answered.dashboard} dashboard, ${answered.page} page, ` +
      `${answered.toggle} publish toggles, ${answered.price} price edits)`,
  );
  console.log(`  p99 by kind: ${MIX.map(({ kind }) => `${kind} ${tailOf(latencies[kind])}`).join(', ')}`);
  if (refused.size > 0) console.log(`  not 200: ${[...refused].map(([what, count]) => `${what} ×${count}`).join(', ')}`);
  if (cpuBefore !== null && cpuAfter !== null)
    console.log(`  server CPU ${((cpuAfter - cpuBefore) / result.requests.total).toFixed(2)} ms per answered request`);
  console.log(`  goal: p99 under ${GOAL_P99_MS} ms and no time-outs or errors: ${met ? 'met' : 'NOT met'}`);
} catch (error) {
  if (!existsSync(SSR_BUNDLE)) console.log((error as Error).message);
  else throw error;
} finally {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
