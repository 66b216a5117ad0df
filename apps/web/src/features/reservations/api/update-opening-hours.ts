import { useMutation } from '@tanstack/react-query';
import type { WorkingHours } from '@venue/shared';
import { useInvalidateProfileQueries } from '@/hooks/use-invalidate-profile-queries.ts';
import { api } from '@/lib/api-client.ts';
import { reservationsRoutes } from '@venue/shared/routes';
import { reservationKeys } from './keys.ts';

/** PUT /v1/profiles/opening-hours: replaces the week and the exceptions of the venue. */
export const updateOpeningHours = (hours: WorkingHours) =>
  api.call(reservationsRoutes.updateVenueOpeningHours, { body: hours, fallbackMessage: 'Failed to update opening hours' });

export function useUpdateOpeningHours() {
  const invalidate = useInvalidateProfileQueries();
  return useMutation({
    mutationFn: updateOpeningHours,
    // Opening hours decide which slots exist, so the slot grids refresh too.
    onSuccess: () => Promise.all([invalidate(reservationKeys.openingHours), invalidate(reservationKeys.slotsAll)]),
  });
}
