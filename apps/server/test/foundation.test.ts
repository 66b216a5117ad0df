import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

describe('foundation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers /health and /ready', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/health' })).json()).toEqual({ status: 'up' });
    const ready = await t.app.inject({ method: 'GET', url: '/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().status).toBe('ready');
  });

  it('answers unknown API paths with the 404 envelope', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v2/doesNotExist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ responseStatus: { success: false, errorCode: 'ROUTE_NOT_FOUND' }, body: null });
  });

  it('answers a body over the limit with 413 in the envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/status',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ blob: 'x'.repeat(2_000_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().responseStatus.errorCode).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses to register an API route without a declared access', async () => {
    t.app.log.level = 'silent';
    const { buildApp } = await import('../src/app.ts');
    const other = await buildApp(t.config, { database: t.app.deps.database });
    expect(() => other.get('/v2/forgotten', async () => 'x')).toThrow(/must declare config.access/);
    await other.close();
  });

  it('serves the OpenAPI document at /docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
  });
});

describe('compression', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('compresses text answers for clients that accept it, and only for them', async () => {
    const br = await t.app.inject({ method: 'GET', url: '/docs/json', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    const plain = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
  });
});
