import { PaymentCallbackScreen } from '@/features/subscriptions/index.ts';

/** /subscription-payment-callback (spec §2: public): where the payment provider sends the person back. */
export default function SubscriptionPaymentCallbackPage() {
  return <PaymentCallbackScreen />;
}
