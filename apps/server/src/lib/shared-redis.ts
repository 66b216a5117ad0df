import type { Redis } from 'ioredis';
import { loadRedis } from './load-on-use.ts';

/*
 * One Redis connection per process for what instances share beside the database (docs/decisions/0017):
 * the read model's row versions (lib/read-model) and the rebuilt menu bodies. The app takes it
 * when it starts with PostgreSQL and `REDIS_URL` and lets it go when it closes (the connection
 * closes with its last user, as tests build several apps per process).
 */
const connections = new Map<string, { redis: Redis; users: number }>();
let current: Redis | null = null;

/** The shared connection, or null with one instance (PGlite, or no `REDIS_URL`). */
export const sharedRedis = (): Redis | null => current;

/** Opens (or joins) the shared connection to `url`; returns its release. */
export function useSharedRedis(url: string, onError: (error: Error) => void): () => void {
  let entry = connections.get(url);
  if (!entry) {
    // No offline queue: a command while Redis is away fails at once and the caller falls back.
    const redis = new (loadRedis())(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
    redis.on('error', onError);
    entry = { redis, users: 0 };
    connections.set(url, entry);
  }
  entry.users += 1;
  current = entry.redis;
  const mine = entry;
  return () => {
    mine.users -= 1;
    if (mine.users > 0) return;
    connections.delete(url);
    if (current === mine.redis) current = null;
    mine.redis.disconnect();
  };
}
