import { useMutation } from '@tanstack/react-query';
import { useInvalidateProfileQueries } from '@/hooks/use-invalidate-profile-queries.ts';
import { api } from '@/lib/api-client.ts';
import { eventFormData, type BannerChange, type EventInput } from './event-form-data.ts';
import { eventKeys } from './keys.ts';
import { eventsRoutes } from '@venue/shared/routes';

/** PATCH /v2/updateEvent (form with `_id`): a free event's fields and banner. */
export const updateEvent = ({ eventId, input, banner }: { eventId: string; input: EventInput; banner: BannerChange }) => {
  const form = eventFormData(input, banner);
  form.append('_id', eventId);
  return api.call(eventsRoutes.updateEvent, { form, fallbackMessage: 'Failed to update event' });
};

export function useUpdateEvent() {
  const invalidate = useInvalidateProfileQueries();
  return useMutation({ mutationFn: updateEvent, onSuccess: () => invalidate(eventKeys.all) });
}
