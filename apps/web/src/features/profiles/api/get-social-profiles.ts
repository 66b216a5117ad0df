import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@venue/shared';
import { SOCIAL_PROFILES_PATH } from '@/config/shell-api-paths.ts';
import { api } from '@/lib/api-client.ts';
import type { ProfileKey } from '@/lib/query-keys.ts';
import { useActiveProfileId } from '@/lib/session.ts';
import { profileKeys } from './keys.ts';

/** Every profile the user can work under (spec §7: the body is an array or body.profiles). */
export async function getSocialProfiles(): Promise<Profile[]> {
  const body = await api.get<Profile[] | { profiles: Profile[] }>(SOCIAL_PROFILES_PATH, undefined, {
    fallbackMessage: 'Failed to load profiles',
  });
  return Array.isArray(body) ? body : (body?.profiles ?? []);
}

export const socialProfilesQuery = (profileId: ProfileKey) =>
  queryOptions({ queryKey: profileKeys.social(profileId), queryFn: getSocialProfiles });

export function useSocialProfiles(options: { enabled?: boolean } = {}) {
  return useQuery({ ...socialProfilesQuery(useActiveProfileId()), enabled: options.enabled ?? true });
}
