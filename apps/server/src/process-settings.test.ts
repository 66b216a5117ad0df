import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parentEnv } from '../test/server-process.ts';
import { SERVER_MALLOC_TUNABLES } from './process-settings.ts';

/** A process that restarts itself with the server's settings and prints what it then has. */
const probe = `
  import { restartWithServerSettings } from ${JSON.stringify(path.resolve(import.meta.dirname, 'process-settings.ts'))};
  process.stderr.write('started ' + process.pid + '\\n');
  restartWithServerSettings();
  console.log(JSON.stringify({ pid: process.pid, execArgv: process.execArgv, tunables: process.env.GLIBC_TUNABLES ?? null }));
`;

function runProbe(env: NodeJS.ProcessEnv) {
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', probe], { env, encoding: 'utf8' });
  expect(result.status, result.stderr).toBe(0);
  return { starts: result.stderr.match(/started \d+/g) ?? [], answer: JSON.parse(result.stdout) as Record<string, unknown> };
}

describe.runIf(process.platform === 'linux')('restartWithServerSettings', () => {
  it('restarts once, in place, with the Node option and the malloc tunables when both are missing', () => {
    const env = parentEnv();
    delete env.GLIBC_TUNABLES;
    const { starts, answer } = runProbe(env);
    expect(starts).toHaveLength(2);
    expect(new Set(starts)).toEqual(new Set([`started ${String(answer.pid)}`]));
    expect(answer.execArgv).toContain('--max-semi-space-size=16');
    expect(answer.tunables).toBe(SERVER_MALLOC_TUNABLES);
  });

  it("keeps an operator's own tunables and Node option", () => {
    const env = { ...parentEnv(), GLIBC_TUNABLES: 'glibc.malloc.arena_max=4' };
    const { starts, answer } = runProbe({ ...env, NODE_OPTIONS: '' });
    expect(starts).toHaveLength(2);
    expect(answer.tunables).toBe('glibc.malloc.arena_max=4');
    expect(answer.execArgv).toContain('--max-semi-space-size=16');
  });
});
