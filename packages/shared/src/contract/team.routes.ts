import { defineRoutes } from './define.ts';

/**
 * Staff access (spec §6, §7; issue #3). Owners and managers may read the team; only the owner
 * changes it or reads its audit trail; every member may read their own permissions. Owners and
 * managers may ask whether a number they are adding has an account.
 */
export const teamRoutes = defineRoutes('team', {
  getUserPermissions: {
    method: 'GET',
    path: '/v1/user/user-permissions',
    access: 'member',
    summary: "The caller's role and permission flags on the active profile",
  },
  listTeamMembers: {
    method: 'GET',
    path: '/v1/user/users',
    access: 'manager',
    summary: "The active profile's team: members and pending invites",
  },
  editUserRoleAndPermissions: {
    method: 'POST',
    path: '/v1/user/editUserRoleAndPermissions',
    access: 'owner',
    summary: "Add a member by mobile number, or change a member's role and permissions",
    errors: ['NOT_FOUND', 'CONFLICT', 'BUSINESS_RULE'],
  },
  deleteUserAccess: {
    method: 'POST',
    path: '/v1/user/deleteUserAccess',
    access: 'owner',
    summary: "Remove a member's access to the active profile",
    errors: ['NOT_FOUND', 'BUSINESS_RULE'],
  },
  listTeamAudit: {
    method: 'GET',
    path: '/v1/user/team-audit',
    access: 'owner',
    summary: "The team's audit trail: who changed whose access, and when",
  },
  getUserByNumber: {
    method: 'GET',
    path: '/v1/user/getUserByNumber/:number',
    access: 'manager',
    summary: 'Whether a mobile number being added has an account, and its name',
    errors: ['RATE_LIMITED'],
  },
});
