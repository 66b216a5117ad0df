import { useMutation } from '@tanstack/react-query';
import { useInvalidateProfileQueries } from '@/hooks/use-invalidate-profile-queries.ts';
import { api } from '@/lib/api-client.ts';
import { eventKeys } from './keys.ts';
import { EVENT_MESSAGES, EVENT_PATHS, type EventStatus } from '@venue/shared';

/** PUT /v2/ticketed-events/{id}/status { status }. */
export const updateEventStatus = ({ eventId, status }: { eventId: string; status: EventStatus }) =>
  api.put<unknown>(
    EVENT_PATHS.ticketedStatus(encodeURIComponent(eventId)),
    { status },
    {
      fallbackMessage: EVENT_MESSAGES.updateTicketedFailed,
    },
  );

export function useUpdateEventStatus() {
  const invalidate = useInvalidateProfileQueries();
  return useMutation({ mutationFn: updateEventStatus, onSettled: () => invalidate(eventKeys.all) });
}
