import type { Db } from '../../db/client.ts';
import { CHANNELS, messageDate, messageTime, queueMessage } from '../../lib/notify/index.ts';
import type { BookingRow, RestaurantRow } from './bookings-view.ts';

export type GuestTemplate =
  'bookingReceived' | 'bookingConfirmed' | 'bookingDeclined' | 'bookingReminder' | 'bookingCancelled' | 'bookingExpired';

/**
 * Queues one of the booking messages to the guest, on SMS (the number their booking code
 * verified) and as a WhatsApp template, in the caller's transaction: it leaves only if the
 * change commits. Each (booking, template, channel) is sent at most once, so a retried job or
 * a repeated call never texts the guest twice. `extra` fills a template's further slots (a link).
 */
export async function messageGuest(
  tx: Db,
  booking: BookingRow,
  restaurant: RestaurantRow,
  template: GuestTemplate,
  now: Date,
  extra: { link?: string } = {},
): Promise<void> {
  const variables = {
    restaurant: restaurant.name,
    date: messageDate(booking.date),
    time: messageTime(booking.time),
    party: `${booking.partySize} ${booking.partySize === 1 ? 'guest' : 'guests'}`,
    reference: booking.reference,
    // Only the templates that declare it show it (the others' slots do not name it).
    link: extra.link ?? '',
  };
  const to = booking.mobileNumber.startsWith('+') ? booking.mobileNumber : `+${booking.mobileNumber}`;
  for (const channel of CHANNELS) {
    await queueMessage(
      tx,
      { channel, to, template, variables },
      { now, profileId: booking.profileId, uniqueKey: `booking:${booking.id}:${template}:${channel}` },
    );
  }
}
