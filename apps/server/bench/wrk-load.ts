/**
 * Load from wrk (Debian's `wrk` package), for the benches whose figures are set against the
 * floor. autocannon is JavaScript: at 50 connections on a 66 KiB body it used a whole core to
 * receive 1,000 req/s while the node:http floor it measured used 13% of one, and its p99 (93 ms)
 * was its own queue. wrk, in C, drove the same floor at 23,000 req/s with a p99 of 9 ms, so what
 * it reports is the server's (measured 2026-11-24, issue 17).
 */
import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

export interface WrkResult {
  requestsPerSecond: number;
  p99Ms: number;
  /** Answers other than 2xx/3xx. */
  non2xx: number;
  /** Connect, read, write errors and time-outs. */
  errors: number;
}

/** wrk's own report is text; this script has it print the figures as one JSON line instead. */
const REPORT_SCRIPT = `
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('{"requests":%d,"durationUs":%d,"p99Us":%d,"non2xx":%d,"errors":%d}\\n',
    summary.requests, summary.duration, latency:percentile(99), e.status, e.connect + e.read + e.write + e.timeout))
end
`;

let scriptFile: string | null = null;

/** True when wrk is on the PATH; the benches that need it say how to install it otherwise. */
export function hasWrk(): boolean {
  return spawnSync('wrk', ['--version']).error === undefined;
}

/**
 * `connections` connections from one wrk thread (one core, as the server under test has) for
 * `seconds` (wrk counts whole seconds), every request with `headers`.
 */
export async function wrkLoad(url: string, options: { connections: number; seconds: number; headers: Record<string, string> }) {
  if (!scriptFile) {
    scriptFile = path.join(mkdtempSync(path.join(tmpdir(), 'wrk-')), 'report.lua');
    writeFileSync(scriptFile, REPORT_SCRIPT);
  }
  const headerArgs = Object.entries(options.headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const args = [
    '-t1',
    `-c${options.connections}`,
    `-d${Math.max(1, Math.round(options.seconds))}s`,
    '-s',
    scriptFile,
    ...headerArgs,
    url,
  ];
  const { stdout } = await promisify(execFile)('wrk', args);
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
