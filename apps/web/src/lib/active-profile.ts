import type { Profile, UserData } from '@venue/shared';
import type { ActiveProfile } from './session.ts';

/**
 * Spec §5: a stored active profile is discarded if it equals the user's own id, or if it is
 * not personal and not among the user's associated profiles (a business the user was removed
 * from, or one left behind by another account on this browser).
 */
export function isStoredProfileValid(stored: ActiveProfile, user: Pick<UserData, 'uuid' | 'id' | 'associatedProfiles'>): boolean {
  if (stored.profileId === user.uuid || stored.profileId === user.id) return false;
  if (stored.profileType === 'personal') return true;
  return user.associatedProfiles.some((profile) => profile.profileId === stored.profileId);
}

export function toActiveProfile(
  profile: Pick<Profile, 'profileId' | 'userName' | 'profileType' | 'name' | 'image'>,
): ActiveProfile {
  return {
    profileId: profile.profileId,
    userName: profile.userName,
    profileType: profile.profileType,
    name: profile.name,
    image: profile.image,
  };
}

/**
 * The profile to work under after login or on start: the stored one while it is still valid,
 * else the user's first business profile (the dashboard exists to run a venue, so an owner or
 * staff member lands on it), else their personal profile, else none.
 */
export function chooseActiveProfile(
  stored: ActiveProfile | null,
  user: Pick<UserData, 'uuid' | 'id' | 'associatedProfiles'>,
  profiles: Profile[],
): ActiveProfile | null {
  if (stored && isStoredProfileValid(stored, user)) return stored;
  const fallback =
    profiles.find((profile) => profile.profileType === 'business') ??
    profiles.find((profile) => profile.profileType === 'personal');
  return fallback ? toActiveProfile(fallback) : null;
}
