import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { businessCategories, profileCategories, profileMembers } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { call, createBusinessProfile, createUser, headersFor, loginWithCode, type TestUser } from '../../../test/fixtures.ts';
import { createTestApp, TEST_PHONES, type TestApp } from '../../../test/test-app.ts';
import { race } from '../../../test/races.ts';

/** Profile creation and listing (spec §5 "Profile creation", §7). */
describe('profiles', () => {
  let t: TestApp;
  let categories: Array<{ id: string; name: string }>;
  let user: TestUser;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    // Tests make their own data: categories with names no seed uses.
    categories = ['Alpha Kitchen', 'Beta Cafe', 'Gamma Bar', 'Delta Bakery'].map((name) => ({
      id: newId(),
      name: `${name} ${newId().slice(-6)}`,
    }));
    await t.app.deps.db.insert(businessCategories).values(categories.map((category) => ({ ...category, isGlobal: true })));
    user = await createUser(t.app);
    headers = await headersFor(t.app, user);
  });
  afterAll(() => t.close());

  const create = (payload: Record<string, unknown>, as = headers) =>
    call(t.app, { method: 'POST', url: '/v1/user/createSocialProfile', headers: as, payload });
  const uniqueName = (prefix = 'venue') => `${prefix}_${newId().slice(-8)}`;

  it('creates a business profile with its categories, the creator as owner with every right', async () => {
    const userName = uniqueName('Spice');
    const res = await create({
      name: '  Spice Route Kitchen ',
      userName,
      profileType: 'business',
      categoryArray: [categories[0]!.id, categories[1]!.id],
      WhatsappPhoneNumber: '98765 43210',
      businessNumber: '022 2659 1234',
      gst: '29abcde1234f1z5',
      image: 'https://cdn.example.in/media/logo.webp',
    });
    expect(res.status).toBe(200);
    const profile = res.json.body;
    expect(profile).toMatchObject({
      name: 'Spice Route Kitchen',
      userName,
      profileType: 'business',
      image: 'https://cdn.example.in/media/logo.webp',
      role: 'owner',
      services: [],
      hasConnectedRestaurant: false,
    });
    expect(profile._id).toMatch(/^[0-9a-f]{24}$/);
    expect(profile.profileId).toBe(profile._id);
    expect(profile.associatedCategories.map((category: { name: string }) => category.name).sort()).toEqual(
      [categories[0]!.name, categories[1]!.name].sort(),
    );

    const [member] = await t.app.deps.db.select().from(profileMembers).where(eq(profileMembers.profileId, profile._id));
    expect(member).toMatchObject({
      userId: user.id,
      phone: user.phone,
      role: 'owner',
      digitalMenuAccess: true,
      tableReserveAccess: true,
      socialProfileAccess: true,
    });

    const listed = await call(t.app, { method: 'GET', url: '/v1/user/socialProfiles', headers });
    expect(listed.status).toBe(200);
    expect(listed.json.body.profiles.map((entry: { _id: string }) => entry._id)).toContain(profile._id);
  });

  it('creates a personal profile and ignores categories for it', async () => {
    const res = await create({
      name: 'Me',
      userName: uniqueName('me'),
      profileType: 'personal',
      categoryArray: [categories[0]!.id],
    });
    expect(res.status).toBe(200);
    expect(res.json.body.profileType).toBe('personal');
    expect(res.json.body.associatedCategories).toEqual([]);
    const rows = await t.app.deps.db.select().from(profileCategories).where(eq(profileCategories.profileId, res.json.body._id));
    expect(rows).toEqual([]);
  });

  it('answers each rule of spec §5 with its message', async () => {
    const valid = { name: 'Good Name', userName: uniqueName(), profileType: 'business', categoryArray: [categories[0]!.id] };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...valid, name: '' }, 'Profile name is required'],
      [{ ...valid, name: undefined }, 'Profile name is required'],
      [{ ...valid, name: 'A' }, 'Profile name must be at least 2 characters'],
      [{ ...valid, userName: '' }, 'Username is required'],
      [{ ...valid, userName: 'ab' }, 'Username must be at least 3 characters'],
      [{ ...valid, userName: 'bad name!' }, 'Username can only contain letters, numbers, hyphens, and underscores'],
      [{ ...valid, profileType: 'shop' }, 'Please select an account category'],
      [{ ...valid, profileType: undefined }, 'Please select an account category'],
      [{ ...valid, categoryArray: [] }, 'You Need To Add Minimum 1 And Maximum 3 Category For Your Business profile'],
      [
        { ...valid, categoryArray: categories.map((category) => category.id) },
        'You Need To Add Minimum 1 And Maximum 3 Category For Your Business profile',
      ],
      [{ ...valid, gst: '1234' }, 'Enter a valid GST number (e.g. 29ABCDE1234F1Z5)'],
      [{ ...valid, image: 'javascript:alert(1)' }, 'Upload the image again: its link is not valid'],
      [{ ...valid, WhatsappPhoneNumber: '12' }, 'Enter a valid WhatsApp number'],
      [{ ...valid, businessNumber: 'call me' }, 'Enter a valid business number'],
    ];
    for (const [payload, message] of cases) {
      const res = await create(payload);
      expect(res.status, message).toBe(400);
      expect(res.json.responseStatus.errorMessage).toBe(message);
    }
  });

  it('accepts 1 to 3 categories; duplicates count once', async () => {
    const [a, b, c] = categories.map((category) => category.id);
    for (const categoryArray of [[a], [a, b], [a, b, c], [a, a, b, b, c]]) {
      const res = await create({ name: 'Counted', userName: uniqueName(), profileType: 'business', categoryArray });
      expect(res.status, JSON.stringify(categoryArray)).toBe(200);
      expect(res.json.body.associatedCategories).toHaveLength(new Set(categoryArray).size);
    }
  });

  it('refuses categories that do not exist with 400, creating nothing', async () => {
    const userName = uniqueName();
    const res = await create({ name: 'Ghost', userName, profileType: 'business', categoryArray: [categories[0]!.id, newId()] });
    expect(res.status).toBe(400);
    expect(res.json.responseStatus.errorMessage).toBe(
      'One or more selected categories no longer exist. Please choose them again.',
    );
    const availability = await call(t.app, {
      method: 'GET',
      url: `/v1/user/check-username-availability?userName=${userName}`,
      headers,
    });
    expect(availability.json.body.isUserNameAvailable).toBe(true);
  });

  it('keeps usernames unique whatever their case: 409 USERNAME_TAKEN "Username not available"', async () => {
    const userName = uniqueName('Chai');
    expect((await create({ name: 'First', userName, profileType: 'personal' })).status).toBe(200);
    const other = await createUser(t.app);
    const otherHeaders = await headersFor(t.app, other);
    for (const taken of [userName, userName.toUpperCase(), userName.toLowerCase()]) {
      const res = await create({ name: 'Second', userName: taken, profileType: 'personal' }, otherHeaders);
      expect(res.status).toBe(409);
      expect(res.json.responseStatus).toMatchObject({ errorCode: 'USERNAME_TAKEN', errorMessage: 'Username not available' });
    }
  });

  it(race('settles a race for one username with exactly one winner'), async () => {
    const userName = uniqueName('race');
    const results = await Promise.all([0, 1, 2].map(() => create({ name: 'Racer', userName, profileType: 'personal' })));
    expect(results.map((res) => res.status).sort()).toEqual([200, 409, 409]);
  });

  it('answers username availability on both paths, case-insensitively; invalid names are unavailable', async () => {
    const userName = uniqueName('Taken');
    await create({ name: 'Taken', userName, profileType: 'personal' });
    for (const path of ['/v1/user/checkProfileUserNameAvailabilty/', '/v1/user/check-username-availability']) {
      const check = async (name: string) => {
        const res = await call(t.app, { method: 'GET', url: `${path}?userName=${encodeURIComponent(name)}`, headers });
        expect(res.status).toBe(200);
        return res.json.body.isUserNameAvailable as boolean;
      };
      expect(await check(userName.toLowerCase())).toBe(false);
      expect(await check(uniqueName('free'))).toBe(true);
      expect(await check('ab')).toBe(false);
      expect(await check('has space')).toBe(false);
      expect(await check('')).toBe(false);
    }
    const anonymous = await call(t.app, { method: 'GET', url: `/v1/user/check-username-availability?userName=${userName}` });
    expect(anonymous.status).toBe(401);
  });

  it("lists the caller's profiles only: socialProfiles all of them, businessUserProfiles/ the business ones", async () => {
    const me = await createUser(t.app);
    const myHeaders = await headersFor(t.app, me);
    const personal = await create({ name: 'Mine', userName: uniqueName(), profileType: 'personal' }, myHeaders);
    const business = await create(
      { name: 'My Venue', userName: uniqueName(), profileType: 'business', categoryArray: [categories[2]!.id] },
      myHeaders,
    );
    // A venue where I am staff, and one I have nothing to do with.
    const owner = await createUser(t.app);
    const staffed = await createBusinessProfile(t.app, owner);
    await t.app.deps.db
      .insert(profileMembers)
      .values({ id: newId(), profileId: staffed.id, userId: me.id, phone: me.phone, role: 'staff' });
    await createBusinessProfile(t.app, owner);

    const all = await call(t.app, { method: 'GET', url: '/v1/user/socialProfiles', headers: myHeaders });
    expect(all.json.body.profiles.map((profile: { _id: string; role: string }) => [profile._id, profile.role])).toEqual([
      [personal.json.body._id, 'owner'],
      [business.json.body._id, 'owner'],
      [staffed.id, 'staff'],
    ]);
    const businessOnly = await call(t.app, { method: 'GET', url: '/v1/user/businessUserProfiles/', headers: myHeaders });
    expect(businessOnly.json.body.profiles.map((profile: { _id: string }) => profile._id)).toEqual([
      business.json.body._id,
      staffed.id,
    ]);
  });

  it('refuses the profile calls without a token', async () => {
    expect((await create({}, {})).status).toBe(401);
    expect((await call(t.app, { method: 'GET', url: '/v1/user/socialProfiles' })).status).toBe(401);
    expect((await call(t.app, { method: 'GET', url: '/v1/user/businessUserProfiles/' })).status).toBe(401);
  });

  it("ignores a userId in the body: the owner is the token's user", async () => {
    const victim = await createUser(t.app);
    const res = await create({ name: 'Sneaky', userName: uniqueName(), profileType: 'personal', userId: victim.id });
    expect(res.status).toBe(200);
    const [member] = await t.app.deps.db.select().from(profileMembers).where(eq(profileMembers.profileId, res.json.body._id));
    expect(member!.userId).toBe(user.id);
  });

  it('lists a business profile made after a real login, exactly as it was answered', async () => {
    const first = await loginWithCode(t.app, TEST_PHONES.sixth.phone, TEST_PHONES.sixth.code);
    const auth = { authorization: `Bearer ${first.token.access.token}` };
    const created = await create(
      { name: 'After Login', userName: uniqueName(), profileType: 'business', categoryArray: [categories[3]!.id] },
      auth,
    );
    expect(created.status).toBe(200);
    const listed = await call(t.app, { method: 'GET', url: '/v1/user/businessUserProfiles/', headers: auth });
    expect(listed.json.body.profiles).toEqual([created.json.body]);
  });
});
