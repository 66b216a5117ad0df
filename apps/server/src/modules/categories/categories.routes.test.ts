import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessCategories } from '../../db/schema/index.ts';
import { call, createUser, headersFor } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DEFAULT_BUSINESS_CATEGORIES, seedBusinessCategories } from './categories.service.ts';

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

  it('makes one category of simultaneous creations of the same name', async () => {
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
