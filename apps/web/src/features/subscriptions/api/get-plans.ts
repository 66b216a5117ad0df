import { queryOptions, useQuery } from '@tanstack/react-query';
import { SUBSCRIPTION_API, type Plan } from '@venue/shared';
import { api } from '@/lib/api-client.ts';
import { useActiveProfileId } from '@/lib/session.ts';
import { subscriptionKeys } from './keys.ts';

/** GET /v1/subscription/plans (public): every active plan of the three services. */
export const getPlans = () =>
  api
    .get<{ plans: Plan[] }>(SUBSCRIPTION_API.plans, undefined, { fallbackMessage: 'Failed to load the plans' })
    .then((body) => body.plans);

export const plansQuery = (profileId: string | null) =>
  queryOptions({ queryKey: subscriptionKeys.plans(profileId), queryFn: getPlans });

export function usePlans() {
  return useQuery(plansQuery(useActiveProfileId()));
}
