/**
 * `npm start`: builds the dashboard when its build is missing or older than its sources,
 * then runs the server on the embedded defaults (PGlite and media in ./data) with a seeded
 * demo venue. The server applies migrations itself and prints the URL and how to log in.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webIndex = path.join(root, 'apps/web/dist/index.html');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const sources = ['apps/web/src', 'apps/web/index.html', 'packages/shared/src'].map((p) => path.join(root, p));
const sourceTime = Math.max(...sources.map((p) => (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs)));
if (!existsSync(webIndex) || statSync(webIndex).mtimeMs < sourceTime) {
  console.log('Building the dashboard…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Demo defaults, only where the environment says nothing and never in production.
if (process.env.NODE_ENV !== 'production') {
  process.env.SEED_DEMO ??= '1';
  process.env.SMS_TEST_OTP ??= '919000000001=246810';
  process.env.DASHBOARD_PHONES ??= '919000000001';
}
process.env.DATA_DIR ??= path.join(root, 'data');

await import('../apps/server/src/main.ts');
