import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { RESERVATION_MESSAGES, type RestaurantSearchResultSchema } from '@venue/shared';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';
import { reservationsRoutes } from '@venue/shared/routes';
import { useActiveProfileId } from '@/lib/session.ts';
import { reservationKeys } from './keys.ts';

export type RestaurantSearchResult = z.infer<typeof RestaurantSearchResultSchema>;

/** GET /v1/restaurant/searchRestaurants?q=: known restaurants by name and city. */
export const searchRestaurants = (q: string) =>
  api
    .call(reservationsRoutes.searchRestaurants, { query: { q }, fallbackMessage: RESERVATION_MESSAGES.restaurantLookupFailed })
    .then((body) => body.restaurants);

/** Runs for a (debounced) query of at least two characters; keeps the last list while typing. */
export function useRestaurantSearch(q: string) {
  const profileId = useActiveProfileId();
  const term = q.trim();
  return useQuery({
    ...queryOptions({ queryKey: reservationKeys.search(profileId, term), queryFn: () => searchRestaurants(term) }),
    enabled: term.length >= 2,
    placeholderData: keepPreviousData,
  });
}
