import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A stand-in for the built guest bundle (`apps/web/dist/public-menu`): a Vite manifest naming
 * the page's entry (its script, a chunk it shares with the menu's, and their stylesheets), for
 * tests of what a page links and inlines. Pass `distDir` as the config's `webDistDir`.
 */
export function fakePublicBundle(entry: { source: string; file: string; css: string }) {
  const distDir = mkdtempSync(path.join(tmpdir(), 'public-dist-'));
  mkdirSync(path.join(distDir, 'public-menu/.vite'), { recursive: true });
  mkdirSync(path.join(distDir, 'public-menu/assets'), { recursive: true });
  writeFileSync(
    path.join(distDir, 'public-menu/.vite/manifest.json'),
    JSON.stringify({
      _shared: { file: 'assets/shared.js', css: ['assets/shared.css'] },
      [entry.source]: { file: `assets/${entry.file}`, imports: ['_shared'], css: ['assets/entry.css'] },
      'src/guest/client/entry-client.tsx': { file: 'assets/menu.js', imports: ['_shared'] },
    }),
  );
  writeFileSync(path.join(distDir, 'public-menu/assets/shared.css'), '.pm{color:teal}');
  writeFileSync(path.join(distDir, 'public-menu/assets/entry.css'), entry.css);
  return { distDir, remove: () => rmSync(distDir, { recursive: true, force: true }) };
}
