import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { productionBuilds } from './production-builds.ts';

describe('productionBuilds', () => {
  it("points 'react-router' at the production copy the package ships", () => {
    const [alias] = productionBuilds();
    expect(alias!.find).toEqual(/^react-router$/);
    expect((alias!.find as RegExp).test('react-router')).toBe(true);
    expect((alias!.find as RegExp).test('react-router/dom')).toBe(false);
    const file = alias!.replacement;
    expect(file).toMatch(/react-router[\\/]dist[\\/]production[\\/]index\.mjs$/);
    expect(existsSync(file)).toBe(true);
  });
});
