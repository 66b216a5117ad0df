import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ResolvedConfig } from 'vite';
import { keepPreviousAssets } from './previous-assets.ts';

/*
 * A deploy must not strand a tab opened before it (issue 35): the previous build's chunks stay
 * in dist/assets, where the server's static files (listed at start) find them, for two weeks.
 */

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-11-29T06:00:00Z');
let root = '';

afterEach(() => rmSync(root, { recursive: true, force: true }));

function write(file: string, text: string, builtAt: number) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  utimesSync(file, new Date(builtAt), new Date(builtAt));
}

/** Runs the plugin's hooks around what Vite does between them: empty the folder, write the new build. */
function build(newFiles: Record<string, string>, options: { write?: boolean; previousDir?: string } = {}) {
  const plugin = keepPreviousAssets({ now: () => NOW, previousDir: options.previousDir });
  const config = { root, build: { outDir: 'dist', assetsDir: 'assets', write: options.write ?? true } } as ResolvedConfig;
  (plugin.configResolved as (config: ResolvedConfig) => void)(config);
  (plugin.buildStart as () => void)();
  if (options.write ?? true) {
    rmSync(path.join(root, 'dist'), { recursive: true, force: true });
    for (const [name, text] of Object.entries(newFiles)) write(path.join(root, 'dist', name), text, NOW);
  }
  (plugin.closeBundle as () => void)();
}

const asset = (name: string) => path.join(root, 'dist', 'assets', name);

describe('keepPreviousAssets', () => {
  it('keeps the last build’s chunks beside the new ones, with their compressed copies, and the new build wins a name', () => {
    root = mkdtempSync(path.join(tmpdir(), 'web-build-'));
    const lastBuild = NOW - 2 * 60 * 60 * 1000;
    write(asset('wallet-OLD1.js'), 'old wallet', lastBuild);
    write(asset('wallet-OLD1.js.br'), 'old wallet br', lastBuild);
    write(asset('shared-SAME.js'), 'stale text', lastBuild);
    write(path.join(root, 'dist', 'index.html'), 'old index', lastBuild);

    build({ 'index.html': 'new index', 'assets/wallet-NEW2.js': 'new wallet', 'assets/shared-SAME.js': 'new text' });

    expect(readFileSync(asset('wallet-OLD1.js'), 'utf8')).toBe('old wallet');
    expect(readFileSync(asset('wallet-OLD1.js.br'), 'utf8')).toBe('old wallet br');
    expect(readFileSync(asset('wallet-NEW2.js'), 'utf8')).toBe('new wallet');
    expect(readFileSync(asset('shared-SAME.js'), 'utf8')).toBe('new text');
    // Only assets are kept: the new index.html names the new chunks.
    expect(readFileSync(path.join(root, 'dist', 'index.html'), 'utf8')).toBe('new index');
    // The kept file still says when it was built, so its age keeps counting across deploys.
    expect(statSync(asset('wallet-OLD1.js')).mtime.getTime()).toBe(lastBuild);
  });

  it('drops chunks no build has made for more than 14 days', () => {
    root = mkdtempSync(path.join(tmpdir(), 'web-build-'));
    write(asset('menu-AGED.js'), 'aged', NOW - 15 * DAY);
    write(asset('menu-RECENT.js'), 'recent', NOW - 13 * DAY);

    build({ 'assets/menu-NEW.js': 'new' });

    expect(existsSync(asset('menu-AGED.js'))).toBe(false);
    expect(existsSync(asset('menu-RECENT.js'))).toBe(true);
    expect(existsSync(asset('menu-NEW.js'))).toBe(true);
  });

  it('takes the previous release’s assets from elsewhere for a clean build, and leaves a build that writes nothing alone', () => {
    root = mkdtempSync(path.join(tmpdir(), 'web-build-'));
    const released = path.join(root, 'release-assets');
    write(path.join(released, 'home-REL.js'), 'released', NOW - DAY);
    build({ 'assets/home-NEW.js': 'new' }, { previousDir: released });
    expect(readFileSync(asset('home-REL.js'), 'utf8')).toBe('released');

    write(asset('kept-by-nobody.js'), 'x', NOW);
    build({}, { write: false });
    expect(existsSync(asset('kept-by-nobody.js'))).toBe(true);
  });
});
