import { createRequire } from 'node:module';
import path from 'node:path';
import type { Alias } from 'vite';

const require = createRequire(import.meta.url);

/**
 * Aliases for the build only, for packages whose exports name their development build alone.
 * React Router 7's do (remix-run/react-router#14102): a production bundle ran its dev-time
 * checks, and /menu's cold start matched its routes ~3.6% slower on a throttled phone (issue 15
 * "Speed"). The dev server and the tests keep the development build and its warnings.
 */
export function productionBuilds(): Alias[] {
  const reactRouter = path.dirname(require.resolve('react-router/package.json'));
  return [{ find: /^react-router$/, replacement: path.join(reactRouter, 'dist/production/index.mjs') }];
}
