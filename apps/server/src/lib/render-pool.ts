import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { AppError } from './errors.ts';

/*
 * One bounded pool of worker threads for every heavy render or parse (QR sheets and images,
 * menu spreadsheets in and out), so that no request can keep the event loop from answering
 * others (issue 16: a 61-code sheet was 4 s of main-thread CPU). Sized from the cores with one
 * left to the event loop; each thread's heap is capped, which also caps the memory that hostile
 * spreadsheets can take (eight at once took the process to 3 GB). Work beyond the threads waits
 * in a short queue; beyond that it is refused at once with 503 and Retry-After rather than
 * piling up memory and latency.
 */

/** Threads: one core stays with the event loop; four is plenty for a venue dashboard and bounds memory. */
export const RENDER_THREADS = Math.max(1, Math.min(4, availableParallelism() - 1));
/** Tasks that may wait for a thread; a sheet takes about a second, so the last waits seconds, not minutes. */
export const RENDER_QUEUE = RENDER_THREADS * 8;
/** Heap per thread: far above any real menu or sheet, well below what a zip bomb would need. */
const THREAD_HEAP_MB = 256;
const IDLE_THREAD_MS = 60_000;
/** Renders yield the CPU to the event loop's thread when both want it (Linux only). */
const NICE_INCREMENT = 10;

export const RENDER_BUSY_MESSAGE = 'We are busy preparing other files right now. Please try again in a few seconds.';
const RETRY_AFTER_SECONDS = 10;

/**
 * A venue's renders running or waiting at once. The hourly limits count renders, not their
 * overlap: one account asking for 20 different QR sheets at once held every thread and the whole
 * queue, so every other venue's files waited behind it (issue 34). Two lets a download start
 * while another is still being made.
 */
export const RENDERS_PER_VENUE_AT_ONCE = 2;
export const VENUE_RENDERS_MESSAGE = 'We are still preparing your other files. Please wait for them to finish, then try again.';
const VENUE_RETRY_AFTER_SECONDS = 5;
/** Renders in flight per venue on this instance (each instance's pool is its own). */
const venueRenders = new Map<string, number>();

let pool: Piscina | null = null;
const runs = new Map<string, number>();

function poolOf(): Piscina {
  if (pool) return pool;
  pool = new Piscina({
    minThreads: 0,
    maxThreads: RENDER_THREADS,
    maxQueue: RENDER_QUEUE,
    idleTimeout: IDLE_THREAD_MS,
    niceIncrement: NICE_INCREMENT,
    resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB, maxYoungGenerationSizeMb: 32 },
  });
  // A thread that dies with no task on it has no caller to tell, and piscina replaces it; an
  // 'error' without a listener would end the process.
  pool.on('error', (error: Error) => process.emitWarning(error));
  return pool;
}

/** "qr-worker.ts#sheetPdf": how runs are counted. */
const taskName = (file: URL, name: string) => `${path.basename(fileURLToPath(file))}#${name}`;

export interface RenderOptions {
  /** Ends the task: a waiting one leaves the queue, a running one's thread is replaced. */
  signal?: AbortSignal;
  /** Buffers handed to the worker instead of copied (the caller must not use them afterwards). */
  transferList?: ArrayBuffer[];
  /**
   * The venue (profile id) an owner's render is for: at most RENDERS_PER_VENUE_AT_ONCE of them at
   * once. Guests' pages name none: they are shared by every guest and never refused.
   */
  venue?: string;
}

/**
 * Runs the export `name` of the worker module `file` (a .ts file next to its caller; Node strips
 * the types) with `task` in the pool.
 * @throws AppError RATE_LIMITED (429, Retry-After) when the venue already has
 *   RENDERS_PER_VENUE_AT_ONCE renders in flight; UNAVAILABLE (503, Retry-After) when every thread
 *   is busy and the queue is full; otherwise whatever the task throws, or piscina's abort and
 *   out-of-memory errors.
 */
export async function runRender<Result>(file: URL, name: string, task: unknown, options: RenderOptions = {}): Promise<Result> {
  const { venue } = options;
  if (venue === undefined) return runInPool<Result>(file, name, task, options);
  const inFlight = venueRenders.get(venue) ?? 0;
  if (inFlight >= RENDERS_PER_VENUE_AT_ONCE)
    throw new AppError('RATE_LIMITED', VENUE_RENDERS_MESSAGE, { headers: { 'retry-after': String(VENUE_RETRY_AFTER_SECONDS) } });
  venueRenders.set(venue, inFlight + 1);
  try {
    return await runInPool<Result>(file, name, task, options);
  } finally {
    const left = (venueRenders.get(venue) ?? 1) - 1;
    if (left > 0) venueRenders.set(venue, left);
    else venueRenders.delete(venue);
  }
}

async function runInPool<Result>(file: URL, name: string, task: unknown, options: RenderOptions): Promise<Result> {
  const renders = poolOf();
  if (renders.queueSize >= RENDER_QUEUE) throw busy();
  try {
    const result = (await renders.run(task, {
      filename: file.href,
      name,
      signal: options.signal,
      transferList: options.transferList,
    })) as Result;
    const key = taskName(file, name);
    runs.set(key, (runs.get(key) ?? 0) + 1);
    return result;
  } catch (error) {
    // The queue may fill between the check above and the run (threads starting count as free).
    if (error instanceof Error && error.message === 'Task queue is at limit') throw busy();
    throw error;
  }
}

function busy(): AppError {
  return new AppError('UNAVAILABLE', RENDER_BUSY_MESSAGE, { headers: { 'retry-after': String(RETRY_AFTER_SECONDS) } });
}

/** What the pool is doing, for benches and tests; `runs` counts finished tasks by "file#name". */
export function renderPoolStats() {
  return {
    threads: pool?.threads.length ?? 0,
    maxThreads: RENDER_THREADS,
    maxQueue: RENDER_QUEUE,
    queueSize: pool?.queueSize ?? 0,
    runs: Object.fromEntries(runs),
  };
}

/** Finished runs of one task, e.g. `renderRuns(new URL('./qr-worker.ts', import.meta.url), 'sheetPdf')`. */
export const renderRuns = (file: URL, name: string) => runs.get(taskName(file, name)) ?? 0;
