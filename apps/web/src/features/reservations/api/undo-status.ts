import type { Booking } from '@venue/shared';
import { api } from '@/lib/api-client.ts';
import { useBookingStatusMutation } from './booking-mutation.ts';

/** POST /v1/bookings/undoStatus { bookingId }: takes back today's arrived or no-show mark. */
export const undoBookingStatus = (bookingId: string) =>
  api.post<{ booking: Booking }>('/v1/bookings/undoStatus', { bookingId }, { fallbackMessage: 'Failed to undo the change' });

export const useUndoBookingStatus = () => useBookingStatusMutation(undoBookingStatus);
