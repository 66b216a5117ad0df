import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessCategories, profileCategories } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import {
  addMember,
  call,
  createBusinessProfile,
  createUser,
  headersFor,
  nextPhone,
  type TestUser,
} from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DEFAULT_BUSINESS_CATEGORIES, seedBusinessCategories } from './categories.service.ts';
import { race } from '../../../test/races.ts';

let t: TestApp;
let auth: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  auth = await headersFor(t.app, await createUser(t.app));
});
afterAll(() => t.close());

const search = (url: string, name?: string) =>
  call(t.app, { method: 'GET', url, query: name === undefined ? {} : { name }, headers: auth });
const create = (url: string, name: unknown) => call(t.app, { method: 'POST', url, payload: { name }, headers: auth });
const names = (res: Awaited<ReturnType<typeof search>>) =>
  (res.json.body.categories as Array<{ name: string }>).map((c) => c.name);

describe('the seeded catalogue', () => {
  it('holds every default category once, and seeding again adds nothing', async () => {
    await seedBusinessCategories(t.app.deps.db);
    await seedBusinessCategories(t.app.deps.db);
    const rows = await t.app.deps.db.select().from(businessCategories);
    expect(rows.map((row) => row.name).sort()).toEqual([...DEFAULT_BUSINESS_CATEGORIES].sort());
  });
});

describe.each(['/v1/user/getAllUserCategory/', '/v1/user/get-all-user-category'])('GET %s', (url) => {
  it('searches names case-insensitively by substring, exact and prefix matches first', async () => {
    const res = await search(url, 'BAR');
    expect(res.status).toBe(200);
    expect(names(res)).toEqual(['Bar', 'Juice Bar']);
    expect(res.json.body.matched).toMatchObject({ name: 'Bar' });
    const matched = res.json.body.matched;
    expect(matched._id).toMatch(/^[0-9a-f]{24}$/);
    expect([matched.id, matched.uuid]).toEqual([matched._id, matched._id]);
  });

  it('answers matched null when no name equals the query', async () => {
    const res = await search(url, 'parlour');
    expect(names(res)).toEqual(['Dessert Parlour', 'Ice Cream Parlour']);
    expect(res.json.body.matched).toBeNull();
  });

  it('lists the whole catalogue alphabetically for an empty or missing query', async () => {
    for (const query of [undefined, '', '   ']) {
      const res = await search(url, query);
      expect(names(res).length).toBeGreaterThanOrEqual(DEFAULT_BUSINESS_CATEGORIES.length);
      expect(names(res)).toEqual([...names(res)].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    }
  });

  it('treats % and _ as plain characters', async () => {
    expect(names(await search(url, '%'))).toEqual([]);
    expect(names(await search(url, '_'))).toEqual([]);
  });

  it('needs a logged-in caller', async () => {
    const res = await call(t.app, { method: 'GET', url, query: { name: 'bar' } });
    expect(res.status).toBe(401);
  });
});

describe.each(['/v1/user/createCategory', '/v1/user/create-category'])('POST %s', (url) => {
  it('creates a category from trimmed text and finds it afterwards', async () => {
    const label = `Tiffin Centre ${url.length}`;
    const res = await create(url, `  ${label.replace(' ', '   ')}  `);
    expect(res.status).toBe(200);
    expect(res.json.body).toMatchObject({ name: label });
    expect(res.json.body.uuid).toMatch(/^[0-9a-f]{24}$/);
    expect([res.json.body.id, res.json.body._id]).toEqual([res.json.body.uuid, res.json.body.uuid]);
    const found = await search('/v1/user/get-all-user-category', label.toUpperCase());
    expect(found.json.body.matched).toEqual(res.json.body);
  });

  it('answers the existing category for a name that exists in any case', async () => {
    const existing = (await search('/v1/user/get-all-user-category', 'Cloud Kitchen')).json.body.matched;
    const res = await create(url, 'cloud KITCHEN');
    expect(res.status).toBe(200);
    expect(res.json.body).toEqual(existing);
    const rows = await t.app.deps.db.select().from(businessCategories);
    expect(rows.filter((row) => row.name.toLowerCase() === 'cloud kitchen')).toHaveLength(1);
  });

  it(race('makes one category of simultaneous creations of the same name'), async () => {
    const results = await Promise.all(['Momo Corner', 'momo corner', 'MOMO CORNER'].map((name) => create(url, name)));
    const ids = new Set(results.map((res) => res.json.body._id));
    expect(results.map((res) => res.status)).toEqual([200, 200, 200]);
    expect(ids.size).toBe(1);
  });

  it.each([
    ['', 'Category name is required'],
    ['    ', 'Category name is required'],
    [undefined, 'Category name is required'],
    ['x'.repeat(61), 'Category name must be at most 60 characters'],
  ])('refuses the name %j with 400', async (name, message) => {
    const res = await create(url, name);
    expect(res.status).toBe(400);
    expect(res.json.responseStatus.errorCode).toBe('VALIDATION_FAILED');
    expect(res.json.responseStatus.errorMessage).toBe(message);
  });

  it('needs a logged-in caller', async () => {
    const res = await call(t.app, { method: 'POST', url, payload: { name: 'Canteen' } });
    expect(res.status).toBe(401);
  });
});

describe('categories users create', () => {
  const superAdminPhone = nextPhone();
  let s: TestApp;
  beforeAll(async () => {
    s = await createTestApp({ SUPER_ADMIN_PHONES: superAdminPhone });
  });
  afterAll(() => s.close());

  const as = async (user: TestUser) => headersFor(s.app, user);
  const createAs = (headers: Record<string, string>, name: string) =>
    call(s.app, { method: 'POST', url: '/v1/user/createCategory', payload: { name }, headers });
  const searchAs = async (headers: Record<string, string>, name = '') =>
    (await call(s.app, { method: 'GET', url: '/v1/user/get-all-user-category', query: { name }, headers })).json.body as {
      categories: Array<{ _id: string; name: string }>;
      matched: { _id: string } | null;
    };
  const promote = (headers: Record<string, string>, _id: string) =>
    call(s.app, { method: 'POST', url: '/v1/user/promoteCategory', payload: { _id }, headers });

  it("are private to their creator: nobody else's list grows", async () => {
    const mine = await as(await createUser(s.app));
    const other = await as(await createUser(s.app));
    const before = (await searchAs(other)).categories.length;
    const created = await createAs(mine, 'Midnight Dosa Cart');
    expect(created.status).toBe(200);
    expect((await searchAs(mine, 'midnight dosa cart')).matched?._id).toBe(created.json.body._id);
    expect((await searchAs(other, 'midnight')).categories).toEqual([]);
    expect((await searchAs(other)).categories).toHaveLength(before);
    // The same name typed by someone else is a category of their own, not the first one's.
    const theirs = await createAs(other, 'midnight dosa cart');
    expect(theirs.status).toBe(200);
    expect(theirs.json.body._id).not.toBe(created.json.body._id);
  });

  it('are limited to 10 new ones an hour per user, answered 429 with Retry-After', async () => {
    const flooder = await as(await createUser(s.app));
    const other = await as(await createUser(s.app));
    const before = (await searchAs(other)).categories.length;
    const statuses: number[] = [];
    for (let index = 0; index < 150; index += 1) statuses.push((await createAs(flooder, `Spam ${index}`)).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    const refused = await createAs(flooder, 'Spam once more');
    expect(refused.status).toBe(429);
    expect(refused.json.responseStatus).toMatchObject({
      errorCode: 'RATE_LIMITED',
      errorMessage: 'You have added many categories in a short time. Try again in 60 minutes.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Picking an existing category is not creating one.
    expect((await createAs(flooder, 'cafe')).status).toBe(200);
    expect((await searchAs(other)).categories).toHaveLength(before);
  });

  it('are seen by the members of a profile filed under them, and only theirs can be filed', async () => {
    const owner = await createUser(s.app);
    const ownerHeaders = await as(owner);
    const stranger = await as(await createUser(s.app));
    const category = (await createAs(ownerHeaders, 'Kulhad Chai Stall')).json.body;
    const refused = await call(s.app, {
      method: 'POST',
      url: '/v1/user/createSocialProfile',
      headers: stranger,
      payload: { profileType: 'business', name: 'Copycat', userName: `copy_${newId().slice(-8)}`, categoryArray: [category._id] },
    });
    expect(refused.status).toBe(400);
    const profile = await createBusinessProfile(s.app, owner);
    await s.app.deps.db.insert(profileCategories).values({ profileId: profile.id, categoryId: category._id });
    const manager = await createUser(s.app);
    await addMember(s.app, profile.id, manager, 'manager');
    expect((await searchAs(await as(manager), 'kulhad chai stall')).matched?._id).toBe(category._id);
    expect((await searchAs(stranger, 'kulhad')).categories).toEqual([]);
  });

  it("become everyone's when a super-admin promotes them", async () => {
    const creator = await as(await createUser(s.app));
    const other = await as(await createUser(s.app));
    const admin = await as(await createUser(s.app, superAdminPhone));
    const category = (await createAs(creator, 'Filter Coffee Bar')).json.body;
    expect((await promote(creator, category._id)).status).toBe(403);
    const promoted = await promote(admin, category._id);
    expect(promoted.status).toBe(200);
    expect(promoted.json.body).toEqual(category);
    expect((await searchAs(other, 'filter coffee bar')).matched?._id).toBe(category._id);
    // Someone else's same-named category cannot be promoted beside it.
    const twin = (await createAs(await as(await createUser(s.app)), 'filter coffee BAR')).json.body;
    expect(twin._id).toBe(category._id);
    const rival = await s.app.deps.db
      .insert(businessCategories)
      .values({ id: newId(), name: 'FILTER COFFEE BAR', createdBy: newId() })
      .returning();
    const clash = await promote(admin, rival[0]!.id);
    expect(clash.status).toBe(409);
    expect((await promote(admin, newId())).status).toBe(404);
  });
});
