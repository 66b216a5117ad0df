import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { EncodedBody } from './encoded-body.ts';

/*
 * One rebuild of a cached answer across instances (docs/decisions/0017). Each instance already
 * rebuilds once per version (its single flight); with several instances (PostgreSQL and
 * `REDIS_URL`) the first to ask for a version's body takes a short lock in Redis, builds it and
 * leaves its bytes there for a minute; the others wait for those bytes instead of rendering the
 * same menu again. A key names its content (a menu state's key, a page's `cacheKeyOf`), so a
 * body found under it is right whoever built it. Redis unreachable, or a lock holder that never
 * publishes: the instance builds its own, as it would alone.
 */
const PREFIX = 'venue:body:';
/** Long enough for a 10,000-dish page's render and compression; a holder that dies frees it this soon. */
const LOCK_MS = 5_000;
/** Long enough for every instance's readers after a write; the next write names a new key anyway. */
const KEEP_MS = 60_000;
const POLL_MS = 20;

/** Bodies this process built for others and took from others, for tests and the bench. */
export const sharedBuildStats = { built: 0, taken: 0 };

export type SharedBuild =
  /** Another instance built it. */
  | { body: EncodedBody }
  /** Build it here, then `publish` it (a no-op with one instance). */
  | { body: null; publish: (body: EncodedBody) => Promise<void> };

const alone: SharedBuild = { body: null, publish: async () => {} };

/**
 * The body another instance built under `key`, or the right to build it. Waits while another
 * instance holds the lock, at most `LOCK_MS`.
 * @param redis the app's connection (`ReadModel.redis`); none with one instance
 */
export async function claimSharedBuild(redis: Redis | null | undefined, key: string): Promise<SharedBuild> {
  if (!redis) return alone;
  try {
    const deadline = Date.now() + LOCK_MS;
    const lock = `${PREFIX}${key}:lock`;
    for (;;) {
      const kept = await readBody(redis, key);
      if (kept) {
        sharedBuildStats.taken += 1;
        return { body: kept };
      }
      const token = randomUUID();
      if ((await redis.set(lock, token, 'PX', LOCK_MS, 'NX')) === 'OK') {
        // The holder before us may have published and let go between our look and our lock.
        const published = await readBody(redis, key);
        if (published) {
          await releaseLock(redis, lock, token);
          sharedBuildStats.taken += 1;
          return { body: published };
        }
        return { body: null, publish: (body) => publish(redis, key, lock, token, body) };
      }
      if (Date.now() > deadline) return alone;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  } catch {
    return alone;
  }
}

async function readBody(redis: Redis, key: string): Promise<EncodedBody | null> {
  const [identity, br, gzip, etag] = await redis.hmgetBuffer(`${PREFIX}${key}`, 'identity', 'br', 'gzip', 'etag');
  if (!identity || !br || !etag) return null;
  return { identity, br, ...(gzip ? { gzip } : {}), etag: etag.toString('utf8') };
}

/**
 * Leaves the body for the others and frees the lock (only ours: it may have run out and passed
 * on). Never rejects: callers need not wait for it.
 */
async function publish(redis: Redis, key: string, lock: string, token: string, body: EncodedBody): Promise<void> {
  sharedBuildStats.built += 1;
  try {
    await redis
      .multi()
      // gzip only when made already: the others make their own on demand, as this instance does.
      .hset(`${PREFIX}${key}`, {
        identity: body.identity,
        br: body.br,
        ...(Buffer.isBuffer(body.gzip) ? { gzip: body.gzip } : {}),
        etag: body.etag,
      })
      .pexpire(`${PREFIX}${key}`, KEEP_MS)
      .exec();
    await releaseLock(redis, lock, token);
  } catch {
    // The others build their own once the lock runs out.
  }
}

/** Frees the lock if it is still ours (it may have run out and passed on). */
async function releaseLock(redis: Redis, lock: string, token: string): Promise<void> {
  await redis.eval(
    "if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0",
    1,
    lock,
    token,
  );
}
