/**
 * How `npm start` (scripts/start.ts) decides to build the dashboard and public bundles, and
 * the command it runs. Kept apart from the script so that tests can check both without building.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export interface BuildCommand {
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
}

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** True when the dashboard's build is missing or older than any of its sources. */
export function isDashboardBuildStale(root: string): boolean {
  const webIndex = path.join(root, 'apps/web/dist/index.html');
  if (!existsSync(webIndex)) return true;
  const sources = ['apps/web/src', 'apps/web/index.html', 'packages/shared/src'].map((p) => path.join(root, p));
  const sourceTime = Math.max(...sources.map((p) => (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs)));
  return statSync(webIndex).mtimeMs < sourceTime;
}

/**
 * The build, always in production mode: Vite follows NODE_ENV over its own mode, so a shell with
 * NODE_ENV=development would serve React's development bundles (public JS 133 KB, not 74 KB).
 * The server keeps the caller's NODE_ENV; only the build is pinned.
 */
export function dashboardBuildCommand(env: NodeJS.ProcessEnv): BuildCommand {
  return { command: 'npm', args: ['run', 'build', '-w', 'apps/web'], env: { ...env, NODE_ENV: 'production' } };
}
