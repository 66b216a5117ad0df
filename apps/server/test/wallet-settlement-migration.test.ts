import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../src/db/client.ts';
import { databaseBeforeMigration } from './migration-kit.ts';

/** Found by name, so the check survives the merge renumbering the migration. */
function indexOfMigration(name: string): number {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const entry = journal.entries.find((candidate) => candidate.tag.endsWith(`_${name}`));
  if (!entry) throw new Error(`no migration named ${name}`);
  return entry.idx;
}

describe('the wallet-settlement migration (decisions §7 settlement)', () => {
  it('settles rows written before it: ticket sales and their refunds 2 days after their event, payouts when made', async () => {
    const before = await databaseBeforeMigration(indexOfMigration('wallet-settlement'));
    try {
      const { db } = before;
      await db.execute(sql`insert into users (id, phone) values ('u1', '919000000001')`);
      await db.execute(
        sql`insert into profiles (id, user_name, name, profile_type, owner_user_id) values ('p1', 'cafe', 'Cafe', 'business', 'u1')`,
      );
      await db.execute(
        sql`insert into events (id, profile_id, name, starts_at, ends_at) values ('e1', 'p1', 'Jazz', '2026-07-01T14:00:00Z', '2026-07-01T17:30:00Z')`,
      );
      await db.execute(
        sql`insert into ticket_orders (id, profile_id, event_id, name, mobile_number, status, total_paise, reserved_until, access_token_hash, provider, refund_id)
            values ('o1', 'p1', 'e1', 'Asha', '919000000002', 'refunded', 99900, '2026-06-10T06:45:00Z', 'h', 'sandbox', 'r1')`,
      );
      const row = (id: string, kind: string, amount: number, source: string, reversal: boolean, at: string) =>
        db.execute(
          sql`insert into wallet_entries (id, profile_id, kind, amount_paise, source_id, reversal, description, created_at)
              values (${id}, 'p1', ${kind}, ${amount}, ${source}, ${reversal}, ${kind}, ${at})`,
        );
      await row('w1', 'sale', 99900, 'o1', false, '2026-06-10T06:30:00Z');
      await row('w2', 'platform-fee', -4995, 'o1', false, '2026-06-10T06:30:00Z');
      await row('w3', 'payout', -50000, 'x1', false, '2026-06-11T06:30:00Z');
      await row('w4', 'refund', -99900, 'r1', false, '2026-06-12T06:30:00Z');
      await row('w5', 'platform-fee', 4995, 'r1', true, '2026-06-12T06:30:00Z');

      await before.migrateRest();
      const rows = await db.execute(
        sql`select id, to_char(available_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as available_at, settlement_key
            from wallet_entries order by id`,
      );
      expect(rows.rows).toEqual([
        { id: 'w1', available_at: '2026-07-03T17:30', settlement_key: 'e1' },
        { id: 'w2', available_at: '2026-07-03T17:30', settlement_key: 'e1' },
        { id: 'w3', available_at: '2026-06-11T06:30', settlement_key: null },
        { id: 'w4', available_at: '2026-07-03T17:30', settlement_key: 'e1' },
        { id: 'w5', available_at: '2026-07-03T17:30', settlement_key: 'e1' },
      ]);
    } finally {
      await before.close();
    }
  }, 120_000);
});
