import { useMutation } from '@tanstack/react-query';
import type { MealTimeInputSchema } from '@venue/shared';
import type { z } from 'zod';
import { useInvalidateProfileQueries } from '@/hooks/use-invalidate-profile-queries.ts';
import { api } from '@/lib/api-client.ts';
import { reservationsRoutes } from '@venue/shared/routes';
import { reservationKeys } from './keys.ts';

export type MealTimeInput = z.input<typeof MealTimeInputSchema>;

/** POST /v1/restaurant/createMealTime. */
export const createMealTime = (input: MealTimeInput) =>
  api.call(reservationsRoutes.createMealTime, { body: input, fallbackMessage: 'Failed to create meal time' });

export function useCreateMealTime() {
  const invalidate = useInvalidateProfileQueries();
  return useMutation({
    mutationFn: createMealTime,
    onSuccess: (_, input) =>
      Promise.all([
        invalidate((profileId) => reservationKeys.mealTimes(profileId, input.restaurantId)),
        invalidate(reservationKeys.slotsAll),
      ]),
  });
}
