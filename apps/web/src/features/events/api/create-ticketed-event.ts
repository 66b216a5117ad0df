import { useMutation } from '@tanstack/react-query';
import { useInvalidateProfileQueries } from '@/hooks/use-invalidate-profile-queries.ts';
import { api } from '@/lib/api-client.ts';
import { eventFormData, type BannerChange, type EventInput } from './event-form-data.ts';
import { eventKeys } from './keys.ts';
import { EVENT_MESSAGES, EVENT_PATHS, type TicketTypeInput, type VenueEvent } from '@venue/shared';

/** POST /v2/ticketed-events (form): the event's fields and its ticket types as JSON. */
export const createTicketedEvent = (input: { input: EventInput; banner: BannerChange; ticketTypes: TicketTypeInput[] }) =>
  api.form<{ event: VenueEvent }>(EVENT_PATHS.ticketedEvents, eventFormData(input.input, input.banner, input.ticketTypes), {
    fallbackMessage: EVENT_MESSAGES.createTicketedFailed,
  });

export function useCreateTicketedEvent() {
  const invalidate = useInvalidateProfileQueries();
  return useMutation({ mutationFn: createTicketedEvent, onSuccess: () => invalidate(eventKeys.all) });
}
