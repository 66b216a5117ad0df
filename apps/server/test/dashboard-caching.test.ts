import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@venue/shared/dashboard-paths';
import { createTestApp, type TestApp } from './test-app.ts';

/*
 * Issue 15 "Speed": the dashboard's fingerprinted chunks are cached for a year and never
 * revalidated, while index.html (which names them) is revalidated on every visit, so a deploy
 * reaches everyone at once.
 */
const MENU_CHUNK = `export const dishes = ${JSON.stringify(Array.from({ length: 200 }, (_, n) => `Paneer Tikka ${n}`))};`;
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
  // As the build leaves a chunk: the file and its brotli and gzip copies.
  writeFileSync(path.join(distDir, 'assets/menu-IjKl9012.js'), MENU_CHUNK);
  writeFileSync(path.join(distDir, 'assets/menu-IjKl9012.js.br'), brotliCompressSync(MENU_CHUNK));
  writeFileSync(path.join(distDir, 'assets/menu-IjKl9012.js.gz'), gzipSync(MENU_CHUNK));
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

  it('answers a file the build does not have with 404, never the dashboard page', async () => {
    for (const url of [
      '/assets/index-Gone0000.js',
      '/assets/style-Gone0000.css',
      '/favicon.ico',
      '/apple-touch-icon.png',
      '/.env',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('/assets/index-AbCd1234.js');
      expect(res.json(), url).toMatchObject({ responseStatus: { success: false, errorCode: 'NOT_FOUND' } });
    }
    // A dashboard route with an id is still the dashboard.
    expect((await t.app.inject({ method: 'GET', url: '/event/6b0bb25e5c02/guests' })).statusCode).toBe(200);
  });

  it('serves robots.txt as text: guest pages open to search engines, the dashboard not', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toContain('User-agent: *\nAllow: /v/\n');
    expect(res.body).toContain('Disallow: /\n');
    expect(res.body).not.toContain('<html');
  });

  it('answers a deep link to every dashboard route with the dashboard, and any other path with it as a real 404', async () => {
    // Every path the route table names (spec §2), with its ids filled in, and pages inside its areas.
    const named = Object.values(paths).map((entry) => entry.path.replace(/:[A-Za-z]+/g, '6b0bb25e5c02'));
    for (const url of [...named, '/menu/anything', '/profile/settings/x', '/qr-manager/unknown', '/home/', '/HOME']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('/assets/index-AbCd1234.js');
    }
    // docs/decisions/0038: still the app (its shell or login, spec §2), with the status search engines read.
    for (const url of ['/no-such-page', '/menus', '/homepage', '/reservations/nope', '/event/1/guests/x', '/wp-admin/setup']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.body, url).toContain('/assets/index-AbCd1234.js');
    }
  });

  it("sends the build's compressed copy of a chunk as it is, in the coding the browser takes", async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/menu-IjKl9012.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.equals(brotliCompressSync(MENU_CHUNK))).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(MENU_CHUNK);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toMatch(/javascript/);

    const gzip = await t.app.inject({ method: 'GET', url: '/assets/menu-IjKl9012.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(gzipSync(MENU_CHUNK))).toBe(true);

    const plain = await t.app.inject({
      method: 'GET',
      url: '/assets/menu-IjKl9012.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(MENU_CHUNK);
  });
});
