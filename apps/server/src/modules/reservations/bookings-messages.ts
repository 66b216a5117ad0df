import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { bookingManagePath, formatPaise } from '@venue/shared';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/schema/index.ts';
import { hashGuestSecret } from '../../lib/guest-secret.ts';
import { CHANNELS, messageDate, messageTime, queueMessage } from '../../lib/notify/index.ts';
import { localDate, localTime } from '../../lib/venue-time.ts';
import { findProfileById } from '../profiles/profiles.service.ts';
import type { BookingRow, RestaurantRow } from './bookings-view.ts';
import { venueNotifyNumber } from './venue-contact.ts';

export type GuestTemplate =
  | 'bookingReceived'
  | 'bookingConfirmed'
  | 'bookingDeclined'
  | 'bookingReminder'
  | 'bookingCancelled'
  | 'bookingExpired'
  | 'bookingDepositRefunded'
  | 'bookingDepositForfeited';

/** A booking whose deposit is paid hears the policy in these messages (decisions §7). */
const WITH_DEPOSIT_POLICY = {
  bookingReceived: 'bookingReceivedDeposit',
  bookingConfirmed: 'bookingConfirmedDeposit',
  bookingReminder: 'bookingReminderDeposit',
} as const;

/** The last instant a cancellation refunds the deposit: the booking's time less the venue's cut-off. */
export const depositRefundableUntil = (
  booking: Pick<BookingRow, 'startsAt'>,
  restaurant: Pick<RestaurantRow, 'cancellationCutoffHours'>,
) => new Date(booking.startsAt.getTime() - restaurant.cancellationCutoffHours * 3600_000);

/** What the links in booking messages are made of: the public address and the app's secret. */
export interface BookingLinkKeys {
  publicBaseUrl: string;
  secret: string;
}

export const bookingLinkKeysOf = (config: Pick<AppConfig, 'publicBaseUrl' | 'jwtSecret'>): BookingLinkKeys => ({
  publicBaseUrl: config.publicBaseUrl,
  secret: config.jwtSecret,
});

/*
 * Every message about a booking carries its manage link (decisions §7). The guest's own token
 * stayed in the browser that booked; the messages' link has a secret of its own, stored only as
 * its hash (`message_token_hash`, as the expiry message began it). It is derived from the booking
 * id with the app's secret rather than drawn at random, so the fifth message carries the same
 * link as the first and an earlier message's link keeps working.
 */
const messageSecretOf = (keys: BookingLinkKeys, bookingId: string) =>
  createHmac('sha256', keys.secret).update(`booking-message-link:${bookingId}`).digest('base64url');

/** The booking's manage link for messages, its hash stored on the booking the first time. */
export async function bookingMessageLink(tx: Db, keys: BookingLinkKeys, booking: BookingRow): Promise<string> {
  const secret = messageSecretOf(keys, booking.id);
  const hash = hashGuestSecret(secret);
  if (booking.messageTokenHash !== hash) {
    await tx.update(bookings).set({ messageTokenHash: hash }).where(eq(bookings.id, booking.id));
    booking.messageTokenHash = hash;
  }
  const profile = await findProfileById(tx, booking.profileId);
  if (!profile) return keys.publicBaseUrl;
  return `${keys.publicBaseUrl}${bookingManagePath(profile.userName, booking.reference)}?token=${encodeURIComponent(secret)}`;
}

/**
 * Queues one of the booking messages to the guest, on SMS (the number their booking code
 * verified) and as a WhatsApp template, in the caller's transaction: it leaves only if the
 * change commits. Each (booking, template, channel) is sent at most once, so a retried job or
 * a repeated call never texts the guest twice. `extra.reason` fills the decline's reason.
 */
export async function messageGuest(
  tx: Db,
  keys: BookingLinkKeys,
  booking: BookingRow,
  restaurant: RestaurantRow,
  template: GuestTemplate,
  now: Date,
  extra: { reason?: string } = {},
): Promise<void> {
  const refundBy = depositRefundableUntil(booking, restaurant);
  const variables = {
    restaurant: restaurant.name,
    date: messageDate(booking.date),
    time: messageTime(booking.time),
    party: `${booking.partySize} ${booking.partySize === 1 ? 'guest' : 'guests'}`,
    reference: booking.reference,
    link: await bookingMessageLink(tx, keys, booking),
    // Only the templates that declare them show them (the others' slots do not name them).
    reason: extra.reason ?? '',
    amount: formatPaise(booking.depositPaise),
    deposit: formatPaise(booking.depositPaise),
    refundBy: `${messageDate(localDate(restaurant.timeZone, refundBy))} ${messageTime(localTime(restaurant.timeZone, refundBy))}`,
  };
  const sent =
    booking.depositStatus === 'paid' && template in WITH_DEPOSIT_POLICY
      ? WITH_DEPOSIT_POLICY[template as keyof typeof WITH_DEPOSIT_POLICY]
      : template;
  const to = booking.mobileNumber.startsWith('+') ? booking.mobileNumber : `+${booking.mobileNumber}`;
  for (const channel of CHANNELS) {
    await queueMessage(
      tx,
      { channel, to, template: sent, variables },
      { now, profileId: booking.profileId, uniqueKey: `booking:${booking.id}:${template}:${channel}` },
    );
  }
}

/**
 * Tells the venue, on its primary number, that a new booking waits for its answer (decisions §7):
 * a request nobody sees expires unanswered. The live feed shows it as well ('new').
 */
export async function messageVenueOfPending(
  tx: Db,
  keys: BookingLinkKeys,
  booking: BookingRow,
  restaurant: RestaurantRow,
  now: Date,
): Promise<void> {
  const to = await venueNotifyNumber(tx, booking.profileId);
  if (!to) return;
  const answerBy = booking.answerBy ?? booking.startsAt;
  const answerDate = localDate(restaurant.timeZone, answerBy);
  const variables = {
    restaurant: restaurant.name,
    party: `${booking.partySize} ${booking.partySize === 1 ? 'guest' : 'guests'}`,
    date: messageDate(booking.date),
    time: messageTime(booking.time),
    reference: booking.reference,
    answerBy: `${answerDate === booking.date ? '' : `${messageDate(answerDate)} `}${messageTime(localTime(restaurant.timeZone, answerBy))}`,
    link: `${keys.publicBaseUrl}/reservations`,
  };
  for (const channel of CHANNELS) {
    await queueMessage(
      tx,
      { channel, to, template: 'bookingPendingOwner', variables },
      { now, profileId: booking.profileId, uniqueKey: `booking:${booking.id}:bookingPendingOwner:${channel}` },
    );
  }
}
