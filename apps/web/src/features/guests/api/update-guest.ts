import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateGuestInput } from '@venue/shared';
import { guestsRoutes } from '@venue/shared/routes';
import { api } from '@/lib/api-client.ts';
import { refreshProfile } from './keys.ts';
import { useActiveProfileId } from '@/lib/session.ts';

/** PATCH /v1/guests/{id} { tags?, notes? }. */
export const updateGuest = (id: string, body: UpdateGuestInput) =>
  api.call(guestsRoutes.updateGuest, { params: { id }, body, fallbackMessage: 'Failed to save the guest' });

/** Saves a guest's tags and notes; the book and the desk are read again after. */
export function useUpdateGuest() {
  const queryClient = useQueryClient();
  const profileId = useActiveProfileId();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateGuestInput }) => updateGuest(id, body),
    onSettled: () => refreshProfile(queryClient, profileId),
  });
}
