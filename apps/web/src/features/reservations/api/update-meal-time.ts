import { useMutation } from '@tanstack/react-query';
import type { MealTime } from '@venue/shared';
import { useInvalidateProfileQueries } from '@/hooks/use-invalidate-profile-queries.ts';
import { api } from '@/lib/api-client.ts';
import type { MealTimeInput } from './create-meal-time.ts';
import { reservationKeys } from './keys.ts';

/** PUT /v1/restaurant/updateMealTime/{mealTimeId}. */
export const updateMealTime = ({ mealTimeId, input }: { mealTimeId: string; input: MealTimeInput }) =>
  api.put<{ mealTime: MealTime }>(`/v1/restaurant/updateMealTime/${encodeURIComponent(mealTimeId)}`, input, {
    fallbackMessage: 'Failed to update meal time',
  });

export function useUpdateMealTime() {
  const invalidate = useInvalidateProfileQueries();
  return useMutation({
    mutationFn: updateMealTime,
    onSuccess: (_, { input }) =>
      Promise.all([
        invalidate((profileId) => reservationKeys.mealTimes(profileId, input.restaurantId)),
        invalidate(reservationKeys.slotsAll),
      ]),
  });
}
