import { api } from '@/lib/api-client.ts';
import { reservationsRoutes } from '@venue/shared/routes';
import { useBookingStatusMutation } from './booking-mutation.ts';

/** POST /v1/bookings/markCustomerHasArrived { bookingId }: the guest of an accepted booking has come. */
export const markCustomerHasArrived = (bookingId: string) =>
  api.call(reservationsRoutes.markCustomerHasArrived, {
    body: { bookingId },
    fallbackMessage: 'Failed to mark the guest as arrived',
  });

export const useMarkArrived = () => useBookingStatusMutation(markCustomerHasArrived);
