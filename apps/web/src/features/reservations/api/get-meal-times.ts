import { useQuery } from '@tanstack/react-query';
import type { MealTime } from '@venue/shared';
import { api } from '@/lib/api-client.ts';
import { useActiveProfileId } from '@/lib/session.ts';
import { reservationKeys } from './keys.ts';

/** GET /v1/restaurant/mealTimes/{restaurantId}. */
export const getMealTimes = (restaurantId: string) =>
  api
    .get<{ mealTimes: MealTime[] }>(`/v1/restaurant/mealTimes/${encodeURIComponent(restaurantId)}`, undefined, {
      fallbackMessage: 'Failed to fetch meal times',
    })
    .then((body) => body.mealTimes);

export function useMealTimes(restaurantId: string) {
  const profileId = useActiveProfileId();
  return useQuery({ queryKey: reservationKeys.mealTimes(profileId, restaurantId), queryFn: () => getMealTimes(restaurantId) });
}
