import { and, eq } from 'drizzle-orm';
import { bookings } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { defineJob, type JobDefinition } from '../../lib/jobs/index.ts';
import { PENDING_EXPIRY_JOB, type PendingExpiryPayload } from './booking-expiry.ts';
import { moveBooking } from './booking-status.ts';
import { messageGuest, type BookingLinkKeys } from './bookings-messages.ts';
import type { DepositTerms } from './deposit-money.ts';

/**
 * Expires a booking still pending at its `answerBy`: `moveBooking` to `expired` by the system
 * (history, live event, covers freed), and the guest told with a link to the booking's page, in
 * one transaction. A booking answered meanwhile (or a second run) is left alone.
 */
export function pendingExpiryJob(keys: BookingLinkKeys, deposit: DepositTerms): JobDefinition<PendingExpiryPayload> {
  return defineJob({
    ...PENDING_EXPIRY_JOB,
    async run({ bookingId, profileId }, _job, { db, now }) {
      const [row] = await db
        .select({ status: bookings.status, answerBy: bookings.answerBy })
        .from(bookings)
        .where(and(eq(bookings.id, bookingId), eq(bookings.profileId, profileId)));
      if (!row || row.status !== 'pending' || (row.answerBy && row.answerBy > now)) return;
      await db.transaction(async (tx) => {
        let moved;
        try {
          moved = await moveBooking(tx, {
            where: and(eq(bookings.id, bookingId), eq(bookings.profileId, profileId)),
            to: 'expired',
            actor: 'system',
            now,
            keys,
            deposit,
          });
        } catch (error) {
          // Answered between the read and the lock: nothing to expire.
          if (error instanceof AppError && error.code === 'CONFLICT') return;
          throw error;
        }
        const { booking, restaurant } = moved;
        await messageGuest(tx, keys, booking, restaurant, 'bookingExpired', now);
      });
    },
  });
}
