import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { CreateTicketOrderResponseSchema } from '@venue/shared';
import {
  DEFAULT_TIME_ZONE,
  EVENT_MESSAGES,
  formatPaise,
  ID_PATTERN,
  LAPSED_HOLDS_PER_PHONE_PER_EVENT_PER_HOUR,
  PAYMENT_MESSAGES,
  placesPerPhoneAtEvent,
  TICKET_HOLD_MINUTES,
  TICKET_ORDER_READS_PER_ADDRESS_PER_HOUR,
  TICKET_ORDERS_PER_ADDRESS_PER_HOUR,
  TICKET_PAYMENT_CALLBACK_PAGE_PATH,
  ticketPagePath,
  ticketReceiptPath,
  TICKET_ORDER_STATUSES,
  type CancelledTicketOrder,
  type CreateTicketOrder,
  type EventStatus,
  type PaymentCallbackQuery,
  type TicketOrderStatus,
  type TicketOrderView,
  tooManyRequestsMessage,
} from '@venue/shared';
import type { Db } from '../../db/client.ts';
import { events, ticketOrderItems, ticketOrders, tickets, ticketTypes } from '../../db/schema/index.ts';
import { defineAuditAction, recordAudit } from '../../lib/audit/index.ts';
import type { ProfileContext, ServiceContext } from '../../lib/context.ts';
import { AppError, badRequest, businessRule, conflict, notFound } from '../../lib/errors.ts';
import { newGuestSecret } from '../../lib/guest-secret.ts';
import { newId } from '../../lib/ids.ts';
import { messageDate, messageTime } from '../../lib/notify/index.ts';
import { localDate, localTime } from '../../lib/venue-time.ts';
import { cancelJob, defineJob, scheduleJob } from '../../lib/jobs/index.ts';
import { enforceRateLimit, type RateLimiter } from '../../lib/rate-limiter.ts';
import { useBookingCodeIn, type AuthContext } from '../auth/auth.service.ts';
import { findProfileById } from '../profiles/profiles.service.ts';
import {
  onPaymentLinkEvent,
  publicBaseUrl,
  recordUnclaimedPayment,
  verifyPaymentCallback,
  type PaymentLink,
} from '../payments/payments.service.ts';
import { recordTicketSale } from '../wallet/wallet.service.ts';
import { newOrderToken, newTicketCode, orderTokenMatches, ticketQr } from './ticket-codes.ts';
import type { EventRow } from './event-view.ts';
import { attendeesOfItem } from './attendee-details.ts';
import { applyPromoCode } from './promo-codes.ts';
import { lockEvent, updateSoldOut } from './sold-out.ts';
import { messageHolder } from './ticket-messages.ts';
import { markOrderForRefund } from './ticket-refunds.ts';
import { buyerCancellationOf, hasReceipt } from './buyer-cancellation.ts';
import { noteOrderGuest } from './order-guest.ts';

/*
 * Guests' ticket orders (decisions §6 "Events and tickets"): a booking code, stock held for
 * 15 minutes under the ticket types' row locks, a payment link, and tickets issued once when
 * the provider confirms the payment (callback or webhook, whichever comes first).
 */

/** `notes.purpose` of the payment links this module creates (payments routes webhooks by it). */
export const TICKET_ORDER_PURPOSE = 'ticket-order';

type OrderRow = typeof ticketOrders.$inferSelect;
type OrderItemRow = typeof ticketOrderItems.$inferSelect;

const holdKey = (orderId: string) => `ticket-hold:${orderId}`;

/** An order's items in ticket-type order: the order the types are locked in everywhere. */
function readOrderItems(tx: Db, order: OrderRow): Promise<OrderItemRow[]> {
  return tx
    .select()
    .from(ticketOrderItems)
    .where(and(eq(ticketOrderItems.profileId, order.profileId), eq(ticketOrderItems.orderId, order.id)))
    .orderBy(asc(ticketOrderItems.ticketTypeId));
}

/** Gives a reserved order's stock back. Call with the order row locked. */
async function releaseHold(tx: Db, order: OrderRow): Promise<void> {
  const items = await readOrderItems(tx, order);
  for (const item of items) {
    await tx
      .update(ticketTypes)
      .set({ held: sql`${ticketTypes.held} - ${item.quantity}` })
      .where(and(eq(ticketTypes.profileId, order.profileId), eq(ticketTypes.id, item.ticketTypeId)));
  }
}

async function lockOrder(tx: Db, orderId: string): Promise<OrderRow | undefined> {
  const [order] = await tx.select().from(ticketOrders).where(eq(ticketOrders.id, orderId)).for('update');
  return order;
}

/**
 * Releases the hold at `reservedUntil` unless the order was paid meanwhile. Idempotent: the
 * order's status moves once, under its row lock, so a rerun or a payment racing it finds the
 * order no longer reserved.
 */
export const releaseTicketHoldJob = defineJob({
  kind: 'events.release-ticket-hold',
  payload: z.object({ orderId: z.string() }),
  async run({ orderId }, _job, { db, now, log }) {
    await db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order || order.status !== 'reserved') return;
      if (order.reservedUntil > now) throw new Error(`hold of ${orderId} runs until ${order.reservedUntil.toISOString()}`);
      await releaseHold(tx, order);
      await tx.update(ticketOrders).set({ status: 'expired' }).where(eq(ticketOrders.id, order.id));
      log.info({ orderId }, 'ticket hold released');
    });
  },
});

export type CreatedTicketOrder = z.infer<typeof CreateTicketOrderResponseSchema>;

/** A free event's RSVPs stop when it is called off or over (its places' sales end with it). */
const RSVP_CLOSED_STATUSES: readonly EventStatus[] = ['paused', 'cancelled', 'completed'];

/**
 * Only a published, open event takes orders (issue 34 finding 5): a ticketed one on sale, a
 * free one with RSVPs that is not paused, cancelled or completed (its status stays `draft`,
 * publishing is its switch), neither deleted nor over. Checked before the booking code is used
 * and again under the event's lock, so an order never slips past a cancel or delete in flight.
 */
function assertTakesOrders(event: EventRow | undefined, now: Date): asserts event is EventRow {
  const isRsvp = event !== undefined && !event.isTicketed && event.rsvp;
  if (!event || event.deletedAt || !(event.isTicketed || isRsvp) || event.publish !== 1) {
    throw notFound(EVENT_MESSAGES.notFound);
  }
  if (now >= event.endsAt) throw businessRule(EVENT_MESSAGES.eventOver);
  if (isRsvp ? RSVP_CLOSED_STATUSES.includes(event.status) : event.status !== 'on-sale') {
    throw businessRule(isRsvp ? EVENT_MESSAGES.rsvpClosed : EVENT_MESSAGES.notOnSale);
  }
}

/**
 * One phone, one live hold and at most `placesPerPhoneAtEvent` places (held and paid) per event
 * (issue 34 findings 5 and 6). A second order while one is on hold is refused (409) rather than
 * replacing it: the first hold's payment link may be open in the guest's other tab, and a
 * replaced hold paid a minute later would only become a refund. Call under the event's lock,
 * which every order of the event takes first, so two orders of one phone cannot both pass.
 */
async function assertPhoneMayOrder(
  tx: Db,
  event: EventRow,
  order: { mobileNumber: string; places: number; maxPerOrders: number[] },
  now: Date,
): Promise<void> {
  const taken = await tx
    .select({ status: ticketOrders.status, reservedUntil: ticketOrders.reservedUntil, quantity: ticketOrderItems.quantity })
    .from(ticketOrders)
    .innerJoin(
      ticketOrderItems,
      and(eq(ticketOrderItems.profileId, ticketOrders.profileId), eq(ticketOrderItems.orderId, ticketOrders.id)),
    )
    .where(
      and(
        eq(ticketOrders.profileId, event.profileId),
        eq(ticketOrders.eventId, event.id),
        eq(ticketOrders.mobileNumber, order.mobileNumber),
        inArray(ticketOrders.status, ['reserved', 'paid']),
      ),
    );
  const live = taken.filter((row) => row.status === 'paid' || row.reservedUntil > now);
  if (live.some((row) => row.status === 'reserved')) throw conflict(EVENT_MESSAGES.holdExists);
  // Holds that ended unpaid within the hour (released, or lapsed and about to be): renewing a
  // hold again and again would keep its tickets off sale for good.
  const hourAgo = new Date(now.getTime() - 3600_000);
  const lapsed = await tx
    .select({ reservedUntil: ticketOrders.reservedUntil })
    .from(ticketOrders)
    .where(
      and(
        eq(ticketOrders.profileId, event.profileId),
        eq(ticketOrders.eventId, event.id),
        eq(ticketOrders.mobileNumber, order.mobileNumber),
        inArray(ticketOrders.status, ['reserved', 'expired']),
        gt(ticketOrders.reservedUntil, hourAgo),
        lte(ticketOrders.reservedUntil, now),
      ),
    )
    .orderBy(asc(ticketOrders.reservedUntil));
  if (lapsed.length >= LAPSED_HOLDS_PER_PHONE_PER_EVENT_PER_HOUR) {
    const freeAt = lapsed[lapsed.length - LAPSED_HOLDS_PER_PHONE_PER_EVENT_PER_HOUR]!.reservedUntil.getTime() + 3600_000;
    const retryAfterSeconds = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    throw new AppError('RATE_LIMITED', EVENT_MESSAGES.holdsLapsed(`${minutes} minute${minutes === 1 ? '' : 's'}`), {
      details: { retryAfterSeconds },
      headers: { 'retry-after': String(retryAfterSeconds) },
    });
  }
  const cap = placesPerPhoneAtEvent(order.maxPerOrders);
  const places = live.reduce((total, row) => total + row.quantity, 0);
  if (places + order.places > cap) throw businessRule(EVENT_MESSAGES.phoneLimitReached(cap));
}

/**
 * `POST /v2/ticket-orders`. One transaction: the booking code's use, the event locked and
 * checked again, the phone's hold and places, the ticket types locked `FOR UPDATE` in id order
 * (no deadlock between orders of several types), the sales window, the per-order limit and the
 * stock checked, the hold taken, the order and its release job written. The payment link is
 * made after the commit, so no row lock waits on the provider; it expires when the hold does.
 * @throws AppError 404 unknown, unpublished or deleted event or unknown ticket type; 409 a hold
 *   of this phone is live; 429 its holds lapsed unpaid too often this hour; 422 OTP_* for a wrong code (its try still counts), BUSINESS_RULE for
 *   a closed sale, an event over, too many tickets, the phone's places used or too few left;
 *   429; 503 when the provider cannot make the link (the hold is then released at once).
 */
export async function createTicketOrder(
  ctx: AuthContext,
  input: CreateTicketOrder,
  client: { address: string; origin: string },
): Promise<CreatedTicketOrder> {
  await enforceRateLimit(
    ctx.rateLimiter,
    { key: `events:ticket-orders:${client.address}`, limit: TICKET_ORDERS_PER_ADDRESS_PER_HOUR, windowSeconds: 3600 },
    tooManyRequestsMessage,
  );
  const [event] = await ctx.db.select().from(events).where(eq(events.id, input.eventId)).limit(1);
  assertTakesOrders(event, ctx.now);

  const now = ctx.now;
  const reservedUntil = new Date(now.getTime() + TICKET_HOLD_MINUTES * 60_000);
  const { token, hash } = newOrderToken();
  const orderId = newId();
  const requested = [...input.items].sort((a, b) => a.ticketTypeId.localeCompare(b.ticketTypeId));

  const outcome = await ctx.db.transaction(async (tx) => {
    const code = await useBookingCodeIn(ctx, tx, { mobileNumber: input.mobileNumber, otp: input.otp });
    if (code.refused) return { refused: code.refused };
    const mobileNumber = code.mobileNumber;
    // Event, then ticket types: the lock order of every write to an event's stock (sold-out.ts).
    const lockedEvent = await lockEvent(tx, event.profileId, event.id);
    assertTakesOrders(lockedEvent, now);
    const isRsvp = !lockedEvent.isTicketed;
    const allTypes = await tx
      .select({ maxPerOrder: ticketTypes.maxPerOrder })
      .from(ticketTypes)
      .where(and(eq(ticketTypes.profileId, event.profileId), eq(ticketTypes.eventId, event.id)));
    await assertPhoneMayOrder(
      tx,
      lockedEvent,
      {
        mobileNumber,
        places: requested.reduce((total, item) => total + item.quantity, 0),
        maxPerOrders: allTypes.map((type) => type.maxPerOrder),
      },
      now,
    );
    const types = await tx
      .select()
      .from(ticketTypes)
      .where(
        and(
          eq(ticketTypes.profileId, event.profileId),
          eq(ticketTypes.eventId, event.id),
          inArray(
            ticketTypes.id,
            requested.map((item) => item.ticketTypeId),
          ),
        ),
      )
      .orderBy(asc(ticketTypes.id))
      .for('update');
    let subtotalPaise = 0;
    const attendeesByType = new Map<string, ReturnType<typeof attendeesOfItem>>();
    for (const item of requested) {
      const type = types.find((candidate) => candidate.id === item.ticketTypeId);
      if (!type) throw notFound(EVENT_MESSAGES.ticketTypeUnknown);
      if (now < type.salesStart || now >= type.salesEnd) throw businessRule(EVENT_MESSAGES.outsideSalesWindow);
      if (item.quantity > type.maxPerOrder) throw businessRule(EVENT_MESSAGES.overMaxPerOrder);
      if (type.quantity - type.sold - type.held < item.quantity) {
        throw businessRule(isRsvp ? EVENT_MESSAGES.rsvpFull : EVENT_MESSAGES.soldOut);
      }
      subtotalPaise += type.pricePaise * item.quantity;
      attendeesByType.set(item.ticketTypeId, attendeesOfItem(item, type));
    }
    const lines = requested.map((item) => ({
      ticketTypeId: item.ticketTypeId,
      quantity: item.quantity,
      unitPricePaise: types.find((type) => type.id === item.ticketTypeId)!.pricePaise,
    }));
    // Under the event's lock and then the code's: its uses counted include every earlier order.
    const promo = input.promoCode ? await applyPromoCode(tx, lockedEvent, input.promoCode, lines, now) : null;
    const discountPaise = promo?.discountPaise ?? 0;
    const totalPaise = subtotalPaise - discountPaise;
    for (const item of requested) {
      await tx
        .update(ticketTypes)
        .set({ held: sql`${ticketTypes.held} + ${item.quantity}` })
        .where(and(eq(ticketTypes.profileId, event.profileId), eq(ticketTypes.id, item.ticketTypeId)));
    }
    const [order] = await tx
      .insert(ticketOrders)
      .values({
        id: orderId,
        profileId: event.profileId,
        eventId: event.id,
        name: input.name,
        mobileNumber,
        totalPaise,
        discountPaise,
        promoCodeId: promo?.promoCodeId ?? null,
        promoCode: promo?.code ?? null,
        reservedUntil,
        accessTokenHash: hash,
        provider: ctx.payments.name,
        createdAt: now,
      })
      .returning();
    const items = await tx
      .insert(ticketOrderItems)
      .values(
        lines.map((line) => ({
          profileId: event.profileId,
          orderId,
          ...line,
          attendees: attendeesByType.get(line.ticketTypeId) ?? [],
        })),
      )
      .returning();
    const amounts = { subtotalPaise, discountPaise, totalPaise };
    // Nothing to pay (an RSVP, or a code for the whole price): the places are the guest's now,
    // with no hold to release.
    if (totalPaise === 0) {
      await issueTickets(ctx, tx, { order: order!, event: lockedEvent, items }, { providerPaymentId: null, paidAt: now });
      return { refused: null, mobileNumber, amounts, issued: true };
    }
    await scheduleJob(
      tx,
      releaseTicketHoldJob,
      { orderId },
      { runAt: reservedUntil, profileId: event.profileId, uniqueKey: holdKey(orderId) },
    );
    return { refused: null, mobileNumber, amounts, issued: false };
  });
  if (outcome.refused) throw outcome.refused;
  if (outcome.issued) {
    return {
      order: {
        _id: orderId,
        status: 'paid',
        reservedUntil: now.toISOString(),
        paymentUrl: null,
        accessToken: token,
        ...outcome.amounts,
      },
    };
  }

  let link: PaymentLink;
  try {
    link = await ctx.payments.createPaymentLink({
      amountPaise: outcome.amounts.totalPaise,
      referenceId: orderId,
      description: `Tickets: ${event.name}`.slice(0, 200),
      customer: { name: input.name, contact: `+${outcome.mobileNumber}` },
      callbackUrl: `${publicBaseUrl(ctx.config, client.origin)}${TICKET_PAYMENT_CALLBACK_PAGE_PATH}`,
      notes: { purpose: TICKET_ORDER_PURPOSE, profileId: event.profileId, orderId },
      expireBy: reservedUntil,
    });
  } catch (error) {
    await cancelUnlinkedOrder(ctx, orderId);
    throw error;
  }
  await ctx.db
    .update(ticketOrders)
    .set({ paymentLinkId: link.linkId, paymentUrl: link.shortUrl })
    .where(eq(ticketOrders.id, orderId));
  return {
    order: {
      _id: orderId,
      status: 'reserved',
      reservedUntil: reservedUntil.toISOString(),
      paymentUrl: link.shortUrl,
      accessToken: token,
      ...outcome.amounts,
    },
  };
}

/** An order whose payment link could not be made: its stock goes back at once. */
async function cancelUnlinkedOrder(ctx: AuthContext, orderId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || order.status !== 'reserved') return;
    await releaseHold(tx, order);
    await tx.update(ticketOrders).set({ status: 'cancelled' }).where(eq(ticketOrders.id, orderId));
    await cancelJob(tx, holdKey(orderId), ctx.now);
  });
}

// ---------------------------------------------------------------------------------------------
// Payment: tickets issued once
// ---------------------------------------------------------------------------------------------

interface ConfirmedOrderPayment {
  orderId: string;
  paymentId: string;
  paymentLinkId: string;
  /** `venue`: found paid when the venue tried to cancel its link (cancelOrderByVenue, deleteEvent). */
  confirmedBy: 'callback' | 'webhook' | 'venue';
}

/**
 * Marks an order paid and issues one ticket per attendee, in one transaction under the event's
 * and the order's row locks: a second confirmation (callback twice, callback and webhook) finds
 * it paid and changes nothing. The last tickets sold make the event `sold-out`, and the buyer
 * is sent the ticket link. A payment for an order whose hold already expired (its stock
 * released and maybe sold to someone else), or for an event since cancelled, issues nothing:
 * the order becomes `refund-pending` and is refunded by a job (ticket-refunds.ts).
 * The caller has checked the payment with the provider.
 */
export async function confirmOrderPayment(ctx: ServiceContext, payment: ConfirmedOrderPayment): Promise<TicketOrderStatus> {
  return ctx.db.transaction(async (tx) => {
    const [known] = await tx.select().from(ticketOrders).where(eq(ticketOrders.id, payment.orderId));
    if (!known) throw notFound(EVENT_MESSAGES.orderNotFound);
    // Event, then order, then ticket types: the lock order of every write to sold stock.
    const event = await lockEvent(tx, known.profileId, known.eventId);
    const order = await lockOrder(tx, payment.orderId);
    if (!event || !order) throw notFound(EVENT_MESSAGES.orderNotFound);
    if (order.status === 'paid' || order.status === 'refund-pending' || order.status === 'refunded') return order.status;
    const paidAt = ctx.clock();
    const paymentOf = { providerPaymentId: payment.paymentId, paidAt };
    if (order.status !== 'reserved' || event.status === 'cancelled' || event.deletedAt) {
      // Too late (hold released, stock maybe sold to someone else), an order cancelled, or an
      // event that is off or deleted: no tickets; the money goes back and the payer is told.
      if (order.status === 'reserved') {
        await releaseHold(tx, order);
        await cancelJob(tx, holdKey(order.id), paidAt);
      }
      await markOrderForRefund(tx, order, paidAt, paymentOf, { notice: 'payment-refunded', event });
      ctx.log.warn({ orderId: order.id, paymentId: payment.paymentId }, 'ticket payment that cannot be honoured: refunding');
      return 'refund-pending';
    }
    await issueTickets(ctx, tx, { order, event, items: await readOrderItems(tx, order) }, paymentOf);
    await cancelJob(tx, holdKey(order.id), paidAt);
    ctx.log.info({ orderId: order.id, confirmedBy: payment.confirmedBy }, 'ticket order paid');
    return 'paid';
  });
}

/**
 * A reserved order becomes `paid`: its held stock sold, one ticket per attendee, the sale in the
 * wallet (nothing for an RSVP), the event sold out if that was the last, the guest's SMS queued.
 * Call with the event and the order locked, in that order.
 */
async function issueTickets(
  ctx: ServiceContext,
  tx: Db,
  paid: { order: OrderRow; event: EventRow; items: OrderItemRow[] },
  paymentOf: { providerPaymentId: string | null; paidAt: Date },
): Promise<void> {
  const { order, event, items } = paid;
  for (const item of items) {
    await tx
      .update(ticketTypes)
      .set({ held: sql`${ticketTypes.held} - ${item.quantity}`, sold: sql`${ticketTypes.sold} + ${item.quantity}` })
      .where(and(eq(ticketTypes.profileId, order.profileId), eq(ticketTypes.id, item.ticketTypeId)));
  }
  // The guest's link in the SMS carries a secret of its own (the order's token stayed in the
  // browser that ordered); only its hash is kept.
  const ticketLink = newGuestSecret();
  await tx
    .update(ticketOrders)
    .set({ status: 'paid', ...paymentOf, ticketLinkSecretHash: ticketLink.hash, gstRatePercent: event.gstRatePercent })
    .where(eq(ticketOrders.id, order.id));
  await tx.insert(tickets).values(ticketRows(order, items, paymentOf.paidAt));
  await noteOrderGuest(tx, order.id, paymentOf.paidAt);
  if (order.totalPaise > 0) {
    await recordTicketSale(tx, {
      profileId: order.profileId,
      orderId: order.id,
      amountPaise: order.totalPaise,
      feePercent: ctx.config.PLATFORM_FEE_PERCENT,
      at: paymentOf.paidAt,
      description: `Tickets: order ${order.id}`,
      settlement: { key: event.id, endsAt: event.endsAt, days: ctx.config.SETTLEMENT_DAYS },
    });
  }
  await updateSoldOut(tx, event, paymentOf.paidAt);
  await sendTicketsConfirmed(ctx, tx, { order, event, secret: ticketLink.token });
}

/**
 * The buyer's SMS: the event, its start on the venue's clock and the link to the ticket page.
 * Queued in the payment's transaction, once per order.
 */
async function sendTicketsConfirmed(ctx: ServiceContext, tx: Db, paid: { order: OrderRow; event: EventRow; secret: string }) {
  const { order, event } = paid;
  const profile = await findProfileById(tx, order.profileId);
  if (!profile) return;
  const zone = profile.timeZone;
  const secret = `?token=${encodeURIComponent(paid.secret)}`;
  const link = `${ctx.config.publicBaseUrl}${ticketPagePath(profile.userName, order.id)}${secret}`;
  const receipt = `${ctx.config.publicBaseUrl}${ticketReceiptPath(profile.userName, order.id)}${secret}`;
  const to = order.mobileNumber.startsWith('+') ? order.mobileNumber : `+${order.mobileNumber}`;
  const when = { date: messageDate(localDate(zone, event.startsAt)), time: messageTime(localTime(zone, event.startsAt)) };
  const once = { profileId: order.profileId, uniqueKey: `ticket-order:${order.id}:confirmed:sms` };
  if (order.discountPaise > 0 && order.promoCode) {
    const discount = formatPaise(order.discountPaise);
    await ctx.notifier.send(
      tx,
      {
        channel: 'sms',
        to,
        template: 'ticketsConfirmedDiscount',
        variables: { event: event.name, ...when, discount, code: order.promoCode, link, receipt },
      },
      once,
    );
    return;
  }
  await ctx.notifier.send(
    tx,
    { channel: 'sms', to, template: 'ticketsConfirmed', variables: { event: event.name, ...when, link, receipt } },
    once,
  );
}

function ticketRows(order: OrderRow, items: OrderItemRow[], createdAt: Date) {
  return items.flatMap((item) =>
    Array.from({ length: item.quantity }, (_, index) => ({
      id: newId(),
      profileId: order.profileId,
      eventId: order.eventId,
      orderId: order.id,
      ticketTypeId: item.ticketTypeId,
      code: newTicketCode(),
      attendeeName: item.attendees[index]?.name ?? order.name,
      attendeeAnswers: item.attendees[index]?.answers ?? [],
      mobileNumber: order.mobileNumber,
      createdAt,
    })),
  );
}

/**
 * Checks that the provider's link pays exactly this order: its link, paid, for its total with
 * the named payment captured.
 */
function assertPaysOrder(order: OrderRow, link: PaymentLink, paymentId: string): void {
  if (order.paymentLinkId !== link.linkId || link.referenceId !== order.id) throw badRequest(PAYMENT_MESSAGES.invalidReference);
  const payment = link.payments.find((candidate) => candidate.paymentId === paymentId);
  // The captured payment is what counts, not the link's status: a payment that completed as
  // the link was being cancelled is money received, and must end in tickets or a refund.
  if (!payment || payment.status !== 'captured') throw businessRule(PAYMENT_MESSAGES.notPaid);
  if (payment.amountPaise !== order.totalPaise) throw businessRule(EVENT_MESSAGES.orderAmountMismatch);
}

async function findOrder(db: Db, orderId: string): Promise<OrderRow | undefined> {
  if (!ID_PATTERN.test(orderId)) throw badRequest(PAYMENT_MESSAGES.invalidReference);
  const [order] = await db.select().from(ticketOrders).where(eq(ticketOrders.id, orderId)).limit(1);
  return order;
}

/**
 * A payment the provider confirmed for one of our ticket links whose order is gone: refunded in
 * full, and the payer told, by the payments layer's unclaimed-payment record rather than
 * answered "Order not found" (issue 34 finding 1). Anything else about the link that does not add
 * up is still refused. The record and its refund job are written in `db`, the caller's
 * transaction; once per payment, whichever of callback and webhook comes first.
 */
async function refundPaymentWithoutOrder(
  db: Db,
  payment: { provider: string; link: PaymentLink; paymentId: string; referenceId: string },
  now: Date,
): Promise<void> {
  const { link, paymentId, referenceId } = payment;
  if (link.notes.purpose !== TICKET_ORDER_PURPOSE || link.referenceId !== referenceId) {
    throw notFound(EVENT_MESSAGES.orderNotFound);
  }
  const recorded = await recordUnclaimedPayment(db, { provider: payment.provider, link, paymentId, reason: 'not-found', now });
  if (!recorded) throw businessRule(PAYMENT_MESSAGES.notPaid);
}

/**
 * `GET /v2/ticket-orders/payment-verification` (public: the signature is the proof): the
 * signature, the link as the provider reports it, the order it pays, then the tickets.
 */
export async function verifyTicketPayment(
  ctx: ServiceContext,
  query: PaymentCallbackQuery,
  limiter: RateLimiter,
  clientAddress: string,
): Promise<{ message: string; orderId: string; status: TicketOrderStatus }> {
  await limitGuestReads(limiter, clientAddress);
  const { link, paymentId } = await verifyPaymentCallback(ctx, query);
  const referenceId = query.razorpay_payment_link_reference_id;
  const order = await findOrder(ctx.db, referenceId);
  if (!order) {
    await ctx.db.transaction((tx) =>
      refundPaymentWithoutOrder(tx, { provider: ctx.payments.name, link, paymentId, referenceId }, ctx.clock()),
    );
    return { message: EVENT_MESSAGES.paymentRefunding, orderId: referenceId, status: 'refund-pending' };
  }
  assertPaysOrder(order, link, paymentId);
  const status = await confirmOrderPayment(ctx, {
    orderId: order.id,
    paymentId,
    paymentLinkId: link.linkId,
    confirmedBy: 'callback',
  });
  return {
    message: status === 'paid' ? EVENT_MESSAGES.paymentConfirmed : EVENT_MESSAGES.paymentRefunding,
    orderId: order.id,
    status,
  };
}

/*
 * Webhooks for ticket orders: `paid` confirms exactly as the callback does; a link that does
 * not pay its order is logged and acknowledged (a retry would not change the answer).
 * `expired` / `cancelled` change nothing: the hold's own job releases the stock on time.
 */
export const ticketOrderLinkEvents = onPaymentLinkEvent(TICKET_ORDER_PURPOSE, async (ctx, event) => {
  if (event.event !== 'payment_link.paid') return;
  const referenceId = event.link.referenceId;
  try {
    const order = await findOrder(ctx.db, referenceId);
    if (!event.paymentId) throw businessRule(PAYMENT_MESSAGES.notPaid);
    if (!order) {
      await refundPaymentWithoutOrder(
        ctx.db,
        { provider: ctx.payments.name, link: event.link, paymentId: event.paymentId, referenceId },
        ctx.clock(),
      );
      return;
    }
    assertPaysOrder(order, event.link, event.paymentId);
    await confirmOrderPayment(ctx, {
      orderId: order.id,
      paymentId: event.paymentId,
      paymentLinkId: event.link.linkId,
      confirmedBy: 'webhook',
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    ctx.log.warn({ eventId: event.eventId, referenceId, reason: error.message }, 'ticket payment_link.paid ignored');
  }
});

// ---------------------------------------------------------------------------------------------
// The venue takes an order, a hold or an event's holds away
// ---------------------------------------------------------------------------------------------

/**
 * Makes sure no money can arrive on a reserved order's payment link before the venue takes the
 * order away: the provider cancels the link; when it refuses (already paid, expired, cancelled)
 * its own word on the link decides, and a captured payment is confirmed here as its webhook
 * would confirm it (tickets, or a refund if the event is off). A link still open after a failed
 * cancel (an outage) throws, so the caller refuses rather than leave a payable link behind.
 * A hold whose link is not made yet (its order is seconds old) cannot be closed: 409.
 */
async function closePaymentLink(ctx: ServiceContext, order: OrderRow): Promise<void> {
  if (order.status !== 'reserved' || order.totalPaise === 0) return;
  if (!order.paymentLinkId) throw conflict(EVENT_MESSAGES.paymentsInProgress);
  try {
    await ctx.payments.cancelPaymentLink(order.paymentLinkId);
    return;
  } catch (error) {
    const link = await ctx.payments.fetchPaymentLink(order.paymentLinkId);
    const captured = link.payments.find((payment) => payment.status === 'captured');
    if (captured) {
      await confirmOrderPayment(ctx, {
        orderId: order.id,
        paymentId: captured.paymentId,
        paymentLinkId: link.linkId,
        confirmedBy: 'venue',
      });
      return;
    }
    if (link.status === 'cancelled' || link.status === 'expired') return;
    throw error;
  }
}

/** Cancels a reserved order whose link is closed: its stock back, its release job gone. Order locked. */
async function cancelHold(tx: Db, order: OrderRow, now: Date): Promise<void> {
  await releaseHold(tx, order);
  await tx.update(ticketOrders).set({ status: 'cancelled' }).where(eq(ticketOrders.id, order.id));
  await cancelJob(tx, holdKey(order.id), now);
}

/**
 * Before an event is deleted: every live hold's payment link is cancelled at the provider and
 * the hold cancelled, so nobody can pay for tickets of an event that is going away (issue 34
 * finding 1). Cancelling first, rather than refusing the delete until the holds lapse, closes
 * the window at once: a refusal would leave up to TICKET_HOLD_MINUTES of payable links for an
 * event the owner is calling off, and the guests who paid in it would all need refunds. What
 * still slips through (a payment completed as the link was cancelled) is confirmed here and
 * keeps the event from being deleted until it is refunded (deleteEvent's check).
 */
export async function cancelHoldsOfEvent(ctx: ProfileContext, eventId: string): Promise<void> {
  const profileId = ctx.profile.id;
  const held = await ctx.db
    .select()
    .from(ticketOrders)
    .where(and(eq(ticketOrders.profileId, profileId), eq(ticketOrders.eventId, eventId), eq(ticketOrders.status, 'reserved')))
    .orderBy(asc(ticketOrders.id));
  for (const order of held) {
    await closePaymentLink(ctx, order);
    await ctx.db.transaction(async (tx) => {
      if (!(await lockEvent(tx, profileId, eventId))) return;
      const locked = await lockOrder(tx, order.id);
      if (locked?.status === 'reserved') await cancelHold(tx, locked, ctx.clock());
    });
  }
}

const OrderAuditStateSchema = z.object({ status: z.enum(TICKET_ORDER_STATUSES), totalPaise: z.number().int() });
const ORDER_CANCELLED_BY_VENUE = defineAuditAction({
  name: 'ticket-order.cancelled-by-venue',
  entityType: 'ticket-order',
  state: OrderAuditStateSchema,
});

/**
 * `POST /v2/ticket-orders/{orderId}/cancel-by-venue` (issue 34 finding 5): the venue cancels
 * one order or RSVP. A paid order is refunded in full through the refund job (its tickets stop
 * working at once; its stock returns when the refund is made); an RSVP's places go back at once;
 * a hold's payment link is cancelled first. The guest is told; the change is audited.
 * @throws AppError 404 another venue's or unknown order; 409 an order already cancelled,
 *   expired or refunded, or a hold whose link is still being made; 503 the provider is down.
 */
export async function cancelOrderByVenue(ctx: ProfileContext, orderId: string): Promise<CancelledTicketOrder> {
  const profileId = ctx.profile.id;
  const [found] = await ctx.db
    .select()
    .from(ticketOrders)
    .where(and(eq(ticketOrders.profileId, profileId), eq(ticketOrders.id, orderId)))
    .limit(1);
  if (!found) throw notFound(EVENT_MESSAGES.orderNotFound);
  await closePaymentLink(ctx, found);
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock();
    const event = await lockEvent(tx, profileId, found.eventId);
    const order = await lockOrder(tx, orderId);
    if (!event || !order) throw notFound(EVENT_MESSAGES.orderNotFound);
    let refundPaise = 0;
    if (order.status === 'reserved') {
      await cancelHold(tx, order, now);
      await messageHolder(tx, 'order-cancelled', { order, event, refundPaise: 0 }, now);
    } else if (order.status === 'paid' && order.totalPaise > 0) {
      refundPaise = order.totalPaise;
      await markOrderForRefund(tx, order, now, {}, { notice: 'order-cancelled', event });
      await cancelTicketsOf(tx, order);
    } else if (order.status === 'paid') {
      await tx.update(ticketOrders).set({ status: 'cancelled' }).where(eq(ticketOrders.id, order.id));
      await cancelTicketsOf(tx, order);
      for (const item of await readOrderItems(tx, order)) {
        await tx
          .update(ticketTypes)
          .set({ sold: sql`${ticketTypes.sold} - ${item.quantity}` })
          .where(and(eq(ticketTypes.profileId, profileId), eq(ticketTypes.id, item.ticketTypeId)));
      }
      await updateSoldOut(tx, event, now);
      await messageHolder(tx, 'order-cancelled', { order, event, refundPaise: 0 }, now);
    } else {
      throw conflict(EVENT_MESSAGES.orderNotCancellable);
    }
    await noteOrderGuest(tx, order.id, now);
    const [after] = await tx.select().from(ticketOrders).where(eq(ticketOrders.id, order.id));
    await recordAudit(tx, ORDER_CANCELLED_BY_VENUE, {
      profileId,
      actorUserId: ctx.caller.userId,
      entityId: order.id,
      before: { status: order.status, totalPaise: order.totalPaise },
      after: { status: after!.status, totalPaise: after!.totalPaise },
    });
    return { order: { _id: order.id, status: after!.status, refundPaise } };
  });
}

/** The door stops admitting an order's tickets (the refund, when one is owed, follows). */
async function cancelTicketsOf(tx: Db, order: OrderRow): Promise<void> {
  await tx
    .update(tickets)
    .set({ status: 'cancelled' })
    .where(and(eq(tickets.profileId, order.profileId), eq(tickets.orderId, order.id)));
}

// ---------------------------------------------------------------------------------------------
// The guest's order page
// ---------------------------------------------------------------------------------------------

async function limitGuestReads(limiter: RateLimiter, clientAddress: string): Promise<void> {
  await enforceRateLimit(
    limiter,
    { key: `events:ticket-order-reads:${clientAddress}`, limit: TICKET_ORDER_READS_PER_ADDRESS_PER_HOUR, windowSeconds: 3600 },
    tooManyRequestsMessage,
  );
}

/**
 * `GET /v2/ticket-orders/{orderId}?token=`: the order and, once paid, its tickets with their
 * QR codes. A wrong token is the same 404 as an unknown order.
 */
export async function getTicketOrder(
  ctx: ServiceContext,
  input: { orderId: string; token: string },
  limiter: RateLimiter,
  clientAddress: string,
): Promise<TicketOrderView> {
  await limitGuestReads(limiter, clientAddress);
  const [order] = await ctx.db.select().from(ticketOrders).where(eq(ticketOrders.id, input.orderId)).limit(1);
  // The token from the order's answer, or the secret of the ticket link sent by SMS.
  const opens =
    order &&
    (orderTokenMatches(input.token, order.accessTokenHash) ||
      (order.ticketLinkSecretHash !== null && orderTokenMatches(input.token, order.ticketLinkSecretHash)));
  if (!order || !opens) throw notFound(EVENT_MESSAGES.orderNotFound);
  const [event] = await ctx.db.select().from(events).where(eq(events.id, order.eventId));
  const profile = await findProfileById(ctx.db, order.profileId);
  const items = await ctx.db
    .select({ item: ticketOrderItems, name: ticketTypes.name })
    .from(ticketOrderItems)
    .innerJoin(
      ticketTypes,
      and(eq(ticketTypes.profileId, ticketOrderItems.profileId), eq(ticketTypes.id, ticketOrderItems.ticketTypeId)),
    )
    .where(and(eq(ticketOrderItems.profileId, order.profileId), eq(ticketOrderItems.orderId, order.id)))
    .orderBy(asc(ticketOrderItems.ticketTypeId));
  const issued =
    order.status === 'paid'
      ? await ctx.db
          .select({ ticket: tickets, typeName: ticketTypes.name })
          .from(tickets)
          .innerJoin(ticketTypes, and(eq(ticketTypes.profileId, tickets.profileId), eq(ticketTypes.id, tickets.ticketTypeId)))
          .where(and(eq(tickets.profileId, order.profileId), eq(tickets.orderId, order.id)))
          .orderBy(asc(tickets.id))
      : [];
  return {
    order: {
      _id: order.id,
      eventId: order.eventId,
      eventName: event!.name,
      startsAt: event!.startsAt.toISOString(),
      endsAt: event!.endsAt.toISOString(),
      venueName: event!.venueName,
      address: event!.address,
      timeZone: profile?.timeZone ?? DEFAULT_TIME_ZONE,
      status: order.status,
      reservedUntil: order.reservedUntil.toISOString(),
      subtotalPaise: order.totalPaise + order.discountPaise,
      discountPaise: order.discountPaise,
      promoCode: order.promoCode,
      totalPaise: order.totalPaise,
      paymentUrl: order.status === 'reserved' ? order.paymentUrl : null,
      items: items.map(({ item, name }) => ({
        ticketTypeId: item.ticketTypeId,
        name,
        quantity: item.quantity,
        unitPricePaise: item.unitPricePaise,
      })),
    },
    tickets: await Promise.all(
      issued.map(async ({ ticket, typeName }) => ({
        _id: ticket.id,
        code: ticket.code,
        qr: await ticketQr(ticket.code),
        ticketTypeName: typeName,
        attendeeName: ticket.attendeeName,
        status: ticket.status,
        checkedInAt: ticket.checkedInAt?.toISOString() ?? null,
        answers: ticket.attendeeAnswers,
      })),
    ),
    cancellation: buyerCancellationOf(order, event!, profile?.timeZone ?? DEFAULT_TIME_ZONE, ctx.clock()),
    gstRatePercent: order.gstRatePercent,
    hasReceipt: hasReceipt(order),
  };
}
