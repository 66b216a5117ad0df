import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { jobKinds } from './index.ts';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every job kind the code can schedule: the `kind: 'feature.name'` of each job's shape or definition. */
function kindsWrittenInSource(): Set<string> {
  const kinds = new Set<string>();
  for (const file of globSync('**/*.ts', { cwd: SRC, exclude: (name) => name.endsWith('.test.ts') })) {
    for (const match of readFileSync(path.join(SRC, file), 'utf8').matchAll(/\bkind: '([a-z]+\.[a-z-]+)'/g)) {
      kinds.add(match[1]!);
    }
  }
  return kinds;
}

describe('the one list of job kinds (modules/index.ts jobKinds)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('holds every kind a feature can schedule, each once', () => {
    const listed = jobKinds(t.app).map((job) => job.kind);
    expect(new Set(listed).size).toBe(listed.length);
    const written = kindsWrittenInSource();
    // The scan itself works: the notifier's, term life's and the sandbox's kinds are among them.
    expect(written).toContain('notify.send');
    expect(written).toContain('subscription.suspend');
    expect(written).toContain('payments.sandbox-webhook');
    expect([...written].sort()).toEqual([...listed].sort());
  });

  it("runs a listed kind on the app's runner: a sandbox payment's webhook reaches our route", async () => {
    // Scheduling a kind the runner does not hold leaves it failed; a listed one runs and retries.
    const sandbox = jobKinds(t.app).find((job) => job.kind === 'payments.sandbox-webhook')!;
    await expect(
      sandbox.run(
        { eventId: 'evt_1', body: '{}' },
        { id: 'j', kind: sandbox.kind, profileId: null, attempt: 1 },
        {
          db: t.app.deps.db,
          log: t.app.log,
          now: new Date(),
        },
      ),
    ).rejects.toThrow(/the webhook route answered (?!200)\d+/);
  });
});
