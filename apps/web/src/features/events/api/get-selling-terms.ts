import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { eventsRoutes } from '@venue/shared/routes';
import { useActiveProfileId } from '@/lib/session.ts';
import { eventKeys } from './keys.ts';

/** GET /v2/ticketed-events/selling-terms: the fee, the settlement and the payout account, before selling (issue 36). */
export const getSellingTerms = () =>
  api.call(eventsRoutes.getSellingTerms, { fallbackMessage: 'Failed to load the selling terms' });

export function useSellingTerms({ enabled = true }: { enabled?: boolean } = {}) {
  const profileId = useActiveProfileId();
  return useQuery({ queryKey: eventKeys.sellingTerms(profileId), queryFn: getSellingTerms, enabled });
}
