import { useQuery } from '@tanstack/react-query';
import type { BookingStatus } from '@venue/shared';
import { api } from '@/lib/api-client.ts';
import { useActiveProfileId } from '@/lib/session.ts';
import { reservationKeys } from './keys.ts';

/** The venue's booking figures: totals by status, bookings and covers per local day, no-show rate (0 to 1). */
export interface BookingsDetails {
  total: number;
  totals: Record<BookingStatus, number>;
  perDay: Array<{ date: string; bookings: number; covers: number }>;
  noShowRate: number;
}

/** GET /v1/restaurant/bookings-details. */
export const getBookingsDetails = () =>
  api.get<BookingsDetails>('/v1/restaurant/bookings-details', undefined, { fallbackMessage: 'Failed to fetch booking figures' });

export function useBookingsDetails() {
  const profileId = useActiveProfileId();
  return useQuery({ queryKey: reservationKeys.bookingsDetails(profileId), queryFn: getBookingsDetails });
}
