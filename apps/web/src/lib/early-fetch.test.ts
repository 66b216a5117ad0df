import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from './api-client.ts';
import { EARLY_RESPONSE_TTL_MS, fetchEarly } from './early-fetch.ts';
import { STORAGE_KEYS } from './storage.ts';

const reply = (body: unknown) =>
  new Response(JSON.stringify({ responseStatus: { success: true, errorCode: null, errorMessage: null }, body }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.accessToken, 'token-1');
  localStorage.setItem(STORAGE_KEYS.activeBusinessProfile, JSON.stringify({ profileId: 'p1' }));
  fetchMock = vi.fn(async () => reply({ from: 'call' }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('early requests (issue 15 "Speed")', () => {
  it("hands the first script's answer to the first call for the same path and credentials, once", async () => {
    fetchMock.mockResolvedValueOnce(reply({ from: 'early' }));
    fetchEarly('/v2/menu/spice-route', { Authorization: 'Bearer token-1', 'X-Profile-ID': 'p1' });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    expect(await api.get('/v2/menu/spice-route')).toEqual({ from: 'early' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await api.get('/v2/menu/spice-route')).toEqual({ from: 'call' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('matches the same credentials in any order, without loading the locale collator (a cold start pays for its data)', async () => {
    const localeCompare = vi.spyOn(String.prototype, 'localeCompare');
    fetchMock.mockResolvedValueOnce(reply({ from: 'early' }));
    fetchEarly('/v2/menu/spice-route', { 'X-Profile-ID': 'p1', Authorization: 'Bearer token-1' });
    expect(await api.get('/v2/menu/spice-route')).toEqual({ from: 'early' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(localeCompare).not.toHaveBeenCalled();
    localeCompare.mockRestore();
  });

  it('sends a fresh call when the credentials changed since', async () => {
    fetchMock.mockResolvedValueOnce(reply({ from: 'early' }));
    fetchEarly('/v2/menu/spice-route', { Authorization: 'Bearer token-0', 'X-Profile-ID': 'p1' });
    expect(await api.get('/v2/menu/spice-route')).toEqual({ from: 'call' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('drops an early answer no call took in time: a later call gets fresh data', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      fetchMock.mockResolvedValueOnce(reply({ from: 'early' }));
      fetchEarly('/v1/user/socialProfiles', { Authorization: 'Bearer token-1', 'X-Profile-ID': 'p1' });
      vi.setSystemTime(Date.now() + EARLY_RESPONSE_TTL_MS + 1);
      expect(await api.get('/v1/user/socialProfiles')).toEqual({ from: 'call' });
      expect(fetchMock).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
