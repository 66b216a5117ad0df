import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { useActiveProfileId } from '@/lib/session.ts';
import { reservationKeys } from './keys.ts';

/** Bookings per city for each of the last 7 venue-local days (`counts[i]` belongs to `days[i]`). */
export interface CityWiseBookings {
  days: string[];
  cities: Array<{ city: string; counts: number[]; total: number }>;
}

/** GET /v1/restaurant/citywise-bookings-7days. */
export const getCityWiseBookings = () =>
  api.get<CityWiseBookings>('/v1/restaurant/citywise-bookings-7days', undefined, {
    fallbackMessage: 'Failed to fetch city-wise bookings',
  });

export function useCityWiseBookings() {
  const profileId = useActiveProfileId();
  return useQuery({ queryKey: reservationKeys.cityWise(profileId), queryFn: getCityWiseBookings });
}
