import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { eventPromoCodesRoutes } from '@venue/shared/routes';
import { useActiveProfileId } from '@/lib/session.ts';
import { eventKeys } from './keys.ts';

/** GET /v2/ticketed-events/{id}/promo-codes: the event's codes with their uses and revenue. */
export const getPromoCodes = (eventId: string) =>
  api
    .call(eventPromoCodesRoutes.listPromoCodes, { params: { id: eventId }, fallbackMessage: 'Failed to fetch promo codes' })
    .then((body) => body.promoCodes);

export function usePromoCodes(eventId: string) {
  const profileId = useActiveProfileId();
  return useQuery({ queryKey: eventKeys.promoCodes(profileId, eventId), queryFn: () => getPromoCodes(eventId) });
}
