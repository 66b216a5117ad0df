import { tmpdir } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { OTP_PER_ADDRESS_PER_HOUR } from '@venue/shared';
import { ConfigError, loadConfig } from '../src/config.ts';
import { call } from './fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** Numbers 9198765000xx: valid Indian mobiles, none of them test numbers. */
const phone = (n: number) => `98765${String(n).padStart(5, '0')}`;

async function requestCodesFromSpoofedAddresses(t: TestApp, count: number) {
  const statuses: number[] = [];
  for (let n = 0; n < count; n += 1) {
    const res = await call(t.app, {
      method: 'POST',
      url: '/v1/user/userLogin',
      payload: { mobileNumber: phone(n) },
      remoteAddress: '198.51.100.7',
      headers: { 'x-forwarded-for': `203.0.113.${n + 1}` },
    });
    statuses.push(res.status);
  }
  return statuses;
}

describe('client address behind proxies', () => {
  let t: TestApp | null = null;
  afterEach(async () => {
    await t?.close();
    t = null;
  });

  it('ignores X-Forwarded-For by default, so a client cannot pick its address to pass the per-address code limit', async () => {
    t = await createTestApp();
    const statuses = await requestCodesFromSpoofedAddresses(t, OTP_PER_ADDRESS_PER_HOUR + 1);
    expect(statuses.slice(0, OTP_PER_ADDRESS_PER_HOUR).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('uses X-Forwarded-For from a proxy that TRUST_PROXY names', async () => {
    t = await createTestApp({ TRUST_PROXY: '198.51.100.0/24' });
    const statuses = await requestCodesFromSpoofedAddresses(t, OTP_PER_ADDRESS_PER_HOUR + 1);
    expect(statuses).toEqual(Array(OTP_PER_ADDRESS_PER_HOUR + 1).fill(200));
  });

  it('accepts address lists, and refuses "true" with a message naming it', () => {
    const env = { DATA_DIR: tmpdir() };
    expect(() => loadConfig({ ...env, TRUST_PROXY: '2' }, { inMemoryDatabase: true })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ ...env, TRUST_PROXY: 'loopback, 10.0.0.0/8' }, { inMemoryDatabase: true }).TRUST_PROXY).toEqual([
      'loopback',
      '10.0.0.0/8',
    ]);
    expect(loadConfig(env, { inMemoryDatabase: true }).TRUST_PROXY).toBe(false);
    expect(() => loadConfig({ ...env, TRUST_PROXY: 'true' }, { inMemoryDatabase: true })).toThrow(ConfigError);
    expect(() => loadConfig({ ...env, TRUST_PROXY: 'true' }, { inMemoryDatabase: true })).toThrow(
      /TRUST_PROXY: must be false, or proxy addresses/,
    );
  });
});
