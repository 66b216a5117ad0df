import { useQuery } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { BusinessProfileDetails } from '@venue/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/lib/testing/mock-api.ts';
import { createQueryWrapper } from '@/lib/testing/query-wrapper.tsx';
import { CAFE, storeSession, USER_PROFILE } from '@/lib/testing/session-fixtures.ts';
import { businessProfileQuery } from './get-business-profile.ts';
import { userProfileQuery } from './get-user-profile.ts';

/* The person's profile reads go through the generic fetcher (spec §7, lib/generic-query.ts): a passing fault is asked again. */

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const BUSINESS_DETAILS: BusinessProfileDetails = {
  profileId: CAFE.profileId,
  name: CAFE.name,
  userName: CAFE.userName,
  image: null,
  categories: [],
  gst: null,
  WhatsappPhoneNumber: null,
  businessNumber: null,
  fssaiLicence: null,
};

describe.each([
  ['GET /v1/user/getUserProfile/', () => userProfileQuery(CAFE.profileId), USER_PROFILE],
  ['GET /v1/profiles', () => businessProfileQuery(CAFE.profileId), BUSINESS_DETAILS],
] as const)('%s', (call, query, answer) => {
  it('is asked again after a server fault', async () => {
    storeSession({
      activeProfile: { profileId: CAFE.profileId, userName: CAFE.userName, profileType: 'business', name: CAFE.name },
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let calls = 0;
    const api = mockApi({ [call]: () => (calls++ === 0 ? { status: 503 } : { body: answer }) });
    const { wrapper } = createQueryWrapper();
    const { result } = renderHook(() => useQuery(query() as ReturnType<typeof userProfileQuery>), { wrapper });
    await vi.waitFor(async () => {
      await vi.advanceTimersByTimeAsync(1000);
      expect(result.current.isSuccess).toBe(true);
    });
    expect(api.callsTo(call)).toHaveLength(2);
  });
});
