import { useMutation } from '@tanstack/react-query';
import { SUBSCRIPTION_API, type PaymentCallbackQuery, type PaymentVerificationResponseSchema } from '@venue/shared';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';

export type PaymentVerification = z.infer<typeof PaymentVerificationResponseSchema>;

/** GET /v1/subscription/payment-verification with the provider's five callback parameters (public). */
export const verifyPayment = (query: PaymentCallbackQuery) =>
  api.get<PaymentVerification>(SUBSCRIPTION_API.paymentVerification, { ...query });

/** A mutation, not a query: verifying has effects (activation, invoice) and runs once per visit. */
export function useVerifyPayment() {
  return useMutation({ mutationFn: verifyPayment });
}
