import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

/*
 * Issue 15 "Speed": the dashboard's fingerprinted chunks are cached for a year and never
 * revalidated, while index.html (which names them) is revalidated on every visit, so a deploy
 * reaches everyone at once.
 */
let t: TestApp;
let distDir: string;
beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'venue-dist-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(
    path.join(distDir, 'index.html'),
    '<!doctype html><script type="module" src="/assets/index-AbCd1234.js"></script>',
  );
  writeFileSync(path.join(distDir, 'assets/index-AbCd1234.js'), 'console.log(1)');
  writeFileSync(path.join(distDir, 'assets/login-EfGh5678.js'), 'export {}');
  t = await createTestApp({}, { overrides: { webDistDir: distDir } });
});
afterAll(async () => {
  await t.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('dashboard caching', () => {
  it('serves hashed chunks as immutable for a year', async () => {
    for (const url of ['/assets/index-AbCd1234.js', '/assets/login-EfGh5678.js']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('makes browsers revalidate index.html, on every dashboard path and under its own name', async () => {
    for (const url of ['/login', '/menu', '/', '/index.html']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('/assets/index-AbCd1234.js');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });
});
