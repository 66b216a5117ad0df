import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const child = path.join(path.dirname(fileURLToPath(import.meta.url)), 'jobs-child.ts');
let workDir = '';

afterEach(() => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

/** Starts the child and resolves once it printed `until` (then kills it with SIGKILL) or exited. */
function runChild(args: string[], options: { killWhen?: (output: string) => boolean } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const process_ = spawn(process.execPath, [child, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    let errors = '';
    const check = () => {
      if (options.killWhen?.(output)) process_.kill('SIGKILL');
    };
    process_.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      check();
    });
    process_.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    const poll = options.killWhen ? setInterval(check, 50) : null;
    process_.on('exit', (code, signal) => {
      if (poll) clearInterval(poll);
      if (code === 0 || signal === 'SIGKILL') resolve(output);
      else reject(new Error(`child ${args[0]} exited with ${code}: ${errors}`));
    });
  });
}

const attemptsIn = (marker: string) => (existsSync(marker) ? readFileSync(marker, 'utf8').split('\n').filter(Boolean) : []);

describe('durable jobs survive kill -9', () => {
  it('a job scheduled before the process was killed runs once after the restart', async () => {
    workDir = mkdtempSync(path.join(tmpdir(), 'venue-jobs-'));
    const dataDir = path.join(workDir, 'pglite');
    const marker = path.join(workDir, 'runs.txt');

    await runChild(['schedule', dataDir, marker], { killWhen: (output) => output.includes('scheduled') });
    expect(attemptsIn(marker)).toEqual([]);

    expect(await runChild(['run', dataDir, marker])).toContain('ran 1');
    expect(await runChild(['run', dataDir, marker])).toContain('ran 0');
    expect(attemptsIn(marker)).toEqual(['1']);
  }, 60_000);

  it('a job whose process was killed mid-run runs again once its lease is over, and only then', async () => {
    workDir = mkdtempSync(path.join(tmpdir(), 'venue-jobs-'));
    const dataDir = path.join(workDir, 'pglite');
    const marker = path.join(workDir, 'runs.txt');

    await runChild(['schedule', dataDir, marker], { killWhen: (output) => output.includes('scheduled') });
    await runChild(['hang', dataDir, marker, '0'], { killWhen: () => attemptsIn(marker).length === 1 });

    expect(await runChild(['run', dataDir, marker, '0'])).toContain('ran 0');
    expect(await runChild(['run', dataDir, marker, '61000'])).toContain('ran 1');
    expect(await runChild(['run', dataDir, marker, '120000'])).toContain('ran 0');
    expect(attemptsIn(marker)).toEqual(['1', '2']);
  }, 90_000);
});
