import { and, eq } from 'drizzle-orm';
import { OWNER_FLAGS, type PermissionFlags } from '@venue/shared';
import type { Db } from '../../db/client.ts';
import { profileMembers, profiles } from '../../db/schema/index.ts';
import type { ActiveProfile } from '../../lib/context.ts';

/**
 * The caller's standing in a profile, read fresh on every request so that a removal or a
 * change of rights takes effect on the member's very next call (issue #3).
 */
export async function loadMembership(db: Db, userId: string, profileId: string): Promise<ActiveProfile | null> {
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
