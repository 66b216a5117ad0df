import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  DEFAULT_TIME_ZONE,
  EVENT_MESSAGES,
  formatPaise,
  SERIES_MESSAGES,
  TICKET_ORDER_READS_PER_ADDRESS_PER_HOUR,
  TICKET_ORDER_STATUSES,
  tooManyRequestsMessage,
  type BuyerCancellation,
  type CancelledTicketOrder,
} from '@venue/shared';
import type { Db } from '../../db/client.ts';
import { ticketOrders, tickets } from '../../db/schema/index.ts';
import { defineAuditAction, recordAudit } from '../../lib/audit/index.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { CHANNELS, messageDate, queueMessage } from '../../lib/notify/index.ts';
import { enforceRateLimit, type RateLimiter } from '../../lib/rate-limiter.ts';
import { formatVenueMoment, localDate } from '../../lib/venue-time.ts';
import { findProfileById } from '../profiles/profiles.service.ts';
import { venueNotifyNumber } from '../reservations/reservations.service.ts';
import type { EventRow } from './event-view.ts';
import { lockEvent } from './sold-out.ts';
import { orderTokenMatches } from './ticket-codes.ts';
import { markOrderForRefund } from './ticket-refunds.ts';

/*
 * The buyer cancels their own order (issue 39, decisions §7 "buyer cancellation"): within the
 * event's refund policy a paid order is refunded in full, platform fee included (the refund job
 * of ticket-refunds.ts and the wallet's reversal rows), its tickets stop at once and its places
 * go back on sale when the provider has refunded it, as a venue's cancellation does.
 */

type OrderRow = typeof ticketOrders.$inferSelect;

/** A receipt is for money taken: a paid order, and one refunded since (it says what was paid). */
export const hasReceipt = (order: OrderRow) =>
  order.totalPaise > 0 && order.paidAt !== null && ['paid', 'refund-pending', 'refunded'].includes(order.status);

/** The last instant the event's policy accepts a cancellation; null when it accepts none. */
export const cancellationDeadline = (event: EventRow): Date | null =>
  event.refundAllowed ? new Date(event.startsAt.getTime() - event.refundUntilHoursBefore * 3600_000) : null;

/** Whether the guest's page offers the cancel button, until when, and why not. */
export function buyerCancellationOf(order: OrderRow, event: EventRow, zone: string, now: Date): BuyerCancellation {
  const deadline = cancellationDeadline(event);
  if (!deadline) return { canCancel: false, deadline: null, reason: SERIES_MESSAGES.cancellationNotAllowed };
  const at = deadline.toISOString();
  if (order.status !== 'paid' || order.totalPaise === 0) {
    return { canCancel: false, deadline: at, reason: order.cancelledByBuyerAt ? null : SERIES_MESSAGES.notCancellable };
  }
  if (now > deadline)
    return { canCancel: false, deadline: at, reason: SERIES_MESSAGES.refundWindowClosed(formatVenueMoment(zone, deadline)) };
  return { canCancel: true, deadline: at, reason: null };
}

/**
 * A guest's order by its id, opened with the order's token or the ticket link's secret (each kept
 * as its SHA-256), after the guests' hourly limit on order reads; null for a wrong token or an
 * unknown order alike.
 */
export async function findOrderForGuest(
  ctx: ServiceContext,
  input: { orderId: string; token: string },
  limiter: RateLimiter,
  clientAddress: string,
): Promise<OrderRow | null> {
  await enforceRateLimit(
    limiter,
    { key: `events:ticket-order-reads:${clientAddress}`, limit: TICKET_ORDER_READS_PER_ADDRESS_PER_HOUR, windowSeconds: 3600 },
    tooManyRequestsMessage,
  );
  const [order] = await ctx.db.select().from(ticketOrders).where(eq(ticketOrders.id, input.orderId)).limit(1);
  const opens =
    order &&
    (orderTokenMatches(input.token, order.accessTokenHash) ||
      (order.ticketLinkSecretHash !== null && orderTokenMatches(input.token, order.ticketLinkSecretHash)));
  return opens ? order : null;
}

const ORDER_CANCELLED_BY_BUYER = defineAuditAction({
  name: 'ticket-order.cancelled-by-buyer',
  entityType: 'ticket-order',
  state: z.object({ status: z.enum(TICKET_ORDER_STATUSES), totalPaise: z.number().int() }),
});

/**
 * `POST /v2/ticket-orders/{orderId}/cancel { token }`. Under the event's, the order's and its
 * tickets' row locks (the order check-in takes the ticket's lock in): a ticket already admitted
 * keeps the order (409); one admitted after this commits finds its ticket cancelled. Idempotent:
 * a second cancel answers the first without a second refund.
 * @throws AppError 404 unknown order or wrong token; 422 `refund_window_closed` when the policy
 *   allows no cancellation or no longer; 409 an order not paid, or a ticket already used.
 */
export async function cancelOrderByBuyer(
  ctx: ServiceContext,
  input: { orderId: string; token: string },
  limiter: RateLimiter,
  clientAddress: string,
): Promise<CancelledTicketOrder> {
  const found = await findOrderForGuest(ctx, input, limiter, clientAddress);
  if (!found) throw notFound(EVENT_MESSAGES.orderNotFound);
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock();
    const event = await lockEvent(tx, found.profileId, found.eventId);
    const [order] = await tx.select().from(ticketOrders).where(eq(ticketOrders.id, found.id)).for('update');
    if (!event || !order) throw notFound(EVENT_MESSAGES.orderNotFound);
    if (order.cancelledByBuyerAt) return { order: { _id: order.id, status: order.status, refundPaise: order.totalPaise } };
    const profile = await findProfileById(tx, order.profileId);
    const zone = profile?.timeZone ?? DEFAULT_TIME_ZONE;
    const verdict = buyerCancellationOf(order, event, zone, now);
    if (!verdict.canCancel) {
      if (order.status !== 'paid' || order.totalPaise === 0) throw conflict(SERIES_MESSAGES.notCancellable);
      throw new AppError('refund_window_closed', verdict.reason ?? SERIES_MESSAGES.cancellationNotAllowed);
    }
    const held = await tx
      .select()
      .from(tickets)
      .where(and(eq(tickets.profileId, order.profileId), eq(tickets.orderId, order.id)))
      .orderBy(asc(tickets.id))
      .for('update');
    if (held.some((ticket) => ticket.checkedInAt !== null)) throw conflict(SERIES_MESSAGES.alreadyCheckedIn);
    await tx.update(ticketOrders).set({ cancelledByBuyerAt: now }).where(eq(ticketOrders.id, order.id));
    await markOrderForRefund(tx, order, now);
    await tx
      .update(tickets)
      .set({ status: 'cancelled' })
      .where(and(eq(tickets.profileId, order.profileId), eq(tickets.orderId, order.id)));
    await tellOfCancellation(tx, { order, event, zone, places: held.length }, now);
    await recordAudit(tx, ORDER_CANCELLED_BY_BUYER, {
      profileId: order.profileId,
      actorUserId: null,
      entityId: order.id,
      before: { status: order.status, totalPaise: order.totalPaise },
      after: { status: 'refund-pending', totalPaise: order.totalPaise },
    });
    return { order: { _id: order.id, status: 'refund-pending' as const, refundPaise: order.totalPaise } };
  });
}

/** The buyer and the venue (on the number new bookings reach it on) hear of it, once each. */
async function tellOfCancellation(
  tx: Db,
  cancelled: { order: OrderRow; event: EventRow; zone: string; places: number },
  now: Date,
): Promise<void> {
  const { order, event, zone } = cancelled;
  const date = messageDate(localDate(zone, event.startsAt));
  const amount = formatPaise(order.totalPaise);
  const buyer = order.mobileNumber.startsWith('+') ? order.mobileNumber : `+${order.mobileNumber}`;
  const venue = await venueNotifyNumber(tx, order.profileId);
  const { places } = cancelled;
  for (const channel of CHANNELS) {
    const options = { now, profileId: order.profileId };
    await queueMessage(
      tx,
      { channel, to: buyer, template: 'ticketOrderCancelledByBuyer', variables: { event: event.name, date, amount } },
      { ...options, uniqueKey: `ticket-order:${order.id}:cancelled-by-buyer:${channel}` },
    );
    if (!venue) continue;
    const variables = {
      name: order.name,
      tickets: `${places} ${places === 1 ? 'ticket' : 'tickets'}`,
      event: event.name,
      date,
      amount,
    };
    await queueMessage(
      tx,
      { channel, to: venue, template: 'ticketOrderCancelledOwner', variables },
      { ...options, uniqueKey: `ticket-order:${order.id}:cancelled-by-buyer-owner:${channel}` },
    );
  }
}
