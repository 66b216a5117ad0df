/**
 * What the server benches share: a free port, a large seeded menu, and waiting for a spawned
 * server to answer /ready.
 */
import { spawn, spawnSync } from 'node:child_process';
import { openSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { OWNER_FLAGS } from '@venue/shared';
import { DEMO_SUPPLIER } from '../src/config.ts';
import { openDatabase, type Db } from '../src/db/client.ts';
import {
  menuCategories,
  menuItems,
  menus,
  menuSubcategories,
  profileMembers,
  profiles,
  refreshTokens,
  users,
} from '../src/db/schema/index.ts';
import { newId } from '../src/lib/ids.ts';
import { freePort, parentEnv } from '../test/server-process.ts';
import { PRODUCTION_ENV } from '../test/test-app.ts';

export interface LargeMenuOptions {
  userName: string;
  items: number;
  subcategories: number;
  /** Give every subcategory and item a (not stored) media path, as a real menu has. */
  withMedia: boolean;
  /** Seed this PostgreSQL database instead of the PGlite directory under `dataDir`. */
  databaseUrl?: string;
}

/**
 * Writes an owner (919000000001, with membership), a venue and a menu of `items` dishes over
 * `subcategories` sections in two categories straight into a PGlite directory (or the
 * PostgreSQL database `options.databaseUrl`), in bulk.
 */
export async function seedLargeMenu(dataDir: string, options: LargeMenuOptions) {
  const ITEMS = options.items;
  const SUBCATEGORIES = options.subcategories;
  const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite'), databaseUrl: options.databaseUrl });
  const db = database.db;
  const owner = { id: newId(), phone: '919000000001' };
  const profile = { id: newId(), userName: options.userName };
  await db.insert(users).values({ id: owner.id, phone: owner.phone, name: 'Bench Owner' });
  await db
    .insert(profiles)
    .values({ id: profile.id, userName: profile.userName, name: 'Bench Bistro', profileType: 'business', ownerUserId: owner.id });
  await db
    .insert(profileMembers)
    .values({ id: newId(), profileId: profile.id, userId: owner.id, phone: owner.phone, role: 'owner', ...OWNER_FLAGS });
  await db.insert(menus).values({ id: newId(), profileId: profile.id });
  const sessionId = await seedSession(db, owner.id);

  const categoryIds = [newId(), newId()];
  await db
    .insert(menuCategories)
    .values(
      categoryIds.map((id, index) => ({ id, profileId: profile.id, name: index === 0 ? 'Food' : 'Drinks', position: index + 1 })),
    );
  const subcategories = Array.from({ length: SUBCATEGORIES }, (_, index) => ({
    id: newId(),
    profileId: profile.id,
    categoryId: categoryIds[index % 2]!,
    name: `Section ${index + 1}`,
    imagePath: options.withMedia ? `menu/subcategories/${newId()}.webp` : null,
    position: Math.floor(index / 2) + 1,
  }));
  await db.insert(menuSubcategories).values(subcategories);
  const rows = Array.from({ length: ITEMS }, (_, index) => {
    const subcategory = subcategories[index % SUBCATEGORIES]!;
    return {
      id: newId(),
      profileId: profile.id,
      categoryId: subcategory.categoryId,
      subcategoryId: subcategory.id,
      name: `Dish number ${index + 1}`,
      description: 'Slow-cooked with whole spices, finished with butter and fresh coriander.',
      pricePaise: 9_900 + (index % 400) * 100,
      foodType: ['veg', 'non-veg', 'egg', 'vegan'][index % 4]!,
      varieties:
        index % 5 === 0
          ? [
              { name: 'Half', pricePaise: 12_000, type: 'veg' },
              { name: 'Full', pricePaise: 22_050, type: 'veg' },
            ]
          : [],
      ingredients: index % 3 === 0 ? ['65a1c0de0000000000000001', '65a1c0de0000000000000003'] : [],
      tags: index % 7 === 0 ? ['house special'] : [],
      mediaPath: options.withMedia ? `menu/items/${newId()}.webp` : null,
      mediaType: options.withMedia ? ('image' as const) : null,
      publish: index % 11 === 0 ? 0 : 1,
      chefRecommend: index % 50 === 0,
      position: Math.floor(index / SUBCATEGORIES) + 1,
    };
  });
  for (let start = 0; start < rows.length; start += 500) await db.insert(menuItems).values(rows.slice(start, start + 500));
  await database.close();
  return { owner, profile, sessionId };
}

/** How long a server may take to answer /ready: BENCH_READY_SECONDS, for a machine others load too. */
const READY_SECONDS = Number(process.env.BENCH_READY_SECONDS ?? 60);

export async function waitUntilReady(url: string, child: ReturnType<typeof spawn>) {
  const deadline = Date.now() + READY_SECONDS * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/ready`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not become ready within ${READY_SECONDS} s`);
}

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The memory settings docs/deploy.md "Each instance" gives each instance (decisions 0017, 0021):
 * the benches measure the server as it is deployed.
 */
export const DEPLOYED_NODE_ARGS = ['--max-semi-space-size=8', '--expose-gc'];
export const DEPLOYED_ENV = { GLIBC_TUNABLES: 'glibc.malloc.arena_max=2:glibc.malloc.mmap_threshold=32768' };

/**
 * The real server (src/main.ts) in production mode on a free port over `dataDir`, ready to
 * answer; `stop()` ends it with SIGTERM (`crash()` with SIGKILL) and waits for it to exit. `extraEnv` adds or overrides
 * variables (e.g. TRUST_PROXY for a bench that speaks for many client addresses).
 */
export async function startServer(
  dataDir: string,
  jwtSecret: string,
  extraEnv: Record<string, string> = {},
  extraNodeArgs: string[] = [],
) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // BENCH_SERVER_NODE_ARGS passes Node options to the server alone, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const nodeArgs = [
    ...DEPLOYED_NODE_ARGS,
    ...extraNodeArgs,
    ...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
  ];
  const server = spawn(process.execPath, [...nodeArgs, 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...parentEnv(),
      // What production demands (real providers, the public address); a bench calls none of them.
      ...PRODUCTION_ENV,
      NODE_ENV: 'production',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET: jwtSecret,
      SEED_DEMO: '0',
      SMS_TEST_OTP: '',
      DATABASE_URL: '',
      // Production names its invoice supplier; a bench issues none, so the demo one will do.
      SUPPLIER_NAME: DEMO_SUPPLIER.name,
      SUPPLIER_ADDRESS: DEMO_SUPPLIER.address,
      SUPPLIER_GSTIN: DEMO_SUPPLIER.gstin,
      ...DEPLOYED_ENV,
      ...extraEnv,
    },
    // BENCH_SERVER_STDOUT=<file> keeps the server's log lines (with BENCH_LOG_LEVEL=info, every request's).
    stdio: ['ignore', process.env.BENCH_SERVER_STDOUT ? openSync(process.env.BENCH_SERVER_STDOUT, 'w') : 'ignore', 'inherit'],
  });
  const endWith = async (signal: NodeJS.Signals) => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill(signal);
    await exited;
  };
  const stop = () => endWith('SIGTERM');
  /** kill -9: no shutdown hook runs, the lock file and open transactions stay as they were. */
  const crash = () => endWith('SIGKILL');
  try {
    await waitUntilReady(url, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop, crash, pid: server.pid };
}

/** A live session for a user: access tokens name one (sid) and the server checks it. */
export async function seedSession(db: Db, userId: string): Promise<string> {
  const sessionId = newId();
  await db.insert(refreshTokens).values({
    id: newId(),
    userId,
    familyId: sessionId,
    tokenHash: newId(),
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return sessionId;
}

/** A process's resident memory in MiB (Linux /proc), or null elsewhere. */
export function rssMbOf(pid: number | undefined): number | null {
  try {
    const kb = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

/**
 * The server's CPU time so far in ms (Linux /proc), or null elsewhere. CPU per request is the
 * figure that holds on a shared, busy machine, where latency mostly measures the neighbours.
 */
export function cpuMsOf(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/** True when processes can be held to given CPUs here: Linux's taskset (util-linux) and two CPUs or more. */
export function canPin(): boolean {
  return availableParallelism() >= 2 && spawnSync('taskset', ['--version']).error === undefined;
}

/** `pid` and every process it started, read from /proc. */
function processTreeOf(pid: number): number[] {
  const tree = [pid];
  for (let at = 0; at < tree.length; at += 1) {
    let threads: string[];
    try {
      threads = readdirSync(`/proc/${tree[at]}/task`);
    } catch {
      continue;
    }
    for (const thread of threads) {
      try {
        const children = readFileSync(`/proc/${tree[at]}/task/${thread}/children`, 'utf8').trim();
        if (children) tree.push(...children.split(' ').map(Number));
      } catch {
        // The thread ended meanwhile.
      }
    }
  }
  return tree;
}

/**
 * Holds every thread of `pid` and of the processes it started to `cpus` (taskset's list, e.g. "0"
 * or "0-1"); threads they start later inherit it. The caller checks `canPin` once, as for
 * `wrkLoad`'s `core`.
 */
export function pinProcessTree(pid: number | undefined, cpus: string): void {
  if (pid === undefined) return;
  for (const member of processTreeOf(pid)) spawnSync('taskset', ['-a', '-p', '-c', cpus, String(member)], { stdio: 'ignore' });
}
