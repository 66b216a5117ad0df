import type { FastifyInstance } from 'fastify';
import { brotliDecompressSync } from 'node:zlib';
import type { PublicItem, PublicMenu } from '@venue/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, ownerWithVenue } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { encodeFresh } from '../../lib/encoded-body.ts';
import { piecesOf } from './menu-pieces.ts';
import { menuPageRendering, publicPageStats } from './public-pages.service.ts';

/** A menu of `count` dishes in subcategories of `perSub`, in two categories. */
function largeMenu(count: number, perSub = 50): PublicMenu {
  const subs = Math.ceil(count / perSub);
  const categories = [
    { id: 'food', name: 'Food', image: null },
    { id: 'drinks', name: 'Drinks', image: null },
  ];
  const subCategories = Array.from({ length: subs }, (_, index) => ({
    id: `s${index}`,
    name: `Section ${index}`,
    image: null,
    categoryId: index % 2 === 0 ? 'food' : 'drinks',
  }));
  // piecesOf reads a dish's subcategory and its identity only.
  const items = Array.from(
    { length: count },
    (_, index) => ({ id: `d${index}`, subCategoryId: `s${index % subs}` }) as PublicItem,
  );
  return {
    venue: { userName: 'big', name: 'Big', logoUrl: null, fssaiLicence: null },
    theme: 'classic',
    categories,
    subCategories,
    items,
    homeImages: [],
  };
}

describe('piecesOf (a large menu in pieces, issue 17)', () => {
  it('cuts 10,000 dishes into a first piece of about 100 and pieces of about 500, at subcategory boundaries, every dish in one piece', () => {
    const menu = largeMenu(10_000);
    const pieces = piecesOf(menu, 'frame');
    expect(pieces[0]!.menu.items.length).toBe(100);
    expect(pieces.length).toBe(21);
    const seen = pieces.flatMap((piece) => piece.menu.items.map((item) => item.id));
    expect(new Set(seen).size).toBe(10_000);
    expect(seen.length).toBe(10_000);
    for (const piece of pieces.slice(1)) {
      expect(piece.menu.items.length).toBeLessThanOrEqual(500 + 49);
      const subs = new Set(piece.menu.subCategories.map((sub) => sub.id));
      for (const item of piece.menu.items) expect(subs.has(item.subCategoryId)).toBe(true);
    }
    // In the order guests read it: every Food section before any Drinks section.
    const order = pieces.flatMap((piece) => piece.menu.subCategories.map((sub) => sub.categoryId));
    expect(order.lastIndexOf('food')).toBeLessThan(order.indexOf('drinks'));
  });

  it("changes only the key of the piece holding a changed dish (the server's new object for a changed row)", () => {
    const menu = largeMenu(10_000);
    const before = piecesOf(menu, 'frame');
    const changed = before[7]!.menu.items[3]!;
    const after = piecesOf(
      { ...menu, items: menu.items.map((item) => (item === changed ? { ...item, name: 'New' } : item)) },
      'frame',
    );
    const differing = before.map((piece, index) => piece.key !== after[index]!.key);
    expect(differing.filter(Boolean)).toHaveLength(1);
    expect(differing[7]).toBe(true);
    expect(piecesOf(menu, 'another frame')[0]!.key).not.toBe(before[0]!.key);
  });
});

describe('the guest page of a large menu, in pieces', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let venue: Awaited<ReturnType<typeof ownerWithVenue>>;
  const dishes = new Map<string, string>();
  const usual = { ...menuPageRendering };
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
  const post = async (url: string, payload: object) => {
    const res = await call(app, { method: 'POST', url, headers: venue.headers, payload });
    if (res.status !== 200) throw new Error(`${url} failed: ${res.status} ${res.raw.body}`);
    return res.json.body;
  };
  const pageUrl = () => `/v/${venue.profile.userName}`;
  const pieceUrl = (part: number) => `/v/${venue.profile.userName}/sections/${part}`;

  beforeAll(async () => {
    // Three dishes a piece: the three sections below are three pieces, Food cut between two.
    Object.assign(menuPageRendering, { piecesAboveItems: 2, dishesPerPiece: { first: 3, rest: 3 } });
    t = await createTestApp();
    app = t.app;
    venue = await ownerWithVenue(app);
    for (const [categoryName, sections] of [
      ['Food', ['Starters', 'Mains']],
      ['Drinks', ['Coolers']],
    ] as const) {
      const category = (await post('/v2/add-category-or-subcategory', { name: categoryName, type: 'category' })).category._id;
      for (const section of sections) {
        const sub = (await post('/v2/add-category-or-subcategory', { name: section, type: 'subCategory', category_id: category }))
          .subCategory._id;
        for (const n of [1, 2, 3]) {
          const name = `${section} dish ${n}`;
          dishes.set(name, (await post('/v2/addItems', { itemName: name, subCategory_id: sub, price: '100' })).data._id);
        }
      }
    }
  });
  afterAll(async () => {
    Object.assign(menuPageRendering, usual);
    await t.close();
  });

  it('carries the first piece only, and each piece links to the next until every dish is reached', async () => {
    const page = await get(pageUrl());
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Starters dish 3');
    expect(page.body).not.toContain('Mains dish 1');
    expect(page.body).not.toContain('Coolers dish 1');
    expect(page.body).toContain(`href="${pieceUrl(2)}"`);
    // The menu once: no dish in hydration data.
    expect(page.body).not.toMatch(/"items":\[\{/);
    // The category bar still names every category.
    expect(page.body).toContain('Drinks');

    const second = await get(pieceUrl(2));
    expect(second.statusCode).toBe(200);
    expect(second.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(second.body).toContain('data-piece');
    expect(second.body).toContain('Mains dish 1');
    expect(second.body).not.toContain('Starters dish 1');
    expect(second.body).toContain(`href="${pieceUrl(3)}"`);
    // A page of its own (noindex) still names its address; the menu page's JSON-LD names no dish
    // beyond its first piece (the check above), since it names sections only for a menu in pieces.
    expect(second.body).toContain(`<link rel="canonical" href="${t.config.publicBaseUrl}${pieceUrl(2)}">`);
    // Food runs over the first two pieces: each lists its subcategory's link, for the script to join.
    expect(page.body).toMatch(/class="pm-subs"[^]*Starters/);
    expect(second.body).toMatch(/class="pm-subs"[^]*Mains/);
    const third = await get(pieceUrl(3));
    expect(third.body).toContain('Coolers dish 3');
    expect(third.body).not.toContain('data-more');

    const reached = [page.body, second.body, third.body].join('');
    for (const name of dishes.keys()) expect(reached).toContain(name);
    expect((await get(pieceUrl(4))).statusCode).toBe(404);
  });

  it('renders again only the piece holding an edited dish', async () => {
    for (const url of [pageUrl(), pieceUrl(2), pieceUrl(3)]) await get(url);
    const [pages, pieces] = [publicPageStats.renders, publicPageStats.pieceRenders];
    const edit = await app.inject({
      method: 'PATCH',
      url: '/v2/editItems',
      headers: { ...venue.headers, 'content-type': 'application/json' },
      payload: { _id: dishes.get('Coolers dish 2'), itemName: 'Coolers dish 2 (iced)' },
    });
    expect(edit.statusCode).toBe(200);
    const answers = await Promise.all([pageUrl(), pieceUrl(2), pieceUrl(3), pieceUrl(3)].map((url) => get(url)));
    expect(answers[2]!.body).toContain('Coolers dish 2 (iced)');
    expect(publicPageStats.renders - pages).toBe(1);
    expect(publicPageStats.pieceRenders - pieces).toBe(1);
  });

  it('answers a piece compressed, byte for byte the compression of its fresh bytes, with 304 on its ETag', async () => {
    const plain = await get(pieceUrl(2));
    const br = await get(pieceUrl(2), { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.equals((await encodeFresh(plain.rawPayload)).br)).toBe(true);
    expect((await get(pieceUrl(2), { 'if-none-match': String(plain.headers.etag) })).statusCode).toBe(304);
  });

  it('has no pieces for a menu at or below the threshold', async () => {
    Object.assign(menuPageRendering, { piecesAboveItems: 1000 });
    try {
      await post('/v2/updatePublish', { _id: dishes.get('Starters dish 1'), type: 'Item', publish: 0 });
      const page = await get(pageUrl());
      expect(page.body).toContain('Coolers dish 3');
      expect(page.body).not.toContain('data-more');
      expect((await get(pieceUrl(2))).statusCode).toBe(404);
    } finally {
      Object.assign(menuPageRendering, { piecesAboveItems: 2 });
    }
  });
});
