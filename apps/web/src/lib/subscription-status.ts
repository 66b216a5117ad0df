import { useSyncExternalStore } from 'react';
import { SUBSCRIPTION_API, type ServiceAlert, type SubscriptionStatusResponse } from '@venue/shared';
import { api } from './api-client.ts';
import { STORAGE_KEYS, writeJson } from './storage.ts';

/**
 * GET /v1/subscription/subscription-status?profileId= (spec §7). Shared by the profile switch
 * (which asks before the profile becomes active), the shell and the billing screens, so it
 * lives here rather than in one feature. The call names `profileId` in X-Profile-ID too: the
 * server refuses (403) a header and a query that disagree, and while switching, the stored
 * header still names the profile being left (issue 35: every switch was refused).
 */
export function fetchSubscriptionStatus(profileId: string): Promise<SubscriptionStatusResponse> {
  return api.get<SubscriptionStatusResponse>(
    SUBSCRIPTION_API.status,
    { profileId },
    { fallbackMessage: 'Failed to fetch subscription status', headers: { 'X-Profile-ID': profileId } },
  );
}

/**
 * Spec §3 "Service alert": the stored alerts the /menu billing banner reads
 * (features/menu/utils/billing-alert.ts). Written from every fresh status, so an alert that
 * was paid off disappears too.
 */
export function storeServiceAlerts(alerts: ServiceAlert[]) {
  writeJson(STORAGE_KEYS.serviceAlerts, alerts);
  notify();
}

/** No status known (another profile, or the lookup failed): no alert of the last profile may linger. */
export function clearServiceAlerts() {
  localStorage.removeItem(STORAGE_KEYS.serviceAlerts);
  notify();
}

const listeners = new Set<() => void>();
function notify() {
  for (const listener of listeners) listener();
}
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
const readStored = () => localStorage.getItem(STORAGE_KEYS.serviceAlerts);

/**
 * The stored alerts as text, re-rendering when they are rewritten: the status read at start
 * may land after the /menu banner first drew, and the banner must follow it.
 */
export function useStoredServiceAlerts(): string | null {
  return useSyncExternalStore(subscribe, readStored, readStored);
}
