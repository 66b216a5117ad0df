import { parseAst } from 'rollup/parseAst';
import { describe, expect, it } from 'vitest';
import { blank, serverOnlyRanges } from './guest-routes.ts';

const source = `import { defineRoutes } from './define.ts';
export const shopRoutes = defineRoutes('shop', {
  getShop: {
    method: 'GET',
    path: '/v1/shop/:id',
    access: 'public',
    summary: 'The shop, as guests see it',
    errors: ['NOT_FOUND'],
  },
  saveShop: { method: 'POST', summary: 'Save it', path: '/v1/shop', aliases: ['/v1/shop/save'] },
});
export const other = { summary: 'not a route' };
`;

describe('guestRoutes', () => {
  it("keeps only each route's method and path, moving nothing else in the file", () => {
    const out = blank(source, serverOnlyRanges(parseAst(source)));
    expect(out).toHaveLength(source.length);
    expect(out.split('\n').map((line) => line.trim().replace(/\s+/g, ' '))).toEqual([
      "import { defineRoutes } from './define.ts';",
      "export const shopRoutes = defineRoutes('shop', {",
      'getShop: {',
      "method: 'GET',",
      "path: '/v1/shop/:id',",
      '',
      '',
      '',
      '},',
      "saveShop: { method: 'POST', path: '/v1/shop', },",
      '});',
      "export const other = { summary: 'not a route' };",
      '',
    ]);
  });
});
