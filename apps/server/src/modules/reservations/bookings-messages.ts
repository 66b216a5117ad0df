import { format } from 'date-fns';
import type { Db } from '../../db/client.ts';
import { CHANNELS, queueMessage } from '../../lib/notify/index.ts';
import type { BookingRow, RestaurantRow } from './bookings-view.ts';

export type GuestTemplate = 'bookingReceived' | 'bookingConfirmed' | 'bookingDeclined' | 'bookingReminder' | 'bookingCancelled';

/** "Sat 28 Nov" and "7:30 pm": short enough for DLT's 30-character variables. */
function messageDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return format(new Date(Date.UTC(year, month - 1, day, 12)), 'EEE d MMM');
}

function messageTime(time: string): string {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
}

/**
 * Queues one of the booking messages to the guest, on SMS (the number their booking code
 * verified) and as a WhatsApp template, in the caller's transaction: it leaves only if the
 * change commits. Each (booking, template, channel) is sent at most once, so a retried job or
 * a repeated call never texts the guest twice.
 */
export async function messageGuest(
  tx: Db,
  booking: BookingRow,
  restaurant: RestaurantRow,
  template: GuestTemplate,
  now: Date,
): Promise<void> {
  const variables = {
    restaurant: restaurant.name,
    date: messageDate(booking.date),
    time: messageTime(booking.time),
    party: `${booking.partySize} ${booking.partySize === 1 ? 'guest' : 'guests'}`,
    reference: booking.reference,
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
