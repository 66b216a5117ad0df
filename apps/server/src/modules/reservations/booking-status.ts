import { and, eq } from 'drizzle-orm';
import { BOOKING_STATUS_LABELS, BOOKING_TRANSITIONS, RESERVATION_MESSAGES, type BookingStatus } from '@venue/shared';
import type { Db } from '../../db/client.ts';
import { bookings, restaurants } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { applyStatusChange, type BookingActor } from './booking-lifecycle.ts';
import type { BookingLinkKeys } from './bookings-messages.ts';
import { followDeposit, type DepositTerms } from './deposit-money.ts';
import type { BookingRow, RestaurantRow } from './bookings-view.ts';

export interface MoveRequest {
  /** Finds the booking to move; every lookup is scoped (profile, or reference and token). */
  where: ReturnType<typeof and>;
  to: BookingStatus;
  actor: BookingActor;
  /** Why (a decline's reason, told to the guest and kept in the history). */
  reason?: string | null;
  /** For the manage link every guest message carries. */
  keys: BookingLinkKeys;
  actorUserId?: string | null;
  now: Date;
  /** The fee and settlement of a deposit the move makes the venue's (deposit-money.ts). */
  deposit: DepositTerms;
  /** Further refusals once the booking is locked (a guest's cancellation cut-off). */
  check?: (booking: BookingRow, restaurant: RestaurantRow) => void;
}

export const canMove = (from: BookingStatus, to: BookingStatus) =>
  (BOOKING_TRANSITIONS[from] as readonly BookingStatus[]).includes(to);

const label = (status: BookingStatus) => BOOKING_STATUS_LABELS[status].toLowerCase();

/**
 * Moves one booking along BOOKING_TRANSITIONS in one transaction. The row is locked first, so
 * two desks pressing accept and decline together cannot both win: the second sees the first's
 * status and is refused.
 * @throws 404 when no booking matches; 409 for a move the booking's status does not allow.
 */
export async function moveBooking(db: Db, request: MoveRequest): Promise<{ booking: BookingRow; restaurant: RestaurantRow }> {
  return db.transaction(async (tx) => {
    const [booking] = await tx.select().from(bookings).where(request.where).for('update');
    if (!booking) throw notFound(RESERVATION_MESSAGES.bookingNotFound);
    const [restaurant] = await tx
      .select()
      .from(restaurants)
      .where(and(eq(restaurants.id, booking.restaurantId), eq(restaurants.profileId, booking.profileId)));
    if (!restaurant) throw notFound(RESERVATION_MESSAGES.bookingNotFound);
    if (!canMove(booking.status, request.to)) {
      throw conflict(RESERVATION_MESSAGES.cannotMove(label(booking.status), label(request.to)));
    }
    request.check?.(booking, restaurant);
    const moved = await applyStatusChange(
      tx,
      booking,
      restaurant,
      {
        from: booking.status,
        to: request.to,
        actor: request.actor,
        actorUserId: request.actorUserId ?? null,
        reason: request.reason ?? null,
      },
      request.now,
      request.keys,
    );
    await followDeposit(tx, moved, restaurant, request.deposit, request.now, request.keys);
    const [after] = await tx.select().from(bookings).where(eq(bookings.id, moved.id));
    return { booking: after!, restaurant };
  });
}
