/**
 * Mixed dashboard load (issue #16 finding 11, issue 14): 200 connections for 60 s
 * (BENCH_SECONDS shortens it) against one venue's 300-dish menu, mixing the dashboard's menu
 * read (GET /v2/menu/:username), the guests' page (GET /v/:username), permission reads
 * (GET /v1/user/user-permissions), dish edits (publish toggle, price) and guests' bookings (a
 * booking code, then the booking). Prints errors, p50/p99 latency, throughput and the server's
 * RSS before and after beside the goals (0 errors, p99 under 200 ms, RSS growth under 50 MB).
 * Prints figures; never fails on them.
 *
 * One instance: the real server (src/main.ts, PGlite) in a child process on a fresh DATA_DIR.
 * Two instances: part 14b's cluster (nginx in front of two servers on PostgreSQL) is not here
 * yet; `runOnCluster` below is the hook it fills in, and prints that it was skipped.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Request } from 'autocannon';
import { signAccessToken } from '../src/modules/auth/access-token.ts';
import { guestPhones, LUNCH, nextAddress, spreadBooking, testOtpOf } from '../src/modules/reservations/restaurant-test-kit.ts';
import { cpuMsOf, rssMbOf, seedLargeMenu, startServer } from './bench-kit.ts';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 300);
const SUBCATEGORIES = 12;
const CONNECTIONS = 200;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const TIMEOUT_SECONDS = 10;
const GOAL_P99_MS = 200;
const GOAL_RSS_GROWTH_MB = 50;
/** Each booking needs a guest number of its own (one pending code per number); they are listed in SMS_TEST_OTP. */
const GUESTS = guestPhones(Math.min(4_000, SECONDS * 80), '9195000');
const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SSR_BUNDLE = path.resolve(SERVER_DIR, '../web/dist-ssr');

/**
 * The same load on two instances behind nginx: the hook part 14b's cluster script fills in
 * (start the cluster, seed its PostgreSQL, then run `mixedLoad` against nginx's URL).
 */
async function runOnCluster() {
  console.log('two instances: skipped (no cluster script yet: part 14b fills in runOnCluster)');
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
  // Development takes SMS_TEST_OTP (guests book with fixed codes); TRUST_PROXY lets each guest
  // speak from an address of its own, as guests do, so the per-address code limits stay out of it.
  server = await startServer(dataDir, jwtSecret, {
    NODE_ENV: 'development',
    SMS_TEST_OTP: testOtpOf(GUESTS),
    TRUST_PROXY: 'loopback',
  });
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
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${url}${path}`, { method: 'POST', headers: json, body: JSON.stringify(body) });
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    return ((await res.json()) as { body: Record<string, { _id: string }> }).body;
  };
  const restaurantId = (
    await post('/v1/restaurant/createRestaurant/', { name: 'Bench Bistro', city: 'Pune', address: '1 FC Road' })
  ).restaurant!._id;
  // Room for every booking the run can make, spread over a month of lunches.
  await post('/v1/restaurant/createMealTime', { restaurantId, ...LUNCH, coversPerSlot: 10_000 });

  let nextGuest = 0;

  // Each connection's first request is drawn at random; a booking's second step (the booking
  // itself, after its code) takes the connection's next turn, so the mix holds however few
  // requests a connection makes.
  const MIX = [
    { kind: 'dashboard', share: 0.3 },
    { kind: 'page', share: 0.25 },
    { kind: 'permissions', share: 0.2 },
    { kind: 'toggle', share: 0.07 },
    { kind: 'price', share: 0.08 },
    { kind: 'bookingCode', share: 0.1 },
  ] as const;
  type Kind = (typeof MIX)[number]['kind'] | 'booking';
  const draw = (): Kind => {
    let roll = Math.random();
    for (const { kind, share } of MIX) if ((roll -= share) < 0) return kind;
    return 'dashboard';
  };
  const guestHeaders = (context: Record<string, unknown>) => ({
    'content-type': 'application/json',
    'x-forwarded-for': context.address as string,
  });
  const requestOf: Record<Kind, (context: Record<string, unknown>) => Request> = {
    dashboard: () => ({ method: 'GET', path: menuPath, headers: member }),
    page: () => ({ method: 'GET', path: pagePath, headers: { 'accept-encoding': 'gzip' } }),
    permissions: () => ({ method: 'GET', path: '/v1/user/user-permissions', headers: member }),
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
    bookingCode: (context) => {
      const guest = GUESTS[nextGuest++ % GUESTS.length]!;
      context.guest = guest;
      context.address = nextAddress();
      return {
        method: 'POST',
        path: '/v1/user/generateBookingOTP',
        headers: guestHeaders(context),
        body: JSON.stringify({ mobileNumber: `+${guest.phone}` }),
      };
    },
    booking: (context) => {
      const guest = context.guest as (typeof GUESTS)[number];
      return {
        method: 'POST',
        path: '/v1/bookings/createBooking',
        headers: guestHeaders(context),
        body: JSON.stringify(spreadBooking(restaurantId, guest, nextGuest, 2)),
      };
    },
  };
  const kinds = [...MIX.map(({ kind }) => kind), 'booking'] as Kind[];
  const answered = Object.fromEntries(kinds.map((kind) => [kind, 0])) as Record<Kind, number>;
  // Per kind, so a slow tail can be told apart (guest renders, dashboard reads, writes or bookings).
  const latencies = Object.fromEntries(kinds.map((kind) => [kind, [] as number[]])) as Record<Kind, number[]>;
  const refused = new Map<string, number>();
  const mixed: Request = {
    setupRequest: (_request, context) => {
      const kind: Kind = context.kind === 'bookingCode' && context.codeSent ? 'booking' : draw();
      context.kind = kind;
      context.codeSent = false;
      context.startedAt = performance.now();
      return requestOf[kind](context);
    },
    onResponse: (status, _body, context) => {
      const kind = context.kind as Kind;
      if (status === 200) answered[kind] += 1;
      else refused.set(`${kind} ${status}`, (refused.get(`${kind} ${status}`) ?? 0) + 1);
      latencies[kind].push(performance.now() - (context.startedAt as number));
      // A code sent: the connection's next turn books with it.
      if (kind === 'bookingCode' && status === 200) {
        context.codeSent = true;
        context.kind = 'bookingCode';
      }
    },
  };
  const tailOf = (values: number[]) => {
    const sorted = values.toSorted((a, b) => a - b);
    return `${(sorted[Math.floor(sorted.length * 0.99)] ?? 0).toFixed(0)} ms (max ${(sorted.at(-1) ?? 0).toFixed(0)})`;
  };

  await autocannon({ url, connections: 20, duration: 2, requests: [requestOf.dashboard({}), requestOf.page({})] });
  const rssBefore = rssMbOf(server.pid);
  const cpuBefore = cpuMsOf(server.pid);
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    timeout: TIMEOUT_SECONDS,
    requests: [mixed],
  });
  const cpuAfter = cpuMsOf(server.pid);
  const rssAfter = rssMbOf(server.pid);

  // autocannon's errors include its time-outs.
  const errors = result.errors + result.non2xx;
  const rssGrowth = rssBefore !== null && rssAfter !== null ? rssAfter - rssBefore : null;
  const goals = [
    `errors ${errors} (goal 0): ${errors === 0 ? 'met' : 'NOT met'}`,
    `p99 ${result.latency.p99} ms (goal under ${GOAL_P99_MS} ms): ${result.latency.p99 < GOAL_P99_MS ? 'met' : 'NOT met'}`,
    rssGrowth === null
      ? 'RSS growth: not measured (no /proc)'
      : `RSS growth ${rssGrowth.toFixed(1)} MB (goal under ${GOAL_RSS_GROWTH_MB} MB): ${rssGrowth < GOAL_RSS_GROWTH_MB ? 'met' : 'NOT met'}`,
  ];
  console.log(
    `one instance: ${ITEMS} dishes, ${CONNECTIONS} connections, ${SECONDS} s: ` +
      MIX.map(({ kind, share }) => `${kind} ${Math.round(share * 100)}%`).join(', ') +
      ' (each code followed by its booking)',
  );
  console.log(
    `  latency p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   max ${result.latency.max} ms   ` +
      `time-outs (${TIMEOUT_SECONDS} s) ${result.timeouts}`,
  );
  console.log(
    `  throughput ${result.requests.average.toFixed(0)} req/s (${result.requests.total} requests: ${result['2xx']} ok, ` +
      `${result.non2xx} non-2xx, ${result.errors} errors; answered: ` +
      kinds.map((kind) => `${answered[kind]} ${kind}`).join(', ') +
      ')',
  );
  console.log(`  p99 by kind: ${kinds.map((kind) => `${kind} ${tailOf(latencies[kind])}`).join(', ')}`);
  if (refused.size > 0) console.log(`  not 200: ${[...refused].map(([what, count]) => `${what} ×${count}`).join(', ')}`);
  console.log(
    `  server RSS ${rssBefore?.toFixed(1) ?? '?'} MB before, ${rssAfter?.toFixed(1) ?? '?'} MB after` +
      (cpuBefore !== null && cpuAfter !== null
        ? `; CPU ${((cpuAfter - cpuBefore) / result.requests.total).toFixed(2)} ms per answered request`
        : ''),
  );
  for (const goal of goals) console.log(`  goal: ${goal}`);
  await runOnCluster();
} catch (error) {
  if (!existsSync(SSR_BUNDLE)) console.log((error as Error).message);
  else throw error;
} finally {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
