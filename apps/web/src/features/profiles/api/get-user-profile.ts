import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserProfile } from '@venue/shared';
import { api } from '@/lib/api-client.ts';
import type { ProfileKey } from '@/lib/query-keys.ts';
import { useActiveProfileId } from '@/lib/session.ts';
import { profileKeys } from './keys.ts';

/** The logged-in person's own details (GET /v1/user/getUserProfile/). */
export async function getUserProfile(): Promise<UserProfile> {
  const body = await api.get<UserProfile | { userProfile: UserProfile }>('/v1/user/getUserProfile/', undefined, {
    fallbackMessage: 'Failed to fetch user profile',
  });
  return 'userProfile' in body ? body.userProfile : body;
}

export const userProfileQuery = (profileId: ProfileKey) =>
  queryOptions({ queryKey: profileKeys.userProfile(profileId), queryFn: getUserProfile });

export function useUserProfile() {
  return useQuery(userProfileQuery(useActiveProfileId()));
}
