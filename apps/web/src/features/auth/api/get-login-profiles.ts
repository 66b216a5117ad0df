import type { Profile } from '@venue/shared';
import { SOCIAL_PROFILES_PATH } from '@/config/shell-api-paths.ts';
import { api } from '@/lib/api-client.ts';

/**
 * Every profile of a person who just logged in, personal one included (validateOtp answers
 * business profiles only). Read with the fresh token before the session is stored, so the
 * dashboard opens once, already under the right profile.
 */
export async function getLoginProfiles(accessToken: string): Promise<Profile[]> {
  const body = await api.get<Profile[] | { profiles: Profile[] }>(SOCIAL_PROFILES_PATH, undefined, {
    headers: { Authorization: `Bearer ${accessToken}` },
    skipAuthRefresh: true,
    fallbackMessage: 'Failed to load profiles',
  });
  return Array.isArray(body) ? body : (body?.profiles ?? []);
}
