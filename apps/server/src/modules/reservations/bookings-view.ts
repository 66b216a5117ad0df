import { GUEST_MESSAGES, type Booking, type PermissionFlags } from '@venue/shared';
import type { bookings } from '../../db/schema/index.ts';
import { maskGuestName, maskGuestPhone, seesGuestDetails } from '../../lib/guest-privacy.ts';

export type BookingRow = typeof bookings.$inferSelect;
export type { RestaurantRow } from './restaurant-store.ts';

/** A booking as the dashboard sees it (`BookingSchema`). */
export function bookingView(row: BookingRow): Booking {
  return {
    _id: row.id,
    reference: row.reference,
    restaurantId: row.restaurantId,
    mealTimeId: row.mealTimeId,
    date: row.date,
    time: row.time,
    startsAt: row.startsAt.toISOString(),
    partySize: row.partySize,
    // Only erasure (modules/guests) leaves a booking without a name: the desk says so.
    name: row.name || GUEST_MESSAGES.erasedName,
    mobileNumber: row.mobileNumber,
    note: row.note,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    answerBy: row.status === 'pending' && row.answerBy ? row.answerBy.toISOString() : null,
    depositPaise: row.depositPaise,
    depositStatus: row.depositStatus,
  };
}

/**
 * A booking as a member of the venue may read it: whole for the desk (`tableReserveAccess`),
 * else the guest's initials and the last four digits of their number, without the note
 * (lib/guest-privacy.ts).
 */
export function bookingSeenBy(profile: { flags: PermissionFlags }, booking: Booking): Booking {
  if (seesGuestDetails(profile)) return booking;
  return { ...booking, name: maskGuestName(booking.name), mobileNumber: maskGuestPhone(booking.mobileNumber), note: '' };
}
