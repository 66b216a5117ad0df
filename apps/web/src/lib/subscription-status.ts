import type { ServiceAlert, SubscriptionStatusResponse } from '@venue/shared';
import { api } from './api-client.ts';
import { STORAGE_KEYS, writeJson } from './storage.ts';

/**
 * GET /v1/subscription/subscription-status?profileId= (spec §7). Shared by the profile switch
 * (which asks before the profile becomes active), the shell and the billing screens, so it
 * lives here rather than in one feature.
 */
export function fetchSubscriptionStatus(profileId: string): Promise<SubscriptionStatusResponse> {
  return api.get<SubscriptionStatusResponse>(
    '/v1/subscription/subscription-status',
    { profileId },
    { fallbackMessage: 'Failed to fetch subscription status' },
  );
}

/**
 * Spec §3 "Service alert": the stored alerts the /menu billing banner reads
 * (features/menu/utils/billing-alert.ts). Written from every fresh status, so an alert that
 * was paid off disappears too.
 */
export function storeServiceAlerts(alerts: ServiceAlert[]) {
  writeJson(STORAGE_KEYS.serviceAlerts, alerts);
}

/** No status known (another profile, or the lookup failed): no alert of the last profile may linger. */
export function clearServiceAlerts() {
  localStorage.removeItem(STORAGE_KEYS.serviceAlerts);
}
