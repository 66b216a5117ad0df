import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchSubscriptionStatus } from '@/lib/subscription-status.ts';
import { subscriptionKeys } from './keys.ts';

/** The active profile's subscription status (spec §7), refetched on every visit: terms move with time. */
export const subscriptionStatusQuery = (profileId: string) =>
  queryOptions({
    queryKey: subscriptionKeys.status(profileId),
    queryFn: () => fetchSubscriptionStatus(profileId),
    staleTime: 0,
  });

/** `profileId` null (logged out, or no profile chosen): nothing is asked. */
export function useSubscriptionStatus(profileId: string | null) {
  return useQuery({ ...subscriptionStatusQuery(profileId ?? ''), enabled: Boolean(profileId) });
}
