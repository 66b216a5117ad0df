import { describe, expect, it } from 'vitest';
import { planStartGroups, unwantedInStarts, type PlannedChunk } from './start-groups.ts';

const root = '/app';
const chunk = (fileName: string, modules: string[], imports: string[] = [], isEntry = false): PlannedChunk => ({
  fileName,
  isEntry,
  imports,
  moduleIds: modules.map((name) => `${root}/src/${name}`),
});

// The entry picks an app; the login page and the dashboard share React; the dashboard's shell
// and the menu screen share a button; the menu and another route share a list.
const chunks = [
  chunk('entry.js', ['main.tsx', 'session.ts'], [], true),
  chunk('react.js', ['react.ts', 'button.tsx']),
  chunk('login.js', ['login.tsx'], ['react.js']),
  chunk('app.js', ['app.tsx', 'router.tsx'], ['react.js']),
  chunk('layout.js', ['layout.tsx'], ['react.js', 'icons.js']),
  chunk('icons.js', ['icon-menu.tsx']),
  chunk('menu.js', ['menu.tsx'], ['react.js', 'list.js', 'icons.js']),
  chunk('list.js', ['list.tsx']),
  chunk('other.js', ['other.tsx'], ['list.js']),
];
const plan = (groups: { name: string; starts: string[] }[]) =>
  Object.fromEntries(
    [...planStartGroups(chunks, { root, keepApart: ['src/login.tsx'], groups })].map(([id, name]) => [
      id.slice(root.length + 5),
      name,
    ]),
  );

describe('planStartGroups', () => {
  it('groups what a start loads, with every chunk those chunks import', () => {
    expect(plan([{ name: 'menu', starts: ['src/menu.tsx'] }])).toEqual({
      'menu.tsx': 'menu',
      'list.tsx': 'menu',
      'icon-menu.tsx': 'menu',
    });
  });

  it('leaves what the entry and a kept-apart start load where they were', () => {
    const planned = plan([{ name: 'dashboard', starts: ['src/app.tsx', 'src/layout.tsx'] }]);
    expect(planned).toEqual({
      'app.tsx': 'dashboard',
      'router.tsx': 'dashboard',
      'layout.tsx': 'dashboard',
      'icon-menu.tsx': 'dashboard',
    });
    for (const kept of ['main.tsx', 'session.ts', 'react.ts', 'button.tsx', 'login.tsx'])
      expect(planned).not.toHaveProperty(kept);
  });

  it('gives a module two groups load to the first, so a later group imports an earlier one and never the reverse', () => {
    expect(
      plan([
        { name: 'dashboard', starts: ['src/app.tsx', 'src/layout.tsx'] },
        { name: 'menu', starts: ['src/menu.tsx'] },
      ]),
    ).toEqual({
      'app.tsx': 'dashboard',
      'router.tsx': 'dashboard',
      'layout.tsx': 'dashboard',
      'icon-menu.tsx': 'dashboard',
      'menu.tsx': 'menu',
      'list.tsx': 'menu',
    });
  });

  it('names a start no chunk holds', () => {
    expect(() => plan([{ name: 'gone', starts: ['src/gone.tsx'] }])).toThrow('no chunk holds src/gone.tsx');
  });
});

describe('unwantedInStarts', () => {
  const named = (name: string, fileName: string, modules: string[], imports: string[] = []) => ({
    ...chunk(fileName, modules, imports),
    name,
  });
  const built = [
    named('index', 'index.js', ['main.tsx']),
    named('dashboard', 'dashboard.js', ['layout.tsx'], ['index.js']),
    named('menu-screen', 'menu.js', ['menu.tsx'], ['dashboard.js', 'labels.js']),
    named('labels', 'labels.js', ['labels.ts']),
    named('schemas', 'schemas.js', ['zod.ts']),
  ];

  it('names nothing when no start loads the module, wherever else it is', () => {
    expect(unwantedInStarts(built, ['dashboard', 'menu-screen'], /zod/)).toEqual([]);
  });

  it('names the module a start loads through a chunk it imports, and the group', () => {
    const leaky = built.map((each) => (each.name === 'labels' ? { ...each, imports: ['schemas.js'] } : each));
    expect(unwantedInStarts(leaky, ['dashboard', 'menu-screen'], /zod/)).toEqual(['menu-screen: /app/src/zod.ts']);
  });
});
