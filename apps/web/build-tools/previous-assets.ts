import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

/** How long a chunk stays servable after the build that last made it (docs/decisions/0034). */
export const PREVIOUS_ASSETS_KEEP_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface PreviousAssetsOptions {
  keepDays?: number;
  /** The clock, for tests. */
  now?: () => number;
  /**
   * Where the previous release's `assets/` are, when the build does not run over it (a fresh
   * checkout or container): `PREVIOUS_WEB_ASSETS` names it. Default: the output's own `assets/`.
   */
  previousDir?: string | undefined;
}

/**
 * Keeps the previous builds' fingerprinted files in the new build's `assets/` (docs/decisions/0034).
 * A tab opened before a deploy still asks for the chunks its index.html named; Vite empties the
 * output folder, so without this those chunks are 404s and the screen cannot open. Files the new
 * build also makes are the new build's; the others are copied back with their times kept, and
 * dropped once they are older than `keepDays` (a file's time is when a build last wrote it).
 */
export function keepPreviousAssets(options: PreviousAssetsOptions = {}): Plugin {
  const keepMs = (options.keepDays ?? PREVIOUS_ASSETS_KEEP_DAYS) * DAY_MS;
  const now = options.now ?? Date.now;
  let assetsDir = '';
  let saved: string | null = null;
  let writes = true;
  return {
    name: 'keep-previous-assets',
    apply: 'build',
    configResolved(config: ResolvedConfig) {
      writes = config.build.write !== false;
      assetsDir = path.resolve(config.root, config.build.outDir, config.build.assetsDir);
    },
    buildStart() {
      const previous = options.previousDir ?? process.env.PREVIOUS_WEB_ASSETS ?? assetsDir;
      if (!writes || !existsSync(previous)) return;
      // Vite empties the output folder before it writes: the files wait outside it meanwhile.
      saved = mkdtempSync(path.join(tmpdir(), 'previous-assets-'));
      cpSync(previous, saved, { recursive: true, preserveTimestamps: true });
    },
    closeBundle() {
      if (!saved) return;
      try {
        mergePreviousAssets(saved, assetsDir, { keepMs, now: now() });
      } finally {
        rmSync(saved, { recursive: true, force: true });
        saved = null;
      }
    },
  };
}

/**
 * Copies each file of `from` that `into` lacks and is younger than `keepMs`, keeping its time.
 * @returns the names kept and the names dropped for their age, relative to `from`.
 */
export function mergePreviousAssets(
  from: string,
  into: string,
  { keepMs, now }: { keepMs: number; now: number },
): { kept: string[]; dropped: string[] } {
  const kept: string[] = [];
  const dropped: string[] = [];
  for (const name of filesUnder(from)) {
    const target = path.join(into, name);
    if (existsSync(target)) continue;
    const source = path.join(from, name);
    const { mtime, atime } = statSync(source);
    if (now - mtime.getTime() > keepMs) {
      dropped.push(name);
      continue;
    }
    mkdirSync(path.dirname(target), { recursive: true });
    cpSync(source, target, { preserveTimestamps: true });
    utimesSync(target, atime, mtime);
    kept.push(name);
  }
  return { kept, dropped };
}

function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name), path.join(prefix, entry.name)) : [path.join(prefix, entry.name)],
  );
}
