import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { menuRoutes } from '@venue/shared/routes';
import { useInvalidateMenu } from './invalidate.ts';

/**
 * POST /v2/updateSoldOut { _id, soldOut }: "sold out today" until the venue's next day starts,
 * or available again. Guests see it at once, like hiding (docs/decisions/0015).
 */
export function updateSoldOut(input: { id: string; soldOut: boolean }) {
  return api.call(menuRoutes.updateSoldOut, {
    body: { _id: input.id, soldOut: input.soldOut },
    fallbackMessage: 'Failed to update the item',
  });
}

export function useUpdateSoldOut(username: string) {
  const invalidate = useInvalidateMenu(username);
  return useMutation({ mutationFn: updateSoldOut, onSuccess: invalidate });
}
