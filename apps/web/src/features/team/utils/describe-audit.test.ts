import { describe, expect, it } from 'vitest';
import type { TeamAuditEntry } from '@venue/shared';
import { describeActor, describeAuditEntry } from './describe-audit.ts';

const base: TeamAuditEntry = {
  _id: 'e'.repeat(24),
  action: 'member.updated',
  actor: { userId: 'a'.repeat(24), name: null, mobileNumber: '919000000013' },
  target: { memberId: 'm'.repeat(24), mobileNumber: '919000000014' },
  role: 'manager',
  permissions: { digitalMenuAccess: true, tableReserveAccess: true, socialProfileAccess: false },
  previous: { role: 'staff', permissions: { digitalMenuAccess: false, tableReserveAccess: false, socialProfileAccess: false } },
  createdAt: '2026-03-01T10:00:00.000Z',
};

describe('audit lines', () => {
  it('say who changed what, from what to what', () => {
    expect(describeAuditEntry(base)).toBe(
      'Changed +91 90000 00014 from Staff (no feature access) to Manager (Digital menu, Table reservations)',
    );
    expect(describeAuditEntry({ ...base, action: 'member.removed', role: null, permissions: null })).toBe(
      'Removed +91 90000 00014',
    );
    expect(describeActor(base)).toBe('+91 90000 00013');
    expect(describeActor({ ...base, actor: { ...base.actor!, name: 'Priya' } })).toBe('Priya');
    expect(describeActor({ ...base, actor: null })).toBe('A former member');
  });
});
