import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ok } from '../src/lib/envelope.ts';
import { addMember, call, createUser, headersFor, ownerWithVenue } from './fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { buildApp } from '../src/app.ts';
import { signAccessToken } from '../src/modules/auth/access-token.ts';

/** The access guard itself, on probe routes registered for this test only. */
describe('access guard', () => {
  let t: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp();
    app = await buildApp(t.config, { database: t.app.deps.database });
    app.get('/v1/probe/user', { config: { access: 'user' } }, async (req) => ok({ userId: req.caller?.userId }));
    app.get('/v1/probe/member', { config: { access: 'member' } }, async (req) => ok({ profileId: req.activeProfile?.id }));
    app.post('/v1/probe/menu', { config: { access: 'digitalMenuAccess' } }, async () => ok({ done: true }));
    app.post('/v1/probe/owner', { config: { access: 'owner' } }, async () => ok({ done: true }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  it('refuses a call without a token with 401', async () => {
    const res = await call(app, { method: 'GET', url: '/v1/probe/user' });
    expect(res.status).toBe(401);
    expect(res.json.responseStatus.errorCode).toBe('UNAUTHENTICATED');
  });

  it('refuses a forged token with 401', async () => {
    const { token } = await signAccessToken('another-secret-another-secret-another', {
      userId: 'x'.repeat(24),
      phone: '919000000001',
      sessionId: 'y'.repeat(24),
    });
    const res = await call(app, { method: 'GET', url: '/v1/probe/user', headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(401);
  });

  it('refuses an expired token with 401 TOKEN_EXPIRED', async () => {
    const user = await createUser(app);
    const { token } = await signAccessToken(
      t.config.jwtSecret,
      { userId: user.id, phone: user.phone, sessionId: 'y'.repeat(24) },
      new Date(Date.now() - 3_600_000),
    );
    const res = await call(app, { method: 'GET', url: '/v1/probe/user', headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(401);
    expect(res.json.responseStatus.errorCode).toBe('TOKEN_EXPIRED');
  });

  it('answers 403 for an X-Profile-ID the caller does not belong to', async () => {
    const a = await ownerWithVenue(app);
    const b = await ownerWithVenue(app);
    const res = await call(app, {
      method: 'GET',
      url: '/v1/probe/member',
      headers: { ...a.headers, 'x-profile-id': b.profile.id },
    });
    expect(res.status).toBe(403);
    expect(res.json.responseStatus.errorCode).toBe('PROFILE_FORBIDDEN');
    const own = await call(app, { method: 'GET', url: '/v1/probe/member', headers: a.headers });
    expect(own.json.body.profileId).toBe(a.profile.id);
  });

  it('checks the feature flag and the owner role', async () => {
    const venue = await ownerWithVenue(app);
    const staff = await createUser(app);
    await addMember(app, venue.profile.id, staff, 'staff', { digitalMenuAccess: false });
    const staffHeaders = await headersFor(app, staff, venue.profile.id);
    expect((await call(app, { method: 'POST', url: '/v1/probe/menu', headers: staffHeaders })).status).toBe(403);
    expect((await call(app, { method: 'POST', url: '/v1/probe/owner', headers: staffHeaders })).status).toBe(403);
    expect((await call(app, { method: 'POST', url: '/v1/probe/menu', headers: venue.headers })).status).toBe(200);
    expect((await call(app, { method: 'POST', url: '/v1/probe/owner', headers: venue.headers })).status).toBe(200);
  });
});
