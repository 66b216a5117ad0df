import type { Booking } from '@venue/shared';
import { api } from '@/lib/api-client.ts';
import { useBookingStatusMutation } from './booking-mutation.ts';

/** POST /v1/bookings/markCustomerHasArrived { bookingId }: the guest of an accepted booking has come. */
export const markCustomerHasArrived = (bookingId: string) =>
  api.post<{ booking: Booking }>(
    '/v1/bookings/markCustomerHasArrived',
    { bookingId },
    { fallbackMessage: 'Failed to mark the guest as arrived' },
  );

export const useMarkArrived = () => useBookingStatusMutation(markCustomerHasArrived);
