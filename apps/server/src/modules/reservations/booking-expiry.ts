import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { cancelJob, scheduleJob } from '../../lib/jobs/index.ts';
import type { BookingRow, RestaurantRow } from './bookings-view.ts';

/*
 * Pending bookings expire when the venue does not answer in time (issue 34): a pending booking
 * holds covers on the guest's word alone, so it may not hold them for ever. The venue sets how
 * long it takes to answer (`pendingExpiryMinutes`); a booking made close to its time must be
 * answered before it starts. The job (booking-expiry-job.ts) moves it to `expired`.
 */

export const PENDING_EXPIRY_JOB = {
  kind: 'reservations.expire-pending-booking',
  payload: z.object({ bookingId: z.string(), profileId: z.string() }),
};
export type PendingExpiryPayload = z.infer<typeof PENDING_EXPIRY_JOB.payload>;

const expiryKey = (bookingId: string) => `booking-expiry:${bookingId}`;

/** When a booking made at `now` must be answered: `pendingExpiryMinutes` on, or its start if sooner. */
export function answerByOf(restaurant: Pick<RestaurantRow, 'pendingExpiryMinutes'>, startsAt: Date, now: Date): Date {
  return new Date(Math.min(now.getTime() + restaurant.pendingExpiryMinutes * 60_000, startsAt.getTime()));
}

/** Schedules a pending booking's expiry at its `answerBy`, in the transaction that made it. */
export async function scheduleExpiry(tx: Db, booking: BookingRow): Promise<void> {
  if (booking.status !== 'pending' || !booking.answerBy) return;
  await scheduleJob(
    tx,
    PENDING_EXPIRY_JOB,
    { bookingId: booking.id, profileId: booking.profileId },
    { runAt: booking.answerBy, profileId: booking.profileId, uniqueKey: expiryKey(booking.id) },
  );
}

/** Drops the expiry of a booking that was answered (or cancelled) in time. */
export async function cancelExpiry(tx: Db, bookingId: string, now: Date): Promise<void> {
  await cancelJob(tx, expiryKey(bookingId), now);
}
