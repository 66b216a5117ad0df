import { api, ApiError } from '@/lib/api-client.ts';

export interface SubscriptionStatus {
  restaurantId: string | null;
  hasConnectedRestaurant: boolean;
}

/**
 * What switching profile needs from GET /v1/subscription/subscription-status (spec §4, §7):
 * the connected restaurant. That call belongs to the subscriptions work, which has no issue
 * filed yet; until it is served (404 ROUTE_NOT_FOUND) a profile simply has no restaurant.
 */
export async function getSubscriptionStatus(profileId: string): Promise<SubscriptionStatus> {
  try {
    const body = await api.get<{
      subscriptionStatus?: Record<string, { restaurantId?: string | null } | undefined>;
      hasConnectedRestaurant?: boolean;
    }>('/v1/subscription/subscription-status', { profileId }, { fallbackMessage: 'Failed to fetch subscription status' });
    const restaurantId = body?.subscriptionStatus?.['table-reservation']?.restaurantId ?? null;
    return { restaurantId, hasConnectedRestaurant: Boolean(body?.hasConnectedRestaurant) };
  } catch (error) {
    if (error instanceof ApiError && error.code === 'ROUTE_NOT_FOUND')
      return { restaurantId: null, hasConnectedRestaurant: false };
    throw error;
  }
}
