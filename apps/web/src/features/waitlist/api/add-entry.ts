import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, waitlistEndpoints } from '@venue/shared';
import { waitlistRoutes } from '@venue/shared/routes';
import { api } from '@/lib/api-client.ts';
import { useActiveProfileId } from '@/lib/session.ts';
import { waitlistKeys } from './keys.ts';

export type AddWaitlistEntryInput = BodyOf<typeof waitlistEndpoints.addWaitlistEntry>;

/** POST /v1/waitlist/entries: a walk-in party joins the end of the queue. */
export const addWaitlistEntry = (body: AddWaitlistEntryInput) =>
  api.call(waitlistRoutes.addWaitlistEntry, { body, fallbackMessage: 'Failed to add the party' });

export function useAddWaitlistEntry() {
  const profileId = useActiveProfileId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addWaitlistEntry,
    onSettled: () => queryClient.invalidateQueries({ queryKey: waitlistKeys.all(profileId) }),
  });
}
