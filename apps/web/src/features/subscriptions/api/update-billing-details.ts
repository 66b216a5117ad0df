import { useMutation } from '@tanstack/react-query';
import type { BillingDetails } from '@venue/shared';
import { useInvalidateProfileQueries } from '@/hooks/use-invalidate-profile-queries.ts';
import { api } from '@/lib/api-client.ts';
import { subscriptionsRoutes } from '@venue/shared/routes';
import { subscriptionKeys } from './keys.ts';

/** PUT /v1/subscription/billing-details. */
export const updateBillingDetails = (input: BillingDetails) =>
  api.call(subscriptionsRoutes.saveBillingDetails, { body: input, fallbackMessage: 'Failed to save the billing details' });

export function useUpdateBillingDetails() {
  const invalidate = useInvalidateProfileQueries();
  return useMutation({
    mutationFn: updateBillingDetails,
    onSuccess: () => invalidate(subscriptionKeys.billingDetails),
  });
}
