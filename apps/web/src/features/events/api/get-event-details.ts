import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { eventsRoutes } from '@venue/shared/routes';
import { useActiveProfileId } from '@/lib/session.ts';
import { eventKeys } from './keys.ts';

/** GET /v2/eventsDetails/{id}: the event with its ticket types, each with its `_id`. */
export const getEventDetails = (eventId: string) =>
  api
    .call(eventsRoutes.getEventDetails, { params: { id: eventId }, fallbackMessage: 'Failed to fetch event' })
    .then((body) => body.event);

export function useEventDetails(eventId: string) {
  const profileId = useActiveProfileId();
  return useQuery({ queryKey: eventKeys.event(profileId, eventId), queryFn: () => getEventDetails(eventId) });
}
