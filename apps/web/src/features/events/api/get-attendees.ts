import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { eventsRoutes } from '@venue/shared/routes';
import { useActiveProfileId } from '@/lib/session.ts';
import { eventKeys } from './keys.ts';

/** GET /v2/ticketed-events/{id}/attendees?search=. */
export const getAttendees = (eventId: string, search: string) =>
  api
    .call(eventsRoutes.listAttendees, {
      params: { id: eventId },
      query: { search: search || undefined },
      fallbackMessage: 'Failed to fetch guests',
    })
    .then((body) => body.attendees);

export function useAttendees(eventId: string, search: string) {
  const profileId = useActiveProfileId();
  return useQuery({
    queryKey: eventKeys.attendees(profileId, eventId, search),
    queryFn: () => getAttendees(eventId, search),
    // Typing in the search box keeps the last list on screen instead of a spinner per key.
    placeholderData: keepPreviousData,
  });
}
