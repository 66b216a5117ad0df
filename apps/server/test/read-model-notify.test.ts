import { once } from 'node:events';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { businessCategories, profileMembers } from '../src/db/schema/index.ts';
import { newId } from '../src/lib/ids.ts';
import type { ReadModel, RowKind } from '../src/lib/read-model/index.ts';
import { menuReadStats } from '../src/modules/menu/menu-read.ts';
import { lookUpPublicProfile, publicProfileReads } from '../src/modules/profiles/public-profiles.ts';
import { loadMembership, writeMemberships } from '../src/modules/team/membership.ts';
import { addMember, call, createUser, multipart, ownerWithVenue } from './fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/*
 * One PostgreSQL database, two instances, no Redis (a managed database and two VMs): each keeps
 * standings and public profiles in memory, and a change committed through A reaches B through
 * LISTEN/NOTIFY (lib/read-model/README.md). B's next read after the notification sees it.
 */

/** Resolves once `model` has applied a change of `kind` reported through LISTEN. */
const heard = (model: ReadModel, kind: RowKind) =>
  new Promise<void>((resolve) => {
    const onNotified = (notified: string) => {
      if (notified !== kind) return;
      model.events.off('notified', onNotified);
      resolve();
    };
    model.events.on('notified', onNotified);
  });

describe.skipIf(!process.env.DATABASE_URL)('two instances on PostgreSQL without Redis', () => {
  const JWT_SECRET = 'read-model-notify-secret-shared-by-both-1';
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ JWT_SECRET });
    b = await createTestApp({ JWT_SECRET }, { sameDatabaseAs: a });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('applies a change of rights made through A on B once notified, reading the row on B only then', async () => {
    expect(b.app.deps.readModel.source).toBe('notify');
    const venue = await ownerWithVenue(a.app);
    const staff = await createUser(a.app);
    await addMember(a.app, venue.profile.id, staff, 'staff', { digitalMenuAccess: false });
    const load = () => loadMembership(b.app.deps.db, staff.id, venue.profile.id);
    const select = vi.spyOn(b.app.deps.db, 'select');
    try {
      for (let call = 0; call < 3; call += 1) expect((await load())?.flags.digitalMenuAccess).toBe(false);
      expect(select).toHaveBeenCalledTimes(1);
      const notified = heard(b.app.deps.readModel, 'membership');
      await writeMemberships(a.app.deps.db, (tx) =>
        tx
          .update(profileMembers)
          .set({ digitalMenuAccess: true })
          .where(and(eq(profileMembers.profileId, venue.profile.id), eq(profileMembers.userId, staff.id))),
      );
      await notified;
      for (let call = 0; call < 3; call += 1) expect((await load())?.flags.digitalMenuAccess).toBe(true);
      expect(select).toHaveBeenCalledTimes(2);
    } finally {
      select.mockRestore();
    }
  });

  it("shows a venue's new name, edited through A, on B once notified, looking it up on B only then", async () => {
    const venue = await ownerWithVenue(a.app);
    const ctx = { db: b.app.deps.db };
    const before = publicProfileReads(b.app.deps.db);
    for (let call = 0; call < 3; call += 1)
      expect((await lookUpPublicProfile(ctx, venue.profile.userName))?.id).toBe(venue.profile.id);
    expect(publicProfileReads(b.app.deps.db) - before).toBe(1);

    const categoryId = newId();
    await a.app.deps.db.insert(businessCategories).values({ id: categoryId, name: `Notify ${categoryId}`, isGlobal: true });
    const notified = heard(b.app.deps.readModel, 'public-profile');
    const edit = await call(a.app, {
      method: 'POST',
      url: '/v1/profiles',
      headers: venue.headers,
      payload: {
        name: 'Notified Bistro',
        image: '',
        categoryArray: [categoryId],
        gst: '',
        WhatsappPhoneNumber: '',
        businessNumber: '',
        fssaiLicence: '',
      },
    });
    expect(edit.status).toBe(200);
    await notified;
    for (let call = 0; call < 3; call += 1)
      expect((await lookUpPublicProfile(ctx, venue.profile.userName))?.name).toBe('Notified Bistro');
    expect(publicProfileReads(b.app.deps.db) - before).toBe(2);
  });

  it('reads standings on every call while its LISTEN connection is down, and forgets what it kept once listening again', async () => {
    const venue = await ownerWithVenue(a.app);
    const staff = await createUser(a.app);
    await addMember(a.app, venue.profile.id, staff, 'staff', { digitalMenuAccess: false });
    const load = () => loadMembership(b.app.deps.db, staff.id, venue.profile.id);
    const setAccess = (digitalMenuAccess: boolean) =>
      // Straight to the table: no notification tells anyone (as one sent while B was not listening).
      a.app.deps.db
        .update(profileMembers)
        .set({ digitalMenuAccess })
        .where(and(eq(profileMembers.profileId, venue.profile.id), eq(profileMembers.userId, staff.id)));
    expect((await load())?.flags.digitalMenuAccess).toBe(false);
    const events = b.app.deps.readModel.events;
    const lost = once(events, 'lost');
    const listening = once(events, 'listening');
    await a.app.deps.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = 'LISTEN venue_read_model'`,
    );
    await lost;
    const select = vi.spyOn(b.app.deps.db, 'select');
    try {
      await setAccess(true);
      for (let call = 0; call < 2; call += 1) expect((await load())?.flags.digitalMenuAccess).toBe(true);
      expect(select).toHaveBeenCalledTimes(2);
      // Listening again: the standing kept before the loss (no access) is gone, the row is read once.
      await listening;
      for (let call = 0; call < 2; call += 1) expect((await load())?.flags.digitalMenuAccess).toBe(true);
      expect(select).toHaveBeenCalledTimes(3);
    } finally {
      select.mockRestore();
    }
  });

  it('shows a menu write made through A on B at once, reading the whole menu on B once per version', async () => {
    const venue = await ownerWithVenue(a.app);
    const readOnB = () => call(b.app, { method: 'GET', url: `/v2/menu/${venue.profile.userName}`, headers: venue.headers });
    expect((await readOnB()).status).toBe(200);
    const before = menuReadStats.fullReads;
    for (let call = 0; call < 3; call += 1) expect((await readOnB()).status).toBe(200);
    expect(menuReadStats.fullReads - before).toBe(0);

    const form = multipart({ name: 'Monsoon Specials', type: 'category' });
    const added = await call(a.app, {
      method: 'POST',
      url: '/v2/add-category-or-subcategory',
      headers: { ...venue.headers, ...form.headers },
      payload: form.payload,
    });
    expect(added.status).toBe(200);
    const after = await readOnB();
    expect(JSON.stringify(after.json)).toContain('Monsoon Specials');
    for (let call = 0; call < 3; call += 1) await readOnB();
    expect(menuReadStats.fullReads - before).toBe(1);
  });
});
