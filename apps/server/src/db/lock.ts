import { linkSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

export const LOCK_FILE_NAME = 'server.lock';

/** Linux reports process start times in clock ticks of 1/100 s (USER_HZ, fixed by its ABI). */
const TICKS_PER_SECOND = 100;

/**
 * PGlite is a single-process database: two servers on one DATA_DIR would corrupt it. The
 * first process holds DATA_DIR/server.lock, naming itself by pid and start time; a second
 * refuses to start while that process lives, and takes over a lock whose process is gone.
 *
 * A pid alone does not name a process: after a crash or a reboot the lock's pid can belong
 * to any other program, which would keep the server from ever starting again. So the lock
 * also records the holder's start time (/proc/<pid>/stat), and a live process with another
 * start time is not the holder. A lock written by an older version (pid only) is judged by
 * when it was written: a process that started after that cannot have written it.
 *
 * The lock file appears complete or not at all (written aside, then hard-linked into place,
 * which fails if it exists), so no process ever reads a half-written record.
 * @returns a release function (idempotent; removes the lock only while it is still ours).
 * @throws DataDirLockedError naming the holder and how to proceed.
 */
export function acquireDataDirLock(dataDir: string, pid: number = process.pid): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE_NAME);
  const record = lockRecordFor(pid);
  const candidate = `${file}.${pid}.${Date.now()}`;
  writeFileSync(candidate, record, { mode: 0o644 });
  try {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      try {
        linkSync(candidate, file);
        return releaserFor(file, record);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holderText = readLock(file);
      if (holderText === null) continue; // released meanwhile: try again
      const holder = parseLockRecord(holderText);
      if (holder && holder.pid !== pid && holdsLock(holder, file)) {
        throw new DataDirLockedError(
          `Another server (pid ${holder.pid}) is already using the data directory ${dataDir}. ` +
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

interface LockHolder {
  pid: number;
  /** Clock ticks after boot (/proc/<pid>/stat field 22); null in a lock written by an older version. */
  startTicks: string | null;
}

/** "<pid> <start ticks>", or just the pid where the start time cannot be read (not Linux). */
export function lockRecordFor(pid: number): string {
  const startTicks = processStartTicks(pid);
  return startTicks === null ? String(pid) : `${pid} ${startTicks}`;
}

function parseLockRecord(text: string): LockHolder | null {
  const match = /^(\d+)(?: (\d+))?$/.exec(text);
  if (!match) return null;
  const pid = Number(match[1]);
  return pid > 0 && Number.isSafeInteger(pid) ? { pid, startTicks: match[2] ?? null } : null;
}

function holdsLock(holder: LockHolder, file: string): boolean {
  if (!isAlive(holder.pid)) return false;
  const startTicks = processStartTicks(holder.pid);
  // No /proc (not Linux): the pid is all there is to go on.
  if (startTicks === null) return true;
  if (holder.startTicks !== null) return startTicks === holder.startTicks;
  const startedAtMs = bootTimeMs() + (Number(startTicks) / TICKS_PER_SECOND) * 1000;
  // A second of slack: the boot time is given in whole seconds.
  return startedAtMs <= lockWrittenAtMs(file) + 1000;
}

/** Field 22 of /proc/<pid>/stat; the command name (field 2) may hold spaces and parentheses. */
function processStartTicks(pid: number): string | null {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields after the name start at field 3 (state), so field 22 is at index 19.
  const startTicks = fields[19];
  return startTicks && /^\d+$/.test(startTicks) ? startTicks : null;
}

function bootTimeMs(): number {
  const btime = /^btime (\d+)$/m.exec(readFileSync('/proc/stat', 'utf8'));
  return btime ? Number(btime[1]) * 1000 : 0;
}

function lockWrittenAtMs(file: string): number {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

function releaserFor(file: string, record: string): () => void {
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (readLock(file) === record) rmSync(file, { force: true });
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
