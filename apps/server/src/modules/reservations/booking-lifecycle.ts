import { eq } from 'drizzle-orm';
import type { BookingStatus } from '@venue/shared';
import type { Db } from '../../db/client.ts';
import { bookingHistory, bookings, type BOOKING_ACTORS } from '../../db/schema/index.ts';
import { recordGuestActivity } from '../../lib/guest-book/index.ts';
import { newId } from '../../lib/ids.ts';
import { touchAvailability } from './availability-cache.ts';
import { cancelExpiry, scheduleExpiry } from './booking-expiry.ts';
import { cancelReminder, scheduleReminder } from './booking-reminders.ts';
import { messageGuest, messageVenueOfPending, type BookingLinkKeys, type GuestTemplate } from './bookings-messages.ts';
import type { BookingRow, RestaurantRow } from './bookings-view.ts';
import { queueLiveEvents } from './live-activity.ts';

export type { BookingRow, RestaurantRow } from './bookings-view.ts';
export type BookingActor = (typeof BOOKING_ACTORS)[number];

export interface StatusChange {
  from: BookingStatus | null;
  to: BookingStatus;
  actor: BookingActor;
  actorUserId?: string | null;
  reason?: string | null;
}

/** The history row of one change (decisions §6: who, when, from, to). @returns its id. */
async function recordHistory(tx: Db, booking: BookingRow, change: StatusChange, now: Date): Promise<string> {
  const id = newId();
  await tx.insert(bookingHistory).values({
    id,
    profileId: booking.profileId,
    bookingId: booking.id,
    fromStatus: change.from,
    toStatus: change.to,
    actor: change.actor,
    actorUserId: change.actorUserId ?? null,
    reason: change.reason ?? null,
    at: now,
  });
  return id;
}

/** The booking in its guest's history (lib/guest-book): an arrival is a visit. */
function noteGuest(tx: Db, booking: BookingRow, now: Date): Promise<void> {
  return recordGuestActivity(tx, {
    profileId: booking.profileId,
    phone: booking.mobileNumber,
    name: booking.name,
    kind: 'booking',
    sourceId: booking.id,
    status: booking.status,
    at: booking.startsAt,
    partySize: booking.partySize,
    isVisit: booking.status === 'arrived',
    isNoShow: booking.status === 'no-show',
    isCancellation: booking.status === 'cancelled',
    spendPaise: 0,
    now,
  });
}

/**
 * What the guest hears when a booking reaches a status; arrived and no-show say nothing, and
 * the expiry job sends its own message, with a link.
 */
const GUEST_MESSAGE_ON: Partial<Record<BookingStatus, GuestTemplate>> = {
  pending: 'bookingReceived',
  accepted: 'bookingConfirmed',
  declined: 'bookingDeclined',
  cancelled: 'bookingCancelled',
};

/** The guest's message (the venue's, while it waits for an answer) and the reminder that follow a booking reaching `status`. */
async function followStatus(
  tx: Db,
  keys: BookingLinkKeys,
  booking: BookingRow,
  restaurant: RestaurantRow,
  now: Date,
  reason: string | null,
): Promise<void> {
  const template = GUEST_MESSAGE_ON[booking.status];
  if (template) await messageGuest(tx, keys, booking, restaurant, template, now, { reason: reason ?? undefined });
  if (booking.status === 'pending') await messageVenueOfPending(tx, keys, booking, restaurant, now);
  if (booking.status === 'accepted') await scheduleReminder(tx, booking, restaurant, now);
  else if (booking.status !== 'pending') await cancelReminder(tx, booking.id, now);
  if (booking.status !== 'pending') await cancelExpiry(tx, booking.id, now);
}

/**
 * Moves a booking the caller has locked (and checked the move of) to `change.to`, in the
 * caller's transaction: the row, its history, the live event, the guest's message, the reminder.
 */
export async function applyStatusChange(
  tx: Db,
  booking: BookingRow,
  restaurant: RestaurantRow,
  change: StatusChange,
  now: Date,
  keys: BookingLinkKeys,
): Promise<BookingRow> {
  const [moved] = await tx
    .update(bookings)
    .set({ status: change.to, updatedAt: now })
    .where(eq(bookings.id, booking.id))
    .returning();
  const historyId = await recordHistory(tx, moved!, change, now);
  await queueLiveEvents(tx, booking.profileId, [historyId], now);
  await noteGuest(tx, moved!, now);
  await followStatus(tx, keys, moved!, restaurant, now, change.reason ?? null);
  // Declined, cancelled and no-show bookings give their covers back.
  await touchAvailability(tx, booking.restaurantId);
  return moved!;
}

/**
 * Everything that follows a new booking, in the transaction that created it (createBooking
 * calls this last): the history row of its creation (by the guest), auto-accept when the
 * restaurant has it on (a second row, by the system), the live events 'new' (and 'accepted'),
 * the guest's message (received, or confirmed when auto-accepted), the venue's while it waits
 * for an answer, and, once accepted, the
 * reminder job; while pending, the expiry job at its `answerBy`. A booking that waited for its
 * deposit comes here again when it is paid (`from` 'awaiting-deposit', booking-deposits.ts).
 * @returns the booking as it stands after (auto-accept moves it to accepted).
 */
export async function afterBookingCreated(
  tx: Db,
  booking: BookingRow,
  restaurant: RestaurantRow,
  now: Date,
  keys: BookingLinkKeys,
  from: BookingStatus | null = null,
): Promise<BookingRow> {
  const historyIds = [await recordHistory(tx, booking, { from, to: booking.status, actor: 'guest' }, now)];
  let current = booking;
  if (restaurant.autoAccept && booking.status === 'pending') {
    const [accepted] = await tx
      .update(bookings)
      .set({ status: 'accepted', updatedAt: now })
      .where(eq(bookings.id, booking.id))
      .returning();
    current = accepted!;
    historyIds.push(await recordHistory(tx, current, { from: 'pending', to: 'accepted', actor: 'system' }, now));
  }
  await queueLiveEvents(tx, booking.profileId, historyIds, now);
  await noteGuest(tx, current, now);
  await followStatus(tx, keys, current, restaurant, now, null);
  await scheduleExpiry(tx, current);
  return current;
}
