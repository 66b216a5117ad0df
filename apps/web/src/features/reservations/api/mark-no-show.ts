import type { Booking } from '@venue/shared';
import { api } from '@/lib/api-client.ts';
import { useBookingStatusMutation } from './booking-mutation.ts';

/** POST /v1/bookings/markNoShow { bookingId }: the guest of an accepted booking did not come. */
export const markNoShow = (bookingId: string) =>
  api.post<{ booking: Booking }>(
    '/v1/bookings/markNoShow',
    { bookingId },
    { fallbackMessage: 'Failed to mark the booking as no-show' },
  );

export const useMarkNoShow = () => useBookingStatusMutation(markNoShow);
