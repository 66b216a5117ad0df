import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessCategories, profiles } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { call, ownerWithVenue } from '../../../test/fixtures.ts';
import { REDIS_TEST_URL, redisReachable } from '../../../test/redis.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { lookUpPublicProfile, publicProfileReads } from './public-profiles.ts';

/** What a manager's "Edit business profile" sends, with the venue's name. */
async function businessEdit(t: TestApp, name: string) {
  const categoryId = newId();
  await t.app.deps.db.insert(businessCategories).values({ id: categoryId, name: `Lookup test ${categoryId}`, isGlobal: true });
  return { name, image: '', categoryArray: [categoryId], gst: '', WhatsappPhoneNumber: '', businessNumber: '', fssaiLicence: '' };
}

// Issue 17: every guest page began with a query for the venue behind its address.
describe('the venue behind a public address, kept in memory (embedded database)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.skipIf(Boolean(process.env.DATABASE_URL))(
    'reads it once while unchanged, and again after an edit of the venue',
    async () => {
      const venue = await ownerWithVenue(t.app);
      const ctx = { db: t.app.deps.db, config: t.app.deps.config };
      const address = venue.profile.userName.toUpperCase();
      const before = publicProfileReads(t.app.deps.db);
      for (let call = 0; call < 3; call += 1) expect((await lookUpPublicProfile(ctx, address))?.id).toBe(venue.profile.id);
      expect(publicProfileReads(t.app.deps.db) - before).toBe(1);

      const edit = await call(t.app, {
        method: 'POST',
        url: '/v1/profiles',
        headers: venue.headers,
        payload: await businessEdit(t, 'Renamed Bistro'),
      });
      expect(edit.status).toBe(200);
      expect((await lookUpPublicProfile(ctx, address))?.name).toBe('Renamed Bistro');
      expect(publicProfileReads(t.app.deps.db) - before).toBe(2);
      const page = await t.app.inject({ method: 'GET', url: `/v/${venue.profile.userName}` });
      expect(page.body).toContain('Renamed Bistro');
    },
  );

  it('does not keep an address that names no venue (a venue created later shows at once)', async () => {
    const ctx = { db: t.app.deps.db, config: t.app.deps.config };
    const before = publicProfileReads(t.app.deps.db);
    for (let call = 0; call < 2; call += 1) expect(await lookUpPublicProfile(ctx, `nobody-${newId()}`)).toBeNull();
    expect(publicProfileReads(t.app.deps.db) - before).toBe(2);
  });
});

const sharedUnavailable = !process.env.DATABASE_URL || !(await redisReachable());

describe.skipIf(sharedUnavailable)('the venue behind a public address across instances (PostgreSQL + Redis)', () => {
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

  it("reads it once, and again after another instance's change raises the counter", async () => {
    const venue = await ownerWithVenue(t.app);
    const ctx = { db: t.app.deps.db, config: t.app.deps.config };
    const lookUp = () => lookUpPublicProfile(ctx, venue.profile.userName);
    const before = publicProfileReads(t.app.deps.db);
    for (let call = 0; call < 3; call += 1) expect((await lookUp())?.name).toBe(`Venue ${venue.profile.userName}`);
    expect(publicProfileReads(t.app.deps.db) - before).toBe(1);
    // What another instance's writePublicProfiles does: the row changes and the counter moves.
    await t.app.deps.db.update(profiles).set({ name: 'Elsewhere Renamed' }).where(eq(profiles.id, venue.profile.id));
    expect((await lookUp())?.name).toBe(`Venue ${venue.profile.userName}`);
    await redis.incr('venue:profile-version');
    expect((await lookUp())?.name).toBe('Elsewhere Renamed');
    expect(publicProfileReads(t.app.deps.db) - before).toBe(2);
  });

  it('sees an edit made through this instance on the next look-up', async () => {
    const venue = await ownerWithVenue(t.app);
    const ctx = { db: t.app.deps.db, config: t.app.deps.config };
    await lookUpPublicProfile(ctx, venue.profile.userName);
    const edit = await call(t.app, {
      method: 'POST',
      url: '/v1/profiles',
      headers: venue.headers,
      payload: await businessEdit(t, 'Edited Here'),
    });
    expect(edit.status).toBe(200);
    expect((await lookUpPublicProfile(ctx, venue.profile.userName))?.name).toBe('Edited Here');
  });
});
