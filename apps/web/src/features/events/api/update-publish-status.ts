import { useMutation } from '@tanstack/react-query';
import { useInvalidateProfileQueries } from '@/hooks/use-invalidate-profile-queries.ts';
import { api } from '@/lib/api-client.ts';
import { eventsRoutes } from '@venue/shared/routes';
import { eventKeys } from './keys.ts';

/** POST /v2/updatePublishStatus { _id, publish: 1|0 }. */
export const updatePublishStatus = ({ eventId, publish }: { eventId: string; publish: boolean }) =>
  api.call(eventsRoutes.updatePublishStatus, {
    body: { _id: eventId, publish: publish ? 1 : 0 },
    fallbackMessage: 'Failed to update publish status',
  });

export function useUpdatePublishStatus() {
  const invalidate = useInvalidateProfileQueries();
  return useMutation({ mutationFn: updatePublishStatus, onSettled: () => invalidate(eventKeys.all) });
}
