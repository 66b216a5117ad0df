import { useMutation } from '@tanstack/react-query';
import { useInvalidateProfileQueries } from '@/hooks/use-invalidate-profile-queries.ts';
import { api } from '@/lib/api-client.ts';
import { eventFormData, type BannerChange, type EventInput } from './event-form-data.ts';
import { eventKeys } from './keys.ts';
import { EVENT_MESSAGES, type TicketTypeInput } from '@venue/shared';
import { eventsRoutes } from '@venue/shared/routes';

/** PUT /v2/ticketed-events/{id} (form): fields, banner, and the ticket types in their order. */
export const updateTicketedEvent = (input: {
  eventId: string;
  input: EventInput;
  banner: BannerChange;
  ticketTypes: TicketTypeInput[];
}) =>
  api.call(eventsRoutes.updateTicketedEvent, {
    params: { id: input.eventId },
    form: eventFormData(input.input, input.banner, input.ticketTypes),
    fallbackMessage: EVENT_MESSAGES.updateTicketedFailed,
  });

export function useUpdateTicketedEvent() {
  const invalidate = useInvalidateProfileQueries();
  return useMutation({ mutationFn: updateTicketedEvent, onSuccess: () => invalidate(eventKeys.all) });
}
