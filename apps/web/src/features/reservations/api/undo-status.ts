import { api } from '@/lib/api-client.ts';
import { reservationsRoutes } from '@venue/shared/routes';
import { useBookingStatusMutation } from './booking-mutation.ts';

/** POST /v1/bookings/undoStatus { bookingId }: takes back today's arrived or no-show mark. */
export const undoBookingStatus = (bookingId: string) =>
  api.call(reservationsRoutes.undoBookingStatus, { body: { bookingId }, fallbackMessage: 'Failed to undo the change' });

export const useUndoBookingStatus = () => useBookingStatusMutation(undoBookingStatus);
