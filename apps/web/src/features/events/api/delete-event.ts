import { useMutation } from '@tanstack/react-query';
import { useInvalidateProfileQueries } from '@/hooks/use-invalidate-profile-queries.ts';
import { api } from '@/lib/api-client.ts';
import { eventsRoutes } from '@venue/shared/routes';
import { eventKeys } from './keys.ts';

/** POST /v2/event/delete { _id }: refused while paid tickets exist unless the event is cancelled. */
export const deleteEvent = (eventId: string) =>
  api.call(eventsRoutes.deleteEvent, { body: { _id: eventId }, fallbackMessage: 'Failed to delete event' });

export function useDeleteEvent() {
  const invalidate = useInvalidateProfileQueries();
  return useMutation({ mutationFn: deleteEvent, onSettled: () => invalidate(eventKeys.all) });
}
