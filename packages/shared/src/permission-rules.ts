/*
 * The access rules without zod: the dashboard's first script uses them (issue 15 "Speed":
 * zod stays out of the login page's JavaScript); permissions.ts adds the schemas.
 */

/** The three feature flags of spec §3 "Permissions". */
export const PERMISSION_FLAGS = ['digitalMenuAccess', 'tableReserveAccess', 'socialProfileAccess'] as const;
export type PermissionFlag = (typeof PERMISSION_FLAGS)[number];

export const ROLES = ['owner', 'manager', 'staff'] as const;
export type Role = (typeof ROLES)[number];

export type PermissionFlags = Record<PermissionFlag, boolean>;

/**
 * What a route demands of its caller. Every API route declares one; the server refuses to
 * start with a route that does not, so a new feature cannot forget its guard.
 * - public: no token needed
 * - user: a valid access token, no business context
 * - member: a token and an X-Profile-ID the caller belongs to (reads)
 * - a flag: member whose role grants that flag (writes of that feature)
 * - manager: the owner or a manager of the active profile (reading the team)
 * - owner: the owner of the active profile (team and billing)
 * - superAdmin: a phone number in SUPER_ADMIN_PHONES
 * - platformDashboard: a phone number in DASHBOARD_PHONES (the platform figures, decisions §6)
 */
export const ROUTE_ACCESS = [
  'public',
  'user',
  'member',
  'manager',
  'owner',
  'superAdmin',
  'platformDashboard',
  ...PERMISSION_FLAGS,
] as const;
export type RouteAccess = (typeof ROUTE_ACCESS)[number];

/** What a screen or call needs of a member of the active profile. */
export interface MemberRequirement {
  /** 'manager' admits owners and managers; 'owner' only the owner. */
  role?: 'owner' | 'manager';
  flag?: PermissionFlag;
}

export type AccessRefusal = 'owner-only' | 'manager-only' | 'missing-flag';

/**
 * The one access rule, applied by the server's guard (plugins/access.ts) and the dashboard's
 * guards (lib/permissions.ts) alike: what a member lacks for a requirement, or null.
 */
export function refusalFor(member: { role: Role; flags: PermissionFlags }, requirement: MemberRequirement): AccessRefusal | null {
  if (requirement.role === 'owner' && member.role !== 'owner') return 'owner-only';
  if (requirement.role === 'manager' && member.role === 'staff') return 'manager-only';
  if (requirement.flag && !member.flags[requirement.flag]) return 'missing-flag';
  return null;
}

/** A route's declared access as a member requirement; null for the kinds no membership decides. */
export function memberRequirementOf(access: RouteAccess): MemberRequirement | null {
  if (access === 'public' || access === 'user' || access === 'superAdmin' || access === 'platformDashboard') return null;
  if (access === 'member') return {};
  if (access === 'owner' || access === 'manager') return { role: access };
  return { flag: access };
}

export const OWNER_FLAGS = {
  digitalMenuAccess: true,
  tableReserveAccess: true,
  socialProfileAccess: true,
} as const satisfies PermissionFlags;

export const NO_FLAGS = {
  digitalMenuAccess: false,
  tableReserveAccess: false,
  socialProfileAccess: false,
} as const satisfies PermissionFlags;
