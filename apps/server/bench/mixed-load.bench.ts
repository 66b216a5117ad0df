/**
 * Mixed dashboard load (issue #16 finding 11, issue 14): 200 connections for 60 s
 * (BENCH_SECONDS shortens it) against one venue's 300-dish menu, mixing the dashboard's menu
 * read (GET /v2/menu/:username), the guests' page (GET /v/:username), permission reads
 * (GET /v1/user/user-permissions), dish edits (publish toggle, price) and guests' bookings (a
 * booking code, then the booking). Prints errors, p50/p99 latency, throughput and the servers'
 * RSS before and after beside the goals (0 errors, p99 under 200 ms, RSS growth under 50 MB
 * per instance). Prints figures; never fails on them.
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
const CONNECTIONS = 200;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const TIMEOUT_SECONDS = 10;
const GOAL_P99_MS = 200;
const GOAL_RSS_GROWTH_MB = 50;
const INSTANCES = process.env.BENCH_INSTANCES;
/** Each booking needs a guest number of its own (one pending code per number); they are listed in SMS_TEST_OTP. */
const GUEST_COUNT = Math.min(4_000, SECONDS * 80);
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
  const restaurantId = (
    await post('/v1/restaurant/createRestaurant/', { name: 'Bench Bistro', city: 'Pune', address: '1 FC Road' })
  ).restaurant!._id;
  // Room for every booking the run can make, spread over a month of lunches.
  await post('/v1/restaurant/createMealTime', { restaurantId, ...LUNCH, coversPerSlot: 10_000 });
  return { member, menuPath, pagePath, itemIds, restaurantId } satisfies LoadVenue;
}

// autocannon starts a connection's context afresh each time the connection has sent its whole
// `requests` list, so the list is two turns: the first drawn from MIX; the second the booking
// when the first sent its code, else drawn from the rest of MIX. Each kind but the code keeps
// its share of all requests; codes and bookings are half of bookingCode's share each.
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

/** Runs the mix against `target` for SECONDS and prints its figures beside the goals. */
async function mixedLoad(target: LoadTarget, venue: LoadVenue) {
  const { member, menuPath, pagePath, itemIds, restaurantId } = venue;
  const json = { ...member, 'content-type': 'application/json' };
  const anyItem = () => itemIds[Math.floor(Math.random() * itemIds.length)]!;
  let nextGuest = 0;
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
  const answered = Object.fromEntries(KINDS.map((kind) => [kind, 0])) as Record<Kind, number>;
  // Per kind, so a slow tail can be told apart (guest renders, dashboard reads, writes or bookings).
  const latencies = Object.fromEntries(KINDS.map((kind) => [kind, [] as number[]])) as Record<Kind, number[]>;
  const refused = new Map<string, number>();
  const mixed: Request = {
    setupRequest: (_request, context) => {
      const firstTurn = context.kind === undefined;
      const kind: Kind = firstTurn ? draw(MIX) : context.codeSent ? 'booking' : draw(WITHOUT_CODE);
      context.kind = kind;
      context.startedAt = performance.now();
      return requestOf[kind](context);
    },
    onResponse: (status, _body, context) => {
      const kind = context.kind as Kind;
      if (status === 200) answered[kind] += 1;
      else refused.set(`${kind} ${status}`, (refused.get(`${kind} ${status}`) ?? 0) + 1);
      latencies[kind].push(performance.now() - (context.startedAt as number));
      if (kind === 'bookingCode' && status === 200) context.codeSent = true;
    },
  };
  const tailOf = (values: number[]) => {
    const sorted = values.toSorted((a, b) => a - b);
    return `${percentile(sorted, 0.99).toFixed(0)} ms (max ${(sorted.at(-1) ?? 0).toFixed(0)})`;
  };

  // Warm-up: every instance renders the page and reads the menu once before the clock starts.
  await autocannon({ url: target.urls, connections: 20, duration: 2, requests: [requestOf.dashboard({}), requestOf.page({})] });
  const rssBefore = target.servers.map(({ pid }) => rssMbOf(pid));
  const cpuBefore = target.servers.map(({ pid }) => cpuMsOf(pid));
  // RSS through the run, so warming caches (a curve that levels off) can be told from a leak (one that keeps climbing).
  const rssCurve = target.servers.map((_, index) => [rssBefore[index]]);
  const sampler = setInterval(
    () => target.servers.forEach(({ pid }, index) => rssCurve[index]!.push(rssMbOf(pid))),
    (SECONDS * 1000) / 6,
  );
  // autocannon answers a thenable without finally().
  const result = await autocannon({
    url: target.urls,
    connections: CONNECTIONS,
    duration: SECONDS,
    timeout: TIMEOUT_SECONDS,
    requests: [mixed, mixed],
  });
  clearInterval(sampler);
  const cpuAfter = target.servers.map(({ pid }) => cpuMsOf(pid));
  const rssAfter = target.servers.map(({ pid }) => rssMbOf(pid));

  // autocannon's errors include its time-outs.
  const errors = result.errors + result.non2xx;
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
    `errors ${errors} (goal 0): ${errors === 0 ? 'met' : 'NOT met'}`,
    `p99 ${result.latency.p99} ms (goal under ${GOAL_P99_MS} ms): ${result.latency.p99 < GOAL_P99_MS ? 'met' : 'NOT met'}`,
    worstGrowth === null
      ? 'RSS growth: not measured (no /proc)'
      : `RSS growth ${worstGrowth.toFixed(1)} MB${target.servers.length > 1 ? ' (the larger instance)' : ''} ` +
        `(goal under ${GOAL_RSS_GROWTH_MB} MB): ${worstGrowth < GOAL_RSS_GROWTH_MB ? 'met' : 'NOT met'}`,
  ];
  console.log(
    `${target.label}: ${ITEMS} dishes, ${CONNECTIONS} connections, ${SECONDS} s: ` +
      WITHOUT_CODE.map(({ kind, share }) => `${kind} ${Math.round(share * 100)}%`).join(', ') +
      ', bookingCode then booking 10% (5% each)',
  );
  console.log(
    `  latency p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   max ${result.latency.max} ms   ` +
      `time-outs (${TIMEOUT_SECONDS} s) ${result.timeouts}`,
  );
  console.log(
    `  throughput ${result.requests.average.toFixed(0)} req/s (${result.requests.total} requests: ${result['2xx']} ok, ` +
      `${result.non2xx} non-2xx, ${result.errors} errors; answered: ` +
      KINDS.map((kind) => `${answered[kind]} ${kind}`).join(', ') +
      ')',
  );
  console.log(`  p99 by kind: ${KINDS.map((kind) => `${kind} ${tailOf(latencies[kind])}`).join(', ')}`);
  if (refused.size > 0) console.log(`  not 200: ${[...refused].map(([what, count]) => `${what} ×${count}`).join(', ')}`);
  console.log(
    `  server RSS ${target.servers
      .map(
        ({ name }, index) =>
          `${name ? `${name} ` : ''}${rssBefore[index]?.toFixed(1) ?? '?'} MB before, ${rssAfter[index]?.toFixed(1) ?? '?'} MB after`,
      )
      .join('; ')}` + (cpuMs !== null ? `; CPU ${(cpuMs / result.requests.total).toFixed(2)} ms per answered request` : ''),
  );
  console.log(
    `  RSS every ${SECONDS / 6} s: ${target.servers
      .map(({ name }, index) => `${name ? `${name} ` : ''}${rssCurve[index]!.map((mb) => mb?.toFixed(0) ?? '?').join(' → ')} MB`)
      .join('; ')}`,
  );
  for (const goal of goals) console.log(`  goal: ${goal}`);
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
