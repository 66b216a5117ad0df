import type { Profile } from '@venue/shared';
import { profileListRoutes } from '@venue/shared/routes';
import { api } from '@/lib/api-client.ts';

/**
 * Every profile of a person who just logged in, personal one included (validateOtp answers
 * business profiles only). Read with the fresh token before the session is stored, so the
 * dashboard opens once, already under the right profile.
 */
export async function getLoginProfiles(accessToken: string): Promise<Profile[]> {
  const body = await api.call(profileListRoutes.listSocialProfiles, {
    headers: { Authorization: `Bearer ${accessToken}` },
    skipAuthRefresh: true,
    fallbackMessage: 'Failed to load profiles',
  });
  return body.profiles;
}
