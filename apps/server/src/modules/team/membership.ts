import { and, eq } from 'drizzle-orm';
import { OWNER_FLAGS, type PermissionFlags } from '@venue/shared';
import type { Db } from '../../db/client.ts';
import { profileMembers, profiles } from '../../db/schema/index.ts';
import type { ActiveProfile } from '../../lib/context.ts';
import { sharedRedis } from '../../lib/shared-redis.ts';

/** How long a cached standing is trusted even without a write seen here (a safety net only). */
const CACHE_MS = 30_000;
/** Bounds the cache under a flood of distinct callers; the oldest answers go first. */
const MAX_CACHED = 10_000;

/** Standings by "user:profile", each with the shared version it was read at (null: this process's own). */
const cached = new Map<string, { profile: ActiveProfile; untilMs: number; version: string | null }>();
/** Counts membership writes, so a read that raced one does not cache its answer. */
let writes = 0;

/*
 * With several instances (`REDIS_URL`), a counter in Redis that every change of memberships
 * raises before it starts and again once it has ended (docs/decisions/0017): an instance keeps
 * a standing while the counter is where it was when the standing was read, so a check costs
 * one Redis GET instead of a database query, and a change made through any instance applies to
 * the member's very next call on every one. Membership changes are rare, so one counter serves
 * every profile.
 */
const VERSION_KEY = 'venue:access-version';
/** Drops every cached standing, here and (through the counter) on every instance. */
async function forgetMemberships(): Promise<void> {
  writes += 1;
  cached.clear();
  await sharedRedis()?.incr(VERSION_KEY);
}

/**
 * Runs a change or removal of memberships (profile_members, or the profile fields a standing
 * carries) in one transaction, and forgets the cached standings before it starts and once it
 * has ended, committed or not: the member's very next call sees the change. Grants need no
 * such care, because only standings that exist are cached.
 * @throws when Redis is configured and cannot count the change (nothing is written then)
 */
export async function writeMemberships<T>(db: Db, write: (tx: Db) => Promise<T>): Promise<T> {
  await forgetMemberships();
  try {
    return await db.transaction(write);
  } finally {
    await forgetMemberships();
  }
}

/**
 * The caller's standing in a profile, such that a removal or a change of rights takes effect
 * on the member's very next call (issue #3). With the embedded database (`cache`) this
 * process makes every change through `writeMemberships`, so standings are kept in memory
 * (issue #16: one query fewer on every request while the database serves one at a time).
 * With PostgreSQL other instances change them too: standings are kept only against the shared
 * counter (`lib/shared-redis.ts`), and without it (or while Redis does not answer) the row is
 * read per request.
 */
export async function loadMembership(
  db: Db,
  userId: string,
  profileId: string,
  options: { cache: boolean } = { cache: false },
): Promise<ActiveProfile | null> {
  const redis = sharedRedis();
  if (!options.cache && !redis) return readMembership(db, userId, profileId);
  let version: string | null = null;
  if (!options.cache && redis) {
    try {
      version = (await redis.get(VERSION_KEY)) ?? '0';
    } catch {
      return readMembership(db, userId, profileId);
    }
  }
  const key = `${userId}:${profileId}`;
  const nowMs = Date.now();
  const hit = cached.get(key);
  if (hit && hit.untilMs > nowMs && hit.version === version) return hit.profile;
  const seen = writes;
  const profile = await readMembership(db, userId, profileId);
  cached.delete(key);
  if (profile && seen === writes) {
    if (cached.size >= MAX_CACHED) cached.delete(cached.keys().next().value!);
    cached.set(key, { profile, untilMs: nowMs + CACHE_MS, version });
  }
  return profile;
}

async function readMembership(db: Db, userId: string, profileId: string): Promise<ActiveProfile | null> {
  const rows = await db
    .select({
      id: profiles.id,
      userName: profiles.userName,
      profileType: profiles.profileType,
      timeZone: profiles.timeZone,
      role: profileMembers.role,
      digitalMenuAccess: profileMembers.digitalMenuAccess,
      tableReserveAccess: profileMembers.tableReserveAccess,
      socialProfileAccess: profileMembers.socialProfileAccess,
    })
    .from(profileMembers)
    .innerJoin(profiles, eq(profiles.id, profileMembers.profileId))
    .where(and(eq(profileMembers.profileId, profileId), eq(profileMembers.userId, userId)))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    userName: row.userName,
    profileType: row.profileType,
    timeZone: row.timeZone,
    role: row.role,
    flags: flagsFor(row.role, row),
  };
}

/** The owner holds every right whatever is stored; others hold what their row says. */
export function flagsFor(role: string, row: PermissionFlags): PermissionFlags {
  if (role === 'owner') return { ...OWNER_FLAGS };
  return {
    digitalMenuAccess: row.digitalMenuAccess,
    tableReserveAccess: row.tableReserveAccess,
    socialProfileAccess: row.socialProfileAccess,
  };
}
