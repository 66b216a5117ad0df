import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import {
  businessCategories,
  events as eventRows,
  mediaObjects,
  profileCategories,
  profileMembers,
  profiles,
  users,
} from '../src/db/schema/index.ts';
import { DEMO, seedDemo } from '../src/db/seed.ts';
import { seedDemoEvents } from '../src/modules/events/demo-events.ts';
import { seedDemoMenu } from '../src/modules/menu/menu.service.ts';
import { call, createUser } from './fixtures.ts';
import { createTestApp, TEST_PHONES, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const countRows = async () => {
  const db = t.app.deps.db;
  const count = async (
    table: typeof users | typeof profiles | typeof profileMembers | typeof profileCategories | typeof businessCategories,
  ) => (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
  return {
    users: await count(users),
    profiles: await count(profiles),
    members: await count(profileMembers),
    profileCategories: await count(profileCategories),
    categories: await count(businessCategories),
  };
};

describe('seedDemo', () => {
  let profileId: string;
  /** As main.ts seeds it: with the app's media, so the dishes get their drawn photos (issue 15). */
  const seedMenu = (db: Db, id: string) => seedDemoMenu(db, id, { ...t.app.deps, log: t.app.log });
  const seedEvents = (db: Db, id: string) => seedDemoEvents(db, id, t.app.deps.clock());
  const mediaFiles = async () => (await t.app.deps.db.select({ path: mediaObjects.path }).from(mediaObjects)).length;

  it('creates the demo owner, the venue with its two categories, and the owner membership', async () => {
    const result = await seedDemo(t.app.deps.db, { seedMenu, seedEvents });
    profileId = result.profileId;
    expect(result.createdProfile).toBe(true);

    const db = t.app.deps.db;
    const [owner] = await db.select().from(users).where(eq(users.phone, '919000000001'));
    expect(owner).toMatchObject({ id: result.ownerUserId, name: 'Asha Verma' });
    const [venue] = await db.select().from(profiles).where(eq(profiles.id, profileId));
    expect(venue).toMatchObject({
      userName: 'spice-route',
      name: 'Spice Route Kitchen',
      profileType: 'business',
      ownerUserId: owner!.id,
    });
    const [member] = await db.select().from(profileMembers).where(eq(profileMembers.profileId, profileId));
    expect(member).toMatchObject({
      userId: owner!.id,
      role: 'owner',
      digitalMenuAccess: true,
      tableReserveAccess: true,
      socialProfileAccess: true,
    });
    const categoryNames = await db
      .select({ name: businessCategories.name })
      .from(profileCategories)
      .innerJoin(businessCategories, eq(businessCategories.id, profileCategories.categoryId))
      .where(eq(profileCategories.profileId, profileId));
    expect(categoryNames.map((row) => row.name).sort()).toEqual(['Fine Dining', 'Restaurant']);
  });

  it('changes nothing when run again', async () => {
    const before = await countRows();
    const files = await mediaFiles();
    const again = await seedDemo(t.app.deps.db, { seedMenu, seedEvents });
    expect(again).toEqual({ ownerUserId: expect.any(String), profileId, createdProfile: false });
    expect(await countRows()).toEqual(before);
    // No second set of photos either.
    expect(await mediaFiles()).toBe(files);
  });

  it('lets the demo owner log in with the test code and see the venue and its menu', async () => {
    const login = await call(t.app, { method: 'POST', url: '/v1/user/userLogin', payload: { mobileNumber: '+91 90000 00001' } });
    expect(login.status).toBe(200);
    const validated = await call(t.app, {
      method: 'POST',
      url: '/v1/user/validateOtp',
      payload: { mobileNumber: '9000000001', otp: TEST_PHONES.owner.code },
    });
    expect(validated.status).toBe(200);
    const body = validated.json.body;
    expect(body.userProfile.name).toBe('Asha Verma');
    const venue = body.businessProfiles.find((profile: { userName: string }) => profile.userName === 'spice-route');
    expect(venue).toMatchObject({ name: 'Spice Route Kitchen', profileType: 'business' });
    expect(venue.associatedCategories.map((c: { name: string }) => c.name).sort()).toEqual(['Fine Dining', 'Restaurant']);

    const menu = await call(t.app, {
      method: 'GET',
      url: '/v2/menu/spice-route',
      headers: { authorization: `Bearer ${body.token.access.token}`, 'x-profile-id': venue.profileId },
    });
    expect(menu.status).toBe(200);
    expect(menu.json.body.menuitems.categories.length).toBeGreaterThanOrEqual(2);
    expect(menu.json.body.menuitems.items.length).toBeGreaterThanOrEqual(10);

    // Every dish, subcategory and category shows a photo, served as the venue's own small WebP.
    const { items, subCategories, categories } = menu.json.body.menuitems;
    expect(
      items.every((item: { mediaUrl: string | null; mediaType: string }) => item.mediaUrl && item.mediaType === 'image'),
    ).toBe(true);
    expect(subCategories.every((sub: { image: string | null }) => sub.image)).toBe(true);
    expect(categories.every((category: { image: string | null }) => category.image)).toBe(true);
    const photo = await t.app.inject({ method: 'GET', url: new URL(items[0].mediaUrl).pathname });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.rawPayload.length).toBeLessThan(30_000);
  });

  it('publishes a ticketed night on sale and a free brunch taking RSVPs, each with its public page', async () => {
    const events = await t.app.deps.db.select().from(eventRows).where(eq(eventRows.profileId, profileId));
    expect(events.map((event) => [event.name, event.status, event.publish, event.rsvp]).sort()).toEqual([
      ['Friday Jazz Night', 'on-sale', 1, false],
      ['Sunday Poetry Brunch', 'draft', 1, true],
    ]);
    for (const event of events) {
      expect(event.startsAt.getTime()).toBeGreaterThan(Date.now());
      const page = await t.app.inject({ method: 'GET', url: `/v/spice-route/events/${event.id}` });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(event.rsvp ? 'Reserve my place' : 'Pay');
    }
  });

  it('leaves the owner’s later edits alone on a restart', async () => {
    await t.app.deps.db.update(profiles).set({ name: 'Spice Route (Indiranagar)' }).where(eq(profiles.id, profileId));
    await seedDemo(t.app.deps.db);
    const [venue] = await t.app.deps.db.select().from(profiles).where(eq(profiles.id, profileId));
    expect(venue!.name).toBe('Spice Route (Indiranagar)');
  });
});

describe('seedDemo when the username is taken by someone else', () => {
  it('refuses instead of handing the venue to the demo owner', async () => {
    const other = await createTestApp();
    try {
      const stranger = await createUser(other.app, '919811111111');
      await other.app.deps.db.insert(profiles).values({
        id: 'a'.repeat(24),
        userName: DEMO.profile.userName,
        name: 'Not Demo',
        profileType: 'business',
        ownerUserId: stranger.id,
      });
      await expect(seedDemo(other.app.deps.db)).rejects.toThrow(
        'The username "spice-route" belongs to another account; the demo venue was not seeded.',
      );
      // Nothing of the demo was written (one transaction).
      expect(await other.app.deps.db.select().from(users).where(eq(users.phone, DEMO.owner.phone))).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
