import { EVENT_PATHS, type VenueEvent } from '@venue/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { useActiveProfileId } from '@/lib/session.ts';
import { eventKeys } from './keys.ts';

/** GET /v2/eventsDetails/{id}: the event with its ticket types, each with its `_id`. */
export const getEventDetails = (eventId: string) =>
  api
    .get<{ event: VenueEvent }>(EVENT_PATHS.eventDetails(encodeURIComponent(eventId)), undefined, {
      fallbackMessage: 'Failed to fetch event',
    })
    .then((body) => body.event);

export function useEventDetails(eventId: string) {
  const profileId = useActiveProfileId();
  return useQuery({ queryKey: eventKeys.event(profileId, eventId), queryFn: () => getEventDetails(eventId) });
}
