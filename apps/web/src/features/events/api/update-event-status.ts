import { useMutation } from '@tanstack/react-query';
import { useInvalidateProfileQueries } from '@/hooks/use-invalidate-profile-queries.ts';
import { api } from '@/lib/api-client.ts';
import { eventKeys } from './keys.ts';
import { EVENT_MESSAGES, type EventStatus } from '@venue/shared';
import { eventsRoutes } from '@venue/shared/routes';

/**
 * PUT /v2/ticketed-events/{id}/status { status, publish? }: `publish` with `on-sale` is "publish
 * and sell", one write on the server (issue 36).
 */
export const updateEventStatus = ({ eventId, status, publish }: { eventId: string; status: EventStatus; publish?: boolean }) =>
  api.call(eventsRoutes.updateTicketedEventStatus, {
    params: { id: eventId },
    body: publish ? { status, publish: 1 } : { status },
    fallbackMessage: EVENT_MESSAGES.updateTicketedFailed,
  });

export function useUpdateEventStatus() {
  const invalidate = useInvalidateProfileQueries();
  return useMutation({ mutationFn: updateEventStatus, onSettled: () => invalidate(eventKeys.all) });
}
