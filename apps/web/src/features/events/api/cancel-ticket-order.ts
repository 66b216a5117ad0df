import { useMutation } from '@tanstack/react-query';
import { useInvalidateProfileQueries } from '@/hooks/use-invalidate-profile-queries.ts';
import { api } from '@/lib/api-client.ts';
import { eventsRoutes } from '@venue/shared/routes';
import { eventKeys } from './keys.ts';

/**
 * POST /v2/ticket-orders/{orderId}/cancel-by-venue: the venue cancels one guest's order or RSVP;
 * a paid order is refunded in full and the guest is told. 409 when it is already cancelled.
 */
export const cancelTicketOrder = (orderId: string) =>
  api.call(eventsRoutes.cancelTicketOrderByVenue, { params: { orderId }, fallbackMessage: 'Failed to cancel the order' });

export function useCancelTicketOrder() {
  const invalidate = useInvalidateProfileQueries();
  return useMutation({
    mutationFn: cancelTicketOrder,
    // The guest list and the event's sold and held counts both change.
    onSettled: () => invalidate(eventKeys.all),
  });
}
