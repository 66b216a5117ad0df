import { useMutation } from '@tanstack/react-query';
import type { Service } from '@venue/shared';
import { api } from '@/lib/api-client.ts';
import { SUBSCRIBE_ROUTES } from '@venue/shared/routes';

/** POST /v1/subscription/{service}-subscription { planId } → the provider's checkout page. */
export const subscribe = ({ service, planId }: { service: Service; planId: string }) =>
  api.call(SUBSCRIBE_ROUTES[service], { body: { planId }, fallbackMessage: 'Failed to start the payment' });

/** Starts a payment and leaves for the provider's checkout; the callback page takes it from there. */
export function useSubscribe() {
  return useMutation({
    mutationFn: subscribe,
    onSuccess: (response) => window.location.assign(response.paymentUrl),
  });
}
