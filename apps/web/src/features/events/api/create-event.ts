import { useMutation } from '@tanstack/react-query';
import { useInvalidateProfileQueries } from '@/hooks/use-invalidate-profile-queries.ts';
import { api } from '@/lib/api-client.ts';
import { eventFormData, type BannerChange, type EventInput } from './event-form-data.ts';
import { eventKeys } from './keys.ts';
import { eventsRoutes } from '@venue/shared/routes';

/** POST /v2/createEvent (form): a free event. */
export const createEvent = ({ input, banner }: { input: EventInput; banner: BannerChange }) =>
  api.call(eventsRoutes.createEvent, { form: eventFormData(input, banner), fallbackMessage: 'Failed to create event' });

export function useCreateEvent() {
  const invalidate = useInvalidateProfileQueries();
  return useMutation({ mutationFn: createEvent, onSuccess: () => invalidate(eventKeys.all) });
}
