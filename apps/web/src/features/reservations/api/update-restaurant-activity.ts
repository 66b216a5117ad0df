import { useMutation } from '@tanstack/react-query';
import { useInvalidateProfileQueries } from '@/hooks/use-invalidate-profile-queries.ts';
import { api } from '@/lib/api-client.ts';
import { reservationsRoutes } from '@venue/shared/routes';
import { reservationKeys } from './keys.ts';

/** POST /v1/restaurant/updateRestaurantActivity { restaurantId, isActive }: pause or resume bookings. */
export const updateRestaurantActivity = (input: { restaurantId: string; isActive: boolean }) =>
  api.call(reservationsRoutes.updateRestaurantActivity, {
    body: input,
    fallbackMessage: input.isActive ? 'Failed to resume bookings' : 'Failed to pause bookings',
  });

export function useUpdateRestaurantActivity() {
  const invalidate = useInvalidateProfileQueries();
  return useMutation({ mutationFn: updateRestaurantActivity, onSuccess: () => invalidate(reservationKeys.restaurant) });
}
