import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ticketOrders, tickets } from '../../db/schema/index.ts';
import { recordGuestActivity } from '../../lib/guest-book/index.ts';

/**
 * A ticket order in its buyer's guest history (lib/guest-book), read as it stands in the
 * caller's transaction: a paid order makes the guest known and counts its money; an order with
 * a ticket checked in is a visit (one per order, however many came); cancelled or refunded,
 * it is a cancellation and brings in nothing. An order never paid (a hold that lapsed) is no
 * guest's.
 */
export async function noteOrderGuest(tx: Db, orderId: string, now: Date): Promise<void> {
  const [order] = await tx.select().from(ticketOrders).where(eq(ticketOrders.id, orderId));
  if (!order?.paidAt) return;
  const scope = and(eq(tickets.profileId, order.profileId), eq(tickets.orderId, order.id));
  const [issued] = await tx.select({ n: count() }).from(tickets).where(scope);
  const [checkedIn] = await tx
    .select({ n: count() })
    .from(tickets)
    .where(and(scope, isNotNull(tickets.checkedInAt)));
  const isPaid = order.status === 'paid';
  await recordGuestActivity(tx, {
    profileId: order.profileId,
    // Only a paid order introduces a guest; later moves update the one it introduced.
    phone: isPaid ? order.mobileNumber : '',
    name: order.name,
    kind: 'ticket-order',
    sourceId: order.id,
    status: order.status,
    at: order.paidAt,
    partySize: Number(issued?.n ?? 0) || null,
    isVisit: Number(checkedIn?.n ?? 0) > 0,
    isNoShow: false,
    isCancellation: order.status === 'cancelled' || order.status === 'refund-pending' || order.status === 'refunded',
    spendPaise: isPaid ? order.totalPaise : 0,
    now,
  });
}
