import { describe, expect, it } from 'vitest';
import { DeleteUserAccessRequestSchema, EditUserRoleAndPermissionsRequestSchema } from '@venue/shared';

const FLAGS = { digitalMenuAccess: true, tableReserveAccess: false, socialProfileAccess: false };
const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe('team request schemas', () => {
  it('takes exactly one way of naming the member', () => {
    expect(
      EditUserRoleAndPermissionsRequestSchema.safeParse({ mobileNumber: '9000000012', role: 'staff', permissions: FLAGS })
        .success,
    ).toBe(true);
    expect(
      EditUserRoleAndPermissionsRequestSchema.safeParse({ userId: 'a'.repeat(24), role: 'manager', permissions: FLAGS }).success,
    ).toBe(true);
    const none = EditUserRoleAndPermissionsRequestSchema.safeParse({ role: 'staff', permissions: FLAGS });
    expect(firstMessage(none)).toBe('Enter a mobile number or choose a team member');
    const both = EditUserRoleAndPermissionsRequestSchema.safeParse({
      mobileNumber: '9000000012',
      userId: 'a'.repeat(24),
      role: 'staff',
      permissions: FLAGS,
    });
    expect(firstMessage(both)).toBe('Enter a mobile number or choose a team member');
  });

  it('never hands out the owner role', () => {
    const owner = EditUserRoleAndPermissionsRequestSchema.safeParse({
      mobileNumber: '9000000012',
      role: 'owner',
      permissions: FLAGS,
    });
    expect(firstMessage(owner)).toBe('Choose a role: manager or staff');
  });

  it('wants every flag as a boolean and ids as 24-character hex', () => {
    const partial = EditUserRoleAndPermissionsRequestSchema.safeParse({
      mobileNumber: '9000000012',
      role: 'staff',
      permissions: { digitalMenuAccess: true },
    });
    expect(firstMessage(partial)).toBe('tableReserveAccess must be true or false');
    expect(
      firstMessage(EditUserRoleAndPermissionsRequestSchema.safeParse({ userId: 'nope', role: 'staff', permissions: FLAGS })),
    ).toBe('Invalid user ID');
  });

  it('removes by userId or by memberId, not both', () => {
    expect(DeleteUserAccessRequestSchema.safeParse({ memberId: 'b'.repeat(24) }).success).toBe(true);
    expect(firstMessage(DeleteUserAccessRequestSchema.safeParse({}))).toBe('Choose the team member to remove');
    expect(firstMessage(DeleteUserAccessRequestSchema.safeParse({ userId: 'a'.repeat(24), memberId: 'b'.repeat(24) }))).toBe(
      'Choose the team member to remove',
    );
  });
});
