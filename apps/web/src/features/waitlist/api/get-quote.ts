import { useQuery } from '@tanstack/react-query';
import { waitlistRoutes } from '@venue/shared/routes';
import { api } from '@/lib/api-client.ts';
import { useActiveProfileId } from '@/lib/session.ts';
import { waitlistKeys } from './keys.ts';

/** GET /v1/waitlist/quote?partySize=: the wait to quote, from the venue's recent seat times. */
export const getWaitlistQuote = (partySize: number) =>
  api.call(waitlistRoutes.getWaitlistQuote, { query: { partySize }, fallbackMessage: 'Failed to suggest a wait' });

export function useWaitlistQuote(partySize: number | null) {
  const profileId = useActiveProfileId();
  return useQuery({
    queryKey: waitlistKeys.quote(profileId, partySize ?? 0),
    queryFn: () => getWaitlistQuote(partySize!),
    enabled: Boolean(profileId) && partySize !== null && partySize >= 1,
    staleTime: 60_000,
  });
}
