import { useMutation } from '@tanstack/react-query';
import type { BodyOf, eventPromoCodesEndpoints } from '@venue/shared';
import { useInvalidateProfileQueries } from '@/hooks/use-invalidate-profile-queries.ts';
import { api } from '@/lib/api-client.ts';
import { eventPromoCodesRoutes } from '@venue/shared/routes';
import { eventKeys } from './keys.ts';

export type NewPromoCode = BodyOf<(typeof eventPromoCodesEndpoints)['createPromoCode']>;

/** POST /v2/ticketed-events/{id}/promo-codes: 409 when the event has the code already (any case). */
export const createPromoCode = ({ eventId, input }: { eventId: string; input: NewPromoCode }) =>
  api.call(eventPromoCodesRoutes.createPromoCode, {
    params: { id: eventId },
    body: input,
    fallbackMessage: 'Failed to create promo code',
  });

export function useCreatePromoCode(eventId: string) {
  const invalidate = useInvalidateProfileQueries();
  return useMutation({
    mutationFn: (input: NewPromoCode) => createPromoCode({ eventId, input }),
    onSettled: () => invalidate((profileId) => eventKeys.promoCodes(profileId, eventId)),
  });
}
