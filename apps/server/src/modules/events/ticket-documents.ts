import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  ATTENDEE_EXPORTS_PER_PROFILE_PER_HOUR,
  DEFAULT_TIME_ZONE,
  EVENT_MESSAGES,
  formatPaise,
  gstInclusiveSplit,
  gstinStateCode,
  gstStateName,
} from '@venue/shared';
import { events, ticketOrderItems, ticketOrders, ticketTypes } from '../../db/schema/index.ts';
import type { ProfileContext, ServiceContext } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { enforceRateLimit, type RateLimiter } from '../../lib/rate-limiter.ts';
import { runRender } from '../../lib/render-pool.ts';
import { formatVenueMoment, localDate, localTime } from '../../lib/venue-time.ts';
import { findProfileById } from '../profiles/profiles.service.ts';
import { findVendorAccount } from '../wallet/wallet.service.ts';
import { findOrderForGuest, hasReceipt } from './buyer-cancellation.ts';
import type { SalesExportTask } from './ticket-documents-worker.ts';
import type { TicketReceiptDocument } from './ticket-receipt-pdf.ts';

/*
 * What ticket money leaves on paper (issue 39 "GST on tickets"): the buyer's receipt, with the
 * taxable value and CGST/SGST of prices that include GST, and the venue's sales spreadsheet with
 * the same columns. The venue's GSTIN is its payout account's (the account ticket money is paid
 * to, checked by its check character); the place of supply is the state of that registration.
 */

const WORKER = new URL('./ticket-documents-worker.ts', import.meta.url);
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const printedDate = (date: string) => {
  const [year, month, day] = date.split('-') as [string, string, string];
  return `${day} ${MONTHS[Number(month) - 1]} ${year}`;
};

/**
 * `/v/{username}/events/orders/{orderId}/receipt?token=`: the PDF of a paid (or since refunded)
 * order, opened with the order's token or the ticket link's secret. Null for anything a guest may
 * not see (unknown order, wrong token, another venue's address, nothing paid): the 404 page.
 */
export async function renderTicketReceipt(
  ctx: ServiceContext,
  input: { username: string; orderId: string; token: string },
  limiter: RateLimiter,
  clientAddress: string,
): Promise<{ fileName: string; data: Buffer } | null> {
  const order = await findOrderForGuest(ctx, input, limiter, clientAddress);
  if (!order || !hasReceipt(order)) return null;
  const profile = await findProfileById(ctx.db, order.profileId);
  if (!profile || profile.userName.toLowerCase() !== input.username.trim().toLowerCase()) return null;
  const [event] = await ctx.db.select().from(events).where(eq(events.id, order.eventId));
  if (!event) return null;
  const account = await findVendorAccount(ctx.db, order.profileId);
  const zone = profile.timeZone || DEFAULT_TIME_ZONE;
  const lines = await ctx.db
    .select({ name: ticketTypes.name, quantity: ticketOrderItems.quantity, unitPaise: ticketOrderItems.unitPricePaise })
    .from(ticketOrderItems)
    .innerJoin(
      ticketTypes,
      and(eq(ticketTypes.profileId, ticketOrderItems.profileId), eq(ticketTypes.id, ticketOrderItems.ticketTypeId)),
    )
    .where(and(eq(ticketOrderItems.profileId, order.profileId), eq(ticketOrderItems.orderId, order.id)))
    .orderBy(asc(ticketOrderItems.ticketTypeId));
  const split = gstInclusiveSplit(order.totalPaise, order.gstRatePercent);
  const gstin = account?.gstin ?? null;
  const refunded = order.status === 'refunded' || order.status === 'refund-pending';
  const document: TicketReceiptDocument = {
    orderId: order.id,
    paidOn: printedDate(localDate(zone, order.paidAt ?? order.createdAt)),
    supplier: {
      name: account?.legalName ?? profile.name,
      gstin,
      state: gstin ? `${gstStateName(gstinStateCode(gstin)) ?? ''} (${gstinStateCode(gstin)})` : null,
    },
    venueName: profile.name,
    buyerName: order.name,
    event: {
      name: event.name,
      when: formatVenueMoment(zone, event.startsAt),
      where: [event.venueName || profile.name, event.address].filter(Boolean).join(', '),
    },
    lines: lines.map((line) => ({ ...line, amountPaise: line.unitPaise * line.quantity })),
    gstRatePercent: order.gstRatePercent,
    totalPaise: order.totalPaise,
    taxablePaise: split.taxablePaise,
    cgstPaise: split.cgstPaise,
    sgstPaise: split.sgstPaise,
    note: refunded ? `Cancelled: ${formatPaise(order.totalPaise, { alwaysPaise: true })} refunded in full.` : null,
  };
  const bytes = await runRender<Uint8Array>(WORKER, 'renderTicketReceipt', document, { venue: order.profileId });
  return { fileName: `receipt-${order.id}.pdf`, data: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) };
}

/**
 * `GET /v2/ticketed-events/{id}/sales.xlsx`: every order of the event that took money (paid,
 * and refunded ones with their status), with taxable value and GST at the rate each was paid at.
 * Counts toward the venue's hourly export limit, as the guest list does.
 * @throws 404 for another venue's event; 429 beyond the limit.
 */
export async function exportSales(
  ctx: ProfileContext,
  eventId: string,
  limiter: RateLimiter,
): Promise<{ fileName: string; data: Buffer }> {
  const [event] = await ctx.db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.profileId, ctx.profile.id), eq(events.id, eventId), isNull(events.deletedAt)))
    .limit(1);
  if (!event) throw notFound(EVENT_MESSAGES.notFound);
  await enforceRateLimit(
    limiter,
    { key: `sales-export:profile:${ctx.profile.id}`, limit: ATTENDEE_EXPORTS_PER_PROFILE_PER_HOUR, windowSeconds: 3600 },
    EVENT_MESSAGES.exportRateLimited,
  );
  const orders = await ctx.db
    .select({
      order: ticketOrders,
      tickets: sql<string>`(select coalesce(sum(${ticketOrderItems.quantity}), 0) from ${ticketOrderItems} where ${ticketOrderItems.profileId} = ${ticketOrders.profileId} and ${ticketOrderItems.orderId} = ${ticketOrders.id})`,
    })
    .from(ticketOrders)
    .where(
      and(
        eq(ticketOrders.profileId, ctx.profile.id),
        eq(ticketOrders.eventId, eventId),
        isNotNull(ticketOrders.paidAt),
        inArray(ticketOrders.status, ['paid', 'refund-pending', 'refunded']),
      ),
    )
    .orderBy(asc(ticketOrders.paidAt), asc(ticketOrders.id));
  const zone = ctx.profile.timeZone;
  const task: SalesExportTask = {
    rows: orders
      .filter(({ order }) => order.totalPaise > 0)
      .map(({ order, tickets }) => {
        const split = gstInclusiveSplit(order.totalPaise, order.gstRatePercent);
        return {
          orderId: order.id,
          buyerName: order.name,
          mobileNumber: order.mobileNumber,
          paidAt: order.paidAt ? `${localDate(zone, order.paidAt)} ${localTime(zone, order.paidAt)}` : '',
          status: order.status,
          tickets: Number(tickets),
          totalPaise: order.totalPaise,
          gstRatePercent: order.gstRatePercent,
          taxablePaise: split.taxablePaise,
          cgstPaise: split.cgstPaise,
          sgstPaise: split.sgstPaise,
          gstPaise: split.gstPaise,
        };
      }),
  };
  const bytes = await runRender<Uint8Array>(WORKER, 'salesWorkbook', task, { venue: ctx.profile.id });
  return { fileName: `sales-${eventId}.xlsx`, data: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) };
}
