import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SetupChecklistSchema } from '@venue/shared';
import { profiles } from '../../db/schema/index.ts';
import { addMember, call, createUser, headersFor, multipart, ownerWithVenue } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/** GET /v1/profiles/setup-checklist (issue 15): a new venue's first steps, read from its real data. */
describe('set-up checklist', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  type Headers = Record<string, string>;
  const checklist = async (headers: Headers) => {
    const res = await call(t.app, { method: 'GET', url: '/v1/profiles/setup-checklist', headers });
    expect(res.status).toBe(200);
    return SetupChecklistSchema.parse(res.json.body);
  };
  const doneSteps = async (headers: Headers) =>
    (await checklist(headers)).steps.filter((step) => step.done).map((step) => step.id);
  const post = (headers: Headers, url: string, payload: object) => call(t.app, { method: 'POST', url, headers, payload });
  /** The menu's form calls, as the dashboard sends them. */
  const menuForm = (headers: Headers, url: string, fields: Record<string, string>) => {
    const body = multipart(fields);
    return call(t.app, { method: 'POST', url, headers: { ...headers, ...body.headers }, payload: body.payload });
  };
  const menuApi = (headers: Headers) => ({
    addCategory: (name: string) => menuForm(headers, '/v2/add-category-or-subcategory', { name, type: 'category' }),
    addSubcategory: (name: string, categoryId: string) =>
      menuForm(headers, '/v2/add-category-or-subcategory', { name, type: 'subCategory', category_id: categoryId }),
    addItem: (fields: Record<string, string>) => menuForm(headers, '/v2/addItems', fields),
  });

  it('starts with nothing done and advances with each real change, in any order', async () => {
    const venue = await ownerWithVenue(t.app);
    const fresh = await checklist(venue.headers);
    expect(fresh).toEqual({
      steps: ['logo', 'contact', 'category', 'item', 'theme', 'qr', 'publish'].map((id) => ({ id, done: false })),
      completed: 0,
      total: 7,
    });

    const menu = menuApi(venue.headers);
    const category = (await menu.addCategory('Food')).json.body.category;
    expect(await doneSteps(venue.headers)).toEqual(['category']);
    const starters = (await menu.addSubcategory('Starters', category._id)).json.body.subCategory;
    // A subcategory alone is not a dish.
    expect(await doneSteps(venue.headers)).toEqual(['category']);
    await menu.addItem({ itemName: 'Samosa', subCategory_id: starters._id, price: '40' });
    expect(await doneSteps(venue.headers)).toEqual(['category', 'item']);

    expect((await post(venue.headers, '/v2/qr-codes', { kind: 'menu', label: 'Front door' })).status).toBe(200);
    // Saving the default theme on purpose is a choice too.
    expect((await post(venue.headers, '/v2/updateMenuSettings', { selectedPublicTheme: 'classic' })).status).toBe(200);
    expect((await post(venue.headers, '/v2/publish-menu', {})).status).toBe(200);
    expect(await doneSteps(venue.headers)).toEqual(['category', 'item', 'theme', 'qr', 'publish']);

    const social = await call(t.app, {
      method: 'GET',
      url: `/fast-social/all?userName=${venue.profile.userName}`,
      headers: venue.headers,
    });
    const saved = await post(venue.headers, '/fast-social/contact-details', {
      accountId: social.json.body.accountId,
      address: '12 MG Road, Bengaluru',
      contactNumbers: [],
    });
    expect(saved.status).toBe(200);
    await t.app.deps.db
      .update(profiles)
      .set({ image: 'https://cdn.example.com/logo.png' })
      .where(eq(profiles.id, venue.profile.id));

    const all = await checklist(venue.headers);
    expect(all.completed).toBe(7);
    expect(all.steps.every((step) => step.done)).toBe(true);
  });

  it("is each venue's own: another venue's progress never shows", async () => {
    const busy = await ownerWithVenue(t.app);
    await menuApi(busy.headers).addCategory('Food');
    const quiet = await ownerWithVenue(t.app);
    expect((await checklist(quiet.headers)).completed).toBe(0);
  });

  it('is read by every member, and by nobody outside the venue', async () => {
    const venue = await ownerWithVenue(t.app);
    const staff = await createUser(t.app);
    await addMember(t.app, venue.profile.id, staff, 'staff');
    expect((await checklist(await headersFor(t.app, staff, venue.profile.id))).total).toBe(7);

    const stranger = await createUser(t.app);
    const res = await call(t.app, {
      method: 'GET',
      url: '/v1/profiles/setup-checklist',
      headers: await headersFor(t.app, stranger, venue.profile.id),
    });
    expect(res.status).toBe(403);
  });
});
