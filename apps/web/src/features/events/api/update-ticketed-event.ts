import { useMutation } from '@tanstack/react-query';
import { useInvalidateProfileQueries } from '@/hooks/use-invalidate-profile-queries.ts';
import { api } from '@/lib/api-client.ts';
import { eventFormData, type BannerChange, type EventInput, type TicketedSettings } from './event-form-data.ts';
import { eventKeys } from './keys.ts';
import { EVENT_MESSAGES, type EditScope, type TicketTypeInput } from '@venue/shared';
import { eventsRoutes } from '@venue/shared/routes';

/**
 * PUT /v2/ticketed-events/{id}?scope= (form): fields, banner, the ticket types in their order and
 * the settings; a date of a series changes alone (`one`), with the later dates, or with all.
 */
export const updateTicketedEvent = (input: {
  eventId: string;
  input: EventInput;
  banner: BannerChange;
  ticketTypes: TicketTypeInput[];
  settings: TicketedSettings;
  scope?: EditScope;
}) =>
  api.call(eventsRoutes.updateTicketedEvent, {
    params: { id: input.eventId },
    query: { scope: input.scope ?? 'one' },
    form: eventFormData(input.input, input.banner, input.ticketTypes, input.settings),
    fallbackMessage: EVENT_MESSAGES.updateTicketedFailed,
  });

export function useUpdateTicketedEvent() {
  const invalidate = useInvalidateProfileQueries();
  return useMutation({ mutationFn: updateTicketedEvent, onSuccess: () => invalidate(eventKeys.all) });
}
