import { DEFAULT_TIME_ZONE } from '@venue/shared';
import { useSession } from '@/lib/session.ts';

/**
 * The active venue's IANA zone (decisions §6 "Time"), from the profiles the login gave: event
 * times, link schedules and wallet dates are typed and shown in it.
 */
export function useVenueTimeZone(): string {
  const { activeProfile, businessProfiles } = useSession();
  return businessProfiles.find((profile) => profile.profileId === activeProfile?.profileId)?.timeZone ?? DEFAULT_TIME_ZONE;
}
