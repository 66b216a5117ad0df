import { useMutation } from '@tanstack/react-query';
import type { UpdateGuestInput } from '@venue/shared';
import { guestsRoutes } from '@venue/shared/routes';
import { useInvalidateProfileQueries } from '@/hooks/use-invalidate-profile-queries.ts';
import { api } from '@/lib/api-client.ts';
import { guestKeys } from './keys.ts';

/** PATCH /v1/guests/{id} { tags?, notes? }. */
export const updateGuest = (id: string, body: UpdateGuestInput) =>
  api.call(guestsRoutes.updateGuest, { params: { id }, body, fallbackMessage: 'Failed to save the guest' });

/** Saves a guest's tags and notes; the book is read again after. */
export function useUpdateGuest() {
  const invalidate = useInvalidateProfileQueries();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateGuestInput }) => updateGuest(id, body),
    onSettled: () => invalidate(guestKeys.all),
  });
}
