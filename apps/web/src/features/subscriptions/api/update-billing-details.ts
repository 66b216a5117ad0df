import { useMutation } from '@tanstack/react-query';
import { SUBSCRIPTION_API, type BillingDetails, type BillingDetailsResponse } from '@venue/shared';
import { useInvalidateProfileQueries } from '@/hooks/use-invalidate-profile-queries.ts';
import { api } from '@/lib/api-client.ts';
import { subscriptionKeys } from './keys.ts';

/** PUT /v1/subscription/billing-details. */
export const updateBillingDetails = (input: BillingDetails) =>
  api.put<BillingDetailsResponse>(SUBSCRIPTION_API.billingDetails, input, {
    fallbackMessage: 'Failed to save the billing details',
  });

export function useUpdateBillingDetails() {
  const invalidate = useInvalidateProfileQueries();
  return useMutation({
    mutationFn: updateBillingDetails,
    onSuccess: () => invalidate(subscriptionKeys.billingDetails),
  });
}
