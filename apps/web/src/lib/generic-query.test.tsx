import { queryOptions, useQuery } from '@tanstack/react-query';
import { FAST_SOCIAL_MESSAGES } from '@venue/shared';
import { authRoutes } from '@venue/shared/routes';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, apiRequest } from './api-client.ts';
import { genericFetch, genericQuery } from './generic-query.ts';
import { createQueryClient } from './query-client.ts';
import { mockApi, type MockReply } from './testing/mock-api.ts';
import { createQueryWrapper } from './testing/query-wrapper.tsx';
import { CAFE, storeSession, USER_PROFILE } from './testing/session-fixtures.ts';

/* Spec §7/§9: the generic fetcher retries 3 times and dedupes for 5 minutes; the default never retries. */

const PROFILE = 'GET /v1/user/getUserProfile/';
/** A read through the generic fetcher, as features/profiles/api/get-user-profile.ts makes it. */
const profileQuery = queryOptions({
  ...genericQuery,
  queryKey: ['user-profile'],
  queryFn: () => genericFetch(() => api.call(authRoutes.getUserProfile), FAST_SOCIAL_MESSAGES.profileFetchFailed),
});

beforeEach(() => {
  storeSession({
    activeProfile: { profileId: CAFE.profileId, userName: CAFE.userName, profileType: 'business', name: CAFE.name },
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Answers `replies` in turn, the last one from then on. */
function answering(...replies: MockReply[]) {
  let call = 0;
  return mockApi({ [PROFILE]: () => replies[Math.min(call++, replies.length - 1)]! });
}

function readProfile(queryClient = createQueryClient()) {
  const { wrapper } = createQueryWrapper(queryClient);
  return renderHook(() => useQuery(profileQuery), { wrapper });
}

describe('the generic fetcher', () => {
  it('asks again after a server fault, up to 3 times, and shows the answer that came', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = answering({ status: 503 }, { status: 502 }, { status: 500 }, { body: USER_PROFILE });
    const { result } = readProfile();
    await vi.waitFor(async () => {
      await vi.advanceTimersByTimeAsync(1000);
      expect(result.current.isSuccess).toBe(true);
    });
    expect(result.current.data?.userName).toBe(USER_PROFILE.userName);
    expect(api.callsTo(PROFILE)).toHaveLength(4);
  });

  it("gives up after the third retry with 'Failed to fetch user profile: {status}'", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = answering({ status: 503 });
    const { result } = readProfile();
    await vi.waitFor(async () => {
      await vi.advanceTimersByTimeAsync(1000);
      expect(result.current.isError).toBe(true);
    });
    expect(result.current.error?.message).toBe('Failed to fetch user profile: 503');
    expect(api.callsTo(PROFILE)).toHaveLength(4);
  });

  it('does not ask again after a refusal (4xx): the answer would be the same', async () => {
    const api = answering({ status: 404, errorMessage: 'Profile not found' });
    const { result } = readProfile();
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('Failed to fetch user profile: 404');
    expect(api.callsTo(PROFILE)).toHaveLength(1);
  });

  it('answers the same read from its cache for 5 minutes, then asks the server again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
    const api = answering({ body: USER_PROFILE });
    const queryClient = createQueryClient();
    const first = readProfile(queryClient);
    await waitFor(() => expect(first.result.current.isSuccess).toBe(true));
    first.unmount();

    vi.setSystemTime(new Date('2026-11-22T10:04:59Z'));
    const again = readProfile(queryClient);
    await waitFor(() => expect(again.result.current.isSuccess).toBe(true));
    again.unmount();
    expect(api.callsTo(PROFILE)).toHaveLength(1);

    vi.setSystemTime(new Date('2026-11-22T10:05:01Z'));
    const later = readProfile(queryClient);
    await waitFor(() => expect(api.callsTo(PROFILE)).toHaveLength(2));
    later.unmount();
  });
});

describe('the default fetcher (every other read)', () => {
  it('never retries', async () => {
    const api = mockApi({ 'GET /v1/anything': () => ({ status: 503 }) });
    const { wrapper } = createQueryWrapper();
    const { result } = renderHook(() => useQuery({ queryKey: ['anything'], queryFn: () => apiRequest('/v1/anything') }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(api.callsTo('GET /v1/anything')).toHaveLength(1);
  });

  it("says '{status}: {text}' for an answer that is not the API's, and 'HTTP error! status: {status}' for an envelope without a message", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>upstream down</html>', { status: 502, statusText: 'Bad Gateway' })),
    );
    await expect(apiRequest('/v1/anything')).rejects.toThrow('502: Bad Gateway');
    mockApi({ 'GET /v1/anything': () => ({ status: 500 }) });
    await expect(apiRequest('/v1/anything')).rejects.toThrow('HTTP error! status: 500');
  });
});
