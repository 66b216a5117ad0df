import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { refreshTokens } from '../../db/schema/index.ts';
import { call } from '../../../test/fixtures.ts';
import { createAuthTestApp, type AuthTestApp } from './auth.test-support.ts';

/** Refresh-token rotation, reuse detection and logout (decisions §4, RFC 9700). */
describe('auth: refresh tokens', () => {
  let t: AuthTestApp;
  let phoneCounter = 0;

  beforeAll(async () => {
    t = await createAuthTestApp();
  });
  afterAll(() => t.close());

  /** A fresh login through the real calls; returns its token pair. */
  async function login() {
    phoneCounter += 1;
    const number = `+9196${String(process.pid % 1000).padStart(3, '0')}${String(phoneCounter).padStart(5, '0')}`;
    await t.requestCode(number, `203.0.113.${phoneCounter}`);
    const res = await t.validate(number, t.lastCodeFor(number));
    expect(res.status).toBe(200);
    return res.json.body as {
      token: { access: { token: string }; refresh: { token: string; expires: string } };
      user: { id: string };
    };
  }

  const refresh = (refreshToken: string) =>
    call(t.app, { method: 'POST', url: '/v1/user/refresh-tokens', payload: { refreshToken } });

  function expectRefused(res: Awaited<ReturnType<typeof refresh>>) {
    expect(res.status).toBe(401);
    expect(res.json.responseStatus).toMatchObject({
      errorCode: 'REFRESH_INVALID',
      errorMessage: 'Your session has expired. Please log in again.',
    });
  }

  it('rotates on every refresh: a new pair, the new access token works', async () => {
    const session = await login();
    t.advance(1);
    const first = await refresh(session.token.refresh.token);
    expect(first.status).toBe(200);
    const pair = first.json.body.token;
    expect(pair.refresh.token).not.toBe(session.token.refresh.token);
    expect(pair.access.token).not.toBe(session.token.access.token);
    const me = await call(t.app, {
      method: 'GET',
      url: '/v1/user/getUserProfile/',
      headers: { authorization: `Bearer ${pair.access.token}` },
    });
    expect(me.status).toBe(200);

    t.advance(1);
    const second = await refresh(pair.refresh.token);
    expect(second.status).toBe(200);
    // Stored hashed only.
    const rows = await t.app.deps.db.select().from(refreshTokens).where(eq(refreshTokens.userId, session.user.id));
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row.tokenHash).not.toBe(second.json.body.token.refresh.token);
    expect(new Set(rows.map((row) => row.familyId)).size).toBe(1);
  });

  it('revokes the whole family when a rotated token comes back after the 10 s grace', async () => {
    const session = await login();
    t.advance(1);
    const rotated = await refresh(session.token.refresh.token);
    expect(rotated.status).toBe(200);
    const newest = rotated.json.body.token.refresh.token;

    t.advance(11);
    expectRefused(await refresh(session.token.refresh.token));
    // The thief and the owner are told apart by nobody: the newest token is dead too.
    expectRefused(await refresh(newest));
    const rows = await t.app.deps.db.select().from(refreshTokens).where(eq(refreshTokens.userId, session.user.id));
    expect(rows.every((row) => row.revokedAt !== null)).toBe(true);
  });

  it('answers the immediately previous token within the grace with the same successor', async () => {
    const session = await login();
    t.advance(1);
    const rotated = await refresh(session.token.refresh.token);
    expect(rotated.status).toBe(200);

    // The client lost that response and retries with the token it still holds.
    t.advance(5);
    const retried = await refresh(session.token.refresh.token);
    expect(retried.status).toBe(200);
    expect(retried.json.body.token.refresh.token).toBe(rotated.json.body.token.refresh.token);

    t.advance(1);
    const next = await refresh(retried.json.body.token.refresh.token);
    expect(next.status).toBe(200);
    const rows = await t.app.deps.db.select().from(refreshTokens).where(eq(refreshTokens.userId, session.user.id));
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((row) => row.familyId)).size).toBe(1);
    expect(rows.every((row) => row.revokedAt === null)).toBe(true);
  });

  it('gives no grace to an older token than the immediately previous one', async () => {
    const session = await login();
    t.advance(1);
    const second = await refresh(session.token.refresh.token);
    t.advance(1);
    const third = await refresh(second.json.body.token.refresh.token);
    expect(third.status).toBe(200);
    t.advance(1);
    expectRefused(await refresh(session.token.refresh.token));
    expectRefused(await refresh(third.json.body.token.refresh.token));
  });

  it("keeps the family's absolute 30-day life through rotations", async () => {
    const session = await login();
    const end = session.token.refresh.expires;
    t.advance(29 * 86_400);
    const late = await refresh(session.token.refresh.token);
    expect(late.status).toBe(200);
    expect(late.json.body.token.refresh.expires).toBe(end);
    t.advance(86_400);
    expectRefused(await refresh(late.json.body.token.refresh.token));
  });

  it('refuses unknown, forged and missing refresh tokens', async () => {
    expectRefused(await refresh('bm90LWEtdG9rZW4tbm90LWEtdG9rZW4tbm90LWEtdG9rZW4'));
    const session = await login();
    // One character changed: a different hash, so no such token.
    const forged = session.token.refresh.token.slice(0, -1) + (session.token.refresh.token.endsWith('A') ? 'B' : 'A');
    expectRefused(await refresh(forged));
    const missing = await call(t.app, { method: 'POST', url: '/v1/user/refresh-tokens', payload: {} });
    expect(missing.status).toBe(400);
    const empty = await refresh('');
    expect(empty.status).toBe(400);
    expect(empty.json.responseStatus.errorMessage).toBe('No refresh token available');
    // A forgery attempt does not harm the real session.
    expect((await refresh(session.token.refresh.token)).status).toBe(200);
  });

  it('logout revokes the family of the given refresh token, and only that one', async () => {
    const mine = await login();
    const other = await login();
    const headers = { authorization: `Bearer ${mine.token.access.token}` };

    const res = await call(t.app, {
      method: 'POST',
      url: '/v1/user/logout',
      headers,
      payload: { refreshToken: mine.token.refresh.token },
    });
    expect(res.status).toBe(200);
    expect(res.json.body).toEqual({ loggedOut: true });
    expectRefused(await refresh(mine.token.refresh.token));
    expect((await refresh(other.token.refresh.token)).status).toBe(200);

    const bare = await call(t.app, { method: 'POST', url: '/v1/user/logout', headers });
    expect(bare.status).toBe(200);
  });

  it('logout works with the refresh token alone, after the access token has expired', async () => {
    const session = await login();
    const res = await call(t.app, {
      method: 'POST',
      url: '/v1/user/logout',
      payload: { refreshToken: session.token.refresh.token },
    });
    expect(res.status).toBe(200);
    expectRefused(await refresh(session.token.refresh.token));
    const unknown = await call(t.app, { method: 'POST', url: '/v1/user/logout', payload: { refreshToken: 'not-a-token' } });
    expect(unknown.status).toBe(200);
  });

  it('keeps other sessions of the same user alive when one family is revoked', async () => {
    const number = '+919612300001';
    await t.requestCode(number, '203.0.113.201');
    const phone = await t.validate(number, t.lastCodeFor(number));
    t.advance(31);
    await t.requestCode(number, '203.0.113.202');
    const laptop = await t.validate(number, t.lastCodeFor(number));
    expect(laptop.json.body.user.id).toBe(phone.json.body.user.id);

    t.advance(1);
    await refresh(phone.json.body.token.refresh.token);
    t.advance(11);
    expectRefused(await refresh(phone.json.body.token.refresh.token));
    expect((await refresh(laptop.json.body.token.refresh.token)).status).toBe(200);
  });
});

describe('auth: parallel refreshes', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await createAuthTestApp();
  });
  afterAll(() => t.close());

  it('answers three parallel refreshes with one token (three tabs) with one rotation, and the family lives on', async () => {
    const number = '+919612300002';
    await t.requestCode(number);
    const session = (await t.validate(number, t.lastCodeFor(number))).json.body;
    t.advance(1);
    const payload = { refreshToken: session.token.refresh.token };
    const results = await Promise.all(
      [1, 2, 3].map(() => call(t.app, { method: 'POST', url: '/v1/user/refresh-tokens', payload })),
    );
    expect(results.map((res) => res.status)).toEqual([200, 200, 200]);
    const refreshTokensHanded = new Set(results.map((res) => res.json.body.token.refresh.token));
    expect(refreshTokensHanded.size).toBe(1);
    const rows = await t.app.deps.db.select().from(refreshTokens).where(eq(refreshTokens.userId, session.user.id));
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.revokedAt === null)).toBe(true);
    expect(rows.filter((row) => row.rotatedAt === null)).toHaveLength(1);

    // Every tab's access token works, and the shared refresh token rotates on.
    for (const res of results) {
      const me = await call(t.app, {
        method: 'GET',
        url: '/v1/user/getUserProfile/',
        headers: { authorization: `Bearer ${res.json.body.token.access.token}` },
      });
      expect(me.status).toBe(200);
    }
    t.advance(1);
    const next = await call(t.app, {
      method: 'POST',
      url: '/v1/user/refresh-tokens',
      payload: { refreshToken: [...refreshTokensHanded][0] },
    });
    expect(next.status).toBe(200);
  });
});
