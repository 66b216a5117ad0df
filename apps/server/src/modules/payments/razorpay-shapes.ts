import { z } from 'zod';
import type { PaymentLink, PaymentLinkStatus } from '../../lib/payments/payment-provider.ts';

/*
 * The parts of Razorpay's payment-link JSON we read: the Payment Links API's answers and the
 * `payment_link.*` webhook payloads share the entity. The sandbox writes the same shapes, so
 * one reader serves both providers.
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
});
export type RazorpayLinkEntity = z.input<typeof RazorpayLinkEntitySchema>;

export const RazorpayPaymentEntitySchema = z.object({ id: z.string().min(1), amount: z.number().int(), status: z.string() });

/** A `payment_link.*` webhook body (only what we read). */
export const RazorpayWebhookSchema = z.object({
  event: z.string().min(1),
  payload: z
    .object({
      payment_link: z.object({ entity: RazorpayLinkEntitySchema }).optional(),
      payment: z.object({ entity: RazorpayPaymentEntitySchema }).optional(),
    })
    .optional(),
});

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
  };
}
