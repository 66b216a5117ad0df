/**
 * The one payment-provider interface (decisions §3, §6), a platform block like lib/notify: the
 * service context carries it (`ctx.payments`); the adapters live in modules/payments. `sandbox` (the embedded default) and
 * `razorpay` implement it; everything above it — verification, webhooks, subscriptions, later
 * tickets — is the same code whichever is configured (`PAYMENT_PROVIDER`).
 */
export type PaymentLinkStatus = 'created' | 'partially_paid' | 'paid' | 'expired' | 'cancelled';

export interface CreatePaymentLinkInput {
  amountPaise: number;
  /** Ours, at most 40 characters (Razorpay's limit): a subscription term's id. */
  referenceId: string;
  description: string;
  customer: { name?: string; contact?: string; email?: string };
  /** Where the provider sends the browser back, with the five parameters, by GET. */
  callbackUrl: string;
  /** Which feature the link belongs to, so a webhook can be routed: e.g. { purpose: 'subscription-term' }. */
  notes: Record<string, string>;
  expireBy?: Date;
}

export interface PaymentLink {
  linkId: string;
  referenceId: string;
  status: PaymentLinkStatus;
  amountPaise: number;
  amountPaidPaise: number;
  /** The checkout page to send the buyer to. */
  shortUrl: string;
  notes: Record<string, string>;
  /** Captured payments against the link. */
  payments: Array<{ paymentId: string; amountPaise: number; status: string }>;
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'razorpay';
  createPaymentLink(input: CreatePaymentLinkInput): Promise<PaymentLink>;
  /** The provider's own word on a link: what verification trusts, never the callback alone. */
  fetchPaymentLink(linkId: string): Promise<PaymentLink>;
  cancelPaymentLink(linkId: string): Promise<void>;
  /** The secrets the signatures are checked with (the sandbox has its own). */
  readonly keySecret: string;
  readonly webhookSecret: string;
}

/** A `payment_link.*` webhook event, handed to the feature named in the link's `notes.purpose`. */
export interface PaymentLinkEvent {
  eventId: string;
  event: 'payment_link.paid' | 'payment_link.expired' | 'payment_link.cancelled' | 'payment_link.partially_paid';
  link: PaymentLink;
  /** The payment that completed the link (paid events). */
  paymentId: string | null;
}
