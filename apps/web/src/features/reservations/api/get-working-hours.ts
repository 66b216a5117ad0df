import { useQuery } from '@tanstack/react-query';
import type { WorkingHours } from '@venue/shared';
import { api } from '@/lib/api-client.ts';
import { useActiveProfileId } from '@/lib/session.ts';
import { reservationKeys } from './keys.ts';

/** GET /v1/restaurant/getRestaurantWorkingHours/{id}: weekly ranges and dated exceptions. */
export const getRestaurantWorkingHours = (restaurantId: string) =>
  api.get<WorkingHours>(`/v1/restaurant/getRestaurantWorkingHours/${encodeURIComponent(restaurantId)}`, undefined, {
    fallbackMessage: 'Failed to fetch opening hours',
  });

export function useWorkingHours(restaurantId: string) {
  const profileId = useActiveProfileId();
  return useQuery({
    queryKey: reservationKeys.workingHours(profileId, restaurantId),
    queryFn: () => getRestaurantWorkingHours(restaurantId),
  });
}
