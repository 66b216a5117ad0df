import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/*
 * The repository's own eslint.config.js, run through ESLint's Node API on planted file texts:
 * the feature boundaries (ARCHITECTURE.md) and the ban on import cycles hold only while lint
 * really sees every import, `@/` aliases included. The planted files are never written.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: root });

async function problems(filePath: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath: path.join(root, filePath) });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

const boundary = (message: string) => `import-x/no-restricted-paths: ${message}`;

describe('web feature boundaries', () => {
  it.each([
    ["'@/features/menu/api/keys.ts'", 'an @/ alias'],
    ["'../../menu/api/keys.ts'", 'a relative path'],
  ])('refuse a feature importing another feature through %s (%s)', async (specifier) => {
    const found = await problems(
      'apps/web/src/features/qr/components/planted.ts',
      `import { menuKeys } from ${specifier};\nexport const planted = menuKeys;\n`,
    );
    expect(found).toContainEqual(expect.stringContaining(boundary('Unexpected path')));
    expect(found.join('\n')).toContain('Features never import each other');
  });

  it('refuse a feature importing from app/, tests included', async () => {
    const found = await problems(
      'apps/web/src/features/qr/components/planted.test.tsx',
      `import { router } from '@/app/router.tsx';\nexport const planted = router;\n`,
    );
    expect(found.join('\n')).toContain('Features must not import from app/');
  });

  it('refuse lib/ importing a feature', async () => {
    const found = await problems(
      'apps/web/src/lib/planted.ts',
      `import { menuKeys } from '@/features/menu/api/keys.ts';\nexport const planted = menuKeys;\n`,
    );
    expect(found.join('\n')).toContain('lib/, components/, hooks/ and config/ are shared');
  });

  it('let a feature use its own files, lib/ and components/', async () => {
    const found = await problems(
      'apps/web/src/features/menu/components/planted.ts',
      [
        `import { menuKeys } from '@/features/menu/api/keys.ts';`,
        `import { createQueryClient } from '@/lib/query-client.ts';`,
        `import { AccessGuard } from '@/components/access-guard/access-guard.tsx';`,
        `export const planted = [menuKeys, createQueryClient, AccessGuard];`,
        ``,
      ].join('\n'),
    );
    expect(found).toEqual([]);
  });
});

describe('the guest site (apps/web/src/guest), an app of its own', () => {
  it.each([
    ["'@/features/public-pages/index.ts'", 'a feature'],
    ["'../../app/router.tsx'", 'app/, by a relative path'],
  ])('refuse it importing the dashboard: %s (%s)', async (specifier) => {
    const found = await problems(
      'apps/web/src/guest/components/planted.tsx',
      `import * as dashboard from ${specifier};\nexport const planted = dashboard;\n`,
    );
    expect(found.join('\n')).toContain('The guest site (src/guest/) is its own app');
  });

  it('refuse it importing Mantine, tests included', async () => {
    const found = await problems(
      'apps/web/src/guest/components/planted.test.tsx',
      `import { Button } from '@mantine/core';\nexport const planted = Button;\n`,
    );
    expect(found.join('\n')).toContain('The guest site (src/guest/) uses no Mantine');
  });

  it('let it use its own files and the shared lib/, and let the dashboard draw its components', async () => {
    const guest = await problems(
      'apps/web/src/guest/components/planted.ts',
      [
        `import { TEXTS } from '../lib/texts.ts';`,
        `import { formatLocalTime } from '@/lib/local-date.ts';`,
        `export const planted = [TEXTS, formatLocalTime];`,
        ``,
      ].join('\n'),
    );
    expect(guest).toEqual([]);
    const dashboard = await problems(
      'apps/web/src/features/public-pages/components/planted.ts',
      `import { LinkPage } from '@/guest/components/link-page.tsx';\nexport const planted = LinkPage;\n`,
    );
    expect(dashboard).toEqual([]);
  });
});

describe('server module boundaries', () => {
  it('refuse a module using a service its declared dependencies do not name (a circle between modules)', async () => {
    // profiles ← fast-social (fast-social uses profiles), so profiles using fast-social would close a circle.
    const found = await problems(
      'apps/server/src/modules/profiles/planted.ts',
      `import { hasContactDetails } from '../fast-social/fast-social.service.ts';\nexport const planted = hasContactDetails;\n`,
    );
    expect(found.join('\n')).toContain('The profiles module may use only categories, opening-hours');
  });

  it("let a module's tests reach modules it does not depend on", async () => {
    const found = await problems(
      'apps/server/src/modules/fast-social/planted.test.ts',
      `import { readLinkPage } from '../public-pages/public-pages.service.ts';\nexport const planted = readLinkPage;\n`,
    );
    expect(found).toEqual([]);
  });

  it('let a module use the services it declares', async () => {
    const found = await problems(
      'apps/server/src/modules/setup-checklist/planted.ts',
      `import { hasQrCode } from '../qr/qr.service.ts';\nexport const planted = hasQrCode;\n`,
    );
    expect(found).toEqual([]);
  });

  it("refuse a module importing another module's routes", async () => {
    const found = await problems(
      'apps/server/src/modules/qr/planted.ts',
      `import { menuModule } from '../menu/menu.routes.ts';\nexport const planted = menuModule;\n`,
    );
    expect(found.join('\n')).toContain('Use another module only through its service file');
  });

  it("refuse a module using the menu's tables instead of the menu module's functions", async () => {
    const found = await problems(
      'apps/server/src/modules/public-pages/planted.ts',
      `import { menuItems } from '../../db/schema/index.ts';\nexport const planted = menuItems;\n`,
    );
    expect(found.join('\n')).toContain('The menu module owns its tables');
    const publication = await problems(
      'apps/server/src/modules/public-pages/planted.ts',
      `import { menuPublications } from '../../db/schema/index.ts';\nexport const planted = menuPublications;\n`,
    );
    expect(publication.join('\n')).toContain('The menu module owns its tables');
    const allowed = await problems(
      'apps/server/src/modules/menu/planted.ts',
      `import { menuItems } from '../../db/schema/index.ts';\nexport const planted = menuItems;\n`,
    );
    expect(allowed).toEqual([]);
  });

  it('refuse lib/ importing a module', async () => {
    const found = await problems(
      'apps/server/src/lib/planted.ts',
      `import { touchMenu } from '../modules/menu/menu.service.ts';\nexport const planted = touchMenu;\n`,
    );
    expect(found.join('\n')).toContain('lib/ and db/ import no feature module');
  });
});

describe('import cycles', () => {
  it('are refused', async () => {
    // lib/providers.tsx imports lib/query-client.ts; query-client importing it back closes a cycle.
    const found = await problems(
      'apps/web/src/lib/query-client.ts',
      `import { AppProviders } from '@/lib/providers.tsx';\nexport const planted = AppProviders;\n`,
    );
    expect(found).toContainEqual(expect.stringContaining('import-x/no-cycle'));
  });
});
