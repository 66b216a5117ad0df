import { useQuery } from '@tanstack/react-query';
import type { Slot } from '@venue/shared';
import { api } from '@/lib/api-client.ts';
import { useActiveProfileId } from '@/lib/session.ts';
import { reservationKeys } from './keys.ts';

/** GET /v1/restaurant/fetchRestaurantSlots/{restaurantId}/{date}: every slot of the venue-local date. */
export const fetchRestaurantSlots = (restaurantId: string, date: string) =>
  api
    .get<{ slots: Slot[] }>(
      `/v1/restaurant/fetchRestaurantSlots/${encodeURIComponent(restaurantId)}/${encodeURIComponent(date)}`,
      undefined,
      { fallbackMessage: 'Failed to fetch slots' },
    )
    .then((body) => body.slots);

export function useSlots(restaurantId: string, date: string) {
  const profileId = useActiveProfileId();
  return useQuery({
    queryKey: reservationKeys.slots(profileId, restaurantId, date),
    queryFn: () => fetchRestaurantSlots(restaurantId, date),
  });
}
