import { z } from 'zod';
import { TEAM_AUDIT_ACTIONS, type PermissionFlags, type Role, type TeamAuditAction, type TeamAuditEntry } from '@venue/shared';
import type { Db } from '../../db/client.ts';
import { defineAuditAction, readAudit, recordAudit, type AuditAction } from '../../lib/audit/index.ts';

/** A member's standing as the audit log keeps it before and after a change. */
const MemberStateSchema = z.object({
  mobileNumber: z.string(),
  role: z.enum(['owner', 'manager', 'staff']),
  permissions: z.object({ digitalMenuAccess: z.boolean(), tableReserveAccess: z.boolean(), socialProfileAccess: z.boolean() }),
});
type MemberState = z.infer<typeof MemberStateSchema>;

const TEAM_ACTIONS = Object.fromEntries(
  TEAM_AUDIT_ACTIONS.map((name) => [name, defineAuditAction({ name, entityType: 'member', state: MemberStateSchema })]),
) as Record<TeamAuditAction, AuditAction<MemberState>>;

export interface MemberChange {
  memberId: string;
  mobileNumber: string;
  before: { role: Role; permissions: PermissionFlags } | null;
  after: { role: Role; permissions: PermissionFlags } | null;
}

/** Writes one team audit row; call it inside the transaction of the change it records. */
export async function recordTeamEvent(
  tx: Db,
  event: { profileId: string; actorUserId: string; action: TeamAuditAction; change: MemberChange },
): Promise<void> {
  const { memberId, mobileNumber, before, after } = event.change;
  await recordAudit(tx, TEAM_ACTIONS[event.action], {
    profileId: event.profileId,
    actorUserId: event.actorUserId,
    entityId: memberId,
    before: before && { mobileNumber, ...before },
    after: after && { mobileNumber, ...after },
  });
}

/** The newest team events of one profile first, in the team-audit call's shape. */
export async function readTeamEvents(db: Db, profileId: string, limit: number): Promise<TeamAuditEntry[]> {
  const entries = await readAudit(db, { profileId, actions: Object.values(TEAM_ACTIONS), limit });
  return entries.map((entry) => ({
    _id: entry.id,
    action: entry.action as TeamAuditAction,
    actor: entry.actor && { userId: entry.actor.userId, name: entry.actor.name, mobileNumber: entry.actor.phone },
    target: { memberId: entry.entityId, mobileNumber: (entry.after ?? entry.before)?.mobileNumber ?? '' },
    role: entry.after?.role ?? null,
    permissions: entry.after?.permissions ?? null,
    previous: entry.before && { role: entry.before.role, permissions: entry.before.permissions },
    createdAt: entry.createdAt.toISOString(),
  }));
}
