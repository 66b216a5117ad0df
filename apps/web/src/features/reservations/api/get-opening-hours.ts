import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { reservationsRoutes } from '@venue/shared/routes';
import { useActiveProfileId } from '@/lib/session.ts';
import { reservationKeys } from './keys.ts';

/**
 * GET /v1/profiles/opening-hours: the venue's one set of hours (issue 35), weekly ranges and
 * dated exceptions, whether or not it takes bookings. The restaurant's
 * getRestaurantWorkingHours answers the same set.
 */
export const getOpeningHours = () =>
  api.call(reservationsRoutes.getVenueOpeningHours, { fallbackMessage: 'Failed to fetch opening hours' });

export function useOpeningHours() {
  const profileId = useActiveProfileId();
  return useQuery({ queryKey: reservationKeys.openingHours(profileId), queryFn: getOpeningHours });
}
