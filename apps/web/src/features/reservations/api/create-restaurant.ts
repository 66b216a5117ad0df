import { useMutation } from '@tanstack/react-query';
import type { CreateRestaurantInput } from '@venue/shared';
import { useInvalidateProfileQueries } from '@/hooks/use-invalidate-profile-queries.ts';
import { api } from '@/lib/api-client.ts';
import { reservationsRoutes } from '@venue/shared/routes';
import { useActiveProfile } from '@/lib/session.ts';
import { STORAGE_KEYS } from '@/lib/storage.ts';
import { reservationKeys } from './keys.ts';

/** POST /v1/restaurant/createRestaurant/: one restaurant per business profile. */
export const createRestaurant = (input: CreateRestaurantInput) =>
  api.call(reservationsRoutes.createRestaurant, { body: input, fallbackMessage: 'Failed to create restaurant' });

/**
 * Creates the restaurant and stores its id and the venue's username under the spec §3 keys,
 * as switching profile does (spec §4), so the rest of the dashboard knows it at once.
 */
export function useCreateRestaurant() {
  const invalidate = useInvalidateProfileQueries();
  const profile = useActiveProfile();
  return useMutation({
    mutationFn: createRestaurant,
    onSuccess: async ({ restaurant }) => {
      localStorage.setItem(STORAGE_KEYS.restaurantId, restaurant._id);
      if (profile) localStorage.setItem(STORAGE_KEYS.restaurantUsername, profile.userName);
      await invalidate(reservationKeys.restaurant);
    },
  });
}
