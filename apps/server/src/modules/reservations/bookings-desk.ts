import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  ARRIVED_FROM_MINUTES_BEFORE,
  BOOKINGS_PAGE_SIZE,
  NO_SHOW_FROM_MINUTES_AFTER,
  RESERVATION_MESSAGES,
  type Booking,
  type BookingStatus,
  type DeskBooking,
  type GetAllBookingsQuerySchema,
} from '@venue/shared';
import { bookingHistory, bookings, restaurants } from '../../db/schema/index.ts';
import { defineAuditAction, recordAudit } from '../../lib/audit/index.ts';
import { guestSummariesOf } from '../../lib/guest-book/index.ts';
import { seesGuestDetails } from '../../lib/guest-privacy.ts';
import type { ProfileContext } from '../../lib/context.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { messageDate, messageTime } from '../../lib/notify/index.ts';
import { localDate, localTime, venueToday } from '../../lib/venue-time.ts';
import { applyStatusChange } from './booking-lifecycle.ts';
import { moveBooking } from './booking-status.ts';
import { bookingLinkKeysOf } from './bookings-messages.ts';
import { bookingSeenBy, bookingView } from './bookings-view.ts';
import { depositSettled, depositTermsOf } from './deposit-money.ts';

/** The moves the desk makes (decisions §6); cancellation is the guest's (cancelByGuest). */
export type DeskMove = Extract<BookingStatus, 'accepted' | 'declined' | 'arrived' | 'no-show'>;

/**
 * The moment from which the desk may mark a booking arrived or no-show (decisions §7): a guest
 * may walk in half an hour early; a no-show is one only a quarter of an hour after the time,
 * since marking it frees the table of a guest who was just told "confirmed".
 */
export function deskMoveOpensAt(to: 'arrived' | 'no-show', startsAt: Date): Date {
  const minutes = to === 'arrived' ? -ARRIVED_FROM_MINUTES_BEFORE : NO_SHOW_FROM_MINUTES_AFTER;
  return new Date(startsAt.getTime() + minutes * 60_000);
}

/** "7:30 pm", or "Sat 28 Nov 7:30 pm" when not today, on the venue's clock. */
function venueMoment(zone: string, instant: Date, now: Date): string {
  const date = localDate(zone, instant);
  const time = messageTime(localTime(zone, instant));
  return date === venueToday(zone, now) ? time : `${messageDate(date)} ${time}`;
}

/**
 * Accept, decline, arrived or no-show, by a member with `tableReserveAccess`: the history row
 * names them (and keeps a decline's reason, which the guest's message carries). A booking of
 * another venue is "not found", as one that does not exist.
 * @throws 404 bookingNotFound; 409 cannotMove; 422 too_early for arrived or no-show before
 *   `deskMoveOpensAt`.
 */
export async function moveBookingAtDesk(ctx: ProfileContext, bookingId: string, to: DeskMove, reason?: string): Promise<Booking> {
  const now = ctx.clock();
  const moved = await moveBooking(ctx.db, {
    where: and(eq(bookings.id, bookingId), eq(bookings.profileId, ctx.profile.id)),
    to,
    actor: 'staff',
    actorUserId: ctx.caller.userId,
    reason: reason ?? null,
    now,
    keys: bookingLinkKeysOf(ctx.config),
    deposit: depositTermsOf(ctx.config),
    check: (booking, restaurant) => {
      if (to !== 'arrived' && to !== 'no-show') return;
      const opensAt = deskMoveOpensAt(to, booking.startsAt);
      if (now >= opensAt) return;
      const from = venueMoment(restaurant.timeZone, opensAt, now);
      throw new AppError(
        'too_early',
        to === 'arrived' ? RESERVATION_MESSAGES.arrivedTooEarly(from) : RESERVATION_MESSAGES.noShowTooEarly(from),
      );
    },
  });
  return bookingView(moved.booking);
}

/**
 * POST /v1/bookings/undoStatus: takes back the desk's last arrived or no-show mark, made on the
 * venue's today (decisions §7), returning the booking to the status it had (accepted). Outside
 * BOOKING_TRANSITIONS on purpose: only this call, and only for that day, walks back. A no-show
 * undone holds its covers again; the venue is at the door and knows the guest came.
 * A mark that moved a deposit is refused (409 depositSettled).
 * @throws 404 bookingNotFound; 422 nothingToUndo; 409 depositSettled.
 */
export async function undoDeskStatus(ctx: ProfileContext, bookingId: string): Promise<Booking> {
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const [booking] = await tx
      .select()
      .from(bookings)
      .where(and(eq(bookings.id, bookingId), eq(bookings.profileId, ctx.profile.id)))
      .for('update');
    if (!booking) throw notFound(RESERVATION_MESSAGES.bookingNotFound);
    const [restaurant] = await tx
      .select()
      .from(restaurants)
      .where(and(eq(restaurants.id, booking.restaurantId), eq(restaurants.profileId, booking.profileId)));
    if (!restaurant) throw notFound(RESERVATION_MESSAGES.bookingNotFound);
    const [last] = await tx
      .select()
      .from(bookingHistory)
      .where(and(eq(bookingHistory.bookingId, booking.id), eq(bookingHistory.profileId, ctx.profile.id)))
      .orderBy(desc(bookingHistory.at), desc(sql`(${bookingHistory.fromStatus} is not null)::int`))
      .limit(1);
    const isUndoable =
      (booking.status === 'arrived' || booking.status === 'no-show') &&
      last?.toStatus === booking.status &&
      last.fromStatus !== null &&
      localDate(restaurant.timeZone, last.at) === venueToday(restaurant.timeZone, now);
    if (!isUndoable) throw new AppError('BUSINESS_RULE', RESERVATION_MESSAGES.nothingToUndo);
    // Once the mark moved the deposit (refunded, forfeited, applied), undoing it would need the
    // money back from the guest or the wallet: the mark stands (decisions §7, the simple rule).
    if (depositSettled(booking)) throw new AppError('CONFLICT', RESERVATION_MESSAGES.depositSettled);
    const moved = await applyStatusChange(
      tx,
      booking,
      restaurant,
      { from: booking.status, to: last.fromStatus!, actor: 'staff', actorUserId: ctx.caller.userId, reason: 'undo' },
      now,
      bookingLinkKeysOf(ctx.config),
    );
    return bookingView(moved);
  });
}

/**
 * GET /v2/bookings/getAllBookings/: the restaurant's bookings, pending first (they wait for
 * the desk), then by time; a page of BOOKINGS_PAGE_SIZE with the total. Each carries its known
 * guest's tags, notes and figures for the desk.
 */
export async function listBookings(
  ctx: ProfileContext,
  query: z.output<typeof GetAllBookingsQuerySchema>,
): Promise<{ bookings: DeskBooking[]; total: number; page: number; pageSize: number }> {
  const where = and(
    eq(bookings.profileId, ctx.profile.id),
    query.date ? eq(bookings.date, query.date) : undefined,
    query.status ? eq(bookings.status, query.status) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    ctx.db
      .select()
      .from(bookings)
      .where(where)
      .orderBy(sql`(${bookings.status} <> 'pending')::int`, asc(bookings.startsAt), asc(bookings.createdAt), asc(bookings.id))
      .limit(BOOKINGS_PAGE_SIZE)
      .offset((query.page - 1) * BOOKINGS_PAGE_SIZE),
    ctx.db.select({ total: count() }).from(bookings).where(where),
  ]);
  // The guest book's tags and notes are for the desk only, as the guest's details are.
  const known = seesGuestDetails(ctx.profile)
    ? await guestSummariesOf(
        ctx.db,
        ctx.profile.id,
        rows.map((row) => row.mobileNumber),
      )
    : new Map();
  return {
    bookings: rows.map((row) => ({
      ...bookingSeenBy(ctx.profile, bookingView(row)),
      guest: known.get(row.mobileNumber) ?? null,
    })),
    total: Number(totals?.total ?? 0),
    page: query.page,
    pageSize: BOOKINGS_PAGE_SIZE,
  };
}

const AUTO_ACCEPT_AUDIT = defineAuditAction({
  name: 'restaurant.auto-accept',
  entityType: 'restaurant',
  state: z.object({ autoAccept: z.boolean() }),
});

/**
 * POST /v1/bookings/updateAutoAcceptOrders: new bookings are accepted by themselves (or wait
 * for the desk). Bookings already pending stay pending: the desk answers them.
 * @throws 404 restaurantNotFound for a restaurant that is not the active profile's.
 */
export async function updateAutoAccept(
  ctx: ProfileContext,
  input: { restaurantId: string; autoAccept: boolean },
): Promise<{ restaurantId: string; autoAccept: boolean }> {
  return ctx.db.transaction(async (tx) => {
    const scope = and(eq(restaurants.id, input.restaurantId), eq(restaurants.profileId, ctx.profile.id));
    const [before] = await tx.select({ autoAccept: restaurants.autoAccept }).from(restaurants).where(scope).for('update');
    if (!before) throw notFound(RESERVATION_MESSAGES.restaurantNotFound);
    await tx.update(restaurants).set({ autoAccept: input.autoAccept, updatedAt: ctx.clock() }).where(scope);
    await recordAudit(tx, AUTO_ACCEPT_AUDIT, {
      profileId: ctx.profile.id,
      actorUserId: ctx.caller.userId,
      entityId: input.restaurantId,
      before,
      after: { autoAccept: input.autoAccept },
    });
    return { restaurantId: input.restaurantId, autoAccept: input.autoAccept };
  });
}
