import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { paiseToRupeeString } from '@venue/shared';
import type { Db } from '../../db/client.ts';
import { unclaimedPayments, type UnclaimedPaymentReason } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { defineJob, scheduleJob, type JobDefinition, type JobShape } from '../../lib/jobs/index.ts';
import { CHANNELS, queueMessage } from '../../lib/notify/index.ts';
import type { PaymentLink, PaymentProvider, Refund } from '../../lib/payments/payment-provider.ts';

/*
 * Money that arrives for nothing we can deliver is refunded and the payer told, always (issue
 * 34). The contract with the features that own payment links:
 * - a webhook for a paid link whose `notes.purpose` no feature registered is refunded here;
 * - a feature's `onPaymentLinkEvent` handler answers `unclaimed(reason)` when the paid link's
 *   order or term is gone, cancelled or expired, and the payments layer refunds it;
 * - a feature that decides under its own row locks (a callback, or a webhook racing it) calls
 *   `recordUnclaimedPayment` in that transaction itself, so callback and webhook agree.
 * Either way one row per captured payment and one refund job, whose receipt is the row's id.
 */

export type { UnclaimedPaymentReason } from '../../db/schema/index.ts';

/** `notes.purpose` of the refunds asked for here (payments routes their webhooks by it). */
export const UNCLAIMED_REFUND_PURPOSE = 'unclaimed-payment';

/** A purpose handler's answer for a paid link it cannot deliver anything for. */
export interface UnclaimedAnswer {
  unclaimed: UnclaimedPaymentReason;
}
export const unclaimed = (reason: UnclaimedPaymentReason): UnclaimedAnswer => ({ unclaimed: reason });

type UnclaimedRow = typeof unclaimedPayments.$inferSelect;

const RefundPayloadSchema = z.object({ unclaimedPaymentId: z.string() });
type RefundPayload = z.infer<typeof RefundPayloadSchema>;
const REFUND_JOB: JobShape<RefundPayload> = { kind: 'payments.refund-unclaimed', payload: RefundPayloadSchema };

/**
 * Records a captured payment of `link` as unclaimed and queues its refund, in the caller's
 * transaction. Idempotent per payment: a second call (the callback after the webhook, two at
 * once) finds the first row and queues nothing more. A payment the link does not show captured
 * moved no money and is not recorded.
 * @returns the payment's row, or null when nothing was captured.
 */
export async function recordUnclaimedPayment(
  tx: Db,
  input: { provider: string; link: PaymentLink; paymentId: string; reason: UnclaimedPaymentReason; now: Date },
): Promise<UnclaimedRow | null> {
  const payment = input.link.payments.find((candidate) => candidate.paymentId === input.paymentId);
  if (!payment || payment.status !== 'captured' || payment.amountPaise <= 0) return null;
  const id = newId();
  const [inserted] = await tx
    .insert(unclaimedPayments)
    .values({
      id,
      provider: input.provider,
      providerPaymentId: input.paymentId,
      paymentLinkId: input.link.linkId,
      referenceId: input.link.referenceId,
      purpose: input.link.notes.purpose ?? '',
      profileId: input.link.notes.profileId ?? null,
      amountPaise: payment.amountPaise,
      contact: input.link.customerContact,
      reason: input.reason,
      createdAt: input.now,
    })
    .onConflictDoNothing({ target: [unclaimedPayments.provider, unclaimedPayments.providerPaymentId] })
    .returning();
  if (inserted) {
    await scheduleJob(tx, REFUND_JOB, { unclaimedPaymentId: id }, { runAt: input.now, uniqueKey: `unclaimed-refund:${id}` });
    return inserted;
  }
  return (await findUnclaimedPayment(tx, input.provider, input.paymentId)) ?? null;
}

/** The unclaimed record of a payment, if it is one: a repeated callback answers from it without asking the provider. */
export async function findUnclaimedPayment(db: Db, provider: string, paymentId: string): Promise<UnclaimedRow | undefined> {
  const [row] = await db
    .select()
    .from(unclaimedPayments)
    .where(and(eq(unclaimedPayments.provider, provider), eq(unclaimedPayments.providerPaymentId, paymentId)))
    .limit(1);
  return row;
}

/**
 * The provider's answer on a refund, applied once under the row's lock: the payer is told when
 * the provider has taken the refund (pending or processed), `refunded` when it is processed. A
 * failed refund stays visible as `refund-failed` in the log and the table, for a person to act.
 */
export async function settleUnclaimedRefund(
  db: Db,
  unclaimedPaymentId: string,
  refund: Refund,
  now: Date,
  log: { warn: (o: object, m: string) => void; info: (o: object, m: string) => void },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(unclaimedPayments).where(eq(unclaimedPayments.id, unclaimedPaymentId)).for('update');
    if (!row || row.status !== 'refund-pending') return;
    if (refund.status === 'failed') {
      log.warn({ unclaimedPaymentId, refundId: refund.refundId }, 'the provider could not refund an unclaimed payment');
      await tx
        .update(unclaimedPayments)
        .set({ status: 'refund-failed', providerRefundId: refund.refundId || row.providerRefundId })
        .where(eq(unclaimedPayments.id, row.id));
      return;
    }
    const processed = refund.status === 'processed';
    await tx
      .update(unclaimedPayments)
      .set({
        providerRefundId: refund.refundId,
        ...(processed ? { status: 'refunded' as const, refundedAt: now } : {}),
      })
      .where(eq(unclaimedPayments.id, row.id));
    if (row.contact) {
      for (const channel of CHANNELS) {
        await queueMessage(
          tx,
          {
            channel,
            to: row.contact,
            template: 'paymentRefunded',
            variables: { amount: `Rs. ${paiseToRupeeString(row.amountPaise)}`, reference: row.providerPaymentId },
          },
          { now, profileId: null, uniqueKey: `unclaimed-refund:${row.id}:${channel}` },
        );
      }
    }
    log.info({ unclaimedPaymentId, reason: row.reason, purpose: row.purpose }, 'unclaimed payment refunded');
  });
}

/**
 * Asks the provider to refund an unclaimed payment in full. The row's id is the receipt, so a
 * rerun (a job that died after the provider answered) finds the first refund instead of making
 * another. A refusal or an outage throws and is retried with backoff.
 */
export function unclaimedRefundJob(payments: PaymentProvider): JobDefinition<RefundPayload> {
  return defineJob({
    ...REFUND_JOB,
    async run({ unclaimedPaymentId }, _job, { db, now, log }) {
      const [row] = await db.select().from(unclaimedPayments).where(eq(unclaimedPayments.id, unclaimedPaymentId));
      if (!row || row.status !== 'refund-pending') return;
      const refund = await payments.refundPayment({
        paymentId: row.providerPaymentId,
        amountPaise: row.amountPaise,
        receipt: row.id,
        notes: { purpose: UNCLAIMED_REFUND_PURPOSE, unclaimedPaymentId: row.id },
      });
      await settleUnclaimedRefund(db, row.id, refund, now, log);
    },
  });
}
