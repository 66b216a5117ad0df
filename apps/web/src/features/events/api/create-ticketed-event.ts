import { useMutation } from '@tanstack/react-query';
import { useInvalidateProfileQueries } from '@/hooks/use-invalidate-profile-queries.ts';
import { api } from '@/lib/api-client.ts';
import { eventFormData, type BannerChange, type EventInput } from './event-form-data.ts';
import { eventKeys } from './keys.ts';
import { EVENT_MESSAGES, type TicketTypeInput } from '@venue/shared';
import { eventsRoutes } from '@venue/shared/routes';

/** POST /v2/ticketed-events (form): the event's fields and its ticket types as JSON. */
export const createTicketedEvent = (input: { input: EventInput; banner: BannerChange; ticketTypes: TicketTypeInput[] }) =>
  api.call(eventsRoutes.createTicketedEvent, {
    form: eventFormData(input.input, input.banner, input.ticketTypes),
    fallbackMessage: EVENT_MESSAGES.createTicketedFailed,
  });

export function useCreateTicketedEvent() {
  const invalidate = useInvalidateProfileQueries();
  return useMutation({ mutationFn: createTicketedEvent, onSuccess: () => invalidate(eventKeys.all) });
}
