import { z } from 'zod';
import { idSchema } from './common.ts';
import { RoleSchema, type PermissionFlag } from './permissions.ts';

/** Labels for the three flags of spec §3, in the words the team screen shows. */
export const PERMISSION_FLAG_LABELS = {
  digitalMenuAccess: 'Digital menu',
  tableReserveAccess: 'Table reservations',
  socialProfileAccess: 'Social link page',
} as const satisfies Record<PermissionFlag, string>;

/** Roles the owner may hand out: the owner role belongs to the profile's creator alone (issue #3). */
export const ASSIGNABLE_ROLES = ['manager', 'staff'] as const;
export const AssignableRoleSchema = z.enum(ASSIGNABLE_ROLES, { error: 'Choose a role: manager or staff' });
export type AssignableRole = z.infer<typeof AssignableRoleSchema>;

export const ROLE_LABELS = { owner: 'Owner', manager: 'Manager', staff: 'Staff' } as const;

export const PermissionFlagsSchema = z.object(
  {
    digitalMenuAccess: z.boolean({ error: 'digitalMenuAccess must be true or false' }),
    tableReserveAccess: z.boolean({ error: 'tableReserveAccess must be true or false' }),
    socialProfileAccess: z.boolean({ error: 'socialProfileAccess must be true or false' }),
  },
  { error: 'Choose the permissions for this member' },
);

export const ProfileQuerySchema = z.object({ profileId: idSchema('Invalid profile ID').optional() });

/** One row of the team list: a member, or a pending invite (`userId` null, `hasLoggedIn` false). */
export const TeamMemberSchema = z.object({
  /** The membership row's id; the only handle a pending invite has. */
  _id: z.string(),
  memberId: z.string(),
  userId: z.string().nullable(),
  name: z.string().nullable(),
  /** E.164 digits without '+', e.g. 919000000012. */
  mobileNumber: z.string(),
  image: z.string().nullable(),
  role: RoleSchema,
  permissions: PermissionFlagsSchema,
  hasLoggedIn: z.boolean(),
  isYou: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

export const UsersBodySchema = z.object({ users: z.array(TeamMemberSchema) });
export type UsersBody = z.infer<typeof UsersBodySchema>;

/**
 * `editUserRoleAndPermissions` (spec §7): add a member by phone number, or change one by
 * `userId` (or by `memberId` for an invite not yet claimed). A `profileId` in the body must be
 * the active profile; the server never acts on another one.
 */
export const EditUserRoleAndPermissionsRequestSchema = z
  .object({
    profileId: idSchema('Invalid profile ID').optional(),
    mobileNumber: z.string().trim().max(32, 'Enter a valid mobile number').optional(),
    userId: idSchema('Invalid user ID').optional(),
    memberId: idSchema('Invalid member ID').optional(),
    role: AssignableRoleSchema,
    permissions: PermissionFlagsSchema,
  })
  .refine((value) => [value.mobileNumber, value.userId, value.memberId].filter(Boolean).length === 1, {
    message: 'Enter a mobile number or choose a team member',
    path: ['mobileNumber'],
  });
export type EditUserRoleAndPermissionsRequest = z.infer<typeof EditUserRoleAndPermissionsRequestSchema>;

export const EditUserRoleAndPermissionsBodySchema = z.object({
  user: TeamMemberSchema,
  /** True when a new member row was made (an invite or an added user). */
  created: z.boolean(),
});

/**
 * `getUserByNumber/{number}`, for the owner or a manager adding staff by phone: whether the
 * number is already on the active profile's team (a member or a pending invite), and the
 * member's name, which the caller sees in the team list anyway. Whether a number outside the
 * team has an account is nobody's business (issue 34): a stranger's number, known or not,
 * gets the same answer, and adding it is an invite either way.
 */
export const UserByNumberBodySchema = z.object({ isOnTeam: z.boolean(), name: z.string().nullable() });
export type UserByNumberBody = z.infer<typeof UserByNumberBodySchema>;

export const DeleteUserAccessRequestSchema = z
  .object({
    profileId: idSchema('Invalid profile ID').optional(),
    userId: idSchema('Invalid user ID').optional(),
    memberId: idSchema('Invalid member ID').optional(),
  })
  .refine((value) => Boolean(value.userId) !== Boolean(value.memberId), {
    message: 'Choose the team member to remove',
    path: ['userId'],
  });
export type DeleteUserAccessRequest = z.infer<typeof DeleteUserAccessRequestSchema>;

export const DeleteUserAccessBodySchema = z.object({ removed: z.object({ memberId: z.string(), mobileNumber: z.string() }) });

export const TEAM_AUDIT_ACTIONS = ['member.invited', 'member.added', 'member.updated', 'member.removed'] as const;
export type TeamAuditAction = (typeof TEAM_AUDIT_ACTIONS)[number];

export const TeamAuditEntrySchema = z.object({
  _id: z.string(),
  action: z.enum(TEAM_AUDIT_ACTIONS),
  actor: z.object({ userId: z.string(), name: z.string().nullable(), mobileNumber: z.string() }).nullable(),
  /** Whose access changed, and to what. */
  target: z.object({ memberId: z.string(), mobileNumber: z.string() }),
  role: RoleSchema.nullable(),
  permissions: PermissionFlagsSchema.nullable(),
  previous: z.object({ role: RoleSchema, permissions: PermissionFlagsSchema }).nullable(),
  createdAt: z.string(),
});
export type TeamAuditEntry = z.infer<typeof TeamAuditEntrySchema>;

export const TeamAuditQuerySchema = ProfileQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const TeamAuditBodySchema = z.object({ events: z.array(TeamAuditEntrySchema) });
