import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { redisReachable, REDIS_TEST_URL } from '../../test/redis.ts';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './rate-limiter.ts';

const hasRedis = await redisReachable();

/** The same contract, run against both implementations. */
function describeLimiter(name: string, make: (clock: () => Date) => RateLimiter, options: { skip?: boolean } = {}) {
  describe.skipIf(options.skip ?? false)(`${name} rate limiter`, () => {
    let nowMs = Date.now();
    const clock = () => new Date(nowMs);
    const limiter = options.skip ? null : make(clock);
    afterAll(() => limiter?.close());
    const key = () => `test:${randomBytes(6).toString('hex')}`;

    it('allows up to the limit in the window, then refuses with the seconds to wait', async () => {
      const k = key();
      for (let i = 0; i < 3; i += 1) {
        expect(await limiter!.hit(k, 3, 60)).toMatchObject({ allowed: true, retryAfterSeconds: 0 });
        nowMs += 10_000;
      }
      // First hit was 30 s ago: it leaves the 60 s window in 30 s.
      expect(await limiter!.hit(k, 3, 60)).toEqual({ allowed: false, retryAfterSeconds: 30 });
    });

    it('slides: a hit leaves the window exactly windowSeconds after it was made', async () => {
      const k = key();
      expect((await limiter!.hit(k, 1, 60)).allowed).toBe(true);
      nowMs += 59_500;
      expect(await limiter!.hit(k, 1, 60)).toEqual({ allowed: false, retryAfterSeconds: 1 });
      nowMs += 500;
      expect((await limiter!.hit(k, 1, 60)).allowed).toBe(true);
    });

    it('does not count refused hits', async () => {
      const k = key();
      await limiter!.hit(k, 1, 60);
      for (let i = 0; i < 5; i += 1) expect((await limiter!.hit(k, 1, 60)).allowed).toBe(false);
      nowMs += 60_000;
      expect((await limiter!.hit(k, 1, 60)).allowed).toBe(true);
    });

    it('keeps keys apart', async () => {
      const a = key();
      const b = key();
      expect((await limiter!.hit(a, 1, 60)).allowed).toBe(true);
      expect((await limiter!.hit(b, 1, 60)).allowed).toBe(true);
      expect((await limiter!.hit(a, 1, 60)).allowed).toBe(false);
    });

    it('gives back a released hit, and only that one', async () => {
      const k = key();
      const first = await limiter!.hit(k, 2, 60);
      const second = await limiter!.hit(k, 2, 60);
      expect(first.allowed && second.allowed).toBe(true);
      expect((await limiter!.hit(k, 2, 60)).allowed).toBe(false);
      if (second.allowed) await limiter!.release(k, second.ticket);
      await limiter!.release(k, 'no-such-ticket');
      expect((await limiter!.hit(k, 2, 60)).allowed).toBe(true);
      expect((await limiter!.hit(k, 2, 60)).allowed).toBe(false);
    });

    it('counts parallel hits exactly', async () => {
      const k = key();
      const results = await Promise.all(Array.from({ length: 10 }, () => limiter!.hit(k, 4, 60)));
      expect(results.filter((result) => result.allowed)).toHaveLength(4);
    });
  });
}

describeLimiter('memory', (clock) => createMemoryRateLimiter(clock));
describeLimiter(
  'redis',
  (clock) => createRedisRateLimiter({ url: REDIS_TEST_URL, clock, keyPrefix: `rl-test-${process.pid}:` }),
  {
    skip: !hasRedis,
  },
);

describe.skipIf(!hasRedis)('redis rate limiter shared by two instances', () => {
  it('counts hits from both against one limit', async () => {
    const prefix = `rl-shared-${randomBytes(4).toString('hex')}:`;
    const one = createRedisRateLimiter({ url: REDIS_TEST_URL, keyPrefix: prefix });
    const two = createRedisRateLimiter({ url: REDIS_TEST_URL, keyPrefix: prefix });
    try {
      expect((await one.hit('k', 2, 60)).allowed).toBe(true);
      expect((await two.hit('k', 2, 60)).allowed).toBe(true);
      expect((await one.hit('k', 2, 60)).allowed).toBe(false);
      expect((await two.hit('k', 2, 60)).allowed).toBe(false);
    } finally {
      await one.close();
      await two.close();
    }
  });
});

describe('redis rate limiter without a server', () => {
  it('fails closed with 503 UNAVAILABLE', async () => {
    const limiter = createRedisRateLimiter({ url: 'redis://127.0.0.1:1' });
    try {
      await expect(limiter.hit('k', 1, 60)).rejects.toMatchObject({ code: 'UNAVAILABLE', status: 503 });
    } finally {
      await limiter.close();
    }
  });
});
