import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/fixtures.ts';
import { redisReachable, REDIS_TEST_URL } from '../../../test/redis.ts';
import { createTestApp, TEST_PHONES, type TestApp } from '../../../test/test-app.ts';

/** Login codes through the configured providers: the HTTP gateway and the Redis limiter. */
describe('login with SMS_PROVIDER=http', () => {
  let gateway: Server;
  let status = 200;
  const received: Array<{ authorization: string | undefined; body: { to: string; otp: string; message: string } }> = [];
  let t: TestApp;

  beforeAll(async () => {
    gateway = createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk) => (raw += chunk));
      request.on('end', () => {
        received.push({ authorization: request.headers.authorization, body: JSON.parse(raw) });
        response.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const port = (gateway.address() as AddressInfo).port;
    t = await createTestApp({
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: `http://127.0.0.1:${port}/send`,
      SMS_HTTP_TOKEN: 'gateway-token',
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => gateway.close(() => resolve()));
  });

  const requestCode = (mobileNumber: string) =>
    call(t.app, { method: 'POST', url: '/v1/user/addNewUser', payload: { mobileNumber } });

  it('sends the code to the gateway and logs in with it', async () => {
    status = 200;
    expect((await requestCode('98450 00001')).status).toBe(200);
    const sent = received.at(-1)!;
    expect(sent.authorization).toBe('Bearer gateway-token');
    expect(sent.body.to).toBe('+919845000001');
    expect(sent.body.otp).toMatch(/^\d{6}$/);
    expect(sent.body.message).toContain(sent.body.otp);
    const login = await call(t.app, {
      method: 'POST',
      url: '/v1/user/validateOtp',
      payload: { mobileNumber: '+919845000001', otp: sent.body.otp },
    });
    expect(login.status).toBe(200);
  });

  it('answers 503 when the gateway refuses, and lets the user ask again at once', async () => {
    status = 500;
    const failed = await requestCode('98450 00002');
    expect(failed.status).toBe(503);
    expect(failed.json.responseStatus).toMatchObject({
      errorCode: 'UNAVAILABLE',
      errorMessage: 'Could not send the code. Please try again.',
    });
    status = 200;
    // No 30 s wait: the failed code was never delivered, so it does not count as pending.
    expect((await requestCode('98450 00002')).status).toBe(200);
  });

  it('does not spend the number’s hourly allowance on codes the gateway refused', async () => {
    // Five failures, then the gateway recovers: the number still has all five codes of its hour.
    status = 500;
    for (let i = 0; i < 5; i += 1) expect((await requestCode('98450 00003')).status).toBe(503);
    status = 200;
    expect((await requestCode('98450 00003')).status).toBe(200);
  });

  it('sends nothing to the gateway for SMS_TEST_OTP numbers', async () => {
    const before = received.length;
    expect((await requestCode(TEST_PHONES.owner.phone)).status).toBe(200);
    expect(received.length).toBe(before);
  });
});

describe.skipIf(!(await redisReachable()))('login limits with REDIS_URL', () => {
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    one = await createTestApp({ REDIS_URL: REDIS_TEST_URL });
    two = await createTestApp({ REDIS_URL: REDIS_TEST_URL });
  });
  afterAll(async () => {
    await one.close();
    await two.close();
  });

  it('shares the per-address hourly limit between two API instances', async () => {
    // A documentation-range address unique to this run, so earlier runs' keys do not count.
    const address = `2001:db8::${(Date.now() % 0xffff).toString(16)}:${process.pid.toString(16)}`;
    const apps = [one.app, two.app];
    const numbers = Array.from({ length: 21 }, (_, i) => `+91 93${String(Date.now()).slice(-3)}${String(i).padStart(5, '0')}`);
    for (let i = 0; i < 20; i += 1) {
      const res = await call(apps[i % 2]!, {
        method: 'POST',
        url: '/v1/user/userLogin',
        payload: { mobileNumber: numbers[i] },
        remoteAddress: address,
      });
      expect(res.status, `request ${i + 1}`).toBe(200);
    }
    const refused = await call(two.app, {
      method: 'POST',
      url: '/v1/user/userLogin',
      payload: { mobileNumber: numbers[20] },
      remoteAddress: address,
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
  });
});
