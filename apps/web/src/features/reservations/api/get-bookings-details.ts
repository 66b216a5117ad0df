import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { reservationsRoutes } from '@venue/shared/routes';
import { useActiveProfileId } from '@/lib/session.ts';
import { reservationKeys } from './keys.ts';

/**
 * GET /v1/restaurant/bookings-details: the venue's booking figures over a venue-local range
 * (30 days by default): totals by status, guests of accepted and arrived bookings, the no-show
 * rate (0 to 1) and a per-day series.
 */
export const getBookingsDetails = () =>
  api.call(reservationsRoutes.getBookingsDetails, { query: {}, fallbackMessage: 'Failed to fetch booking figures' });

export function useBookingsDetails() {
  const profileId = useActiveProfileId();
  return useQuery({ queryKey: reservationKeys.bookingsDetails(profileId), queryFn: getBookingsDetails });
}
