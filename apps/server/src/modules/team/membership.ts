import { and, eq } from 'drizzle-orm';
import { OWNER_FLAGS, type PermissionFlags } from '@venue/shared';
import type { Db } from '../../db/client.ts';
import { profileMembers, profiles } from '../../db/schema/index.ts';
import type { ActiveProfile } from '../../lib/context.ts';
import { defineRows, readRowThrough, writeRowsThrough } from '../../lib/read-model/index.ts';

/*
 * Standings are rows of the read model (lib/read-model, docs/decisions/0017): kept in memory
 * while no membership changed. Membership changes are rare, so one version serves every profile.
 */
const standings = defineRows<ActiveProfile>({
  kind: 'membership',
  redisKey: 'venue:access-version',
  ttlMs: 30_000,
  maxEntries: 10_000,
});

/**
 * Runs a change or removal of memberships (profile_members, or the profile fields a standing
 * carries) in one transaction, and forgets the cached standings before it starts and once it
 * has ended, committed or not: the member's very next call sees the change (on other instances,
 * once they hear of it: lib/read-model). Grants need no such care, because only standings that
 * exist are cached.
 * @throws when Redis is configured and cannot count the change (nothing is written then)
 */
export async function writeMemberships<T>(db: Db, write: (tx: Db) => Promise<T>): Promise<T> {
  return writeRowsThrough(db, standings, write);
}

/**
 * The caller's standing in a profile, such that a removal or a change of rights takes effect
 * on the member's very next call (issue #3), kept in memory between changes (issue #16: one
 * query fewer on every request).
 */
export function loadMembership(db: Db, userId: string, profileId: string): Promise<ActiveProfile | null> {
  return readRowThrough(db, standings, `${userId}:${profileId}`, () => readMembership(db, userId, profileId));
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
