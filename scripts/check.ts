/**
 * `npm run check`: types, lint and formatting side by side (each is mostly one core; CI has two),
 * each one's output printed whole once it ends, and a failure of any fails the check.
 */
import { spawn } from 'node:child_process';

const CHECKS = [
  ['types', 'npm run typecheck'],
  ['lint', 'npm run lint'],
  ['formatting', 'prettier --check .'],
] as const;

const results = await Promise.all(
  CHECKS.map(
    ([name, command]) =>
      new Promise<{ name: string; code: number; output: string; seconds: number }>((resolve) => {
        const started = performance.now();
        const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.on('close', (code) =>
          resolve({ name, code: code ?? 1, output, seconds: Math.round((performance.now() - started) / 1000) }),
        );
      }),
  ),
);

for (const { name, code, output, seconds } of results) {
  console.log(`\n── ${name}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds} s`);
  if (output.trim()) console.log(output.trimEnd());
}
process.exit(results.some((result) => result.code !== 0) ? 1 : 0);
