import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client.ts';
import { profileMembers } from '../../db/schema/index.ts';
import { addMember, createUser, ownerWithVenue } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { Redis } from 'ioredis';
import { REDIS_TEST_URL, redisReachable } from '../../../test/redis.ts';
import { loadMembership, writeMemberships } from './membership.ts';

describe('membership standings kept in memory (embedded database)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function staffMember() {
    const venue = await ownerWithVenue(t.app);
    const staff = await createUser(t.app);
    await addMember(t.app, venue.profile.id, staff, 'staff', { digitalMenuAccess: false });
    return { profileId: venue.profile.id, userId: staff.id };
  }
  const removeMember = ({ profileId, userId }: { profileId: string; userId: string }) =>
    writeMemberships(t.app.deps.db, (tx) =>
      tx.delete(profileMembers).where(and(eq(profileMembers.profileId, profileId), eq(profileMembers.userId, userId))),
    );

  it('reads a standing once while no membership changes', async () => {
    const { profileId, userId } = await staffMember();
    const db = t.app.deps.db;
    const select = vi.spyOn(db, 'select');
    try {
      for (let call = 0; call < 3; call += 1) expect(await loadMembership(db, userId, profileId)).not.toBeNull();
      expect(select).toHaveBeenCalledTimes(1);
    } finally {
      select.mockRestore();
    }
  });

  it('sees a change of rights and a removal on the next call', async () => {
    const member = await staffMember();
    const db = t.app.deps.db;
    const load = () => loadMembership(db, member.userId, member.profileId);
    expect((await load())?.flags.digitalMenuAccess).toBe(false);
    await writeMemberships(db, (tx) =>
      tx
        .update(profileMembers)
        .set({ role: 'manager', digitalMenuAccess: true })
        .where(and(eq(profileMembers.profileId, member.profileId), eq(profileMembers.userId, member.userId))),
    );
    expect(await load()).toMatchObject({ role: 'manager', flags: { digitalMenuAccess: true } });
    await removeMember(member);
    expect(await load()).toBeNull();
  });

  it('does not keep a standing read while a removal was under way', async () => {
    const member = await staffMember();
    // A database whose answer the test hands over by hand, after the removal has committed.
    let answer: (rows: object[]) => void = () => {};
    const pending = new Promise<object[]>((resolve) => (answer = resolve));
    const query = { from: () => query, innerJoin: () => query, where: () => query, limit: () => pending };
    // On the app's database (so its read model), with the one query answered by hand.
    const slowDb = Object.create(t.app.deps.db, { select: { value: () => query } }) as Db;
    const racing = loadMembership(slowDb, member.userId, member.profileId);
    await removeMember(member);
    answer([{ id: member.profileId, userName: 'v', profileType: 'business', timeZone: 'Asia/Kolkata', role: 'staff' }]);
    expect(await racing).not.toBeNull();
    // That answer predates the removal, so it must not outlive it.
    expect(await loadMembership(t.app.deps.db, member.userId, member.profileId)).toBeNull();
  });
});

const sharedUnavailable = !process.env.DATABASE_URL || !(await redisReachable());

// Issue 17: several instances on PostgreSQL keep standings against a counter in Redis.
describe.skipIf(sharedUnavailable)('membership standings kept in memory across instances (PostgreSQL + Redis)', () => {
  let t: TestApp;
  let redis: Redis;
  beforeAll(async () => {
    t = await createTestApp({ REDIS_URL: REDIS_TEST_URL });
    redis = new Redis(REDIS_TEST_URL);
  });
  afterAll(async () => {
    redis.disconnect();
    await t.close();
  });

  it("reads a standing once, and again after another instance's change raises the counter", async () => {
    const venue = await ownerWithVenue(t.app);
    const staff = await createUser(t.app);
    await addMember(t.app, venue.profile.id, staff, 'staff', { digitalMenuAccess: false });
    const db = t.app.deps.db;
    const load = () => loadMembership(db, staff.id, venue.profile.id);
    const select = vi.spyOn(db, 'select');
    try {
      for (let call = 0; call < 3; call += 1) expect((await load())?.flags.digitalMenuAccess).toBe(false);
      expect(select).toHaveBeenCalledTimes(1);
      // What another instance's writeMemberships does: the row changes and the counter moves.
      await db
        .update(profileMembers)
        .set({ digitalMenuAccess: true })
        .where(and(eq(profileMembers.profileId, venue.profile.id), eq(profileMembers.userId, staff.id)));
      expect((await load())?.flags.digitalMenuAccess).toBe(false);
      await redis.incr('venue:access-version');
      expect((await load())?.flags.digitalMenuAccess).toBe(true);
      expect(select).toHaveBeenCalledTimes(2);
    } finally {
      select.mockRestore();
    }
  });
});
