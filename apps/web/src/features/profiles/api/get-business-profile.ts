import { queryOptions, useQuery } from '@tanstack/react-query';
import { FAST_SOCIAL_MESSAGES, type BusinessProfileDetails } from '@venue/shared';
import { profilesRoutes } from '@venue/shared/routes';
import { api } from '@/lib/api-client.ts';
import { genericFetch, genericQuery } from '@/lib/generic-query.ts';
import type { ProfileKey } from '@/lib/query-keys.ts';
import { useActiveProfileId } from '@/lib/session.ts';
import { profileKeys } from './keys.ts';

/**
 * GET /v1/profiles: the active business profile's editable details, through the generic
 * fetcher. A failure reads 'Failed to fetch user profile: {status}' (spec §8).
 */
export function getBusinessProfile(): Promise<BusinessProfileDetails> {
  return genericFetch(() => api.call(profilesRoutes.getBusinessProfileDetails), FAST_SOCIAL_MESSAGES.profileFetchFailed);
}

export const businessProfileQuery = (profileId: ProfileKey) =>
  queryOptions({ ...genericQuery, queryKey: profileKeys.businessProfile(profileId), queryFn: getBusinessProfile });

export function useBusinessProfile() {
  return useQuery(businessProfileQuery(useActiveProfileId()));
}
