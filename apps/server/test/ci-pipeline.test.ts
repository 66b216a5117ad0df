import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ISOLATED, serverTests } from '../vitest.config.ts';
import { NO_DATABASE, POSTGRES_PHASE, SURFACE } from '../vitest.postgres.config.ts';

/* CI must refuse what `npm run validate` refuses, without running the unit tests twice. */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const scripts: Record<string, string> = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts;
const ciCommands = readFileSync(path.join(root, '.ci/run'), 'utf8')
  .split('\n')
  .map((line) => line.trim().replace(/^phase "[^"]*" /, ''))
  .filter((line) => line.startsWith('npm '));

describe('the check script', () => {
  it('typechecks, lints and checks formatting, side by side (scripts/check.ts)', () => {
    expect(scripts.check).toBe('node scripts/check.ts');
    const checkScript = readFileSync(path.join(root, 'scripts/check.ts'), 'utf8');
    const commands = [...checkScript.matchAll(/\['\w+', '([^']+)'\]/g)].map((match) => match[1]);
    expect(commands).toEqual(['npm run typecheck', 'npm run lint', 'prettier --check .']);
    // A failure of any of them fails the check.
    expect(checkScript).toContain('process.exit(results.some((result) => result.code !== 0) ? 1 : 0)');
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

  it('runs the server tests that depend on the database again on PostgreSQL, not the whole suite', () => {
    const script = readFileSync(path.join(root, '.ci/run'), 'utf8');
    expect(script).toMatch(/^export DATABASE_URL=/m);
    expect(ciCommands).toContain('npm run test:postgres -w apps/server');
    expect(ciCommands).not.toContain('npm run test -w apps/server');
    const serverScripts: Record<string, string> = JSON.parse(
      readFileSync(path.join(root, 'apps/server/package.json'), 'utf8'),
    ).scripts;
    expect(serverScripts['test:postgres']).toBe('vitest run -c vitest.postgres.config.ts');
  });

  it('runs the unit tests once on the default database, not again through validate', () => {
    expect(ciCommands).not.toContain('npm run validate');
    expect(scripts.test).toContain('npm run test:unit');
  });
});

describe('the PostgreSQL phase (vitest.postgres.config.ts)', () => {
  const server = path.join(root, 'apps/server');
  const inPhase = new Set(globSync(POSTGRES_PHASE, { cwd: server }));
  for (const file of [...NO_DATABASE, ...SURFACE]) inPhase.delete(file);
  const allTests = globSync(['src/**/*.test.ts', 'test/**/*.test.ts'], { cwd: server });

  it('holds every file with a race test, which only PostgreSQL can fail', () => {
    const withRaces = allTests.filter((file) => /\brace\(/.test(readFileSync(path.join(server, file), 'utf8')));
    expect(withRaces.length).toBeGreaterThan(5);
    expect(withRaces.filter((file) => !inPhase.has(file))).toEqual([]);
  });

  it('holds the tests that ask for PostgreSQL by name, and leaves out some of the suite', () => {
    // This file names the variable only to look for it.
    const naming = allTests.filter(
      (file) =>
        file !== 'test/ci-pipeline.test.ts' && readFileSync(path.join(server, file), 'utf8').includes('process.env.DATABASE_URL'),
    );
    expect(naming.filter((file) => !inPhase.has(file))).toEqual([]);
    expect(inPhase.size).toBeLessThan(allTests.length);
  });
});

describe("the server suite's shared module graph (vitest.config.ts)", () => {
  const server = path.join(root, 'apps/server');
  const allTests = globSync(['src/**/*.test.ts', 'test/**/*.test.ts'], { cwd: server });
  // What a file changes for the whole process: a replaced module, a fake clock, a stubbed global.
  const processWide = /\bvi\.(mock|doMock|useFakeTimers|stubEnv|stubGlobal)\(/;

  it('runs every file that changes the process for itself in a fresh graph', () => {
    const changing = allTests.filter(
      (file) => file !== 'test/ci-pipeline.test.ts' && processWide.test(readFileSync(path.join(server, file), 'utf8')),
    );
    expect(changing.length).toBeGreaterThan(3);
    expect(changing.filter((file) => !ISOLATED.includes(file))).toEqual([]);
  });

  it('names only files that exist', () => {
    expect(ISOLATED.filter((file) => !allTests.includes(file))).toEqual([]);
  });

  it('keeps its workers from file to file: the pool is told, not only the projects', () => {
    // Vitest's one pool for all projects reads `isolate` from the root's poolOptions: without it
    // every file got a fresh process and imported the whole app again (the suite took 4x longer).
    const test = serverTests().test!;
    expect(test.poolOptions?.forks?.isolate).toBe(false);
    const isolatedProject = test.projects!.find(
      (project) => typeof project === 'object' && 'test' in project && project.test?.name === 'isolated',
    ) as { test: { poolOptions?: { forks?: { isolate?: boolean } } } } | undefined;
    expect(isolatedProject?.test.poolOptions?.forks?.isolate).toBe(true);
  });
});
