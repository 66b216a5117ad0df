import { DEFAULT_TIME_ZONE } from '@venue/shared';
import { useSession } from '@/lib/session.ts';

/** The active venue's IANA zone (decisions §6 "Time"), from the profiles the login gave. */
export function useVenueTimeZone(): string {
  const { activeProfile, businessProfiles } = useSession();
  return businessProfiles.find((profile) => profile.profileId === activeProfile?.profileId)?.timeZone ?? DEFAULT_TIME_ZONE;
}
