import { useMutation, useQueryClient } from '@tanstack/react-query';
import { guestsRoutes } from '@venue/shared/routes';
import { api } from '@/lib/api-client.ts';
import { refreshProfile } from './keys.ts';
import { useActiveProfileId } from '@/lib/session.ts';

/** POST /v1/guests/{id}/erase (DPDP Act 2023): name, number and notes go everywhere; figures stay. */
export const eraseGuest = (id: string) =>
  api.call(guestsRoutes.eraseGuest, { params: { id }, fallbackMessage: "Failed to erase the guest's details" });

export function useEraseGuest() {
  const queryClient = useQueryClient();
  const profileId = useActiveProfileId();
  return useMutation({ mutationFn: eraseGuest, onSettled: () => refreshProfile(queryClient, profileId) });
}
