import { useMutation } from '@tanstack/react-query';
import { useInvalidateProfileQueries } from '@/hooks/use-invalidate-profile-queries.ts';
import { api } from '@/lib/api-client.ts';
import { eventPromoCodesRoutes } from '@venue/shared/routes';
import { eventKeys } from './keys.ts';

/** DELETE /v2/ticketed-events/{id}/promo-codes/{codeId}: orders that used it keep their discount. */
export const deletePromoCode = ({ eventId, codeId }: { eventId: string; codeId: string }) =>
  api.call(eventPromoCodesRoutes.deletePromoCode, {
    params: { id: eventId, codeId },
    fallbackMessage: 'Failed to delete promo code',
  });

export function useDeletePromoCode(eventId: string) {
  const invalidate = useInvalidateProfileQueries();
  return useMutation({
    mutationFn: (codeId: string) => deletePromoCode({ eventId, codeId }),
    onSettled: () => invalidate((profileId) => eventKeys.promoCodes(profileId, eventId)),
  });
}
