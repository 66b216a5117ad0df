import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseBeforeMigration } from './migration-kit.ts';
import { readTeamEvents } from '../src/modules/team/team-audit.ts';

describe('the 0003 migration', () => {
  it('moves team rows written before the one audit log onto it, so the trail still reads', async () => {
    // Build the database as it was before 0003: migrations 0000-0002 only.
    const before = await databaseBeforeMigration(3);
    try {
      const { db } = before;
      await db.execute(sql`insert into users (id, phone) values ('u1', '919000000001'), ('u2', '919000000002')`);
      await db.execute(
        sql`insert into profiles (id, user_name, name, profile_type, owner_user_id) values ('p1', 'cafe', 'Cafe', 'business', 'u1')`,
      );
      const flags = { digitalMenuAccess: true, tableReserveAccess: false, socialProfileAccess: false };
      await db.execute(sql`insert into audit_events (id, profile_id, actor_user_id, action, details, created_at) values
        ('a1', 'p1', 'u1', 'member.invited', ${JSON.stringify({ memberId: 'm1', mobileNumber: '919000000002', role: 'staff', permissions: flags, previous: null })}::jsonb, '2026-01-01T00:00:00Z'),
        ('a2', 'p1', 'u1', 'member.removed', ${JSON.stringify({ memberId: 'm1', mobileNumber: '919000000002', role: null, permissions: null, previous: { role: 'staff', permissions: flags } })}::jsonb, '2026-01-02T00:00:00Z')`);

      await before.migrateRest();
      const trail = await readTeamEvents(db as never, 'p1', 10);
      expect(
        trail.map(({ action, target, role, permissions, previous }) => ({ action, target, role, permissions, previous })),
      ).toEqual([
        {
          action: 'member.removed',
          target: { memberId: 'm1', mobileNumber: '919000000002' },
          role: null,
          permissions: null,
          previous: { role: 'staff', permissions: flags },
        },
        {
          action: 'member.invited',
          target: { memberId: 'm1', mobileNumber: '919000000002' },
          role: 'staff',
          permissions: flags,
          previous: null,
        },
      ]);
    } finally {
      await before.close();
    }
  });
});
