import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeBody, type EncodedBody } from '../src/lib/encoded-body.ts';
import { claimSharedBuild, sharedBuildStats } from '../src/lib/shared-build.ts';
import { Redis } from 'ioredis';
import { REDIS_TEST_URL, redisReachable } from './redis.ts';

// Issue 17: instances that reach the same version of a menu together build its body once.
describe.skipIf(!(await redisReachable()))('one build of a body across instances (Redis)', () => {
  // As an instance's (ReadModel.redis): until it is connected every command fails at once and each reader builds alone.
  const redis = new Redis(REDIS_TEST_URL, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  beforeAll(async () => {
    if (redis.status !== 'ready') await once(redis, 'ready');
  });
  afterAll(() => redis.disconnect());

  /** What each instance does: take the body another built, or build it and leave it for the others. */
  async function read(key: string, build: () => Promise<EncodedBody>): Promise<EncodedBody> {
    const shared = await claimSharedBuild(redis, key);
    if (shared.body) return shared.body;
    const body = await build();
    await shared.publish(body);
    return body;
  }

  it('lets one of many concurrent readers build, and hands the others its bytes', async () => {
    const key = `test:${randomUUID()}`;
    let builds = 0;
    const build = async () => {
      builds += 1;
      await new Promise((resolve) => setTimeout(resolve, 100));
      return encodeBody(Buffer.from(`{"menu":"${'dish,'.repeat(20_000)}"}`), `"${key}"`);
    };
    const before = { ...sharedBuildStats };
    const bodies = await Promise.all(Array.from({ length: 10 }, () => read(key, build)));
    expect(builds).toBe(1);
    expect(sharedBuildStats.built - before.built).toBe(1);
    expect(sharedBuildStats.taken - before.taken).toBe(9);
    for (const body of bodies) {
      // Buffer.equals: toEqual walks 100 KB byte by byte for seconds.
      expect(body.identity.equals(bodies[0]!.identity)).toBe(true);
      expect(body.br.equals(bodies[0]!.br)).toBe(true);
      expect(body.etag).toBe(`"${key}"`);
    }
    // A later reader of the same version finds it too; another version is built afresh.
    expect((await read(key, build)).identity.equals(bodies[0]!.identity)).toBe(true);
    await read(`test:${randomUUID()}`, build);
    expect(builds).toBe(2);
  });

  it('takes the body a holder published between this reader’s look and its lock', async () => {
    const key = `test:${randomUUID()}`;
    const theirs = await encodeBody(Buffer.from('{"menu":"theirs"}'), `"${key}"`);
    const set = redis.set.bind(redis);
    // The interleaving: this reader found nothing, then the holder published and let go, then
    // this reader's lock succeeds.
    redis.set = (async (...args: Parameters<typeof set>) => {
      redis.set = set;
      await redis.hset(`venue:body:${key}`, { identity: theirs.identity, br: theirs.br, gzip: theirs.gzip, etag: theirs.etag });
      return set(...args);
    }) as typeof redis.set;
    let builds = 0;
    const body = await read(key, async () => {
      builds += 1;
      return encodeBody(Buffer.from('{"menu":"ours"}'), `"${key}"`);
    });
    expect(builds).toBe(0);
    expect(body.identity.equals(theirs.identity)).toBe(true);
    // The lock taken for nothing is let go at once.
    expect(await redis.get(`venue:body:${key}:lock`)).toBeNull();
  });
});
