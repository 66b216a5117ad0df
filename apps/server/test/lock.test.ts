import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE_NAME, lockRecordFor } from '../src/db/lock.ts';

const dirs: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'venue-lock-'));
  dirs.push(dir);
  return dir;
}

/** A live process other than this one (it just waits until killed). */
function liveProcess(): Promise<number> {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.once('spawn', () => resolve(child.pid!));
    child.once('error', reject);
  });
}

/** A live process that is not a server: `sleep`, as any program could hold a reused pid. */
function foreignProcess(): Promise<number> {
  const child = spawn('sleep', ['60'], { stdio: 'ignore' });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.once('spawn', () => resolve(child.pid!));
    child.once('error', reject);
  });
}

/** The pid of a process that has already exited. */
function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
  return new Promise((resolve, reject) => {
    child.once('exit', () => resolve(child.pid!));
    child.once('error', reject);
  });
}

describe('acquireDataDirLock', () => {
  it('writes our pid and start time, and release removes the lock', () => {
    const dir = tempDir();
    const release = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, LOCK_FILE_NAME), 'utf8')).toMatch(new RegExp(`^${process.pid} \\d+$`));
    release();
    expect(existsSync(path.join(dir, LOCK_FILE_NAME))).toBe(false);
    // Nothing else is left behind in the data directory.
    expect(readdirSync(dir)).toEqual([]);
  });

  it('refuses while another live process holds the directory, with a clear message', async () => {
    const dir = tempDir();
    const holder = await liveProcess();
    acquireDataDirLock(dir, holder);
    let refused: unknown = null;
    try {
      acquireDataDirLock(dir);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(DataDirLockedError);
    expect((refused as Error).message).toBe(
      `Another server (pid ${holder}) is already using the data directory ${dir}. Stop it first, or start this one with a different DATA_DIR. If no server is running, delete ${path.join(dir, LOCK_FILE_NAME)}.`,
    );
    // The holder's lock is untouched.
    expect(readFileSync(path.join(dir, LOCK_FILE_NAME), 'utf8')).toBe(lockRecordFor(holder));
  });

  it('takes over a lock left by a process that died', async () => {
    const dir = tempDir();
    const dead = await deadPid();
    writeFileSync(path.join(dir, LOCK_FILE_NAME), String(dead));
    const release = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, LOCK_FILE_NAME), 'utf8')).toBe(lockRecordFor(process.pid));
    release();
  });

  it('takes over a lock left long ago whose pid now belongs to another live program', async () => {
    const dir = tempDir();
    const foreign = await foreignProcess();
    const file = path.join(dir, LOCK_FILE_NAME);
    // A lock as older versions wrote it (the pid alone), by a server that died an hour ago.
    writeFileSync(file, String(foreign));
    const anHourAgo = new Date(Date.now() - 3_600_000);
    utimesSync(file, anHourAgo, anHourAgo);
    const release = acquireDataDirLock(dir);
    expect(readFileSync(file, 'utf8')).toBe(lockRecordFor(process.pid));
    release();
  });

  it('takes over a lock naming a live pid with another start time', async () => {
    const dir = tempDir();
    const foreign = await foreignProcess();
    const [, startTicks] = lockRecordFor(foreign).split(' ');
    writeFileSync(path.join(dir, LOCK_FILE_NAME), `${foreign} ${Number(startTicks) - 1}`);
    const release = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, LOCK_FILE_NAME), 'utf8')).toBe(lockRecordFor(process.pid));
    release();
  });

  it('still respects a pid-only lock written after its live process started', async () => {
    const dir = tempDir();
    const holder = await liveProcess();
    writeFileSync(path.join(dir, LOCK_FILE_NAME), String(holder));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
  });

  it('takes over an empty or garbled lock file', () => {
    for (const content of ['', 'not a pid', '-5']) {
      const dir = tempDir();
      writeFileSync(path.join(dir, LOCK_FILE_NAME), content);
      const release = acquireDataDirLock(dir);
      expect(readFileSync(path.join(dir, LOCK_FILE_NAME), 'utf8')).toBe(lockRecordFor(process.pid));
      release();
    }
  });

  it('never removes a lock that another process took over meanwhile', async () => {
    const dir = tempDir();
    const release = acquireDataDirLock(dir);
    const successor = await liveProcess();
    writeFileSync(path.join(dir, LOCK_FILE_NAME), String(successor));
    release();
    expect(readFileSync(path.join(dir, LOCK_FILE_NAME), 'utf8')).toBe(String(successor));
  });

  it('creates a missing data directory', () => {
    const dir = path.join(tempDir(), 'nested', 'data');
    const release = acquireDataDirLock(dir);
    expect(existsSync(path.join(dir, LOCK_FILE_NAME))).toBe(true);
    release();
  });
});
