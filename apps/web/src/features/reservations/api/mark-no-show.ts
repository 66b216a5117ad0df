import { api } from '@/lib/api-client.ts';
import { reservationsRoutes } from '@venue/shared/routes';
import { useBookingStatusMutation } from './booking-mutation.ts';

/** POST /v1/bookings/markNoShow { bookingId }: the guest of an accepted booking did not come. */
export const markNoShow = (bookingId: string) =>
  api.call(reservationsRoutes.markNoShow, { body: { bookingId }, fallbackMessage: 'Failed to mark the booking as no-show' });

export const useMarkNoShow = () => useBookingStatusMutation(markNoShow);
