import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderRuns } from '../../lib/render-pool.ts';
import { ensureSsrBundle } from '../../../test/cluster-kit.ts';
import { call, ownerWithVenue } from '../../../test/fixtures.ts';
import { holdRenderPool } from '../../../test/render-pool-holds.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { menuPageRendering, publicPageStats } from './public-pages.service.ts';

/*
 * Issue 17: the page of a 10,000-dish menu held the event loop for a second after every edit.
 * Large menus' pages render in the render pool's threads, which run the built SSR bundle (made
 * here when missing, as the cluster tests do); this file lowers the size that counts as large.
 */
const WORKER = new URL('./menu-page-worker.ts', import.meta.url);
const poolRenders = () => renderRuns(WORKER, 'menuPage');

describe('the guest page of a large menu', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let venue: Awaited<ReturnType<typeof ownerWithVenue>>;
  let dishId: string;
  const usual = { ...menuPageRendering };
  const page = () => app.inject({ method: 'GET', url: `/v/${venue.profile.userName}` });
  const post = async (url: string, payload: object) => {
    const res = await call(app, { method: 'POST', url, headers: venue.headers, payload });
    if (res.status !== 200) throw new Error(`${url} failed: ${res.status} ${res.raw.body}`);
    return res.json.body;
  };
  let shown = true;
  /** Hides or shows the dish: a write guests see, so the next page is a new render. */
  const toggleDish = () => {
    shown = !shown;
    return post('/v2/updatePublish', { _id: dishId, type: 'Item', publish: shown ? 1 : 0 });
  };

  beforeAll(async () => {
    ensureSsrBundle();
    Object.assign(menuPageRendering, { inPool: true, poolFromItems: 2 });
    t = await createTestApp();
    app = t.app;
    venue = await ownerWithVenue(app);
    const category = (await post('/v2/add-category-or-subcategory', { name: 'Food', type: 'category' })).category._id;
    const subcategory = (
      await post('/v2/add-category-or-subcategory', { name: 'Starters', type: 'subCategory', category_id: category })
    ).subCategory._id;
    dishId = (await post('/v2/addItems', { itemName: 'Paneer Tikka', subCategory_id: subcategory, price: '220' })).data._id;
    await post('/v2/addItems', { itemName: 'Masala Papad', subCategory_id: subcategory, price: '60' });
    await post('/v2/addItems', { itemName: 'Onion Pakoda', subCategory_id: subcategory, price: '90' });
  }, 120_000);
  afterAll(async () => {
    Object.assign(menuPageRendering, usual);
    await t?.close();
  });

  it('is rendered in the render pool, once for every guest after an edit', async () => {
    const before = poolRenders();
    const first = await page();
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('Paneer Tikka');
    expect(first.body).toContain('Onion Pakoda');
    expect(poolRenders()).toBe(before + 1);

    await toggleDish();
    const renders = publicPageStats.renders;
    const pages = await Promise.all(Array.from({ length: 20 }, () => page()));
    for (const res of pages) {
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('Paneer Tikka');
      expect(res.body).toContain('Masala Papad');
    }
    expect(new Set(pages.map((res) => res.headers.etag)).size).toBe(1);
    expect(publicPageStats.renders - renders).toBe(1);
    expect(poolRenders()).toBe(before + 2);
  });

  /** An edit, then a read: the page shows the edit and no pool thread rendered it. */
  async function expectRenderedOnTheLoop() {
    await toggleDish();
    const before = poolRenders();
    const res = await page();
    expect(res.statusCode).toBe(200);
    expect(res.body.includes('Paneer Tikka')).toBe(shown);
    expect(poolRenders()).toBe(before);
  }

  it('is rendered here instead when every render thread and queue place is taken: guests are never told "busy"', async () => {
    const held = await holdRenderPool(0);
    try {
      await expectRenderedOnTheLoop();
    } finally {
      await held.release();
    }
  });

  it('stays on the event loop below the size that counts as large', async () => {
    menuPageRendering.poolFromItems = 1000;
    try {
      await expectRenderedOnTheLoop();
    } finally {
      menuPageRendering.poolFromItems = 2;
    }
  });
});
