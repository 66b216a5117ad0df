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
  /** The payer's phone, E.164 with '+', as the provider knows it; null when it knows none. */
  customerContact: string | null;
}

/** Where a venue's payouts go: its bank account as a provider's linked account (Razorpay Route). */
export interface LinkedAccountInput {
  /** Ours (the vendor account's id): kept in the provider's notes to find the account again. */
  referenceId: string;
  legalName: string;
  /** The bank account holder; also the contact name. */
  accountHolder: string;
  /** Where the business is registered (Razorpay: `profile.addresses.registered`); null on accounts saved before it was asked for. */
  registeredAddress: {
    street1: string;
    street2: string | null;
    city: string;
    /** The state's name, as Razorpay's example writes it (`KARNATAKA`). */
    state: string;
    postalCode: string;
  } | null;
  /** The owner: name as on their PAN, and that PAN (null when we have none). */
  stakeholder: { name: string; pan: string | null };
  /** The owner's, as the provider needs one; null when we have none. */
  email: string | null;
  /** E.164 digits without '+'. */
  phone: string;
  pan: string;
  gstin: string | null;
  accountNumber: string;
  ifsc: string;
}

/** verified: payouts may go; pending: the provider is still checking; rejected: it refused. */
export type LinkedAccountStatus = 'pending' | 'verified' | 'rejected';

export interface LinkedAccount {
  /** `acc_…` */
  accountId: string;
  /** The Route product configuration (`acc_prd_…`), needed to change the bank details later. */
  productId: string;
  status: LinkedAccountStatus;
  /** The provider's words when it refused or asks for more. */
  reason: string | null;
}

export type TransferStatus = 'pending' | 'processed' | 'failed';

export interface Transfer {
  transferId: string;
  status: TransferStatus;
  amountPaise: number;
  notes: Record<string, string>;
  failureReason: string | null;
}

export interface CreateTransferInput {
  /** The linked account (`acc_…`). */
  accountId: string;
  amountPaise: number;
  /** Ours (the payout's id), sent as the idempotency key: a retried call makes no second transfer. */
  referenceId: string;
  /** Names the feature, like a payment link's: e.g. { purpose: 'payout', payoutId }. */
  notes: Record<string, string>;
}

export type RefundStatus = 'pending' | 'processed' | 'failed';

export interface Refund {
  refundId: string;
  paymentId: string;
  status: RefundStatus;
  amountPaise: number;
  /** Ours, as given when asked for. */
  receipt: string;
  notes: Record<string, string>;
}

export interface RefundPaymentInput {
  paymentId: string;
  amountPaise: number;
  /** Ours (at most 40 characters): a second call with the same receipt answers the first refund. */
  receipt: string;
  notes: Record<string, string>;
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'razorpay';
  createPaymentLink(input: CreatePaymentLinkInput): Promise<PaymentLink>;
  /** The provider's own word on a link: what verification trusts, never the callback alone. */
  fetchPaymentLink(linkId: string): Promise<PaymentLink>;
  cancelPaymentLink(linkId: string): Promise<void>;
  /**
   * Creates the venue's linked account (Razorpay Route: the account alone), to be configured
   * next; two steps, so a job that fails after this one keeps the account and does not make a
   * second. @returns its id (`acc_…`).
   */
  createLinkedAccount(input: LinkedAccountInput): Promise<{ accountId: string }>;
  /**
   * Configures the linked account to receive transfers into the bank account (first time:
   * stakeholder and Route product, then the settlement details), or, given its `productId`,
   * changes its details. The sandbox verifies at once.
   */
  configureLinkedAccount(accountId: string, input: LinkedAccountInput, productId: string | null): Promise<LinkedAccount>;
  /** Moves money from the platform's balance to a linked account (idempotent on `referenceId`). */
  createTransfer(input: CreateTransferInput): Promise<Transfer>;
  /** Refunds (part of) a captured payment (idempotent on `receipt`). */
  refundPayment(input: RefundPaymentInput): Promise<Refund>;
  /** The secrets the signatures are checked with (the sandbox has its own). */
  readonly keySecret: string;
  readonly webhookSecret: string;
}

/** A `transfer.*` webhook event, handed to the feature named in the transfer's `notes.purpose`. */
export interface TransferEvent {
  eventId: string;
  event: 'transfer.processed' | 'transfer.failed';
  transfer: Transfer;
}

/** A `refund.*` webhook event, handed to the feature named in the refund's `notes.purpose`. */
export interface RefundEvent {
  eventId: string;
  event: 'refund.processed' | 'refund.failed';
  refund: Refund;
}

/** A `product.route.*` webhook event: the provider's verdict on a linked account. */
export interface LinkedAccountEvent {
  eventId: string;
  event: string;
  accountId: string;
  productId: string;
  status: LinkedAccountStatus;
  reason: string | null;
}

/** A `payment_link.*` webhook event, handed to the feature named in the link's `notes.purpose`. */
export interface PaymentLinkEvent {
  eventId: string;
  event: 'payment_link.paid' | 'payment_link.expired' | 'payment_link.cancelled' | 'payment_link.partially_paid';
  link: PaymentLink;
  /** The payment that completed the link (paid events). */
  paymentId: string | null;
}
