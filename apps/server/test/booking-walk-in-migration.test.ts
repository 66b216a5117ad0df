import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseBeforeMigration } from './migration-kit.ts';

describe('the 0032 migration (walk-ins out of the booking figures)', () => {
  it('marks the walk-ins seated before it by their note, and no booking a guest made', async () => {
    const before = await databaseBeforeMigration(32);
    try {
      const { db } = before;
      await db.execute(sql`insert into users (id, phone) values ('u1', '919000000001')`);
      await db.execute(
        sql`insert into profiles (id, user_name, name, profile_type, owner_user_id) values ('p1', 'cafe', 'Cafe', 'business', 'u1')`,
      );
      await db.execute(sql`insert into restaurants (id, profile_id, name, city) values ('r1', 'p1', 'Cafe', 'Pune')`);
      const booking = (id: string, note: string, status: string) =>
        db.execute(sql`insert into bookings (id, profile_id, restaurant_id, reference, manage_token_hash, date, time,
          starts_at, ends_at, party_size, name, mobile_number, note, status)
          values (${id}, 'p1', 'r1', ${id.toUpperCase()}, 'h', '2026-11-01', '19:00', '2026-11-01T13:30:00Z',
          '2026-11-01T15:00:00Z', 4, 'Asha', '919812300001', ${note}, ${status})`);
      await booking('b1', 'Walk-in from the waitlist', 'arrived');
      await booking('b2', 'Window table please', 'arrived');
      await booking('b3', 'Walk-in from the waitlist', 'cancelled');

      await before.migrateRest();
      const rows = await db.execute(sql`select id, walk_in from bookings order by id`);
      expect(rows.rows).toEqual([
        { id: 'b1', walk_in: true },
        { id: 'b2', walk_in: false },
        { id: 'b3', walk_in: false },
      ]);
    } finally {
      await before.close();
    }
  }, 120_000);
});
