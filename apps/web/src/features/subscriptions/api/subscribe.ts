import { useMutation } from '@tanstack/react-query';
import { SUBSCRIPTION_API, type Service, type SubscribeResponse } from '@venue/shared';
import { api } from '@/lib/api-client.ts';

/** POST /v1/subscription/{service}-subscription { planId } → the provider's checkout page. */
export const subscribe = ({ service, planId }: { service: Service; planId: string }) =>
  api.post<SubscribeResponse>(
    SUBSCRIPTION_API.subscribe(service),
    { planId },
    { fallbackMessage: 'Failed to start the payment' },
  );

/** Starts a payment and leaves for the provider's checkout; the callback page takes it from there. */
export function useSubscribe() {
  return useMutation({
    mutationFn: subscribe,
    onSuccess: (response) => window.location.assign(response.paymentUrl),
  });
}
