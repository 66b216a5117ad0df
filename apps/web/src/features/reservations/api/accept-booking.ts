import { RESERVATION_MESSAGES, type Booking } from '@venue/shared';
import { api } from '@/lib/api-client.ts';
import { useBookingStatusMutation } from './booking-mutation.ts';

/** POST /v1/bookings/acceptABooking { bookingId }: accepts a pending booking. */
export const acceptBooking = (bookingId: string) =>
  api.post<{ booking: Booking }>(
    '/v1/bookings/acceptABooking',
    { bookingId },
    { fallbackMessage: RESERVATION_MESSAGES.acceptFailed },
  );

export const useAcceptBooking = () => useBookingStatusMutation(acceptBooking);
