import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { auditEvents, users } from '../../db/schema/index.ts';
import { newId } from '../ids.ts';
import { jsonWithout, mentionsAny, textWithout } from '../text-traces.ts';

/**
 * One kind of audited change: its name, the entity it touches and the shape of that entity's
 * state before and after. Defined once per action, in the module that performs it.
 */
export interface AuditAction<State> {
  name: string;
  entityType: string;
  state: z.ZodType<State>;
}

export function defineAuditAction<State>(action: AuditAction<State>): AuditAction<State> {
  return action;
}

export interface AuditEvent<State> {
  /** Null for platform-wide changes. */
  profileId: string | null;
  actorUserId: string | null;
  entityId: string;
  /** Null when the entity did not exist before (created), or does not after (removed). */
  before: State | null;
  after: State | null;
  /** Why: required of super-admins changing a venue's subscription, optional elsewhere. */
  reason?: string | null;
}

/**
 * Writes one audit row. Call it with the transaction of the change it records, so the log and
 * the change commit or roll back together.
 * @throws ZodError when a state does not fit its action's shape (a bug, caught by tests).
 */
export async function recordAudit<State>(tx: Db, action: AuditAction<State>, event: AuditEvent<State>): Promise<void> {
  await tx.insert(auditEvents).values({
    id: newId(),
    profileId: event.profileId,
    actorUserId: event.actorUserId,
    action: action.name,
    entityType: action.entityType,
    entityId: event.entityId,
    before: event.before === null ? null : action.state.parse(event.before),
    after: event.after === null ? null : action.state.parse(event.after),
    reason: event.reason ?? null,
  });
}

export interface AuditEntry<State> {
  id: string;
  action: string;
  entityId: string;
  before: State | null;
  after: State | null;
  reason: string | null;
  actor: { userId: string; name: string | null; phone: string } | null;
  createdAt: Date;
}

/**
 * A venue's audit trail for some actions, newest first. All actions passed must share one
 * state shape (one entity type); each row is parsed with it.
 */
export async function readAudit<State>(
  db: Db,
  query: { profileId: string; actions: readonly AuditAction<State>[]; entityId?: string; limit: number },
): Promise<AuditEntry<State>[]> {
  const [first] = query.actions;
  if (!first) return [];
  const rows = await db
    .select({
      id: auditEvents.id,
      action: auditEvents.action,
      entityId: auditEvents.entityId,
      before: auditEvents.before,
      after: auditEvents.after,
      reason: auditEvents.reason,
      createdAt: auditEvents.createdAt,
      actorId: users.id,
      actorName: users.name,
      actorPhone: users.phone,
    })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorUserId))
    .where(
      and(
        eq(auditEvents.profileId, query.profileId),
        inArray(
          auditEvents.action,
          query.actions.map((action) => action.name),
        ),
        query.entityId ? eq(auditEvents.entityId, query.entityId) : undefined,
      ),
    )
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(query.limit);
  const parse = (value: unknown) => (value === null ? null : first.state.parse(value));
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    entityId: row.entityId,
    before: parse(row.before),
    after: parse(row.after),
    reason: row.reason,
    actor: row.actorId ? { userId: row.actorId, name: row.actorName, phone: row.actorPhone ?? '' } : null,
    createdAt: row.createdAt,
  }));
}

/**
 * Erasure (DPDP Act 2023): cuts the traces (a guest's number) out of a venue's audit rows that
 * hold them; the row (who did what, when) stays. @returns how many rows changed.
 */
export async function eraseFromAudit(db: Db, profileId: string, traces: string[]): Promise<number> {
  const { before, after, reason } = auditEvents;
  const rows = await db
    .update(auditEvents)
    .set({ before: jsonWithout(before, traces), after: jsonWithout(after, traces), reason: textWithout(reason, traces) })
    .where(
      and(
        eq(auditEvents.profileId, profileId),
        or(mentionsAny(before, traces), mentionsAny(after, traces), mentionsAny(reason, traces)),
      ),
    )
    .returning({ id: auditEvents.id });
  return rows.length;
}
