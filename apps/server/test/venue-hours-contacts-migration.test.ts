import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseBeforeMigration } from './migration-kit.ts';

/** The index of 0023_venue-hours-and-contacts. */
const MIGRATION = 23;

describe('the venue-hours-and-contacts migrations (issue 35: one set of hours and contacts per venue)', () => {
  it('carries restaurant hours, the contact details’ hours, numbers, WhatsApp and email over to the venue', async () => {
    const before = await databaseBeforeMigration(MIGRATION);
    try {
      const { db } = before;
      await db.execute(sql`insert into users (id, phone) values ('u1', '919000000001')`);
      for (const id of ['p1', 'p2', 'p3']) {
        await db.execute(
          sql`insert into profiles (id, user_name, name, profile_type, owner_user_id) values (${id}, ${`venue-${id}`}, 'Venue', 'business', 'u1')`,
        );
      }
      // p1: a restaurant with split shifts and a holiday; stale contact-details hours that lose.
      await db.execute(sql`update profiles set operational_hours = ${JSON.stringify({ days: [{ day: 'Monday', closed: false, open: '08:00', close: '09:00' }] })}::jsonb,
        whatsapp_phone_number = '919000000111', business_number = '918041234567' where id = 'p1'`);
      await db.execute(sql`insert into restaurants (id, profile_id, name, city) values ('r1', 'p1', 'Venue', 'Pune')`);
      await db.execute(sql`insert into restaurant_weekly_hours (profile_id, restaurant_id, day, is_open, ranges) values
        ('p1', 'r1', 5, true, '[{"start":"12:00","end":"15:00"},{"start":"19:00","end":"23:00"}]'::jsonb),
        ('p1', 'r1', 1, false, '[]'::jsonb)`);
      await db.execute(
        sql`insert into restaurant_hour_exceptions (profile_id, restaurant_id, date, is_open, ranges) values ('p1', 'r1', '2026-12-25', false, '[]'::jsonb)`,
      );
      // The link page's WhatsApp number (what guests saw) and its numbers; the business number is among them.
      await db.execute(sql`insert into social_accounts (id, profile_id, email, business_whatsapp_phone_number, contact_numbers) values
        ('a1', 'p1', 'hi@p1.example', '919000000222', '[{"id":"n1","number":"918041234567","isPrimary":true,"label":"Main"}]'::jsonb)`);
      // p2: no restaurant, hours only in the contact details; a business number and no list.
      await db.execute(
        sql`update profiles set business_number = '918000000002', operational_hours = ${JSON.stringify({
          days: [
            { day: 'Sunday', closed: true, open: '09:00', close: '22:00' },
            { day: 'Tuesday', closed: false, open: '18:00', close: '01:00' },
          ],
        })}::jsonb where id = 'p2'`,
      );
      // p3: a list without the business number: it joins as "Business".
      await db.execute(sql`update profiles set business_number = '918000000003' where id = 'p3'`);
      await db.execute(sql`insert into social_accounts (id, profile_id, contact_numbers) values
        ('a3', 'p3', '[{"id":"n3","number":"919800000003","isPrimary":true,"label":"Main"}]'::jsonb)`);

      await before.migrateRest();

      const weekly = await db.execute(
        sql`select profile_id, day, is_open, ranges from venue_weekly_hours order by profile_id, day`,
      );
      expect(weekly.rows).toEqual([
        { profile_id: 'p1', day: 1, is_open: false, ranges: [] },
        {
          profile_id: 'p1',
          day: 5,
          is_open: true,
          ranges: [
            { start: '12:00', end: '15:00' },
            { start: '19:00', end: '23:00' },
          ],
        },
        { profile_id: 'p2', day: 0, is_open: false, ranges: [] },
        { profile_id: 'p2', day: 2, is_open: true, ranges: [{ start: '18:00', end: '23:59' }] },
      ]);
      const exceptions = await db.execute(sql`select profile_id, date, is_open from venue_hour_exceptions`);
      expect(exceptions.rows).toEqual([{ profile_id: 'p1', date: '2026-12-25', is_open: false }]);

      const contacts = await db.execute(sql`select id, contact_numbers, whatsapp_phone_number, email from profiles order by id`);
      expect(contacts.rows).toEqual([
        {
          id: 'p1',
          contact_numbers: [{ id: 'n1', number: '918041234567', isPrimary: true, label: 'Main' }],
          whatsapp_phone_number: '919000000222',
          email: 'hi@p1.example',
        },
        {
          id: 'p2',
          contact_numbers: [{ id: 'bp2', number: '918000000002', isPrimary: true, label: 'Main' }],
          whatsapp_phone_number: null,
          email: null,
        },
        {
          id: 'p3',
          contact_numbers: [
            { id: 'n3', number: '919800000003', isPrimary: true, label: 'Main' },
            { id: 'bp3', number: '918000000003', isPrimary: false, label: 'Business' },
          ],
          whatsapp_phone_number: null,
          email: null,
        },
      ]);
      // The copies they came from are gone: nothing can disagree any more.
      const left = await db.execute(sql`select table_name, column_name from information_schema.columns
        where (table_name = 'profiles' and column_name in ('business_number', 'operational_hours'))
           or (table_name = 'social_accounts' and column_name in ('email', 'business_whatsapp_phone_number', 'contact_numbers'))
           or table_name in ('restaurant_weekly_hours', 'restaurant_hour_exceptions')`);
      expect(left.rows).toEqual([]);
    } finally {
      await before.close();
    }
  }, 120_000);
});
