import { and, eq } from 'drizzle-orm';
import {
  type DeleteUserAccessRequest,
  type EditUserRoleAndPermissionsRequest,
  type PermissionFlags,
  type Role,
  type TeamAuditEntry,
  type TeamMember,
  type UserByNumberBody,
  type UserPermissionsBody,
} from '@venue/shared';
import type { Db } from '../../db/client.ts';
import { profileMembers, profiles, users } from '../../db/schema/index.ts';
import type { ProfileContext } from '../../lib/context.ts';
import { AppError, businessRule, conflict, notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { enforceRateLimit, type RateLimiter } from '../../lib/rate-limiter.ts';
// One phone rule for logins and invites, so an invite always matches the number that logs in.
import { normalisePhone } from '../auth/auth.service.ts';
import { flagsFor, writeMemberships } from './membership.ts';
import { readTeamEvents, recordTeamEvent } from './team-audit.ts';

/** Lookups one user may make: enough to add a team by hand, far too few to scan numbers. */
export const NUMBER_LOOKUPS_PER_HOUR = 30;

const ROLE_ORDER: Record<Role, number> = { owner: 0, manager: 1, staff: 2 };

const memberColumns = {
  id: profileMembers.id,
  userId: profileMembers.userId,
  phone: profileMembers.phone,
  role: profileMembers.role,
  digitalMenuAccess: profileMembers.digitalMenuAccess,
  tableReserveAccess: profileMembers.tableReserveAccess,
  socialProfileAccess: profileMembers.socialProfileAccess,
  createdAt: profileMembers.createdAt,
  updatedAt: profileMembers.updatedAt,
  name: users.name,
  image: users.image,
};

type MemberRow = {
  id: string;
  userId: string | null;
  phone: string;
  role: Role;
  name: string | null;
  image: string | null;
  createdAt: Date;
  updatedAt: Date;
} & PermissionFlags;

function toTeamMember(row: MemberRow, callerId: string): TeamMember {
  return {
    _id: row.id,
    memberId: row.id,
    userId: row.userId,
    name: row.name,
    mobileNumber: row.phone,
    image: row.image,
    role: row.role,
    permissions: flagsFor(row.role, row),
    hasLoggedIn: row.userId !== null,
    isYou: row.userId === callerId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function selectMembers(db: Db) {
  return db.select(memberColumns).from(profileMembers).leftJoin(users, eq(users.id, profileMembers.userId));
}

/**
 * A body may name a profile (spec §7 sends `profileId`); it must be the active one, which the
 * access guard has already checked against the caller's membership.
 */
function assertActiveProfile(ctx: ProfileContext, profileId: string | undefined) {
  if (profileId && profileId !== ctx.profile.id) throw new AppError('PROFILE_FORBIDDEN', "You don't have access to this profile");
}

/** Everyone with access to the active profile, pending invites included: owner first, then managers, then staff. */
export async function listTeamMembers(ctx: ProfileContext): Promise<TeamMember[]> {
  const rows = await selectMembers(ctx.db).where(eq(profileMembers.profileId, ctx.profile.id));
  return rows
    .sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role] || a.createdAt.getTime() - b.createdAt.getTime())
    .map((row) => toTeamMember(row, ctx.caller.userId));
}

/** The caller's own role and flags in the active profile, in the spec's §7 shape. */
export function getUserPermissions(ctx: ProfileContext): UserPermissionsBody {
  const flags = ctx.profile.flags;
  return {
    role: ctx.profile.role,
    permissions: {
      digitalMenuAccess: { value: flags.digitalMenuAccess },
      tableReserveAccess: { value: flags.tableReserveAccess },
      socialProfileAccess: { value: flags.socialProfileAccess },
    },
  };
}

async function findMember(tx: Db, profileId: string, by: { userId?: string; memberId?: string; phone?: string }) {
  const condition = by.userId
    ? eq(profileMembers.userId, by.userId)
    : by.memberId
      ? eq(profileMembers.id, by.memberId)
      : eq(profileMembers.phone, by.phone!);
  const rows = await selectMembers(tx)
    .where(and(eq(profileMembers.profileId, profileId), condition))
    .limit(1)
    .for('update', { of: profileMembers });
  return rows[0] ?? null;
}

/** The owner's row is the profile's anchor (issue #3): nobody demotes, restricts or removes it. */
function assertChangeable(ctx: ProfileContext, member: MemberRow, verb: 'change' | 'remove') {
  if (member.role === 'owner') {
    throw businessRule(verb === 'change' ? "The owner's role and permissions cannot be changed" : 'The owner cannot be removed');
  }
  // Nobody raises (or otherwise edits) their own rights, whatever role may later manage the team.
  if (member.userId === ctx.caller.userId) {
    throw businessRule(
      verb === 'change' ? 'You cannot change your own role or permissions' : 'You cannot remove your own access',
    );
  }
}

/**
 * Adds a member by phone number (always a pending invite, claimed at the number's next login,
 * so the answer never tells whether it has an account) or changes a member's role and flags. One transaction with its
 * audit row.
 * @throws AppError 400 invalid number, 404 unknown member, 409 added twice at once, 422 owner/self/personal profile
 */
export async function editUserRoleAndPermissions(
  ctx: ProfileContext,
  input: EditUserRoleAndPermissionsRequest,
): Promise<{ user: TeamMember; created: boolean }> {
  assertActiveProfile(ctx, input.profileId);
  if (ctx.profile.profileType !== 'business') throw businessRule('Team members can only be added to a business profile');
  const phone = input.mobileNumber ? normalisePhone(input.mobileNumber).digits : undefined;
  const permissions: PermissionFlags = input.permissions;
  const profileId = ctx.profile.id;

  const result = await writeMemberships(ctx.db, async (tx) => {
    const existing = await findMember(tx, profileId, { userId: input.userId, memberId: input.memberId, phone });
    if (existing) {
      assertChangeable(ctx, existing, 'change');
      const now = new Date();
      await tx
        .update(profileMembers)
        .set({ role: input.role, ...permissions, updatedAt: now })
        .where(and(eq(profileMembers.id, existing.id), eq(profileMembers.profileId, profileId)));
      await recordTeamEvent(tx, {
        profileId,
        actorUserId: ctx.caller.userId,
        action: 'member.updated',
        change: {
          memberId: existing.id,
          mobileNumber: existing.phone,
          before: { role: existing.role, permissions: flagsFor(existing.role, existing) },
          after: { role: input.role, permissions },
        },
      });
      return { memberId: existing.id, created: false };
    }
    if (!phone) throw notFound('This person is not a member of this business');

    // Always an invite, claimed at the number's next login (validateLoginCode), whether or not
    // it has an account: linking a known account at once would tell the caller it exists
    // (issue 34), in this answer, the team list and the audit trail alike.
    const memberId = newId();
    const inserted = await tx
      .insert(profileMembers)
      .values({ id: memberId, profileId, userId: null, phone, role: input.role, ...permissions })
      .onConflictDoNothing()
      .returning({ id: profileMembers.id });
    // Another request added the same number between our read and this insert.
    if (inserted.length === 0) throw conflict('This number is already on the team');
    await sendInvite(ctx, tx, { memberId, phone });
    await recordTeamEvent(tx, {
      profileId,
      actorUserId: ctx.caller.userId,
      action: 'member.invited',
      change: { memberId, mobileNumber: phone, before: null, after: { role: input.role, permissions } },
    });
    return { memberId, created: true };
  });

  const [row] = await selectMembers(ctx.db)
    .where(and(eq(profileMembers.id, result.memberId), eq(profileMembers.profileId, profileId)))
    .limit(1);
  return { user: toTeamMember(row!, ctx.caller.userId), created: result.created };
}

/**
 * Tells the added number which venue added it and where to log in. Queued in the transaction
 * that adds the member, so an add that fails sends nothing.
 */
async function sendInvite(ctx: ProfileContext, tx: Db, member: { memberId: string; phone: string }) {
  const [venue] = await tx.select({ name: profiles.name }).from(profiles).where(eq(profiles.id, ctx.profile.id)).limit(1);
  await ctx.notifier.send(
    tx,
    {
      channel: 'sms',
      to: `+${member.phone}`,
      template: 'staffInvite',
      variables: { venue: venue?.name ?? ctx.profile.userName, link: `${ctx.config.publicBaseUrl}/login` },
    },
    { profileId: ctx.profile.id, uniqueKey: `staff-invite:${member.memberId}` },
  );
}

/**
 * Removes a member or a pending invite. The member's very next request is refused
 * (`writeMemberships` forgets the cached standings).
 * @throws AppError 404 unknown member, 422 owner/self
 */
export async function deleteUserAccess(
  ctx: ProfileContext,
  input: DeleteUserAccessRequest,
): Promise<{ removed: { memberId: string; mobileNumber: string } }> {
  assertActiveProfile(ctx, input.profileId);
  const profileId = ctx.profile.id;
  return writeMemberships(ctx.db, async (tx) => {
    const member = await findMember(tx, profileId, { userId: input.userId, memberId: input.memberId });
    if (!member) throw notFound('This person is not a member of this business');
    assertChangeable(ctx, member, 'remove');
    await tx.delete(profileMembers).where(and(eq(profileMembers.id, member.id), eq(profileMembers.profileId, profileId)));
    await recordTeamEvent(tx, {
      profileId,
      actorUserId: ctx.caller.userId,
      action: 'member.removed',
      change: {
        memberId: member.id,
        mobileNumber: member.phone,
        before: { role: member.role, permissions: flagsFor(member.role, member) },
        after: null,
      },
    });
    return { removed: { memberId: member.id, mobileNumber: member.phone } };
  });
}

/** Who changed the team, what and when, newest first (owner only, issue #3). */
export async function listTeamAudit(ctx: ProfileContext, input: { limit: number }): Promise<TeamAuditEntry[]> {
  return readTeamEvents(ctx.db, ctx.profile.id, input.limit);
}

/**
 * `getUserByNumber/{number}` for the team screen (owner or manager of the active profile):
 * whether the number is on this team, and a member's name. Whether anyone else has an account
 * is not answered (issue 34): a known and an unknown stranger get the same answer.
 * Rate-limited per caller, so the team cannot be probed at scale either.
 * @throws AppError 400 invalid number; 429 RATE_LIMITED with Retry-After
 */
export async function lookUpNumber(
  ctx: ProfileContext,
  deps: { rateLimiter: RateLimiter },
  number: string,
): Promise<UserByNumberBody> {
  const phone = normalisePhone(number);
  await enforceRateLimit(
    deps.rateLimiter,
    { key: `number-lookup:${ctx.caller.userId}`, limit: NUMBER_LOOKUPS_PER_HOUR, windowSeconds: 3600 },
    (wait) => `Too many number lookups. Try again in ${wait}.`,
  );
  const [member] = await ctx.db
    .select({ name: users.name })
    .from(profileMembers)
    .leftJoin(users, eq(users.id, profileMembers.userId))
    .where(and(eq(profileMembers.profileId, ctx.profile.id), eq(profileMembers.phone, phone.digits)))
    .limit(1);
  return member ? { isOnTeam: true, name: member.name ?? null } : { isOnTeam: false, name: null };
}
