import { queryOptions, useQuery } from '@tanstack/react-query';
import { FAST_SOCIAL_MESSAGES, type UserProfile } from '@venue/shared';
import { authRoutes } from '@venue/shared/routes';
import { api } from '@/lib/api-client.ts';
import { genericFetch, genericQuery } from '@/lib/generic-query.ts';
import type { ProfileKey } from '@/lib/query-keys.ts';
import { useActiveProfileId } from '@/lib/session.ts';
import { profileKeys } from './keys.ts';

/**
 * The logged-in person's own details (GET /v1/user/getUserProfile/), through the generic
 * fetcher: a failure reads 'Failed to fetch user profile: {status}' (spec §8).
 */
export function getUserProfile(): Promise<UserProfile> {
  return genericFetch(() => api.call(authRoutes.getUserProfile), FAST_SOCIAL_MESSAGES.profileFetchFailed);
}

export const userProfileQuery = (profileId: ProfileKey) =>
  queryOptions({ ...genericQuery, queryKey: profileKeys.userProfile(profileId), queryFn: getUserProfile });

export function useUserProfile() {
  return useQuery(userProfileQuery(useActiveProfileId()));
}
