import { and, eq } from 'drizzle-orm';
import { OWNER_FLAGS, type PermissionFlags } from '@venue/shared';
import type { Db } from '../../db/client.ts';
import { profileMembers, profiles } from '../../db/schema/index.ts';
import type { ActiveProfile } from '../../lib/context.ts';

/** How long a cached standing is trusted even without a write seen here (a safety net only). */
const CACHE_MS = 30_000;
/** Bounds the cache under a flood of distinct callers; the oldest answers go first. */
const MAX_CACHED = 10_000;

const cached = new Map<string, { profile: ActiveProfile; untilMs: number }>();
/** Counts membership writes, so a read that raced one does not cache its answer. */
let writes = 0;

/** Drops every cached standing; called around every change to memberships or rights. */
function forgetMemberships(): void {
  writes += 1;
  cached.clear();
}

/**
 * Runs a change or removal of memberships (profile_members, or the profile fields a standing
 * carries) in one transaction, and forgets the cached standings before it starts and once it
 * has ended, committed or not: the member's very next call sees the change. Grants need no
 * such care, because only standings that exist are cached.
 */
export async function writeMemberships<T>(db: Db, write: (tx: Db) => Promise<T>): Promise<T> {
  forgetMemberships();
  try {
    return await db.transaction(write);
  } finally {
    forgetMemberships();
  }
}

/**
 * The caller's standing in a profile, such that a removal or a change of rights takes effect
 * on the member's very next call (issue #3). With the embedded database (`cache`) this
 * process makes every change through `writeMemberships`, so standings are kept in memory
 * (issue #16: one query fewer on every request while the database serves one at a time);
 * with PostgreSQL other instances change them too, and the row is read per request.
 */
export async function loadMembership(
  db: Db,
  userId: string,
  profileId: string,
  options: { cache: boolean } = { cache: false },
): Promise<ActiveProfile | null> {
  if (!options.cache) return readMembership(db, userId, profileId);
  const key = `${userId}:${profileId}`;
  const nowMs = Date.now();
  const hit = cached.get(key);
  if (hit && hit.untilMs > nowMs) return hit.profile;
  const seen = writes;
  const profile = await readMembership(db, userId, profileId);
  cached.delete(key);
  if (profile && seen === writes) {
    if (cached.size >= MAX_CACHED) cached.delete(cached.keys().next().value!);
    cached.set(key, { profile, untilMs: nowMs + CACHE_MS });
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
