import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@venue/shared';
import { profileListRoutes } from '@venue/shared/routes';
import { api } from '@/lib/api-client.ts';
import type { ProfileKey } from '@/lib/query-keys.ts';
import { useActiveProfileId } from '@/lib/session.ts';
import { profileKeys } from './keys.ts';

/** Every profile the user can work under, personal one included (spec §7). */
export async function getSocialProfiles(): Promise<Profile[]> {
  const body = await api.call(profileListRoutes.listSocialProfiles, { fallbackMessage: 'Failed to load profiles' });
  return body.profiles;
}

export const socialProfilesQuery = (profileId: ProfileKey) =>
  queryOptions({ queryKey: profileKeys.social(profileId), queryFn: getSocialProfiles });

export function useSocialProfiles(options: { enabled?: boolean } = {}) {
  return useQuery({ ...socialProfilesQuery(useActiveProfileId()), enabled: options.enabled ?? true });
}
