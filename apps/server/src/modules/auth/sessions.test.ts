import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { decodeJwt, SignJWT } from 'jose';
import { buildApp } from '../../app.ts';
import { call, createUser } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createAuthTestApp, type AuthTestApp } from './auth.test-support.ts';
import { startTokenFamily } from './refresh-tokens.ts';

/** Access tokens live and die with their session (the refresh family named by `sid`). */
describe('sessions: access tokens end with their session', () => {
  let t: AuthTestApp;
  let phoneCounter = 0;
  beforeAll(async () => {
    t = await createAuthTestApp();
  });
  afterAll(() => t.close());

  async function login() {
    phoneCounter += 1;
    const number = `+9197${String(process.pid % 1000).padStart(3, '0')}${String(phoneCounter).padStart(5, '0')}`;
    await t.requestCode(number, `198.51.100.${phoneCounter}`);
    const res = await t.validate(number, t.lastCodeFor(number));
    expect(res.status).toBe(200);
    return res.json.body as { token: { access: { token: string }; refresh: { token: string } }; user: { id: string } };
  }

  const me = (accessToken: string) =>
    call(t.app, { method: 'GET', url: '/v1/user/getUserProfile/', headers: { authorization: `Bearer ${accessToken}` } });

  function expectSessionEnded(res: Awaited<ReturnType<typeof me>>) {
    expect(res.status).toBe(401);
    expect(res.json.responseStatus).toMatchObject({
      errorCode: 'UNAUTHENTICATED',
      errorMessage: 'Your session has ended. Please log in again.',
    });
  }

  it('refuses an access token the moment its session logs out, though it was just accepted', async () => {
    const session = await login();
    expect((await me(session.token.access.token)).status).toBe(200);
    const out = await call(t.app, {
      method: 'POST',
      url: '/v1/user/logout',
      payload: { refreshToken: session.token.refresh.token },
    });
    expect(out.status).toBe(200);
    expectSessionEnded(await me(session.token.access.token));
  });

  it('answers a session it has just seen live from memory, without a query, until it logs out', async () => {
    const session = await login();
    expect((await me(session.token.access.token)).status).toBe(200);
    const { sub, sid } = decodeJwt(session.token.access.token);
    const select = vi.spyOn(t.app.deps.db, 'select');
    try {
      await expect(t.app.deps.sessions.assertLive(sub!, sid as string)).resolves.toBeUndefined();
      expect(select).not.toHaveBeenCalled();
      await call(t.app, { method: 'POST', url: '/v1/user/logout', payload: { refreshToken: session.token.refresh.token } });
      select.mockClear();
      await expect(t.app.deps.sessions.assertLive(sub!, sid as string)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
      expect(select).toHaveBeenCalledTimes(1);
    } finally {
      select.mockRestore();
    }
  });

  it('refuses the access tokens of a family revoked for refresh-token reuse', async () => {
    const session = await login();
    t.advance(1);
    const rotated = await call(t.app, {
      method: 'POST',
      url: '/v1/user/refresh-tokens',
      payload: { refreshToken: session.token.refresh.token },
    });
    const newAccess = rotated.json.body.token.access.token as string;
    expect((await me(newAccess)).status).toBe(200);
    t.advance(11);
    await call(t.app, { method: 'POST', url: '/v1/user/refresh-tokens', payload: { refreshToken: session.token.refresh.token } });
    expectSessionEnded(await me(newAccess));
    expectSessionEnded(await me(session.token.access.token));
  });

  it('refuses a signed token without an expiry', async () => {
    const session = await login();
    const claims = JSON.parse(Buffer.from(session.token.access.token.split('.')[1]!, 'base64url').toString('utf8'));
    const forever = await new SignJWT({ phone: claims.phone, sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuer(claims.iss)
      .setIssuedAt()
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    const res = await me(forever);
    expect(res.status).toBe(401);
    expect(res.json.responseStatus.errorCode).toBe('UNAUTHENTICATED');
  });
});

describe('sessions: several instances sharing one database and Redis', () => {
  let t: TestApp;
  let second: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp({ REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' });
    second = await buildApp(t.config, { database: t.app.deps.database });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it('a logout on one instance ends the access token on the other at once', async () => {
    const user = await createUser(t.app);
    const pair = await startTokenFamily(t.app.deps.db, t.config, { userId: user.id, phone: user.phone }, new Date());
    const headers = { authorization: `Bearer ${pair.access.token}` };
    expect((await call(second, { method: 'GET', url: '/v1/user/getUserProfile/', headers })).status).toBe(200);
    await call(t.app, { method: 'POST', url: '/v1/user/logout', payload: { refreshToken: pair.refresh.token } });
    expect((await call(second, { method: 'GET', url: '/v1/user/getUserProfile/', headers })).status).toBe(401);
  });
});
