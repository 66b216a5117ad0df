import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, authHooks } from '@/lib/api-client.ts';
import { mockApi } from '@/lib/testing/mock-api.ts';
import { storeSession } from '@/lib/testing/session-fixtures.ts';
import { refreshTokens } from './refresh-tokens.ts';

const FRESH = {
  access: { token: 'access-2', expires: '2099-01-01T00:00:00Z' },
  refresh: { token: 'refresh-2', expires: '2099-01-01T00:00:00Z' },
};

/** A protected call that only accepts the fresh access token. */
const whoAmI = ({ headers }: { headers: Headers }) =>
  headers.get('Authorization') === 'Bearer access-2'
    ? { body: { ok: true } }
    : { status: 401, errorCode: 'TOKEN_EXPIRED', errorMessage: 'Your session has expired. Please log in again.' };

let onAuthLost: ReturnType<typeof vi.fn<(message: string) => void>>;

beforeEach(() => {
  storeSession();
  onAuthLost = vi.fn<(message: string) => void>();
  authHooks.refresh = refreshTokens;
  authHooks.onAuthLost = onAuthLost;
});
afterEach(() => {
  authHooks.refresh = null;
  authHooks.onAuthLost = null;
  vi.unstubAllGlobals();
});

describe('the shared token refresh (spec §4, §7)', () => {
  it('answers five concurrent 401s with ONE refresh, then retries every call with the new token', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const server = mockApi({
      'GET /v1/me': whoAmI,
      // Held open until every call has had its 401, so they all wait on the same refresh.
      'POST /v1/user/refresh-tokens': async () => {
        await gate;
        return { body: { token: FRESH } };
      },
    });

    const results = Promise.all(Array.from({ length: 5 }, () => api.get<{ ok: boolean }>('/v1/me')));
    await vi.waitFor(() => expect(server.callsTo('GET /v1/me')).toHaveLength(5));
    release();

    await expect(results).resolves.toEqual(Array.from({ length: 5 }, () => ({ ok: true })));
    expect(server.callsTo('POST /v1/user/refresh-tokens')).toHaveLength(1);
    expect(server.callsTo('POST /v1/user/refresh-tokens')[0]!.json).toEqual({ refreshToken: 'refresh-1' });
    expect(server.callsTo('GET /v1/me')).toHaveLength(10);
    // Both tokens replaced (the server rotates the refresh token).
    expect(localStorage.getItem('accessToken')).toBe('access-2');
    expect(localStorage.getItem('refreshToken')).toBe('refresh-2');
    expect(onAuthLost).not.toHaveBeenCalled();
  });

  it('does not refresh again for a call sent with the old token but answered after the refresh', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const server = mockApi({
      'GET /v1/me': whoAmI,
      'GET /v1/slow': async (call) => {
        if (call.headers.get('Authorization') === 'Bearer access-1') await gate;
        return whoAmI(call);
      },
      'POST /v1/user/refresh-tokens': () => ({ body: { token: FRESH } }),
    });
    const slow = api.get('/v1/slow');
    await api.get('/v1/me');
    release();
    await expect(slow).resolves.toEqual({ ok: true });
    expect(server.callsTo('POST /v1/user/refresh-tokens')).toHaveLength(1);
    expect(server.callsTo('GET /v1/slow').map((call) => call.headers.get('Authorization'))).toEqual([
      'Bearer access-1',
      'Bearer access-2',
    ]);
  });

  it('says "Failed to refresh access token" and hands the session over when the answer lacks a token', async () => {
    const server = mockApi({
      'GET /v1/me': whoAmI,
      'POST /v1/user/refresh-tokens': () => ({ body: { token: null }, offContract: true }),
    });
    const error = await api.get('/v1/me').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Failed to refresh access token');
    expect((error as ApiError).status).toBe(401);
    expect(onAuthLost).toHaveBeenCalledWith('Failed to refresh access token');
    expect(server.callsTo('GET /v1/me')).toHaveLength(1);
  });

  it('says "No refresh token available" when none is stored', async () => {
    localStorage.removeItem('refreshToken');
    const server = mockApi({ 'GET /v1/me': whoAmI });
    await expect(api.get('/v1/me')).rejects.toThrow('No refresh token available');
    expect(onAuthLost).toHaveBeenCalledWith('No refresh token available');
    expect(server.callsTo('POST /v1/user/refresh-tokens')).toHaveLength(0);
  });

  it('treats a refused refresh (revoked family) as a lost session', async () => {
    mockApi({
      'GET /v1/me': whoAmI,
      'POST /v1/user/refresh-tokens': () => ({
        status: 401,
        errorCode: 'REFRESH_INVALID',
        errorMessage: 'Your session has expired. Please log in again.',
      }),
    });
    await expect(api.get('/v1/me')).rejects.toThrow('Failed to refresh access token');
    expect(onAuthLost).toHaveBeenCalledTimes(1);
  });
});
