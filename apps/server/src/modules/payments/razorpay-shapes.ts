import { z } from 'zod';
import type {
  LinkedAccountStatus,
  PaymentLink,
  PaymentLinkStatus,
  Refund,
  Transfer,
} from '../../lib/payments/payment-provider.ts';

/*
 * The parts of Razorpay's JSON we read: the API's answers and the webhook payloads share each
 * entity (payment link, transfer, refund, Route product). The sandbox writes the same
 * payment-link shapes, so one reader serves both providers.
 */

const LINK_STATUSES = ['created', 'partially_paid', 'paid', 'expired', 'cancelled'] as const;

/** Razorpay sends `notes` as `[]` when a link has none. */
const NotesSchema = z
  .union([z.record(z.string(), z.unknown()), z.array(z.unknown())])
  .nullish()
  .transform((notes): Record<string, string> =>
    notes && !Array.isArray(notes) ? Object.fromEntries(Object.entries(notes).map(([key, value]) => [key, String(value)])) : {},
  );

export const RazorpayLinkEntitySchema = z.object({
  id: z.string().min(1),
  reference_id: z.string().nullish(),
  status: z.enum(LINK_STATUSES),
  amount: z.number().int(),
  amount_paid: z.number().int().nullish(),
  short_url: z.string().nullish(),
  notes: NotesSchema,
  payments: z.array(z.object({ payment_id: z.string(), amount: z.number().int(), status: z.string() })).nullish(),
  customer: z.object({ contact: z.string().nullish() }).nullish().catch(null),
});
export type RazorpayLinkEntity = z.input<typeof RazorpayLinkEntitySchema>;

export const RazorpayPaymentEntitySchema = z.object({
  id: z.string().min(1),
  amount: z.number().int(),
  status: z.string(),
  /** The phone the payer gave at checkout. */
  contact: z.string().nullish().catch(null),
});

/**
 * A phone as Razorpay writes it (`+919876543210`, `9876543210`, `919876543210`) as the
 * notifier takes it, E.164 with '+'; null when it is none (Indian numbers without a country code).
 */
export function e164Contact(contact: string | null | undefined): string | null {
  if (!contact) return null;
  const digits = contact.replace(/\D/g, '');
  if (/^[6-9]\d{9}$/.test(digits)) return `+91${digits}`;
  return /^\d{8,15}$/.test(digits) && (contact.trim().startsWith('+') || digits.length > 10) ? `+${digits}` : null;
}

/** A Route transfer (`trf_…`); a failed one explains itself in `error`. */
export const RazorpayTransferEntitySchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  amount: z.number().int(),
  notes: NotesSchema,
  error: z.object({ description: z.string().nullish(), reason: z.string().nullish() }).nullish(),
});

/** A refund (`rfnd_…`) of a payment. */
export const RazorpayRefundEntitySchema = z.object({
  id: z.string().min(1),
  payment_id: z.string().min(1),
  amount: z.number().int(),
  status: z.string(),
  receipt: z.string().nullish(),
  notes: NotesSchema,
});
export const RazorpayRefundListSchema = z.object({ items: z.array(RazorpayRefundEntitySchema) });

/** A linked account's Route product configuration (`acc_prd_…`) as the API and `product.route.*` webhooks carry it. */
export const RazorpayProductEntitySchema = z.object({
  id: z.string().min(1),
  activation_status: z.string(),
  account_id: z.string().nullish(),
  merchant_id: z.string().nullish(),
  requirements: z.array(z.object({ field_reference: z.string().nullish(), reason_code: z.string().nullish() })).nullish(),
});

/** A webhook body (only what we read): payment links, transfers, refunds and Route products. */
export const RazorpayWebhookSchema = z.object({
  event: z.string().min(1),
  payload: z
    .object({
      payment_link: z.object({ entity: RazorpayLinkEntitySchema }).optional(),
      payment: z.object({ entity: RazorpayPaymentEntitySchema }).optional(),
      // Objects we act on only in some events: one we cannot read is left out (the event is then
      // acknowledged as ignored), never a reason to refuse the whole delivery.
      transfer: z.object({ entity: RazorpayTransferEntitySchema }).optional().catch(undefined),
      refund: z.object({ entity: RazorpayRefundEntitySchema }).optional().catch(undefined),
      merchant_product: z.object({ entity: RazorpayProductEntitySchema }).optional().catch(undefined),
    })
    .optional(),
});

/** Razorpay says `processed` or `failed` once a transfer is settled; anything else is on its way. */
export function toTransfer(entity: z.output<typeof RazorpayTransferEntitySchema>): Transfer {
  const status = entity.status === 'processed' || entity.status === 'failed' ? entity.status : 'pending';
  return {
    transferId: entity.id,
    status,
    amountPaise: entity.amount,
    notes: entity.notes,
    failureReason: status === 'failed' ? (entity.error?.description ?? entity.error?.reason ?? 'The transfer failed') : null,
  };
}

export function toRefund(entity: z.output<typeof RazorpayRefundEntitySchema>): Refund {
  const status = entity.status === 'processed' || entity.status === 'failed' ? entity.status : 'pending';
  return {
    refundId: entity.id,
    paymentId: entity.payment_id,
    status,
    amountPaise: entity.amount,
    receipt: entity.receipt ?? '',
    notes: entity.notes,
  };
}

/**
 * Route's activation states: `activated` lets transfers through; `needs_clarification` and
 * `suspended` refuse until the details change; the rest (`requested`, `under_review`) wait.
 */
export function toLinkedAccountStatus(activationStatus: string): LinkedAccountStatus {
  if (activationStatus === 'activated') return 'verified';
  if (['needs_clarification', 'suspended', 'rejected'].includes(activationStatus)) return 'rejected';
  return 'pending';
}

/** What Route still asks for, in its words (field and reason), for the log. */
export function requirementsOf(entity: z.output<typeof RazorpayProductEntitySchema>): string | null {
  const open = (entity.requirements ?? []).map((item) => [item.field_reference, item.reason_code].filter(Boolean).join(': '));
  return open.length > 0 ? open.join('; ') : null;
}

export function toPaymentLink(entity: z.output<typeof RazorpayLinkEntitySchema>): PaymentLink {
  return {
    linkId: entity.id,
    referenceId: entity.reference_id ?? '',
    status: entity.status satisfies PaymentLinkStatus,
    amountPaise: entity.amount,
    amountPaidPaise: entity.amount_paid ?? 0,
    shortUrl: entity.short_url ?? '',
    notes: entity.notes,
    payments: (entity.payments ?? []).map((payment) => ({
      paymentId: payment.payment_id,
      amountPaise: payment.amount,
      status: payment.status,
    })),
    customerContact: e164Contact(entity.customer?.contact),
  };
}
