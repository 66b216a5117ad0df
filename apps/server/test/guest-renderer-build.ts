import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { GUEST_RENDERER_VARIABLE } from '../src/modules/public-pages/ssr-bundle.ts';

/*
 * Vitest's global set-up: the guest pages' server renderer, built from the web's current source
 * once for the run (~7 s), exactly as `npm run build` builds it for production. The server's
 * tests render with what ships (Preact, decision 0040, and every alias the build sets) rather
 * than a second way of loading the source that could differ from it.
 */
const WEB_DIR = path.resolve(import.meta.dirname, '../../web');

export default async function setup() {
  const dir = mkdtempSync(path.join(tmpdir(), 'venue-guest-renderer-'));
  await build({
    root: WEB_DIR,
    configFile: path.join(WEB_DIR, 'vite.public.config.ts'),
    logLevel: 'warn',
    build: { ssr: true, outDir: dir },
  });
  // The test processes inherit the variable.
  process.env[GUEST_RENDERER_VARIABLE] = path.join(dir, 'public-menu.js');
  return () => rmSync(dir, { recursive: true, force: true });
}
