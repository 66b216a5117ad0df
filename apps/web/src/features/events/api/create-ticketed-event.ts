import { useMutation } from '@tanstack/react-query';
import { useInvalidateProfileQueries } from '@/hooks/use-invalidate-profile-queries.ts';
import { api } from '@/lib/api-client.ts';
import { eventFormData, type BannerChange, type EventInput, type TicketedSettings } from './event-form-data.ts';
import { eventKeys } from './keys.ts';
import { EVENT_MESSAGES, type TicketTypeInput } from '@venue/shared';
import { eventsRoutes } from '@venue/shared/routes';

/** POST /v2/ticketed-events (form): the event's fields, its ticket types as JSON, its settings; a recurrence makes a series. */
export const createTicketedEvent = (input: {
  input: EventInput;
  banner: BannerChange;
  ticketTypes: TicketTypeInput[];
  settings: TicketedSettings;
}) =>
  api.call(eventsRoutes.createTicketedEvent, {
    form: eventFormData(input.input, input.banner, input.ticketTypes, input.settings),
    fallbackMessage: EVENT_MESSAGES.createTicketedFailed,
  });

export function useCreateTicketedEvent() {
  const invalidate = useInvalidateProfileQueries();
  return useMutation({ mutationFn: createTicketedEvent, onSuccess: () => invalidate(eventKeys.all) });
}
