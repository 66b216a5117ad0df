import { queryOptions, useQuery } from '@tanstack/react-query';
import { FAST_SOCIAL_MESSAGES, type UserProfile } from '@venue/shared';
import { genericFetch, genericQuery } from '@/lib/generic-query.ts';
import type { ProfileKey } from '@/lib/query-keys.ts';
import { useActiveProfileId } from '@/lib/session.ts';
import { profileKeys } from './keys.ts';

/**
 * The logged-in person's own details (GET /v1/user/getUserProfile/), through the generic
 * fetcher: a failure reads 'Failed to fetch user profile: {status}' (spec §8).
 */
export async function getUserProfile(): Promise<UserProfile> {
  const body = await genericFetch<UserProfile | { userProfile: UserProfile }>(
    '/v1/user/getUserProfile/',
    undefined,
    FAST_SOCIAL_MESSAGES.profileFetchFailed,
  );
  return 'userProfile' in body ? body.userProfile : body;
}

export const userProfileQuery = (profileId: ProfileKey) =>
  queryOptions({ ...genericQuery, queryKey: profileKeys.userProfile(profileId), queryFn: getUserProfile });

export function useUserProfile() {
  return useQuery(userProfileQuery(useActiveProfileId()));
}
