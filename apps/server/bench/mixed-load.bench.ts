/**
 * Mixed dashboard load (issue #16 finding 11, issue 14): 200 dashboard users for 60 s
 * (BENCH_SECONDS shortens it) against one venue's 300-dish menu, mixing the dashboard's menu
 * read (GET /v2/menu/:username), the guests' page (GET /v/:username), permission reads
 * (GET /v1/user/user-permissions), dish edits (publish toggle, price) and guests' bookings (a
 * booking code, then the booking).
 *
 * Two runs on each target (docs/decisions/0021):
 * - users: each of the 200 users acts, waits 0.5–1.5 s (a second on average: several times
 *   faster than a person works a dashboard), and acts again. Prints errors, p50/p99 latency and
 *   the servers' RSS before and after beside the goals (0 errors, p99 under 200 ms, RSS growth
 *   under 50 MB per instance). RSS "before" is taken after a warm-up that has run every kind of
 *   request, so growth is what the load leaves behind, not first use; "before" and "after" are
 *   both read once the servers' CPU has settled (under 10% for a second).
 * - capacity: 200 connections sending without a pause for BENCH_SATURATION_SECONDS (20 s): the
 *   most the target answers, and the latency that many queued requests see there (by Little's
 *   law, connections ÷ throughput). No goal: it shows the headroom above the users' load.
 * Prints figures; never fails on them.
 *
 * One instance: the real server (src/main.ts, PGlite) in a child process on a fresh DATA_DIR.
 * Two instances: the cluster of test/cluster-kit.ts (`npm run cluster`'s: two main.ts processes
 * on a fresh PostgreSQL database, Redis and a fake S3) behind nginx rendered from
 * deploy/nginx.conf.template; without nginx the clients' connections alternate between the two
 * instances. Skipped, with the reason, when PostgreSQL or Redis does not answer.
 * BENCH_INSTANCES=1 or =2 runs only that half.
 */
import { randomInt } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Request } from 'autocannon';
import { signAccessToken } from '../src/modules/auth/access-token.ts';
import { guestPhones, LUNCH, nextAddress, spreadBooking, testOtpOf } from '../src/modules/reservations/restaurant-test-kit.ts';
import { clusterUnavailable, startCluster, type Cluster } from '../test/cluster-kit.ts';
import { cpuMsOf, rssMbOf, seedLargeMenu, startServer } from './bench-kit.ts';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 300);
const SUBCATEGORIES = 12;
const USERS = 200;
const CONNECTIONS = 200;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const SATURATION_SECONDS = Number(process.env.BENCH_SATURATION_SECONDS ?? 20);
/** A user's pause between two actions: uniform over this range, a second on average. */
const THINK_MS = { min: 500, max: 1_500 };
const TIMEOUT_SECONDS = 10;
const GOAL_P99_MS = 200;
const GOAL_RSS_GROWTH_MB = 50;
const INSTANCES = process.env.BENCH_INSTANCES;
/** Each booking needs a guest number of its own (one pending code per number); they are listed in SMS_TEST_OTP. */
const GUEST_COUNT = Math.min(4_000, (SECONDS + SATURATION_SECONDS) * 80);
const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SSR_BUNDLE = path.resolve(SERVER_DIR, '../web/dist-ssr');

type Guest = { phone: string; code: string };
type Headers = Record<string, string>;

/** What the load runs against: where its clients connect, and the server processes it measures. */
interface LoadTarget {
  label: string;
  /** nginx's URL, or every instance's (autocannon spreads the connections over them in turn). */
  urls: string[];
  servers: Array<{ name: string; pid: number | undefined }>;
  guests: Guest[];
}

/** The seeded venue as the clients use it: the owner's headers, its dishes and a restaurant with room for every booking. */
interface LoadVenue {
  member: Headers;
  menuPath: string;
  pagePath: string;
  itemIds: string[];
  restaurantId: string;
}

async function prepareVenue(url: string, jwtSecret: string, seeded: Awaited<ReturnType<typeof seedLargeMenu>>) {
  const { owner, profile, sessionId } = seeded;
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
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${url}${path}`, { method: 'POST', headers: json, body: JSON.stringify(body) });
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    return ((await res.json()) as { body: Record<string, { _id: string }> }).body;
  };
  // Guests see the published menu, as at any venue past its first day (a new venue's first menu
  // publishes itself): a price edit then waits in the draft, a hide or show reaches guests at once.
  await post('/v2/publish-menu', {});
  const restaurantId = (
    await post('/v1/restaurant/createRestaurant/', { name: 'Bench Bistro', city: 'Pune', address: '1 FC Road' })
  ).restaurant!._id;
  // Room for every booking the run can make, spread over a month of lunches.
  await post('/v1/restaurant/createMealTime', { restaurantId, ...LUNCH, coversPerSlot: 10_000 });
  return { member, menuPath, pagePath, itemIds, restaurantId } satisfies LoadVenue;
}

// A user's action is drawn from MIX, and a booking code is followed by the booking. In the
// capacity run, autocannon starts a connection's context afresh each time the connection has
// sent its whole `requests` list, so the list is two turns: the first drawn from MIX; the second
// the booking when the first sent its code, else drawn from the rest of MIX.
const MIX = [
  { kind: 'dashboard', share: 0.3 },
  { kind: 'page', share: 0.25 },
  { kind: 'permissions', share: 0.2 },
  { kind: 'toggle', share: 0.07 },
  { kind: 'price', share: 0.08 },
  { kind: 'bookingCode', share: 0.1 },
] as const;
type Kind = (typeof MIX)[number]['kind'] | 'booking';
const KINDS = [...MIX.map(({ kind }) => kind), 'booking'] as Kind[];
const WITHOUT_CODE = MIX.filter(({ kind }) => kind !== 'bookingCode');

const draw = (mix: ReadonlyArray<(typeof MIX)[number]>): Kind => {
  let roll = Math.random() * mix.reduce((sum, { share }) => sum + share, 0);
  for (const { kind, share } of mix) if ((roll -= share) < 0) return kind;
  return 'dashboard';
};

const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;

type RequestOf = Record<Kind, (context: Record<string, unknown>) => Request>;

/** Each kind's request. Guests are drawn in turn, so no number asks for a second code in a run. */
function requestsOf(target: LoadTarget, venue: LoadVenue): RequestOf {
  const { member, menuPath, pagePath, itemIds, restaurantId } = venue;
  const json = { ...member, 'content-type': 'application/json' };
  const anyItem = () => itemIds[Math.floor(Math.random() * itemIds.length)]!;
  let nextGuest = 0;
  const guestHeaders = (context: Record<string, unknown>) => ({
    'content-type': 'application/json',
    'x-forwarded-for': context.address as string,
  });
  // Fresh header objects for every request: autocannon writes each request's Content-Length
  // into the headers object it is given, which a shared object would carry to the next request.
  return {
    dashboard: () => ({ method: 'GET', path: menuPath, headers: { ...member, 'accept-encoding': 'br' } }),
    page: () => ({ method: 'GET', path: pagePath, headers: { 'accept-encoding': 'br' } }),
    permissions: () => ({ method: 'GET', path: '/v1/user/user-permissions', headers: { ...member } }),
    toggle: () => ({
      method: 'POST',
      path: '/v2/updatePublish',
      headers: { ...json },
      body: JSON.stringify({ _id: anyItem(), type: 'Item', publish: Math.random() < 0.5 ? 0 : 1 }),
    }),
    price: () => ({
      method: 'PATCH',
      path: '/v2/editItems',
      headers: { ...json },
      body: JSON.stringify({ _id: anyItem(), price: String(100 + Math.floor(Math.random() * 400)) }),
    }),
    bookingCode: (context) => {
      const guest = target.guests[nextGuest++ % target.guests.length]!;
      context.guest = guest;
      context.address = nextAddress();
      return {
        method: 'POST',
        path: '/v1/user/generateBookingOTP',
        headers: guestHeaders(context),
        body: JSON.stringify({ mobileNumber: `+${guest.phone}` }),
      };
    },
    booking: (context) => ({
      method: 'POST',
      path: '/v1/bookings/createBooking',
      headers: guestHeaders(context),
      body: JSON.stringify(spreadBooking(restaurantId, context.guest as Guest, nextGuest, 2)),
    }),
  };
}

/** What a run counts: answers and latencies by kind, and the refusals by kind and status. */
function tally() {
  const answered = Object.fromEntries(KINDS.map((kind) => [kind, 0])) as Record<Kind, number>;
  const latencies = Object.fromEntries(KINDS.map((kind) => [kind, [] as number[]])) as Record<Kind, number[]>;
  const refused = new Map<string, number>();
  return {
    answered,
    latencies,
    refused,
    record(kind: Kind, status: number | string, ms: number) {
      if (status === 200) answered[kind] += 1;
      else refused.set(`${kind} ${status}`, (refused.get(`${kind} ${status}`) ?? 0) + 1);
      latencies[kind].push(ms);
    },
    /** The next kind for a user or connection: the booking right after its code, else drawn from `mix`. */
    next(context: Record<string, unknown>, mix: ReadonlyArray<(typeof MIX)[number]> = MIX): Kind {
      const kind: Kind = context.codeSent ? 'booking' : draw(mix);
      context.codeSent = false;
      context.kind = kind;
      return kind;
    },
  };
}
type Tally = ReturnType<typeof tally>;

const tailOf = (values: number[]) => {
  const sorted = values.toSorted((a, b) => a - b);
  return `${percentile(sorted, 0.99).toFixed(0)} ms (max ${(sorted.at(-1) ?? 0).toFixed(0)})`;
};

function printByKind(counts: Tally) {
  console.log(`  answered: ${KINDS.map((kind) => `${counts.answered[kind]} ${kind}`).join(', ')}`);
  console.log(`  p99 by kind: ${KINDS.map((kind) => `${kind} ${tailOf(counts.latencies[kind])}`).join(', ')}`);
  if (counts.refused.size > 0)
    console.log(`  not 200: ${[...counts.refused].map(([what, count]) => `${what} ×${count}`).join(', ')}`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * USERS users for SECONDS: each sends one request of the mix, waits for its answer, pauses
 * THINK_MS and goes again, starting at a random moment of the first pause (no herd at t=0).
 */
async function usersRun(target: LoadTarget, requestOf: RequestOf, counts: Tally) {
  const deadline = performance.now() + SECONDS * 1000;
  const latencies: number[] = [];
  // Latencies by the window (of SECONDS / 6) their request started in: a stall shows where it happened.
  const windows: number[][] = Array.from({ length: 6 }, () => []);
  const windowMs = (SECONDS * 1000) / 6;
  let errors = 0;
  const user = async (index: number) => {
    const url = target.urls[index % target.urls.length]!;
    const context: Record<string, unknown> = {};
    await sleep(Math.random() * THINK_MS.max);
    while (performance.now() < deadline) {
      const kind = counts.next(context);
      const request = requestOf[kind](context);
      const started = performance.now();
      let status: number | string;
      try {
        const res = await fetch(`${url}${request.path}`, {
          method: request.method,
          headers: request.headers,
          body: request.body as string | undefined,
          signal: AbortSignal.timeout(TIMEOUT_SECONDS * 1000),
        });
        await res.arrayBuffer();
        status = res.status;
      } catch (error) {
        status = error instanceof Error && error.name === 'TimeoutError' ? 'time-out' : 'network error';
      }
      const ms = performance.now() - started;
      latencies.push(ms);
      windows[Math.min(5, Math.floor((started - runStarted) / windowMs))]!.push(ms);
      counts.record(kind, status, ms);
      if (status !== 200) errors += 1;
      if (kind === 'bookingCode' && status === 200) context.codeSent = true;
      await sleep(THINK_MS.min + Math.random() * (THINK_MS.max - THINK_MS.min));
    }
  };
  const runStarted = performance.now();
  await Promise.all(Array.from({ length: USERS }, (_, index) => user(index)));
  const sorted = latencies.toSorted((a, b) => a - b);
  return {
    p99ByWindow: windows.map((window) =>
      percentile(
        window.toSorted((a, b) => a - b),
        0.99,
      ),
    ),
    errors,
    total: latencies.length,
    perSecond: latencies.length / ((performance.now() - runStarted) / 1000),
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1) ?? 0,
  };
}

/**
 * Waits (at most 20 s) until every server has used under a tenth of a core over a second: the
 * warm-up leaves work behind (the guests' code messages it queued go out as jobs), which is
 * not the users' load.
 */
async function settle(target: LoadTarget) {
  const deadline = performance.now() + 20_000;
  while (performance.now() < deadline) {
    const before = target.servers.map(({ pid }) => cpuMsOf(pid) ?? 0);
    await sleep(1_000);
    const busiest = Math.max(...target.servers.map(({ pid }, index) => (cpuMsOf(pid) ?? 0) - before[index]!));
    if (busiest < 100) return;
  }
}

/** Runs both loads against `target` and prints their figures, the users' beside the goals. */
async function mixedLoad(target: LoadTarget, venue: LoadVenue) {
  const requestOf = requestsOf(target, venue);
  // Warm-up: every kind of request, on every instance, before the clock starts (first use of a
  // code path loads and compiles it: that is start-up, not growth under load).
  await autocannon({
    url: target.urls,
    connections: 20,
    duration: 3,
    requests: KINDS.filter((kind) => kind !== 'booking').map((kind) => ({
      setupRequest: (_request: Request, context: Record<string, unknown>) => requestOf[kind](context),
    })),
  });
  await settle(target);
  const rssBefore = target.servers.map(({ pid }) => rssMbOf(pid));
  const cpuBefore = target.servers.map(({ pid }) => cpuMsOf(pid));
  // RSS through the run, so warming caches (a curve that levels off) can be told from a leak (one that keeps climbing).
  const rssCurve = target.servers.map((_, index) => [rssBefore[index]]);
  const sampler = setInterval(
    () => target.servers.forEach(({ pid }, index) => rssCurve[index]!.push(rssMbOf(pid))),
    (SECONDS * 1000) / 6,
  );
  const users = tally();
  const result = await usersRun(target, requestOf, users);
  clearInterval(sampler);
  const cpuAfter = target.servers.map(({ pid }) => cpuMsOf(pid));
  target.servers.forEach(({ pid }, index) => rssCurve[index]!.push(rssMbOf(pid)));
  // "After" is read as "before" was, once the servers have settled, so both are read in the same
  // state (the curve's last point is the load's end).
  await settle(target);
  const rssAfter = target.servers.map(({ pid }) => rssMbOf(pid));

  const rssGrowth = target.servers.map((_, index) =>
    rssBefore[index] != null && rssAfter[index] != null ? rssAfter[index]! - rssBefore[index]! : null,
  );
  const worstGrowth = rssGrowth.some((growth) => growth === null) ? null : Math.max(...(rssGrowth as number[]));
  const cpuMs = target.servers.reduce<number | null>(
    (sum, _, index) =>
      sum === null || cpuBefore[index] == null || cpuAfter[index] == null ? null : sum + cpuAfter[index]! - cpuBefore[index]!,
    0,
  );
  const goals = [
    `errors ${result.errors} (goal 0): ${result.errors === 0 ? 'met' : 'NOT met'}`,
    `p99 ${result.p99.toFixed(0)} ms (goal under ${GOAL_P99_MS} ms): ${result.p99 < GOAL_P99_MS ? 'met' : 'NOT met'}`,
    worstGrowth === null
      ? 'RSS growth: not measured (no /proc)'
      : `RSS growth ${worstGrowth.toFixed(1)} MB${target.servers.length > 1 ? ' (the larger instance)' : ''} ` +
        `(goal under ${GOAL_RSS_GROWTH_MB} MB): ${worstGrowth < GOAL_RSS_GROWTH_MB ? 'met' : 'NOT met'}`,
  ];
  console.log(
    `${target.label}: ${ITEMS} dishes; ` +
      WITHOUT_CODE.map(({ kind, share }) => `${kind} ${Math.round(share * 100)}%`).join(', ') +
      ', bookingCode then booking 10% (5% each)',
  );
  console.log(
    `  users: ${USERS} users for ${SECONDS} s, each pausing ${THINK_MS.min / 1000}–${THINK_MS.max / 1000} s between actions: ` +
      `${result.perSecond.toFixed(0)} req/s, ${result.total} requests, ${result.errors} not 200 ` +
      `(time-out ${TIMEOUT_SECONDS} s)`,
  );
  console.log(`  latency p50 ${result.p50.toFixed(0)} ms   p99 ${result.p99.toFixed(0)} ms   max ${result.max.toFixed(0)} ms`);
  console.log(`  p99 every ${SECONDS / 6} s: ${result.p99ByWindow.map((ms) => ms.toFixed(0)).join(' → ')} ms`);
  printByKind(users);
  console.log(
    `  server RSS ${target.servers
      .map(
        ({ name }, index) =>
          `${name ? `${name} ` : ''}${rssBefore[index]?.toFixed(1) ?? '?'} MB before, ${rssAfter[index]?.toFixed(1) ?? '?'} MB after (both settled)`,
      )
      .join('; ')}` + (cpuMs !== null ? `; CPU ${(cpuMs / result.total).toFixed(2)} ms per request` : ''),
  );
  console.log(
    `  RSS every ${(SECONDS / 6).toFixed(0)} s, under load: ${target.servers
      .map(({ name }, index) => `${name ? `${name} ` : ''}${rssCurve[index]!.map((mb) => mb?.toFixed(0) ?? '?').join(' → ')} MB`)
      .join('; ')}`,
  );
  for (const goal of goals) console.log(`  goal: ${goal}`);
  await capacityRun(target, requestOf);
}

/** CONNECTIONS connections sending without a pause: the target's capacity on this mix (no goal). */
async function capacityRun(target: LoadTarget, requestOf: RequestOf) {
  if (SATURATION_SECONDS <= 0) return;
  const counts = tally();
  const mixed: Request = {
    setupRequest: (_request, context) => {
      const kind = counts.next(context, context.kind === undefined ? MIX : WITHOUT_CODE);
      context.startedAt = performance.now();
      return requestOf[kind](context);
    },
    onResponse: (status, _body, context) => {
      const kind = context.kind as Kind;
      counts.record(kind, status, performance.now() - (context.startedAt as number));
      if (kind === 'bookingCode' && status === 200) context.codeSent = true;
    },
  };
  // autocannon starts a connection's context afresh each time the connection has sent its whole
  // `requests` list: two turns, so a booking can follow its code.
  const result = await autocannon({
    url: target.urls,
    connections: CONNECTIONS,
    duration: SATURATION_SECONDS,
    timeout: TIMEOUT_SECONDS,
    requests: [mixed, mixed],
  });
  console.log(
    `  capacity: ${CONNECTIONS} connections without a pause for ${SATURATION_SECONDS} s (no goal): ` +
      `${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
      `${result.errors + result.non2xx} not 200 (${result.timeouts} time-outs)`,
  );
  printByKind(counts);
}

/** The real server on PGlite, as `npm start` runs it. */
async function runOnOneInstance() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'venue-bench-mixed-'));
  const jwtSecret = 'bench-secret-'.padEnd(48, 'x');
  const guests = guestPhones(GUEST_COUNT, '9195000');
  let server: Awaited<ReturnType<typeof startServer>> | null = null;
  try {
    const seeded = await seedLargeMenu(dataDir, {
      userName: 'bench-mixed',
      items: ITEMS,
      subcategories: SUBCATEGORIES,
      withMedia: true,
    });
    // Development takes SMS_TEST_OTP (guests book with fixed codes); TRUST_PROXY lets each guest
    // speak from an address of its own, as guests do, so the per-address code limits stay out of it.
    server = await startServer(dataDir, jwtSecret, {
      NODE_ENV: 'development',
      SMS_TEST_OTP: testOtpOf(guests),
      TRUST_PROXY: 'loopback',
    });
    const venue = await prepareVenue(server.url, jwtSecret, seeded);
    await mixedLoad({ label: 'one instance', urls: [server.url], servers: [{ name: '', pid: server.pid }], guests }, venue);
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Two instances on PostgreSQL and Redis, behind nginx when it is installed. */
async function runOnCluster() {
  const withNginx = !(await clusterUnavailable());
  const missing = await clusterUnavailable({ nginx: false });
  if (missing) {
    console.log(`two instances: skipped (${missing})`);
    return;
  }
  // The code limits live in Redis for an hour (5 codes a number): numbers of this run's own.
  const guests = guestPhones(GUEST_COUNT, `9195${randomInt(100, 1000)}`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'venue-bench-cluster-'));
  let cluster: Cluster | null = null;
  try {
    cluster = await startCluster({ nginx: withNginx, env: { SMS_TEST_OTP: testOtpOf(guests) } });
    const seeded = await seedLargeMenu(dataDir, {
      userName: 'bench-mixed',
      items: ITEMS,
      subcategories: SUBCATEGORIES,
      withMedia: true,
      databaseUrl: cluster.databaseUrl,
    });
    const urls = cluster.url ? [cluster.url] : cluster.instances.map((instance) => instance.url);
    const venue = await prepareVenue(urls[0]!, cluster.jwtSecret, seeded);
    await mixedLoad(
      {
        label: `two instances (PostgreSQL, Redis; ${cluster.url ? 'behind nginx' : 'nginx not installed: connections alternate between them'})`,
        urls,
        servers: cluster.instances.map((instance) => ({ name: instance.name, pid: instance.process.child.pid })),
        guests,
      },
      venue,
    );
  } finally {
    await cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (!existsSync(SSR_BUNDLE)) {
  console.log('skipping the mixed-load bench: the public pages are not built');
} else {
  if (INSTANCES !== '2') await runOnOneInstance();
  if (INSTANCES !== '1') await runOnCluster();
}
