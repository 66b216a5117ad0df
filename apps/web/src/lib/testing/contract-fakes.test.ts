import { afterEach, describe, expect, it } from 'vitest';
import { teamRoutes } from '@venue/shared/routes';
import { api } from '@/lib/api-client.ts';
import { driftOf, fakeBody, fakeKey, seenDrifts } from './contract-fakes.ts';
import { mockApi } from './mock-api.ts';

const member = {
  _id: 'm1',
  memberId: 'm1',
  userId: 'u1',
  name: 'Asha',
  mobileNumber: '919000000001',
  image: null,
  role: 'manager' as const,
  permissions: { digitalMenuAccess: true, tableReserveAccess: false, socialProfileAccess: false },
  hasLoggedIn: true,
  isYou: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('test fakes built from the shared contract', () => {
  afterEach(() => {
    seenDrifts.splice(0);
  });

  it('takes a fake that matches the response schema', async () => {
    mockApi({ [fakeKey(teamRoutes.listTeamMembers)]: () => fakeBody(teamRoutes.listTeamMembers, { users: [member] }) });
    const body = await api.call(teamRoutes.listTeamMembers, { query: { profileId: 'p1' } });
    expect(body.users[0]?.name).toBe('Asha');
    expect(seenDrifts).toEqual([]);
  });

  it('rejects a fake that drifts from its schema: a renamed field fails the test that served it', async () => {
    const { mobileNumber: _dropped, ...renamed } = member;
    mockApi({ 'GET /v1/user/users': () => ({ body: { users: [{ ...renamed, phone: '919000000001' }] } }) });
    await api.call(teamRoutes.listTeamMembers, { query: { profileId: 'p1' } });
    expect(seenDrifts).toHaveLength(1);
    expect(seenDrifts[0]).toMatch(/listTeamMembers \(GET \/v1\/user\/users\) drifts/);
    expect(seenDrifts[0]).toContain('users[0].mobileNumber');
  });

  it('checks calls with path parameters and leaves refusals to the test', () => {
    expect(driftOf('GET', '/v1/user/getUserByNumber/919000000001', 200, { isOnTeam: 'yes', name: null })).toMatch(
      /getUserByNumber/,
    );
    expect(driftOf('GET', '/v1/user/getUserByNumber/919000000001', 200, { isOnTeam: true, name: null })).toBeNull();
    expect(driftOf('GET', '/v1/user/users', 403, null)).toBeNull();
  });
});
