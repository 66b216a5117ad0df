import { describe, expect, it } from 'vitest';
import {
  memberRequirementOf,
  NO_FLAGS,
  OWNER_FLAGS,
  refusalFor,
  ROUTE_ACCESS,
  type PermissionFlags,
  type Role,
} from './permissions.ts';

const menuOnly = { ...NO_FLAGS, digitalMenuAccess: true };
const member = (role: Role, flags: PermissionFlags = NO_FLAGS) => ({ role, flags });

describe('the one access rule', () => {
  it.each([
    [member('owner', OWNER_FLAGS), { role: 'owner' as const }, null],
    [member('manager', OWNER_FLAGS), { role: 'owner' as const }, 'owner-only'],
    [member('manager'), { role: 'manager' as const }, null],
    [member('staff', OWNER_FLAGS), { role: 'manager' as const }, 'manager-only'],
    [member('staff', menuOnly), { flag: 'digitalMenuAccess' as const }, null],
    [member('staff', menuOnly), { flag: 'tableReserveAccess' as const }, 'missing-flag'],
    [member('manager'), { flag: 'socialProfileAccess' as const }, 'missing-flag'],
    [member('staff'), {}, null],
  ])('%o needing %o → %s', (who, requirement, expected) => {
    expect(refusalFor(who, requirement)).toBe(expected);
  });

  it('reads every route access kind as a requirement (or none, for kinds no membership decides)', () => {
    const requirements = Object.fromEntries(ROUTE_ACCESS.map((access) => [access, memberRequirementOf(access)]));
    expect(requirements).toEqual({
      public: null,
      user: null,
      superAdmin: null,
      platformDashboard: null,
      member: {},
      manager: { role: 'manager' },
      owner: { role: 'owner' },
      digitalMenuAccess: { flag: 'digitalMenuAccess' },
      tableReserveAccess: { flag: 'tableReserveAccess' },
      socialProfileAccess: { flag: 'socialProfileAccess' },
    });
  });
});
