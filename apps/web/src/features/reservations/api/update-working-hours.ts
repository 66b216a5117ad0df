import { useMutation } from '@tanstack/react-query';
import type { WorkingHours } from '@venue/shared';
import { useInvalidateProfileQueries } from '@/hooks/use-invalidate-profile-queries.ts';
import { api } from '@/lib/api-client.ts';
import { reservationKeys } from './keys.ts';

/** PUT /v1/restaurant/updateRestaurantWorkingHour/{id}: replaces the week and the exceptions. */
export const updateRestaurantWorkingHour = ({ restaurantId, hours }: { restaurantId: string; hours: WorkingHours }) =>
  api.put<WorkingHours>(`/v1/restaurant/updateRestaurantWorkingHour/${encodeURIComponent(restaurantId)}`, hours, {
    fallbackMessage: 'Failed to update opening hours',
  });

export function useUpdateWorkingHours() {
  const invalidate = useInvalidateProfileQueries();
  return useMutation({
    mutationFn: updateRestaurantWorkingHour,
    // Opening hours decide which slots exist, so the slot grids refresh too.
    onSuccess: (_, { restaurantId }) =>
      Promise.all([
        invalidate((profileId) => reservationKeys.workingHours(profileId, restaurantId)),
        invalidate(reservationKeys.slotsAll),
      ]),
  });
}
