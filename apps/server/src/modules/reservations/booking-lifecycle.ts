import type { Db } from '../../db/client.ts';
import type { bookings, restaurants } from '../../db/schema/index.ts';

export type BookingRow = typeof bookings.$inferSelect;
export type RestaurantRow = typeof restaurants.$inferSelect;

/**
 * CONTRACT (filled in by the bookings-desk work): everything that follows a new booking, in
 * the transaction that created it: the history row for its creation, auto-accept when the
 * restaurant has it on, the live-activity event, the guest's confirmation and the reminder job.
 * Returns the booking as it stands after (auto-accept may have moved it).
 */
export async function afterBookingCreated(
  _tx: Db,
  booking: BookingRow,
  _restaurant: RestaurantRow,
  _now: Date,
): Promise<BookingRow> {
  return booking;
}
