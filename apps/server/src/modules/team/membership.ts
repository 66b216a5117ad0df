import { and, eq } from 'drizzle-orm';
import { OWNER_FLAGS, type PermissionFlags } from '@venue/shared';
import type { Db } from '../../db/client.ts';
import { profileMembers, profiles } from '../../db/schema/index.ts';
import type { ActiveProfile } from '../../lib/context.ts';
import { VersionedCache } from '../../lib/versioned-cache.ts';

/*
 * Standings are kept in memory against the version of memberships (lib/versioned-cache.ts,
 * docs/decisions/0017): with several instances (`REDIS_URL`) that is the counter
 * `venue:access-version`, raised before and after every change, so a check costs one Redis GET
 * instead of a database query and a change made through any instance applies to the member's
 * very next call on every one. Membership changes are rare, so one counter serves every profile.
 */
const standings = new VersionedCache<ActiveProfile>({
  versionKey: 'venue:access-version',
  ttlMs: 30_000,
  maxEntries: 10_000,
});

/**
 * Runs a change or removal of memberships (profile_members, or the profile fields a standing
 * carries) in one transaction, and forgets the cached standings before it starts and once it
 * has ended, committed or not: the member's very next call sees the change. Grants need no
 * such care, because only standings that exist are cached.
 * @throws when Redis is configured and cannot count the change (nothing is written then)
 */
export async function writeMemberships<T>(db: Db, write: (tx: Db) => Promise<T>): Promise<T> {
  return standings.write(() => db.transaction(write));
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
export function loadMembership(
  db: Db,
  userId: string,
  profileId: string,
  options: { cache: boolean } = { cache: false },
): Promise<ActiveProfile | null> {
  return standings.get(`${userId}:${profileId}`, () => readMembership(db, userId, profileId), { local: options.cache });
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
