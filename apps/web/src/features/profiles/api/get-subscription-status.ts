import type { ServiceAlert } from '@venue/shared';
import { fetchSubscriptionStatus } from '@/lib/subscription-status.ts';

export interface SubscriptionStatus {
  restaurantId: string | null;
  hasConnectedRestaurant: boolean;
  serviceAlerts: ServiceAlert[];
}

/**
 * What switching profile needs from GET /v1/subscription/subscription-status (spec §4, §7):
 * the connected restaurant and the billing alerts. Throws ApiError when the lookup fails.
 */
export async function getSubscriptionStatus(profileId: string): Promise<SubscriptionStatus> {
  const body = await fetchSubscriptionStatus(profileId);
  return {
    restaurantId: body.subscriptionStatus['table-reservation'].restaurantId ?? null,
    hasConnectedRestaurant: body.hasConnectedRestaurant,
    serviceAlerts: body.serviceAlerts,
  };
}
