import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BookingStatus } from '@venue/shared';
import { api } from '@/lib/api-client.ts';
import { reservationsRoutes } from '@venue/shared/routes';
import { useActiveProfileId } from '@/lib/session.ts';
import { reservationKeys } from './keys.ts';

export interface BookingsQuery {
  date: string;
  status: BookingStatus | null;
  page: number;
}

/**
 * GET /v2/bookings/getAllBookings/?date=&status=&page=: one page of the venue's bookings of a
 * local date (`total` match, `pageSize` a page).
 */
export const getAllBookings = ({ date, status, page }: BookingsQuery) =>
  api.call(reservationsRoutes.getAllBookings, {
    query: { date, status: status ?? undefined, page },
    fallbackMessage: 'Failed to fetch bookings',
  });

export function useBookings(query: BookingsQuery) {
  const profileId = useActiveProfileId();
  return useQuery({
    queryKey: reservationKeys.bookings(profileId, query),
    queryFn: () => getAllBookings(query),
    placeholderData: keepPreviousData,
  });
}
