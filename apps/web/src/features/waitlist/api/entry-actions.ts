import { useMutation, useQueryClient } from '@tanstack/react-query';
import { waitlistRoutes } from '@venue/shared/routes';
import { api } from '@/lib/api-client.ts';
import { useActiveProfileId } from '@/lib/session.ts';
import { waitlistKeys } from './keys.ts';

/** POST /v1/waitlist/entries/{id}/notify: "your table is ready" (template waitlist_ready). */
export const notifyWaitlistEntry = (id: string) =>
  api.call(waitlistRoutes.notifyWaitlistEntry, { params: { id }, fallbackMessage: 'Failed to notify the party' });

/** POST /v1/waitlist/entries/{id}/seat. */
export const seatWaitlistEntry = (id: string) =>
  api.call(waitlistRoutes.seatWaitlistEntry, { params: { id }, fallbackMessage: 'Failed to seat the party' });

/** POST /v1/waitlist/entries/{id}/remove { reason }. */
export const removeWaitlistEntry = (id: string, reason: string) =>
  api.call(waitlistRoutes.removeWaitlistEntry, {
    params: { id },
    body: { reason },
    fallbackMessage: 'Failed to remove the party',
  });

export type WaitlistAction =
  { kind: 'notify'; id: string } | { kind: 'seat'; id: string } | { kind: 'remove'; id: string; reason: string };

/** One of the desk's moves; the queue is read again after it. */
export function useWaitlistAction() {
  const profileId = useActiveProfileId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: WaitlistAction) =>
      action.kind === 'notify'
        ? notifyWaitlistEntry(action.id)
        : action.kind === 'seat'
          ? seatWaitlistEntry(action.id)
          : removeWaitlistEntry(action.id, action.reason),
    onSettled: () => queryClient.invalidateQueries({ queryKey: waitlistKeys.all(profileId) }),
  });
}
