import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { reservationsRoutes } from '@venue/shared/routes';
import { useActiveProfileId } from '@/lib/session.ts';
import { reservationKeys } from './keys.ts';

/** GET /v1/restaurant/fetchRestaurantSlots/{restaurantId}/{date}: every slot of the venue-local date. */
export const fetchRestaurantSlots = (restaurantId: string, date: string) =>
  api
    .call(reservationsRoutes.fetchRestaurantSlots, { params: { restaurantId, date }, fallbackMessage: 'Failed to fetch slots' })
    .then((body) => body.slots);

export function useSlots(restaurantId: string, date: string) {
  const profileId = useActiveProfileId();
  return useQuery({
    queryKey: reservationKeys.slots(profileId, restaurantId, date),
    queryFn: () => fetchRestaurantSlots(restaurantId, date),
  });
}
