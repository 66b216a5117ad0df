import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { eventsRoutes } from '@venue/shared/routes';
import { useActiveProfileId } from '@/lib/session.ts';
import { eventKeys } from './keys.ts';

/** GET /v2/events/: the venue's free events (listings, optionally with RSVP). */
export const getEvents = () =>
  api.call(eventsRoutes.listEvents, { fallbackMessage: 'Failed to fetch events' }).then((body) => body.events);

export function useEvents({ enabled = true }: { enabled?: boolean } = {}) {
  const profileId = useActiveProfileId();
  return useQuery({ queryKey: eventKeys.freeEvents(profileId), queryFn: getEvents, enabled });
}
