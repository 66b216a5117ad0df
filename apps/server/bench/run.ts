/**
 * `npm run bench`: runs every `*.bench.ts` in this folder in turn, each in its own process (so
 * one bench's memory and event loop never colour another's), and prints their figures.
 * `npm run bench -- menu-read` runs only the benches whose file name contains "menu-read".
 * Benches print figures and never fail on a number; a bench that crashes is reported and the
 * run exits non-zero at the end.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const filters = process.argv.slice(2);
const scripts = readdirSync(benchDir)
  .filter((name) => name.endsWith('.bench.ts'))
  .filter((name) => filters.length === 0 || filters.some((filter) => name.includes(filter)))
  .sort();

const failed: string[] = [];
for (const script of scripts) {
  console.log(`\n== ${script.replace(/\.bench\.ts$/, '')} ==`);
  const started = Date.now();
  const result = spawnSync(process.execPath, [path.join(benchDir, script)], { cwd: path.dirname(benchDir), stdio: 'inherit' });
  if (result.status !== 0) failed.push(script);
  console.log(
    `(${((Date.now() - started) / 1000).toFixed(1)} s${result.status === 0 ? '' : `, exited with ${result.status ?? result.signal}`})`,
  );
}
if (scripts.length === 0) console.log(filters.length > 0 ? `No bench matches ${filters.join(', ')}.` : 'No benches found.');
if (failed.length > 0) {
  console.error(`\nBenches that crashed: ${failed.join(', ')}`);
  process.exitCode = 1;
}
