import { useMutation } from '@tanstack/react-query';
import type { Profile } from '@venue/shared';
import { toActiveProfile } from '@/lib/active-profile.ts';
import { ApiError } from '@/lib/api-client.ts';
import { sessionStore } from '@/lib/session.ts';
import { STORAGE_KEYS } from '@/lib/storage.ts';
import { toast, toastError } from '@/lib/toast.ts';
import { getSubscriptionStatus } from '../api/get-subscription-status.ts';

/**
 * Makes `profile` the active business context (spec §4 "Switching profile"): look up its
 * subscription status, store or clear the restaurant id and username, store the active
 * profile. Storing it empties the query cache (lib/query-client.ts syncQueryCacheWithSession),
 * so each screen reloads under the new X-Profile-ID.
 * Operational hours already come with the profile (socialProfiles), so the link-page read the
 * spec mentions is not needed here.
 */
export async function switchProfile(profile: Profile): Promise<void> {
  let restaurantId: string | null = null;
  try {
    restaurantId = (await getSubscriptionStatus(profile.profileId)).restaurantId;
  } catch (error) {
    // A failed lookup must not trap the person in the old profile; the restaurant is just unknown.
    toastError(error instanceof ApiError ? error.message : 'Failed to fetch subscription status');
  }
  if (restaurantId) {
    localStorage.setItem(STORAGE_KEYS.restaurantId, restaurantId);
    localStorage.setItem(STORAGE_KEYS.restaurantUsername, profile.userName);
  } else {
    localStorage.removeItem(STORAGE_KEYS.restaurantId);
    localStorage.removeItem(STORAGE_KEYS.restaurantUsername);
  }
  const { user } = sessionStore.get();
  // Keep the stored memberships in step, or spec §5's rule would discard this choice on reload.
  const associated = user?.associatedProfiles ?? [];
  const isKnown = associated.some((entry) => entry.profileId === profile.profileId);
  sessionStore.update({
    activeProfile: toActiveProfile(profile),
    ...(user && !isKnown
      ? {
          user: { ...user, associatedProfiles: [...associated, { profileId: profile.profileId, role: profile.role ?? 'owner' }] },
        }
      : {}),
  });
}

export function useSwitchProfile() {
  return useMutation({
    mutationFn: switchProfile,
    onSuccess: (_, profile) => {
      toast({ title: 'Profile switched', description: `You are now working as ${profile.name}.` });
    },
  });
}
