import { useMutation } from '@tanstack/react-query';
import type { PaymentCallbackQuery, ResponseOf, subscriptionsEndpoints } from '@venue/shared';
import { api } from '@/lib/api-client.ts';
import { subscriptionsRoutes } from '@venue/shared/routes';

export type PaymentVerification = ResponseOf<typeof subscriptionsEndpoints.verifySubscriptionPayment>;

/** GET /v1/subscription/payment-verification with the provider's five callback parameters (public). */
export const verifyPayment = (query: PaymentCallbackQuery) => api.call(subscriptionsRoutes.verifySubscriptionPayment, { query });

/** A mutation, not a query: verifying has effects (activation, invoice) and runs once per visit. */
export function useVerifyPayment() {
  return useMutation({ mutationFn: verifyPayment });
}
