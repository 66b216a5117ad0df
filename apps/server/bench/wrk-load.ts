/**
 * Load from wrk (Debian's `wrk` package), for the benches whose figures are set against the
 * floor. autocannon is JavaScript: at 50 connections on a 66 KiB body it used a whole core to
 * receive 1,000 req/s while the node:http floor it measured used 13% of one, and its p99 (93 ms)
 * was its own queue. wrk, in C, drove the same floor at 23,000 req/s with a p99 of 9 ms, so what
 * it reports is the server's (measured 2026-11-24, issue 17).
 */
import { execFile, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

export interface WrkResult {
  requestsPerSecond: number;
  p99Ms: number;
  /** Answers other than 2xx/3xx. */
  non2xx: number;
  /** Connect, read, write errors and time-outs. */
  errors: number;
}

/** Has wrk print its figures as one JSON line (its own report is text). */
const REPORT_SCRIPT = fileURLToPath(new URL('./wrk-report.lua', import.meta.url));
const execFileAsync = promisify(execFile);

/** True when wrk is on the PATH; the benches that need it say how to install it otherwise. */
export function hasWrk(): boolean {
  return spawnSync('wrk', ['--version']).error === undefined;
}

/**
 * `connections` connections from one wrk thread (one core, as the server under test has) for
 * `seconds` (wrk counts whole seconds), every request with `headers`; on CPU `core` alone when
 * given (taskset; the caller checks `canPin`).
 */
export async function wrkLoad(
  url: string,
  options: { connections: number; seconds: number; headers: Record<string, string>; core?: number },
) {
  const headerArgs = Object.entries(options.headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const args = [
    '-t1',
    `-c${options.connections}`,
    `-d${Math.max(1, Math.round(options.seconds))}s`,
    '-s',
    REPORT_SCRIPT,
    ...headerArgs,
    url,
  ];
  const { stdout } =
    options.core === undefined
      ? await execFileAsync('wrk', args)
      : await execFileAsync('taskset', ['-c', String(options.core), 'wrk', ...args]);
  const line = stdout.split('\n').find((text) => text.startsWith('{"requests"'));
  if (!line) throw new Error(`wrk printed no report:\n${stdout}`);
  const report = JSON.parse(line) as { requests: number; durationUs: number; p99Us: number; non2xx: number; errors: number };
  return {
    requestsPerSecond: report.requests / (report.durationUs / 1e6),
    p99Ms: report.p99Us / 1000,
    non2xx: report.non2xx,
    errors: report.errors,
  } satisfies WrkResult;
}
