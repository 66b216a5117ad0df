import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

export const LOCK_FILE_NAME = 'server.lock';

/**
 * PGlite is a single-process database: two servers on one DATA_DIR would corrupt it. The
 * first process holds DATA_DIR/server.lock (its pid); a second refuses to start while that
 * pid is alive, and takes over a lock left behind by a process that died.
 *
 * The lock file appears complete or not at all (written aside, then hard-linked into place,
 * which fails if it exists), so no process ever reads a half-written pid.
 * @returns a release function (idempotent; removes the lock only while it is still ours).
 * @throws DataDirLockedError naming the holder and how to proceed.
 */
export function acquireDataDirLock(dataDir: string, pid: number = process.pid): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE_NAME);
  const candidate = `${file}.${pid}.${Date.now()}`;
  writeFileSync(candidate, String(pid), { mode: 0o644 });
  try {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      try {
        linkSync(candidate, file);
        return releaserFor(file, pid);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holderText = readLock(file);
      if (holderText === null) continue; // released meanwhile: try again
      const holder = Number(holderText);
      if (Number.isInteger(holder) && holder > 0 && holder !== pid && isAlive(holder)) {
        throw new DataDirLockedError(
          `Another server (pid ${holder}) is already using the data directory ${dataDir}. ` +
            `Stop it first, or start this one with a different DATA_DIR. ` +
            `If no server is running, delete ${file}.`,
        );
      }
      // Stale (its process is gone) or our own from an earlier run with the same pid. Remove
      // it only if it still says what we read, so we never delete a lock just taken over.
      if (readLock(file) === holderText) rmSync(file, { force: true });
    }
    throw new DataDirLockedError(
      `Could not lock the data directory ${dataDir}: another server is starting on it at the same time.`,
    );
  } finally {
    rmSync(candidate, { force: true });
  }
}

function releaserFor(file: string, pid: number): () => void {
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (readLock(file) === String(pid)) rmSync(file, { force: true });
  };
}

function readLock(file: string): string | null {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user; it still holds the directory.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
