import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { reservationsRoutes } from '@venue/shared/routes';
import { useActiveProfileId } from '@/lib/session.ts';
import { reservationKeys } from './keys.ts';

/** GET /v1/restaurant/citywise-bookings-7days: bookings per city for each of the last 7 venue-local days. */
export const getCityWiseBookings = () =>
  api.call(reservationsRoutes.getCityWiseBookings, { fallbackMessage: 'Failed to fetch city-wise bookings' });

export function useCityWiseBookings() {
  const profileId = useActiveProfileId();
  return useQuery({ queryKey: reservationKeys.cityWise(profileId), queryFn: getCityWiseBookings });
}
