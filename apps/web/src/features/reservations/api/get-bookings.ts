import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Booking, BookingStatus } from '@venue/shared';
import { api } from '@/lib/api-client.ts';
import { useActiveProfileId } from '@/lib/session.ts';
import { reservationKeys } from './keys.ts';

/** One page of the list: `total` bookings match, `pageSize` a page. */
export interface BookingsPage {
  bookings: Booking[];
  total: number;
  page: number;
  pageSize: number;
}

export interface BookingsQuery {
  date: string;
  status: BookingStatus | null;
  page: number;
}

/** GET /v2/bookings/getAllBookings/?date=&status=&page=: the venue's bookings of one local date. */
export const getAllBookings = ({ date, status, page }: BookingsQuery) =>
  api.get<BookingsPage>('/v2/bookings/getAllBookings/', { date, status, page }, { fallbackMessage: 'Failed to fetch bookings' });

export function useBookings(query: BookingsQuery) {
  const profileId = useActiveProfileId();
  return useQuery({
    queryKey: reservationKeys.bookings(profileId, query),
    queryFn: () => getAllBookings(query),
    placeholderData: keepPreviousData,
  });
}
