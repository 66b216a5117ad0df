import { and, desc, eq, inArray } from 'drizzle-orm';
import { TEAM_AUDIT_ACTIONS, type PermissionFlags, type Role, type TeamAuditAction, type TeamAuditEntry } from '@venue/shared';
import type { Db } from '../../db/client.ts';
import { auditEvents, users } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';

/** What a team audit row keeps in `details`: whose access changed, to what, and from what. */
interface TeamAuditDetails {
  memberId: string;
  mobileNumber: string;
  role: Role | null;
  permissions: PermissionFlags | null;
  previous: { role: Role; permissions: PermissionFlags } | null;
}

/** Writes one audit row; call it inside the transaction of the change it records. */
export async function recordTeamEvent(
  tx: Db,
  event: { profileId: string; actorUserId: string; action: TeamAuditAction; details: TeamAuditDetails },
): Promise<void> {
  await tx.insert(auditEvents).values({
    id: newId(),
    profileId: event.profileId,
    actorUserId: event.actorUserId,
    action: event.action,
    details: event.details,
  });
}

/**
 * The newest team events of one profile first. Other features may write their own audit
 * actions into the same table; only the team's are read here.
 */
export async function readTeamEvents(db: Db, profileId: string, limit: number): Promise<TeamAuditEntry[]> {
  const rows = await db
    .select({
      id: auditEvents.id,
      action: auditEvents.action,
      details: auditEvents.details,
      createdAt: auditEvents.createdAt,
      actorId: users.id,
      actorName: users.name,
      actorPhone: users.phone,
    })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorUserId))
    .where(and(eq(auditEvents.profileId, profileId), inArray(auditEvents.action, [...TEAM_AUDIT_ACTIONS])))
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(limit);
  return rows.map((row) => {
    const details = row.details as TeamAuditDetails;
    return {
      _id: row.id,
      action: row.action as TeamAuditAction,
      actor: row.actorId ? { userId: row.actorId, name: row.actorName, mobileNumber: row.actorPhone ?? '' } : null,
      target: { memberId: details.memberId, mobileNumber: details.mobileNumber },
      role: details.role,
      permissions: details.permissions,
      previous: details.previous,
      createdAt: row.createdAt.toISOString(),
    };
  });
}
