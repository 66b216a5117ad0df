import { randomBytes } from 'node:crypto';
import { loadRedis } from './load-on-use.ts';
import { AppError } from './errors.ts';

export type RateLimitResult =
  | {
      allowed: true;
      retryAfterSeconds: 0;
      /** Names this hit, for `release`. */
      ticket: string;
    }
  | {
      allowed: false;
      /** Whole seconds until the next hit would be allowed. */
      retryAfterSeconds: number;
    };

/**
 * A sliding-window counter: at most `limit` allowed hits per `key` in any `windowSeconds`.
 * A refused hit is not counted, so a client that keeps knocking is not locked out for longer.
 */
export interface RateLimiter {
  hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult>;
  /**
   * Gives back an allowed hit whose work did not happen (an SMS the gateway refused), so a
   * failure on our side does not spend the user's allowance. Unknown tickets are ignored.
   */
  release(key: string, ticket: string): Promise<void>;
  close(): Promise<void>;
}

/** Unique per hit: two hits in the same millisecond must both count, and be released apart. */
const newTicket = (nowMs: number) => `${nowMs}-${randomBytes(6).toString('hex')}`;

export type Clock = () => Date;

const systemClock: Clock = () => new Date();

/** Sweep expired keys after this many hits, so a flood of one-off keys cannot grow the map forever. */
const SWEEP_EVERY_HITS = 1000;

/** One process's limiter (decisions §3 embedded default). */
export function createMemoryRateLimiter(clock: Clock = systemClock): RateLimiter {
  const hits = new Map<string, { windowMs: number; times: { at: number; ticket: string }[] }>();
  let hitsSinceSweep = 0;

  const sweep = (nowMs: number) => {
    for (const [key, entry] of hits) {
      if (entry.times.every((time) => time.at <= nowMs - entry.windowMs)) hits.delete(key);
    }
  };

  return {
    async hit(key, limit, windowSeconds) {
      const nowMs = clock().getTime();
      const windowMs = windowSeconds * 1000;
      hitsSinceSweep += 1;
      if (hitsSinceSweep >= SWEEP_EVERY_HITS) {
        hitsSinceSweep = 0;
        sweep(nowMs);
      }
      const entry = hits.get(key) ?? { windowMs, times: [] };
      entry.windowMs = windowMs;
      entry.times = entry.times.filter((time) => time.at > nowMs - windowMs);
      if (entry.times.length < limit) {
        const ticket = newTicket(nowMs);
        entry.times.push({ at: nowMs, ticket });
        hits.set(key, entry);
        return { allowed: true, retryAfterSeconds: 0, ticket };
      }
      hits.set(key, entry);
      return { allowed: false, retryAfterSeconds: secondsUntil(entry.times[0]!.at + windowMs, nowMs) };
    },
    async release(key, ticket) {
      const entry = hits.get(key);
      if (entry) entry.times = entry.times.filter((time) => time.ticket !== ticket);
    },
    async close() {
      hits.clear();
    },
  };
}

/**
 * Sliding log in a sorted set, trimmed, counted and appended in one Lua call so that several
 * API instances sharing Redis cannot both take the last slot.
 * Returns { allowed (1/0), milliseconds until the oldest hit leaves the window }.
 */
const SLIDING_WINDOW_SCRIPT = `
local key = KEYS[1]
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local limit = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
if redis.call('ZCARD', key) < limit then
  redis.call('ZADD', key, now, ARGV[4])
  redis.call('PEXPIRE', key, window)
  return {1, 0}
end
local oldest = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
return {0, tonumber(oldest[2]) + window - now}
`;

export interface RedisRateLimiterOptions {
  url: string;
  clock?: Clock;
  /** Prefix for every key, so tests and several apps can share one Redis. */
  keyPrefix?: string;
  /** Told once per outage (ioredis reports every reconnect attempt). */
  onConnectionError?: (error: Error) => void;
}

/** Shared limiter for several stateless API instances (decisions §3, `REDIS_URL`). */
export function createRedisRateLimiter(options: RedisRateLimiterOptions): RateLimiter {
  const clock = options.clock ?? systemClock;
  const prefix = options.keyPrefix ?? 'rl:';
  // Fail fast instead of queueing: a limiter that hangs would hang every login.
  const redis = new (loadRedis())(options.url, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: true,
    connectTimeout: 5000,
  });
  let reported = false;
  redis.on('error', (error: Error) => {
    if (!reported) options.onConnectionError?.(error);
    reported = true;
  });
  redis.on('ready', () => {
    reported = false;
  });

  return {
    async hit(key, limit, windowSeconds) {
      const nowMs = clock().getTime();
      const windowMs = windowSeconds * 1000;
      const ticket = newTicket(nowMs);
      let reply: unknown;
      try {
        reply = await redis.eval(SLIDING_WINDOW_SCRIPT, 1, `${prefix}${key}`, nowMs, windowMs, limit, ticket);
      } catch (error) {
        // Failing closed: without the limiter we could be made to send unlimited SMS.
        const unavailable = new AppError('UNAVAILABLE', 'Service temporarily unavailable. Please try again in a moment.');
        unavailable.cause = error;
        throw unavailable;
      }
      const [allowed, waitMs] = reply as [number, number];
      return allowed === 1
        ? { allowed: true, retryAfterSeconds: 0, ticket }
        : { allowed: false, retryAfterSeconds: secondsUntil(nowMs + waitMs, nowMs) };
    },
    async release(key, ticket) {
      // Best effort: if Redis is gone the hit simply stays counted.
      await redis.zrem(`${prefix}${key}`, ticket).catch(() => undefined);
    },
    async close() {
      redis.disconnect();
    },
  };
}

/** Redis when `REDIS_URL` is configured, else in process. */
export function createRateLimiter(
  redisUrl: string | undefined,
  clock: Clock = systemClock,
  onConnectionError?: (error: Error) => void,
): RateLimiter {
  return redisUrl ? createRedisRateLimiter({ url: redisUrl, clock, onConnectionError }) : createMemoryRateLimiter(clock);
}

/** At least one second: a Retry-After of 0 would invite an immediate, refused retry. */
function secondsUntil(untilMs: number, nowMs: number): number {
  return Math.max(1, Math.ceil((untilMs - nowMs) / 1000));
}

/**
 * Counts one hit of `key` and refuses it with 429 RATE_LIMITED and Retry-After when over the
 * limit. `message` gets the wait in words ("5 minutes").
 * @throws AppError 429 RATE_LIMITED
 */
export async function enforceRateLimit(
  limiter: RateLimiter,
  rule: { key: string; limit: number; windowSeconds: number },
  message: (wait: string) => string,
): Promise<void> {
  const result = await limiter.hit(rule.key, rule.limit, rule.windowSeconds);
  if (result.allowed) return;
  const minutes = Math.max(1, Math.ceil(result.retryAfterSeconds / 60));
  throw new AppError('RATE_LIMITED', message(`${minutes} minute${minutes === 1 ? '' : 's'}`), {
    details: { retryAfterSeconds: result.retryAfterSeconds },
    headers: { 'retry-after': String(result.retryAfterSeconds) },
  });
}
