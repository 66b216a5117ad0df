import { useMutation } from '@tanstack/react-query';
import type { UpdateSlotSchema } from '@venue/shared';
import type { z } from 'zod';
import { useInvalidateProfileQueries } from '@/hooks/use-invalidate-profile-queries.ts';
import { api } from '@/lib/api-client.ts';
import { reservationsRoutes } from '@venue/shared/routes';
import { reservationKeys } from './keys.ts';

/** POST /v1/restaurant/updateRestaurantSlot { restaurantId, slotDate, slotStartTimes, slotStatus }. */
export const updateRestaurantSlot = (input: z.input<typeof UpdateSlotSchema>) =>
  api.call(reservationsRoutes.updateRestaurantSlot, { body: input, fallbackMessage: 'Failed to update slots' });

export function useUpdateSlots() {
  const invalidate = useInvalidateProfileQueries();
  return useMutation({ mutationFn: updateRestaurantSlot, onSuccess: () => invalidate(reservationKeys.slotsAll) });
}
