import { and, asc, count, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  BOOKINGS_PAGE_SIZE,
  RESERVATION_MESSAGES,
  type Booking,
  type BookingStatus,
  type GetAllBookingsQuerySchema,
} from '@venue/shared';
import { bookings, restaurants } from '../../db/schema/index.ts';
import { defineAuditAction, recordAudit } from '../../lib/audit/index.ts';
import type { ProfileContext } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { moveBooking } from './booking-status.ts';
import { bookingSeenBy, bookingView } from './bookings-view.ts';

/** The moves the desk makes (decisions §6); cancellation is the guest's (cancelByGuest). */
export type DeskMove = Extract<BookingStatus, 'accepted' | 'declined' | 'arrived' | 'no-show'>;

/**
 * Accept, decline, arrived or no-show, by a member with `tableReserveAccess`: the history row
 * names them. A booking of another venue is "not found", as one that does not exist.
 * @throws 404 bookingNotFound; 409 cannotMove.
 */
export async function moveBookingAtDesk(ctx: ProfileContext, bookingId: string, to: DeskMove): Promise<Booking> {
  const moved = await moveBooking(ctx.db, {
    where: and(eq(bookings.id, bookingId), eq(bookings.profileId, ctx.profile.id)),
    to,
    actor: 'staff',
    actorUserId: ctx.caller.userId,
    now: ctx.clock(),
  });
  return bookingView(moved.booking);
}

/**
 * GET /v2/bookings/getAllBookings/: the restaurant's bookings, pending first (they wait for
 * the desk), then by time; a page of BOOKINGS_PAGE_SIZE with the total.
 */
export async function listBookings(
  ctx: ProfileContext,
  query: z.output<typeof GetAllBookingsQuerySchema>,
): Promise<{ bookings: Booking[]; total: number; page: number; pageSize: number }> {
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
  return {
    bookings: rows.map((row) => bookingSeenBy(ctx.profile, bookingView(row))),
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
