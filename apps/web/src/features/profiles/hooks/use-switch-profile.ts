import { useMutation } from '@tanstack/react-query';
import type { Profile } from '@venue/shared';
import { toActiveProfile } from '@/lib/active-profile.ts';
import { ApiError } from '@/lib/api-client.ts';
import { sessionStore } from '@/lib/session.ts';
import { STORAGE_KEYS } from '@/lib/storage.ts';
import { clearServiceAlerts, storeServiceAlerts } from '@/lib/subscription-status.ts';
import { toast, toastError } from '@/lib/toast.ts';
import { getSocialData } from '../api/get-social-data.ts';
import { getSubscriptionStatus, type SubscriptionStatus } from '../api/get-subscription-status.ts';
import { clearLookupFailure, isLookupPaused, recordLookupFailure } from './restaurant-lookup-failures.ts';

/**
 * The profile's subscription status, or null when it is unknown: the lookup failed now, or
 * failed less than RESTAURANT_LOOKUP_RETRY_MS ago (spec §4, §9: not retried meanwhile).
 */
async function lookUpStatus(profileId: string): Promise<SubscriptionStatus | null> {
  if (isLookupPaused(profileId)) return null;
  try {
    const status = await getSubscriptionStatus(profileId);
    clearLookupFailure(profileId);
    return status;
  } catch (error) {
    recordLookupFailure(profileId);
    // A failed lookup must not trap the person in the old profile; the restaurant is just unknown.
    toastError(error instanceof ApiError ? error.message : 'Failed to fetch subscription status');
    return null;
  }
}

/** Writes `value` under `key`, or removes the key when there is none (no value of the last profile lingers). */
function storeOrClear(key: string, value: string | null | undefined) {
  if (value) localStorage.setItem(key, value);
  else localStorage.removeItem(key);
}

/**
 * Makes `profile` the active business context (spec §4 "Switching profile"): look up its
 * subscription status (asked as the new profile: lib/subscription-status.ts), store or clear
 * the restaurant id and username and the billing alerts the /menu banner reads, load its social
 * data, then store the active profile. Storing it empties the query cache
 * (lib/query-client.ts syncQueryCacheWithSession), so each screen reloads under the new
 * X-Profile-ID. Spec §3's stored keys: `restaurant_id` and `restaurant_username` for a profile
 * with a connected restaurant; `restaurantIdentifier`, the username its menu and guest pages
 * are addressed by (`/v2/menu/{username}`, `/v/{username}`), for a business profile;
 * `accountId`, its link page's account.
 */
export async function switchProfile(profile: Profile): Promise<void> {
  const status = await lookUpStatus(profile.profileId);
  const restaurantId = status?.restaurantId ?? null;
  storeOrClear(STORAGE_KEYS.restaurantId, restaurantId);
  storeOrClear(STORAGE_KEYS.restaurantUsername, restaurantId ? profile.userName : null);
  storeOrClear(STORAGE_KEYS.restaurantIdentifier, profile.profileType === 'business' ? profile.userName : null);
  if (status) storeServiceAlerts(status.serviceAlerts);
  else clearServiceAlerts();

  // Spec §4 loads the social data (operational hours) at this step; the hours also come with
  // the profile list, so a failed or missing read must never block the switch.
  const social = await getSocialData(profile.userName).catch(() => null);
  storeOrClear(STORAGE_KEYS.accountId, social?.accountId);

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
