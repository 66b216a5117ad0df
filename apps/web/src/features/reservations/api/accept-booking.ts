import { RESERVATION_MESSAGES } from '@venue/shared';
import { api } from '@/lib/api-client.ts';
import { reservationsRoutes } from '@venue/shared/routes';
import { useBookingStatusMutation } from './booking-mutation.ts';

/** POST /v1/bookings/acceptABooking { bookingId }: accepts a pending booking. */
export const acceptBooking = (bookingId: string) =>
  api.call(reservationsRoutes.acceptBooking, { body: { bookingId }, fallbackMessage: RESERVATION_MESSAGES.acceptFailed });

export const useAcceptBooking = () => useBookingStatusMutation(acceptBooking);
