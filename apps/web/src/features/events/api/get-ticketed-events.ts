import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { eventsRoutes } from '@venue/shared/routes';
import { useActiveProfileId } from '@/lib/session.ts';
import { eventKeys } from './keys.ts';

/** GET /v2/ticketed-events/restaurant/{id}: `{id}` may be the profile id (decisions §6). */
export const getTicketedEvents = (profileId: string) =>
  api
    .call(eventsRoutes.listTicketedEvents, { params: { id: profileId }, fallbackMessage: 'Failed to fetch ticketed events' })
    .then((body) => body.results);

export function useTicketedEvents({ enabled = true }: { enabled?: boolean } = {}) {
  const profileId = useActiveProfileId();
  return useQuery({
    queryKey: eventKeys.ticketedEvents(profileId),
    queryFn: () => getTicketedEvents(profileId ?? ''),
    enabled: enabled && profileId !== null,
  });
}
