import type { AssignableRole, PermissionFlag } from '@venue/shared';

/** What each flag lets a member change (spec §3 "Permissions"). */
export const FLAG_DESCRIPTIONS = {
  digitalMenuAccess: 'Add, edit, hide, reorder and delete menu entries',
  tableReserveAccess: 'Manage bookings, slots and opening hours',
  socialProfileAccess: 'Edit the social link page',
} as const satisfies Record<PermissionFlag, string>;

/** Issue #3: managers may see the team; only the owner changes it. */
export const ROLE_DESCRIPTIONS = {
  manager: 'Sees the team. Edits the features switched on below.',
  staff: 'Edits only the features switched on below.',
} as const satisfies Record<AssignableRole, string>;
