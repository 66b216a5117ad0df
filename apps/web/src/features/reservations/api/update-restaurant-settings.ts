import { useMutation } from '@tanstack/react-query';
import type { UpdateRestaurantSettingsSchema } from '@venue/shared';
import type { z } from 'zod';
import { useInvalidateProfileQueries } from '@/hooks/use-invalidate-profile-queries.ts';
import { api } from '@/lib/api-client.ts';
import { reservationsRoutes } from '@venue/shared/routes';
import { reservationKeys } from './keys.ts';

export type RestaurantSettingsInput = z.input<typeof UpdateRestaurantSettingsSchema>;

/** POST /v1/restaurant/updateRestaurantSettings: name, place, zone, lead time, cut-off, reminders. */
export const updateRestaurantSettings = (input: RestaurantSettingsInput) =>
  api.call(reservationsRoutes.updateRestaurantSettings, { body: input, fallbackMessage: 'Failed to update restaurant settings' });

export function useUpdateRestaurantSettings() {
  const invalidate = useInvalidateProfileQueries();
  return useMutation({ mutationFn: updateRestaurantSettings, onSuccess: () => invalidate(reservationKeys.restaurant) });
}
