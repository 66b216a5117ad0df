/**
 * `npm start`: builds the dashboard when its build is missing or older than its sources,
 * then runs the server on the embedded defaults (PGlite and media in ./data) with a seeded
 * demo venue. The server applies migrations itself and prints the URL and how to log in.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dashboardBuildCommand, isDashboardBuildStale } from '../apps/server/src/dashboard-build.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

if (isDashboardBuildStale(root)) {
  console.log('Building the dashboard…');
  const { command, args, env } = dashboardBuildCommand(process.env);
  const build = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
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
