import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parentEnv } from '../test/server-process.ts';
import { SERVER_MALLOC_TUNABLES, SERVER_NODE_ARGS } from './process-settings.ts';

/** A process that restarts itself with the server's settings and prints what it then has. */
const probe = `
  import module from 'node:module';
  import path from 'node:path';
  import { restartWithServerSettings } from ${JSON.stringify(path.resolve(import.meta.dirname, 'process-settings.ts'))};
  process.stderr.write('started ' + process.pid + '\\n');
  restartWithServerSettings();
  console.log(JSON.stringify({
    pid: process.pid,
    execArgv: process.execArgv,
    tunables: process.env.GLIBC_TUNABLES ?? null,
    // Node keeps each version's entries in a folder of its own inside the one it was given.
    compileCache: module.getCompileCacheDir() ? path.dirname(module.getCompileCacheDir()) : null,
    // Node's TypeScript stripper (amaro, SWC in WebAssembly) is loaded on the first .ts file it strips.
    stripperLoaded: process.moduleLoadList.some((loaded) => loaded.includes('amaro')),
  }));
`;

/** The parent's environment without a compile cache of its own, the temporary folder in `tmp`. */
function envWithTmp(tmp: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...parentEnv(), TMPDIR: tmp };
  delete env.NODE_COMPILE_CACHE;
  delete env.NODE_DISABLE_COMPILE_CACHE;
  return env;
}

function runProbe(env: NodeJS.ProcessEnv) {
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', probe], { env, encoding: 'utf8' });
  expect(result.status, result.stderr).toBe(0);
  return { starts: result.stderr.match(/started \d+/g) ?? [], answer: JSON.parse(result.stdout) as Record<string, unknown> };
}

describe.runIf(process.platform === 'linux')('restartWithServerSettings', () => {
  it('restarts once, in place, with the Node options and the malloc tunables when they are missing', () => {
    const env = parentEnv();
    delete env.GLIBC_TUNABLES;
    const { starts, answer } = runProbe(env);
    expect(starts).toHaveLength(2);
    expect(new Set(starts)).toEqual(new Set([`started ${String(answer.pid)}`]));
    expect(answer.execArgv).toEqual(expect.arrayContaining(SERVER_NODE_ARGS));
    expect(answer.tunables).toBe(SERVER_MALLOC_TUNABLES);
  });

  it("keeps an operator's own tunables and adds the Node options", () => {
    const env = { ...parentEnv(), GLIBC_TUNABLES: 'glibc.malloc.arena_max=4' };
    const { starts, answer } = runProbe({ ...env, NODE_OPTIONS: '' });
    expect(starts).toHaveLength(2);
    expect(answer.tunables).toBe('glibc.malloc.arena_max=4');
    expect(answer.execArgv).toEqual(expect.arrayContaining(SERVER_NODE_ARGS));
  });

  describe("Node's compile cache", () => {
    let tmp: string;
    beforeEach(() => {
      tmp = mkdtempSync(path.join(os.tmpdir(), 'compile-cache-'));
    });
    afterEach(() => rmSync(tmp, { recursive: true, force: true }));

    it('runs the TypeScript stripped by an earlier start from the cache: the stripper is not loaded again', () => {
      const env = envWithTmp(tmp);
      const first = runProbe(env).answer;
      expect(first.compileCache).toBe(path.join(tmp, 'node-compile-cache'));
      expect(first.stripperLoaded).toBe(true);
      const second = runProbe(env).answer;
      expect(second.compileCache).toBe(path.join(tmp, 'node-compile-cache'));
      expect(second.stripperLoaded).toBe(false);
    });

    it("keeps an operator's own folder, and stays off when Node's switch turns it off", () => {
      const own = path.join(tmp, 'own-cache');
      expect(runProbe({ ...envWithTmp(tmp), NODE_COMPILE_CACHE: own }).answer.compileCache).toBe(own);
      expect(runProbe({ ...envWithTmp(tmp), NODE_DISABLE_COMPILE_CACHE: '1' }).answer.compileCache).toBeNull();
    });
  });
});
