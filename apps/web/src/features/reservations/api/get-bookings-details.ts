import { useQuery } from '@tanstack/react-query';
import type { BookingStatus } from '@venue/shared';
import { api } from '@/lib/api-client.ts';
import { useActiveProfileId } from '@/lib/session.ts';
import { reservationKeys } from './keys.ts';

/**
 * The venue's booking figures over a venue-local range (30 days by default): totals by status,
 * guests of accepted and arrived bookings, the no-show rate (0 to 1) and a per-day series.
 */
export interface BookingsDetails {
  from: string;
  to: string;
  totalBookings: number;
  byStatus: Record<BookingStatus, number>;
  covers: number;
  noShowRate: number;
  series: Array<{ date: string; bookings: number; covers: number }>;
}

/** GET /v1/restaurant/bookings-details. */
export const getBookingsDetails = () =>
  api.get<BookingsDetails>('/v1/restaurant/bookings-details', undefined, { fallbackMessage: 'Failed to fetch booking figures' });

export function useBookingsDetails() {
  const profileId = useActiveProfileId();
  return useQuery({ queryKey: reservationKeys.bookingsDetails(profileId), queryFn: getBookingsDetails });
}
