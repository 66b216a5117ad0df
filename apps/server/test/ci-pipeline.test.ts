import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/* CI must refuse what `npm run validate` refuses, without running the unit tests twice. */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const scripts: Record<string, string> = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts;
const ciCommands = readFileSync(path.join(root, '.ci/run'), 'utf8')
  .split('\n')
  .map((line) => line.trim().replace(/^phase "[^"]*" /, ''))
  .filter((line) => line.startsWith('npm '));

describe('the check script', () => {
  it('typechecks, lints and checks formatting', () => {
    expect(scripts.check!.split(' && ')).toEqual(['npm run typecheck', 'npm run lint', 'prettier --check .']);
  });

  it('is what validate runs before the unit tests', () => {
    expect(scripts.validate).toBe('npm run check && npm run test:unit');
  });
});

describe('.ci/run', () => {
  it('runs the check, then every test', () => {
    expect(ciCommands.indexOf('npm run check')).toBeGreaterThan(-1);
    expect(ciCommands.indexOf('npm run check')).toBeLessThan(ciCommands.indexOf('npm test'));
  });

  it('prints how long each phase took, whatever the outcome', () => {
    const script = readFileSync(path.join(root, '.ci/run'), 'utf8');
    expect(script).toMatch(/^trap report EXIT$/m);
    expect(ciCommands).toContain('npm test');
  });

  it('runs the unit tests once on the default database, not again through validate', () => {
    expect(ciCommands).not.toContain('npm run validate');
    expect(scripts.test).toContain('npm run test:unit');
  });
});
