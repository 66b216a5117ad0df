import type { ValidateOtpBody } from '@venue/shared';
import { chooseActiveProfile, isStoredProfileValid } from '@/lib/active-profile.ts';
import { sessionStore } from '@/lib/session.ts';
import { getLoginProfiles } from '../api/get-login-profiles.ts';

/**
 * Stores a successful code check (spec §3 keys) and picks the profile to work under: the one
 * stored from an earlier visit while spec §5 still allows it, else a venue, else the personal one.
 */
export async function completeLogin(body: ValidateOtpBody): Promise<void> {
  const stored = sessionStore.get().activeProfile;
  let profiles = body.businessProfiles;
  // The full list (personal profile included) is only needed when the stored choice does not stand.
  if (!stored || !isStoredProfileValid(stored, body.user)) {
    profiles = await getLoginProfiles(body.token.access.token).catch(() => body.businessProfiles);
  }
  const activeProfile = chooseActiveProfile(stored, body.user, profiles);
  sessionStore.signIn({ ...body, activeProfile });
}
