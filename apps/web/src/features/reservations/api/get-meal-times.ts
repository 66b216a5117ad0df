import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { reservationsRoutes } from '@venue/shared/routes';
import { useActiveProfileId } from '@/lib/session.ts';
import { reservationKeys } from './keys.ts';

/** GET /v1/restaurant/mealTimes/{restaurantId}. */
export const getMealTimes = (restaurantId: string) =>
  api
    .call(reservationsRoutes.listMealTimes, { params: { restaurantId }, fallbackMessage: 'Failed to fetch meal times' })
    .then((body) => body.mealTimes);

export function useMealTimes(restaurantId: string) {
  const profileId = useActiveProfileId();
  return useQuery({ queryKey: reservationKeys.mealTimes(profileId, restaurantId), queryFn: () => getMealTimes(restaurantId) });
}
