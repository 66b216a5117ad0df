import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, ownerWithVenue } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type * as PublicMenuData from './public-menu-data.ts';
import { findVenueWithMenu, publicMenuOf } from './public-menu-data.ts';

// Counts venue look-ups and menu builds behind the guest page (issue #16: every guest after an
// edit rendered the whole page again, and every guest looked the venue up).
vi.mock('./public-menu-data.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof PublicMenuData>();
  return {
    ...actual,
    findVenueWithMenu: vi.fn(actual.findVenueWithMenu),
    publicMenuOf: vi.fn(actual.publicMenuOf),
  };
});

describe('the guest page under concurrent load', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let venue: Awaited<ReturnType<typeof ownerWithVenue>>;
  let dishId: string;
  let papadId: string;
  const page = () => app.inject({ method: 'GET', url: `/v/${venue.profile.userName}` });
  const post = async (url: string, payload: object) => {
    const res = await call(app, { method: 'POST', url, headers: venue.headers, payload });
    if (res.status !== 200) throw new Error(`${url} failed: ${res.status} ${res.raw.body}`);
    return res.json.body;
  };

  beforeAll(async () => {
    t = await createTestApp();
    app = t.app;
    venue = await ownerWithVenue(app);
    const category = (await post('/v2/add-category-or-subcategory', { name: 'Food', type: 'category' })).category._id;
    const subcategory = (
      await post('/v2/add-category-or-subcategory', { name: 'Starters', type: 'subCategory', category_id: category })
    ).subCategory._id;
    dishId = (await post('/v2/addItems', { itemName: 'Paneer Tikka', subCategory_id: subcategory, price: '220' })).data._id;
    papadId = (await post('/v2/addItems', { itemName: 'Masala Papad', subCategory_id: subcategory, price: '60' })).data._id;
  });
  afterAll(() => t.close());

  it('shows an edit to every concurrent guest after it, from one render', async () => {
    expect((await page()).body).toContain('Paneer Tikka');
    await post('/v2/updatePublish', { _id: dishId, type: 'Item', publish: 0 });
    vi.mocked(publicMenuOf).mockClear();

    const pages = await Promise.all(Array.from({ length: 20 }, () => page()));
    for (const res of pages) {
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('Paneer Tikka');
      expect(res.body).toContain('Masala Papad');
    }
    expect(new Set(pages.map((res) => res.headers.etag)).size).toBe(1);
    expect(publicMenuOf).toHaveBeenCalledTimes(1);
  });

  it('renders nothing new for a draft edit of a published menu: guests keep the same page and ETag', async () => {
    await post('/v2/publish-menu', {});
    const before = await page();
    vi.mocked(publicMenuOf).mockClear();
    const edit = await app.inject({
      method: 'PATCH',
      url: '/v2/editItems',
      headers: { ...venue.headers, 'content-type': 'application/json' },
      payload: { _id: papadId, itemName: 'Masala Papad Royale' },
    });
    expect(edit.statusCode).toBe(200);
    const pages = await Promise.all(Array.from({ length: 5 }, () => page()));
    for (const res of pages) expect(res.headers.etag).toBe(before.headers.etag);
    expect(pages[0]!.body).toContain('Masala Papad');
    expect(pages[0]!.body).not.toContain('Royale');
    expect(publicMenuOf).not.toHaveBeenCalled();
  });

  // With PostgreSQL other instances may write, so every guest read asks for the venue.
  it.skipIf(Boolean(process.env.DATABASE_URL))('serves guests from the cache without a venue look-up each', async () => {
    await page();
    vi.mocked(findVenueWithMenu).mockClear();
    for (let read = 0; read < 5; read += 1) expect((await page()).statusCode).toBe(200);
    expect(findVenueWithMenu).not.toHaveBeenCalled();
  });
});
