import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { ticketOrderItems, ticketOrders, tickets, ticketTypes } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { defineJob, scheduleJob, type JobDefinition, type JobShape } from '../../lib/jobs/index.ts';
import type { PaymentProvider, Refund } from '../../lib/payments/payment-provider.ts';
import { onRefundEvent } from '../payments/payments.service.ts';
import { recordTicketRefund } from '../wallet/wallet.service.ts';
import type { EventRow } from './event-view.ts';
import { lockEvent, updateSoldOut } from './sold-out.ts';
import { messageHolder, type HolderNotice } from './ticket-messages.ts';
import { noteOrderGuest } from './order-guest.ts';

/*
 * Refunds of ticket orders through the provider (decisions §6 "Events and tickets"): an order
 * paid after its hold was released, or paid for an event that was then cancelled, becomes
 * `refund-pending` and a durable job asks the provider for the refund; when the provider has
 * refunded it, the order is `refunded`, its tickets cancelled, its stock back on sale, and the
 * wallet gives back the sale less the fee it kept — each exactly once.
 */

/** `notes.purpose` of the refunds this module asks for (payments routes refund webhooks by it). */
export const TICKET_REFUND_PURPOSE = 'ticket-refund';

type OrderRow = typeof ticketOrders.$inferSelect;

const RefundPayloadSchema = z.object({ orderId: z.string() });
type RefundPayload = z.infer<typeof RefundPayloadSchema>;
const REFUND_JOB: JobShape<RefundPayload> = { kind: 'events.refund-ticket-order', payload: RefundPayloadSchema };

/**
 * Marks an order `refund-pending` (with the other `changes` of the same write) and queues its
 * refund, in the caller's transaction with the order row locked. The refund's id is minted
 * here once: it is the provider's receipt and the ledger rows' source. With `notify`, the payer
 * is told in the same transaction why their money goes back.
 */
export async function markOrderForRefund(
  tx: Db,
  order: OrderRow,
  now: Date,
  changes: Partial<Pick<OrderRow, 'providerPaymentId' | 'paidAt'>> = {},
  notify: { notice: HolderNotice; event: EventRow } | null = null,
): Promise<void> {
  await tx
    .update(ticketOrders)
    .set({ ...changes, status: 'refund-pending', refundId: order.refundId ?? newId() })
    .where(eq(ticketOrders.id, order.id));
  await noteOrderGuest(tx, order.id, now);
  await scheduleJob(
    tx,
    REFUND_JOB,
    { orderId: order.id },
    { runAt: now, profileId: order.profileId, uniqueKey: `ticket-refund:${order.id}` },
  );
  if (notify) await messageHolder(tx, notify.notice, { order, event: notify.event, refundPaise: order.totalPaise }, now);
}

/**
 * An event was cancelled: each of its paid orders is refunded, and each RSVP (nothing was paid)
 * is cancelled with its tickets at once; every holder is told (`event_cancelled`, with what goes
 * back). Call under the event's row lock.
 */
export async function refundOrdersOfEvent(tx: Db, event: EventRow, now: Date): Promise<number> {
  const paid = await tx
    .select()
    .from(ticketOrders)
    .where(and(eq(ticketOrders.profileId, event.profileId), eq(ticketOrders.eventId, event.id), eq(ticketOrders.status, 'paid')))
    .orderBy(asc(ticketOrders.id))
    .for('update');
  for (const order of paid) {
    if (order.totalPaise > 0) {
      await markOrderForRefund(tx, order, now, {}, { notice: 'event-cancelled', event });
      continue;
    }
    await tx.update(ticketOrders).set({ status: 'cancelled' }).where(eq(ticketOrders.id, order.id));
    await tx
      .update(tickets)
      .set({ status: 'cancelled' })
      .where(and(eq(tickets.profileId, order.profileId), eq(tickets.orderId, order.id)));
    await noteOrderGuest(tx, order.id, now);
    await messageHolder(tx, 'event-cancelled', { order, event, refundPaise: 0 }, now);
  }
  return paid.length;
}

/**
 * The provider's answer on an order's refund, applied once: event, order and ticket types are
 * locked in that order (as a payment locks them), and only a `refund-pending` order moves. A
 * refund still pending is remembered and waits for its webhook.
 */
async function settleRefund(db: Db, orderId: string, refund: Refund, now: Date, log: { warn: (o: object, m: string) => void }) {
  await db.transaction(async (tx) => {
    const [known] = await tx.select().from(ticketOrders).where(eq(ticketOrders.id, orderId));
    if (!known) return;
    const event = await lockEvent(tx, known.profileId, known.eventId);
    const [order] = await tx.select().from(ticketOrders).where(eq(ticketOrders.id, orderId)).for('update');
    if (!event || !order || order.status !== 'refund-pending' || !order.refundId) return;
    if (refund.status !== 'processed') {
      if (refund.status === 'failed')
        log.warn({ orderId, refundId: refund.refundId }, 'the provider could not refund a ticket order');
      await tx.update(ticketOrders).set({ providerRefundId: refund.refundId }).where(eq(ticketOrders.id, order.id));
      return;
    }
    await tx
      .update(ticketOrders)
      .set({ status: 'refunded', providerRefundId: refund.refundId, refundedAt: now })
      .where(eq(ticketOrders.id, order.id));
    await noteOrderGuest(tx, order.id, now);
    // Tickets were issued only for an order paid in time: its stock was sold and comes back.
    const issued = await tx
      .update(tickets)
      .set({ status: 'cancelled' })
      .where(and(eq(tickets.profileId, order.profileId), eq(tickets.orderId, order.id)))
      .returning({ id: tickets.id });
    if (issued.length > 0) {
      const items = await tx
        .select()
        .from(ticketOrderItems)
        .where(and(eq(ticketOrderItems.profileId, order.profileId), eq(ticketOrderItems.orderId, order.id)))
        .orderBy(asc(ticketOrderItems.ticketTypeId));
      for (const item of items) {
        await tx
          .update(ticketTypes)
          .set({ sold: sql`${ticketTypes.sold} - ${item.quantity}` })
          .where(and(eq(ticketTypes.profileId, order.profileId), eq(ticketTypes.id, item.ticketTypeId)));
      }
      await updateSoldOut(tx, event, now);
    }
    await recordTicketRefund(tx, { profileId: order.profileId, orderId: order.id, refundId: order.refundId, at: now });
  });
}

/**
 * Asks the provider to refund a `refund-pending` order in full. The refund's id is the
 * receipt, so a rerun (a job that died after the provider answered, a second run) finds the
 * first refund instead of making another. A refusal or an outage throws and is retried.
 */
export function ticketRefundJob(payments: PaymentProvider): JobDefinition<RefundPayload> {
  return defineJob({
    ...REFUND_JOB,
    async run({ orderId }, _job, { db, now, log }) {
      const [order] = await db.select().from(ticketOrders).where(eq(ticketOrders.id, orderId));
      if (!order || order.status !== 'refund-pending' || !order.refundId) return;
      if (!order.providerPaymentId) {
        log.warn({ orderId }, 'a refund-pending ticket order has no payment to refund');
        return;
      }
      const refund = await payments.refundPayment({
        paymentId: order.providerPaymentId,
        amountPaise: order.totalPaise,
        receipt: order.refundId,
        notes: { purpose: TICKET_REFUND_PURPOSE, orderId: order.id, profileId: order.profileId },
      });
      await settleRefund(db, order.id, refund, now, log);
    },
  });
}

/* Razorpay's word on a refund that was pending when asked for (`refund.processed` / `.failed`). */
export const ticketRefundEvents = onRefundEvent(TICKET_REFUND_PURPOSE, async (ctx, event) => {
  const orderId = event.refund.notes.orderId;
  if (!orderId) return;
  await settleRefund(ctx.db, orderId, event.refund, ctx.clock(), ctx.log);
});
