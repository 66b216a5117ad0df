import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { dashboardBuildCommand, isDashboardBuildStale } from '../src/dashboard-build.ts';

describe('the build npm start runs', () => {
  it.each(['development', 'test', undefined])('is a production build when NODE_ENV is %s', (nodeEnv) => {
    const { command, args, env } = dashboardBuildCommand({ NODE_ENV: nodeEnv, PATH: '/usr/bin' });
    expect([command, ...args]).toEqual(['npm', 'run', 'build', '-w', 'apps/web']);
    expect(env.NODE_ENV).toBe('production');
    expect(env.PATH).toBe('/usr/bin');
  });

  it("leaves the caller's own environment alone", () => {
    const callerEnv = { NODE_ENV: 'development' };
    dashboardBuildCommand(callerEnv);
    expect(callerEnv.NODE_ENV).toBe('development');
  });
});

describe('whether npm start builds', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  function tree(buildAgeSeconds: number | null) {
    root = mkdtempSync(path.join(tmpdir(), 'dashboard-build-'));
    for (const dir of ['apps/web/src', 'packages/shared/src']) mkdirSync(path.join(root, dir), { recursive: true });
    writeFileSync(path.join(root, 'apps/web/index.html'), '<!doctype html>');
    writeFileSync(path.join(root, 'apps/web/src/main.tsx'), '');
    writeFileSync(path.join(root, 'packages/shared/src/index.ts'), '');
    if (buildAgeSeconds !== null) {
      mkdirSync(path.join(root, 'apps/web/dist'));
      const index = path.join(root, 'apps/web/dist/index.html');
      writeFileSync(index, '');
      const when = Date.now() / 1000 + buildAgeSeconds;
      utimesSync(index, when, when);
    }
  }

  it('builds when there is no build', () => {
    tree(null);
    expect(isDashboardBuildStale(root)).toBe(true);
  });

  it('builds when a source is newer than the build', () => {
    tree(-3600);
    expect(isDashboardBuildStale(root)).toBe(true);
  });

  it('reuses a build newer than every source', () => {
    tree(3600);
    expect(isDashboardBuildStale(root)).toBe(false);
  });
});
