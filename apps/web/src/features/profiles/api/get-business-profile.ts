import { queryOptions, useQuery } from '@tanstack/react-query';
import { FAST_SOCIAL_MESSAGES, type BusinessProfileDetails } from '@venue/shared';
import { api, ApiError } from '@/lib/api-client.ts';
import type { ProfileKey } from '@/lib/query-keys.ts';
import { useActiveProfileId } from '@/lib/session.ts';
import { profileKeys } from './keys.ts';

/**
 * GET /v1/profiles: the active business profile's editable details. A failure reads
 * 'Failed to fetch user profile: {status}' (spec §8).
 */
export async function getBusinessProfile(): Promise<BusinessProfileDetails> {
  try {
    return await api.get<BusinessProfileDetails>('/v1/profiles');
  } catch (error) {
    const status = error instanceof ApiError ? error.status : 'network error';
    throw new Error(FAST_SOCIAL_MESSAGES.profileFetchFailed(status), { cause: error });
  }
}

export const businessProfileQuery = (profileId: ProfileKey) =>
  queryOptions({ queryKey: profileKeys.businessProfile(profileId), queryFn: getBusinessProfile, retry: false });

export function useBusinessProfile() {
  return useQuery(businessProfileQuery(useActiveProfileId()));
}
