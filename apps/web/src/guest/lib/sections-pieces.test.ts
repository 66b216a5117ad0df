import type { PublicMenu } from '@venue/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPiecePage, renderSections, renderSectionsPiece } from '../ssr/entry-server.tsx';
import { menuFixture } from '../test/menu-fixture.ts';
import { readMarkupItems } from './markup-items.ts';
import { loadSectionsPieces } from './sections-pieces.ts';

/** The part of `menu` in the subcategories `subIds`, as the server cuts a piece (apps/server menu-pieces.ts). */
function pieceOf(menu: PublicMenu, subIds: string[]): PublicMenu {
  const subCategories = menu.subCategories.filter((sub) => subIds.includes(sub.id));
  const categoryIds = new Set(subCategories.map((sub) => sub.categoryId));
  return {
    ...menu,
    categories: menu.categories.filter((category) => categoryIds.has(category.id)),
    subCategories,
    items: menu.items.filter((item) => subIds.includes(item.subCategoryId)),
  };
}

describe('loadSectionsPieces (a large menu in pieces, issue 17)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it('adds every piece in turn, a category cut between two pieces made whole, until no link is left', async () => {
    const menu = menuFixture();
    const subs = menu.subCategories.map((sub) => sub.id);
    expect(subs.length).toBeGreaterThanOrEqual(3);
    // Food's first subcategory on the page, its second with the next piece, the rest last.
    const [first, second, third] = [
      pieceOf(menu, subs.slice(0, 1)),
      pieceOf(menu, subs.slice(1, 2)),
      pieceOf(menu, subs.slice(2)),
    ];
    const pages: Record<string, string> = {
      '/v/spice-route/sections/2': renderPiecePage(
        'classic',
        renderSectionsPiece(renderSections(second, ['c1']), '/v/spice-route/sections/3'),
      ),
      '/v/spice-route/sections/3': renderPiecePage('classic', renderSectionsPiece(renderSections(third), null)),
    };
    const fetched: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        fetched.push(url);
        return new Response(`<!doctype html><html><body><div id="pm-root">${pages[url]}</div></body></html>`);
      }),
    );
    const sections = document.createElement('div');
    // Food has two subcategories in the whole menu: each piece lists its links (apps/server menu-pieces.ts).
    sections.innerHTML = renderSectionsPiece(renderSections(first, ['c1']), '/v/spice-route/sections/2');
    document.body.append(sections);
    const onPiece = vi.fn();

    await loadSectionsPieces(sections, new AbortController().signal, onPiece);

    expect(fetched).toEqual(['/v/spice-route/sections/2', '/v/spice-route/sections/3']);
    expect(onPiece).toHaveBeenCalledTimes(2);
    expect(sections.querySelector('[data-more]')).toBeNull();
    // The same dishes in the same sections, in menu order, as the whole menu's markup.
    const whole = document.createElement('div');
    whole.innerHTML = renderSections(menu);
    expect(readMarkupItems(sections)).toEqual(readMarkupItems(whole));
    expect(sections.querySelectorAll('.pm-category')).toHaveLength(whole.querySelectorAll('.pm-category').length);
    expect([...sections.querySelectorAll('.pm-category')].map((category) => category.id)).toEqual(
      [...whole.querySelectorAll('.pm-category')].map((category) => category.id),
    );
    const subLinks = (root: Element) => [...root.querySelectorAll('.pm-subs a')].map((link) => link.getAttribute('href'));
    expect(subLinks(whole).length).toBeGreaterThan(1);
    expect(subLinks(sections)).toEqual(subLinks(whole));
  });

  it('leaves the link in place when a piece cannot be fetched, for the guest to open', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 503 })),
    );
    const sections = document.createElement('div');
    sections.innerHTML = renderSectionsPiece(renderSections(menuFixture()), '/v/spice-route/sections/2');
    document.body.append(sections);
    await loadSectionsPieces(sections, new AbortController().signal, () => undefined);
    expect(sections.querySelector('[data-more] a')?.getAttribute('href')).toBe('/v/spice-route/sections/2');
  });
});
