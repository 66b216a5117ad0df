import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { subscriptionsRoutes } from '@venue/shared/routes';
import { subscriptionKeys } from './keys.ts';

/** GET /v1/subscription/billing-details: the buyer printed on tax invoices; null until saved. */
export const getBillingDetails = () =>
  api.call(subscriptionsRoutes.getBillingDetails, { fallbackMessage: 'Failed to load the billing details' });

export const billingDetailsQuery = (profileId: string) =>
  queryOptions({ queryKey: subscriptionKeys.billingDetails(profileId), queryFn: getBillingDetails });

export function useBillingDetails(profileId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...billingDetailsQuery(profileId), enabled: options.enabled ?? true });
}
