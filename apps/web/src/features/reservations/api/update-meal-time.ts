import { useMutation } from '@tanstack/react-query';
import { useInvalidateProfileQueries } from '@/hooks/use-invalidate-profile-queries.ts';
import { api } from '@/lib/api-client.ts';
import { reservationsRoutes } from '@venue/shared/routes';
import type { MealTimeInput } from './create-meal-time.ts';
import { reservationKeys } from './keys.ts';

/** PUT /v1/restaurant/updateMealTime/{mealTimeId}. */
export const updateMealTime = ({ mealTimeId, input }: { mealTimeId: string; input: MealTimeInput }) =>
  api.call(reservationsRoutes.updateMealTime, {
    params: { mealTimeId },
    body: input,
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
