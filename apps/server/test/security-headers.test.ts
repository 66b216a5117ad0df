import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SUPPLIER } from '../src/config.ts';
import { createUser, headersFor, nextPhone } from './fixtures.ts';
import { createTestApp, PRODUCTION_ENV, type TestApp } from './test-app.ts';

/*
 * Issue 16, finding 6: the dashboard could be framed by any site. Every answer carries the
 * security headers, the dashboard a CSP that forbids framing, and the API reference is not
 * handed to strangers in production.
 */

const webDistDir = mkdtempSync(path.join(tmpdir(), 'venue-web-'));
mkdirSync(path.join(webDistDir, 'assets'));
writeFileSync(
  path.join(webDistDir, 'index.html'),
  '<!doctype html><html><head><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>',
);
writeFileSync(path.join(webDistDir, 'assets', 'index.js'), 'console.log(1)');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { overrides: { webDistDir } });
});
afterAll(async () => {
  await t.close();
  rmSync(webDistDir, { recursive: true, force: true });
});

function directives(header: string | string[] | number | undefined): Map<string, string> {
  return new Map(
    String(header ?? '')
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => [part.split(/\s+/)[0]!, part.slice(part.indexOf(' ') + 1)]),
  );
}

describe('the dashboard cannot be framed', () => {
  it('its page carries a CSP with frame-ancestors none, X-Frame-Options DENY and the usual headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/menu' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const csp = directives(res.headers['content-security-policy']);
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('object-src')).toBe("'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    // Headers for browsers and plug-ins that are gone are left out (plugins/security-headers.ts).
    for (const obsolete of ['x-xss-protection', 'x-download-options', 'x-permitted-cross-domain-policies'])
      expect(res.headers).not.toHaveProperty(obsolete);
  });

  it('its script files carry them too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('security headers on every answer', () => {
  it('an API success, a refusal by the access check, an unknown call', async () => {
    for (const url of ['/v1/status', '/v1/user/getUserProfile/', '/v1/no-such-call']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(directives(res.headers['content-security-policy']).get('frame-ancestors'), url).toBe("'none'");
    }
  });

  it('public pages keep their own policy, framable only by the same site', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v/no_such_venue' });
    expect(directives(res.headers['content-security-policy']).get('frame-ancestors')).toBe("'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('/docs outside production', () => {
  it('serves Swagger UI under its own policy, and the document', async () => {
    const ui = await t.app.inject({ method: 'GET', url: '/docs' });
    expect(ui.statusCode).toBe(200);
    expect(directives(ui.headers['content-security-policy']).get('script-src')).toBe("'self'");
    expect(ui.headers['content-security-policy']).not.toMatch(/upgrade-insecure-requests/);
    expect((await t.app.inject({ method: 'GET', url: '/docs/json' })).statusCode).toBe(200);
  });
});

describe('/docs in production', () => {
  const superAdminPhone = nextPhone();
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp({
      ...PRODUCTION_ENV,
      SUPER_ADMIN_PHONES: superAdminPhone,
      SUPPLIER_NAME: DEMO_SUPPLIER.name,
      SUPPLIER_ADDRESS: DEMO_SUPPLIER.address,
      SUPPLIER_GSTIN: DEMO_SUPPLIER.gstin,
    });
  });
  afterAll(async () => {
    await prod.close();
  });

  it('the document only for a super-admin token', async () => {
    const anonymous = await prod.app.inject({ method: 'GET', url: '/docs/json' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ responseStatus: { success: false, errorCode: 'UNAUTHENTICATED' } });

    const someone = await createUser(prod.app);
    const forbidden = await prod.app.inject({ method: 'GET', url: '/docs/json', headers: await headersFor(prod.app, someone) });
    expect(forbidden.statusCode).toBe(403);

    const admin = await createUser(prod.app, superAdminPhone);
    const allowed = await prod.app.inject({ method: 'GET', url: '/docs/json', headers: await headersFor(prod.app, admin) });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toMatchObject({ openapi: expect.stringMatching(/^3\./) });
  });

  it('no sandbox checkout: the free Pay button does not exist', async () => {
    for (const [method, url] of [
      ['GET', '/sandbox/pay/plink_any'],
      ['POST', '/sandbox/pay/plink_any/pay'],
      ['POST', '/sandbox/pay/plink_any/fail'],
    ] as const) {
      const res = await prod.app.inject({ method, url });
      expect(res.statusCode, url).toBe(404);
    }
    expect(prod.app.deps.payments.name).toBe('razorpay');
  });

  it('no Swagger UI page at all', async () => {
    for (const url of ['/docs', '/docs/', '/docs/static/index.html']) {
      const res = await prod.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ responseStatus: { success: false, errorCode: 'NOT_FOUND' } });
    }
  });
});
