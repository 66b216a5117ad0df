import { useMutation } from '@tanstack/react-query';
import { guestsRoutes } from '@venue/shared/routes';
import { useInvalidateProfileQueries } from '@/hooks/use-invalidate-profile-queries.ts';
import { api } from '@/lib/api-client.ts';
import { guestKeys } from './keys.ts';

/** POST /v1/guests/{id}/erase (DPDP Act 2023): name, number and notes go everywhere; figures stay. */
export const eraseGuest = (id: string) =>
  api.call(guestsRoutes.eraseGuest, { params: { id }, fallbackMessage: "Failed to erase the guest's details" });

export function useEraseGuest() {
  const invalidate = useInvalidateProfileQueries();
  return useMutation({ mutationFn: eraseGuest, onSettled: () => invalidate(guestKeys.all) });
}
