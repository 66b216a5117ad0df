import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parentEnv } from '../../test/server-process.ts';

/**
 * A process that fills its heap with ~150 MB of strings, drops them, collects as usual (the
 * pages stay pooled) and then releases; it prints its RSS before and after.
 */
const probe = `
  import { releaseFreedHeapPages } from ${JSON.stringify(path.resolve(import.meta.dirname, 'release-freed-heap.ts'))};
  const rssMb = () => process.memoryUsage().rss / 1048576;
  let kept = [];
  for (let round = 0; round < 8; round += 1) kept.push(Array.from({ length: 100000 }, (_, i) => 'garbage ' + round + ' ' + i + '.'.repeat(80)));
  kept = [];
  globalThis.gc?.();
  const before = rssMb();
  const released = releaseFreedHeapPages();
  console.log(JSON.stringify({ released, before, after: rssMb() }));
`;

function runProbe(nodeArgs: string[]) {
  const result = spawnSync(process.execPath, [...nodeArgs, '--input-type=module', '-e', probe], {
    env: { ...parentEnv(), NODE_OPTIONS: '' },
    encoding: 'utf8',
  });
  expect(result.status, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as { released: boolean; before: number; after: number };
}

describe.runIf(process.platform === 'linux')('releaseFreedHeapPages', () => {
  it('gives back the pages an ordinary collection keeps pooled, when the process has gc', () => {
    const { released, before, after } = runProbe(['--expose-gc', '--max-semi-space-size=8']);
    expect(released).toBe(true);
    // Measured: ~200 MiB before, ~85 after.
    expect(before - after).toBeGreaterThan(50);
  });

  it('does nothing in a process without gc (the tests’ in-process servers)', () => {
    const { released, before, after } = runProbe([]);
    expect(released).toBe(false);
    expect(Math.abs(before - after)).toBeLessThan(5);
  });
});
