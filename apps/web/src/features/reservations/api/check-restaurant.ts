import { queryOptions, useQuery } from '@tanstack/react-query';
import { RESERVATION_MESSAGES } from '@venue/shared';
import { api } from '@/lib/api-client.ts';
import { reservationsRoutes } from '@venue/shared/routes';
import { reservationKeys } from './keys.ts';

/** GET /v1/restaurant/checkRestaurantForProfile?profileId=: the profile's one restaurant, if any. */
export const checkRestaurantForProfile = (profileId: string) =>
  api.call(reservationsRoutes.checkRestaurantForProfile, {
    query: { profileId },
    fallbackMessage: RESERVATION_MESSAGES.restaurantLookupFailed,
  });

/** Spec §4: a failed restaurant lookup is not retried for 5 minutes. */
const FAILED_LOOKUP_PAUSE_MS = 5 * 60_000;

export const restaurantQuery = (profileId: string) =>
  queryOptions({
    queryKey: reservationKeys.restaurant(profileId),
    queryFn: () => checkRestaurantForProfile(profileId),
    retry: false,
    // A screen opened meanwhile shows the failure instead of asking again.
    retryOnMount: false,
    refetchInterval: (query) => (query.state.status === 'error' ? FAILED_LOOKUP_PAUSE_MS : false),
  });

export function useRestaurant(profileId: string) {
  return useQuery(restaurantQuery(profileId));
}
