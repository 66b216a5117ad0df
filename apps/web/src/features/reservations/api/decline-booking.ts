import { RESERVATION_MESSAGES } from '@venue/shared';
import { api } from '@/lib/api-client.ts';
import { reservationsRoutes } from '@venue/shared/routes';
import { useBookingStatusMutation } from './booking-mutation.ts';

/**
 * POST /v1/bookings/declineABooking { bookingId, reason }: declines a pending booking; the
 * reason (1–200 characters) reaches the guest (spec §8's message for a failure is the cancel one).
 */
export const declineBooking = ({ bookingId, reason }: { bookingId: string; reason: string }) =>
  api.call(reservationsRoutes.declineBooking, {
    body: { bookingId, reason },
    fallbackMessage: RESERVATION_MESSAGES.cancelFailed,
  });

export const useDeclineBooking = () => useBookingStatusMutation(declineBooking);
