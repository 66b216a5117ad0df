import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { bookings, restaurants } from '../../db/schema/index.ts';
import { cancelJob, defineJob, scheduleJob } from '../../lib/jobs/index.ts';
import { messageGuest, type BookingLinkKeys } from './bookings-messages.ts';
import type { BookingRow, RestaurantRow } from './bookings-view.ts';

const ReminderPayloadSchema = z.object({ bookingId: z.string(), profileId: z.string() });

const reminderKey = (bookingId: string) => `booking-reminder:${bookingId}`;

/**
 * The guest's reminder, `reminderHoursBefore` before the booking (decisions §6 "Jobs and
 * notifications"). By the time it runs the booking may have been cancelled, declined or moved
 * on, or its hour passed (a runner that was down): it then sends nothing.
 */
const BOOKING_REMINDER_JOB = { kind: 'reservations.booking-reminder', payload: ReminderPayloadSchema };

export const bookingReminderJob = (keys: BookingLinkKeys) =>
  defineJob({
    ...BOOKING_REMINDER_JOB,
    async run({ bookingId, profileId }, _job, { db, now }) {
      const rows = await db
        .select({ booking: bookings, restaurant: restaurants })
        .from(bookings)
        .innerJoin(restaurants, and(eq(restaurants.id, bookings.restaurantId), eq(restaurants.profileId, bookings.profileId)))
        .where(and(eq(bookings.id, bookingId), eq(bookings.profileId, profileId)));
      const row = rows[0];
      if (!row || row.booking.status !== 'accepted' || row.booking.startsAt <= now) return;
      await messageGuest(db, keys, row.booking, row.restaurant, 'bookingReminder', now);
    },
  });

/**
 * Schedules the reminder of an accepted booking, in the acceptance's transaction. None when the
 * restaurant sends none (0 hours) or the reminder's hour has already passed: a reminder right
 * after the confirmation would only repeat it. Scheduling twice keeps the first (unique key).
 */
export async function scheduleReminder(tx: Db, booking: BookingRow, restaurant: RestaurantRow, now: Date): Promise<void> {
  if (restaurant.reminderHoursBefore <= 0) return;
  const runAt = new Date(booking.startsAt.getTime() - restaurant.reminderHoursBefore * 3_600_000);
  if (runAt <= now) return;
  await scheduleJob(
    tx,
    BOOKING_REMINDER_JOB,
    { bookingId: booking.id, profileId: booking.profileId },
    { runAt, profileId: booking.profileId, uniqueKey: reminderKey(booking.id) },
  );
}

/** Drops a booking's pending reminder (declined, cancelled, arrived, no-show). */
export async function cancelReminder(tx: Db, bookingId: string, now: Date): Promise<void> {
  await cancelJob(tx, reminderKey(bookingId), now);
}
