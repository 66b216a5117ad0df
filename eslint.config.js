// @ts-check
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

// Zones and projects are anchored here, not at the working directory, so that ESLint run from a
// workspace or through its Node API (eslint-boundaries.test.ts) enforces the same boundaries.
const root = import.meta.dirname;

const featureDirs = (dir) => {
  try {
    return readdirSync(path.join(root, dir), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return [];
  }
};

const webFeatures = featureDirs('apps/web/src/features');
const serverModules = featureDirs('apps/server/src/modules');

// Imports flow one way: shared → features → app. A feature never imports another feature
// (style.md; Bulletproof React's zones). Pages in app/ compose features.
const webZones = [
  ...webFeatures.map((feature) => ({
    target: `./apps/web/src/features/${feature}`,
    from: './apps/web/src/features',
    except: [`./${feature}`],
    message: 'Features never import each other; compose them in app/.',
  })),
  { target: './apps/web/src/features', from: './apps/web/src/app', message: 'Features must not import from app/.' },
  {
    target: ['./apps/web/src/lib', './apps/web/src/components', './apps/web/src/hooks', './apps/web/src/config'],
    from: ['./apps/web/src/features', './apps/web/src/app'],
    message: 'lib/, components/, hooks/ and config/ are shared: they import no feature and no app code.',
  },
  // The guest site is a second app (issue 37; apps/web/src/guest/README.md): the dashboard may draw
  // its components, it never imports the dashboard's.
  {
    target: './apps/web/src/guest',
    from: ['./apps/web/src/app', './apps/web/src/features'],
    message: 'The guest site (src/guest/) is its own app: it imports no dashboard code (app/, features/).',
  },
];

// Which server modules each module may use (through their services), declared rather than
// inferred so that a new dependency is a visible decision. The declared graph must have no
// cycle: lint refuses to load otherwise, and an import outside it is an error, so modules keep
// a one-way order a newcomer can read top to bottom (issue 37). Tests may reach further.
const serverModuleDependencies = {
  health: [],
  media: [],
  payments: [],
  invoices: [],
  categories: [],
  'opening-hours': [],
  'admin-dashboard': [],
  profiles: ['categories', 'opening-hours'],
  auth: ['profiles'],
  team: ['auth'],
  wallet: ['payments'],
  menu: ['media'],
  'menu-spreadsheet': ['media', 'menu'],
  reservations: ['auth', 'opening-hours', 'payments', 'profiles', 'team', 'wallet'],
  subscriptions: ['invoices', 'menu', 'payments', 'reservations'],
  'fast-social': ['opening-hours', 'profiles', 'reservations', 'subscriptions', 'team'],
  events: ['auth', 'media', 'payments', 'profiles', 'reservations', 'wallet'],
  'public-pages': ['events', 'fast-social', 'media', 'menu', 'opening-hours', 'profiles', 'reservations'],
  qr: ['public-pages'],
  'setup-checklist': ['fast-social', 'menu', 'profiles', 'public-pages', 'qr'],
  waitlist: ['auth', 'profiles', 'reservations'],
  guests: ['auth', 'events', 'payments', 'reservations', 'waitlist'],
};

/** Throws when a module is missing from the table or the table has a cycle. */
function checkModuleOrder(dependencies, modules) {
  const missing = modules.filter((mod) => !(mod in dependencies));
  if (missing.length > 0) {
    throw new Error(`eslint.config.js: declare the dependencies of server module(s) ${missing.join(', ')}`);
  }
  const done = new Set();
  const visit = (mod, path) => {
    if (path.includes(mod)) throw new Error(`eslint.config.js: server modules depend in a circle: ${[...path, mod].join(' → ')}`);
    if (done.has(mod)) return;
    for (const dep of dependencies[mod] ?? []) visit(dep, [...path, mod]);
    done.add(mod);
  };
  for (const mod of Object.keys(dependencies)) visit(mod, []);
}
checkModuleOrder(serverModuleDependencies, serverModules);

// Server modules talk to each other only through a module's *.service.ts (or its public
// helpers listed here), never through routes; lib/ and db/ import no module.
const serverZones = [
  ...serverModules.map((mod) => ({
    target: `./apps/server/src/modules/${mod}/**/!(*.test).ts`,
    from: serverModules
      .filter((other) => other !== mod && !serverModuleDependencies[mod].includes(other))
      .map((other) => `./apps/server/src/modules/${other}`),
    message: `The ${mod} module may use only ${serverModuleDependencies[mod].join(', ') || 'no other module'} (serverModuleDependencies in eslint.config.js, which must stay free of cycles).`,
  })),
  {
    target: ['./apps/server/src/lib', './apps/server/src/db'],
    from: './apps/server/src/modules',
    message: 'lib/ and db/ import no feature module.',
  },
  ...serverModules.map((mod) => ({
    target: `./apps/server/src/modules/${mod}`,
    from: './apps/server/src/modules',
    except: [
      ...new Set([
        `./${mod}`,
        ...serverModules.filter((m) => m !== mod).map((m) => `./${m}/${m}.service.ts`),
        './auth/access-token.ts',
        './team/membership.ts',
      ]),
    ].filter((path) => !path.startsWith(`./${mod}/`)),
    message: 'Use another module only through its service file, never its routes or internals.',
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-*/**',
      '**/node_modules/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/server/src/db/migrations/**',
      'apps/server/test/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    settings: {
      // Without these, import-x reads only .js files and resolves `@/...` aliases to nothing:
      // the zones below and no-cycle would not see a feature importing `@/features/other/...`.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: path.join(root, 'tsconfig.json'),
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...webZones, ...serverZones] }],
      // Packages cannot import our files back: not walking them keeps lint fast.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['packages/shared/**/*.ts'],
    ignores: ['packages/shared/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod$|\\.)', message: 'packages/shared imports only zod.' }] },
      ],
    },
  },
  {
    // One owner module per table: the menu's tables are read and written only by the menu
    // module; other modules call menu.service.ts (issue 9). Tests and the seed may set up rows.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/modules/menu/**', 'apps/server/src/db/**', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          // Each date-fns function from its own path: the package's index loads its ~300 modules,
          // a second and more of every server start (2026-11-30: 4.4 -> 3.2 s to ready).
          paths: [{ name: 'date-fns', message: "Import each function from its own path, e.g. 'date-fns/addDays'." }],
          patterns: [
            {
              group: ['**/db/schema/index.ts', '**/db/schema/menu.ts'],
              importNames: ['menus', 'menuCategories', 'menuSubcategories', 'menuItems', 'menuHomeImages', 'menuPublications'],
              message: 'The menu module owns its tables: use the functions of modules/menu/menu.service.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The guest pages ship no dashboard UI kit: a guest's phone downloads only their own small bundle.
    files: ['apps/web/src/guest/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@mantine/*'], message: 'The guest site (src/guest/) uses no Mantine: it is its own app.' }] },
      ],
    },
  },
  {
    // Tests read loosely-typed envelopes; the schemas are checked by the code under test.
    files: ['**/*.test.{ts,tsx}', 'apps/server/test/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['scripts/**', '**/bench/**', 'apps/server/src/main.ts', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
