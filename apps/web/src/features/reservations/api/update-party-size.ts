import { useMutation } from '@tanstack/react-query';
import type { UpdatePartySizeSchema } from '@venue/shared';
import type { z } from 'zod';
import { useInvalidateProfileQueries } from '@/hooks/use-invalidate-profile-queries.ts';
import { api } from '@/lib/api-client.ts';
import { reservationsRoutes } from '@venue/shared/routes';
import { reservationKeys } from './keys.ts';

/** POST /v1/restaurant/updatePartySizeDetails { restaurantId, min, max }. */
export const updatePartySizeDetails = (input: z.input<typeof UpdatePartySizeSchema>) =>
  api.call(reservationsRoutes.updatePartySizeDetails, { body: input, fallbackMessage: 'Failed to update party size' });

export function useUpdatePartySize() {
  const invalidate = useInvalidateProfileQueries();
  return useMutation({
    mutationFn: updatePartySizeDetails,
    onSuccess: () => Promise.all([invalidate(reservationKeys.restaurant), invalidate(reservationKeys.partySize)]),
  });
}
