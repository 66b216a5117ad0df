import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './server-process.ts';
import { readyUrl, startServerProcess, type ServerProcess } from './server-process.ts';

/**
 * The real entry point (src/main.ts) as a child process: start on a temporary DATA_DIR,
 * refuse a second server there, shut down cleanly on SIGTERM/SIGINT, start again.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'venue-lifecycle-'));
/** The first server's temporary folder, where Node's compile cache goes by default. */
const serverTmp = mkdtempSync(path.join(tmpdir(), 'venue-lifecycle-tmp-'));
const running: ChildProcess[] = [];

afterAll(() => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(serverTmp, { recursive: true, force: true });
});

function startServer(extraEnv: Record<string, string> = {}): ServerProcess {
  const server = startServerProcess(dataDir, { SEED_DEMO: '1', ...extraEnv });
  running.push(server.child);
  return server;
}

const lockFile = path.join(dataDir, 'server.lock');

describe('the server process', () => {
  let first: ServerProcess;

  it('starts on a fresh DATA_DIR, seeds the demo venue and says how to log in', async () => {
    first = startServer({ TMPDIR: serverTmp });
    const url = await readyUrl(first);
    const ready = await (await fetch(`${url}/ready`)).json();
    expect(ready).toEqual({ status: 'ready', database: 'pglite', media: 'local' });
    expect(first.output()).toContain('Log in with phone +91 90000 00001 and code 246810');
    expect(first.output()).toContain('Spice Route Kitchen');
    expect(existsSync(lockFile)).toBe(true);
    expect(existsSync(path.join(dataDir, 'jwt-secret'))).toBe(true);
  }, 90_000);

  it("keeps its stripped TypeScript in Node's compile cache, its database thread's included", () => {
    // docs/decisions/0029: main.ts turns the cache on and hands its folder to worker threads.
    const cache = path.join(serverTmp, 'node-compile-cache');
    const sources = readdirSync(cache, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => /sourceURL=(\S+)/.exec(readFileSync(path.join(entry.parentPath, entry.name), 'latin1'))?.[1]);
    expect(sources).toEqual(expect.arrayContaining([expect.stringMatching(/\/src\/serve\.ts$/)]));
    expect(sources).toEqual(expect.arrayContaining([expect.stringMatching(/\/src\/db\/pglite-thread\.ts$/)]));
  });

  it('refuses a second server on the same DATA_DIR with a clear message', async () => {
    const second = startServer();
    const { code } = await second.exited;
    expect(code).toBe(1);
    expect(second.output()).toContain(`Another server (pid ${first.child.pid}) is already using the data directory ${dataDir}.`);
    // The first one is unharmed.
    expect(existsSync(lockFile)).toBe(true);
  }, 60_000);

  it('shuts down cleanly on SIGTERM: exit code 0, lock removed', async () => {
    first.child.kill('SIGTERM');
    const { code, signal } = await first.exited;
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(existsSync(lockFile)).toBe(false);
  }, 30_000);

  it('starts again on the same data (seed idempotent, same secret) and stops on SIGINT', async () => {
    const again = startServer();
    await readyUrl(again);
    expect(again.output()).toContain('Log in with phone +91 90000 00001 and code 246810');
    again.child.kill('SIGINT');
    const { code } = await again.exited;
    expect(code).toBe(0);
    expect(existsSync(lockFile)).toBe(false);
  }, 90_000);

  it('takes over the lock of a server that was killed outright', async () => {
    const killed = startServer();
    await readyUrl(killed);
    killed.child.kill('SIGKILL');
    await killed.exited;
    expect(existsSync(lockFile)).toBe(true);
    const next = startServer();
    await readyUrl(next);
    next.child.kill('SIGTERM');
    expect((await next.exited).code).toBe(0);
  }, 120_000);

  it('has finished starting once it answers /ready: stopped that moment, it exits 0', async () => {
    const port = await freePort();
    const server = startServer({ PORT: String(port) });
    // Asked as fast as it answers, so the stop lands right after the first "ready".
    while (
      !(await fetch(`http://127.0.0.1:${port}/ready`).then(
        (res) => res.ok,
        () => false,
      ))
    ) {
      if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    server.child.kill('SIGTERM');
    const { code } = await server.exited;
    expect(server.output()).not.toContain('Failed to start');
    expect(code).toBe(0);
  }, 90_000);

  it('exits with code 1 and names the value on a bad configuration', async () => {
    const bad = startServer({ PORT: 'abc' });
    const { code } = await bad.exited;
    expect(code).toBe(1);
    expect(bad.output()).toContain('PORT: must be a port number');
  }, 30_000);

  it('refuses to start in production without real payment and SMS providers, naming each', async () => {
    const production = startServer({
      NODE_ENV: 'production',
      JWT_SECRET: 'p'.repeat(40),
      SMS_TEST_OTP: '',
      SEED_DEMO: '0',
      SUPPLIER_NAME: 'Spice Route Technologies Pvt Ltd',
      SUPPLIER_ADDRESS: '12 Marine Drive, Mumbai, Maharashtra 400002',
      SUPPLIER_GSTIN: '27AAPFU0939F1ZV',
    });
    const { code } = await production.exited;
    expect(code).toBe(1);
    for (const missing of [
      'PAYMENT_PROVIDER: must be razorpay in production',
      'SMS_PROVIDER: must be http in production',
      'PUBLIC_BASE_URL: required in production',
    ])
      expect(production.output()).toContain(missing);
    expect(production.output()).not.toContain('running at');
  }, 30_000);
});
