import { PAYMENT_MESSAGES } from '@venue/shared';

/** Spec §8 "Payment": what the callback page shows for the server's message. */
export function paymentErrorShown(serverMessage: string): string {
  if (serverMessage === PAYMENT_MESSAGES.termNotFound) return PAYMENT_MESSAGES.termNotFoundShown;
  if (serverMessage === PAYMENT_MESSAGES.invalidReference) return PAYMENT_MESSAGES.invalidReferenceShown;
  return PAYMENT_MESSAGES.otherShown;
}
