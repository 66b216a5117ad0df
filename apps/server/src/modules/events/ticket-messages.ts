import { DEFAULT_TIME_ZONE, formatPaise } from '@venue/shared';
import type { Db } from '../../db/client.ts';
import type { ticketOrders } from '../../db/schema/index.ts';
import { CHANNELS, messageDate, queueMessage } from '../../lib/notify/index.ts';
import { localDate } from '../../lib/venue-time.ts';
import { findProfileById } from '../profiles/profiles.service.ts';
import type { EventRow } from './event-view.ts';

/*
 * What a ticket holder is told when their money or places change (decisions §7 "Trust in daily
 * use"): on SMS and as a WhatsApp template, queued in the change's transaction so it leaves only
 * if the change commits, and at most once per order, template and channel.
 */

type OrderRow = typeof ticketOrders.$inferSelect;

/** Why an order's money goes back, and so which template says it. */
export type HolderNotice = 'payment-refunded' | 'event-cancelled' | 'order-cancelled';

const TEMPLATE_OF = {
  'payment-refunded': 'ticketPaymentRefunded',
  'event-cancelled': 'eventCancelled',
  'order-cancelled': 'ticketOrderCancelled',
} as const;

/** The `refund` words of a message: the amount going back, or that nothing was paid. */
const refundWords = (refundPaise: number) =>
  refundPaise > 0 ? `${formatPaise(refundPaise)} will be refunded` : 'Nothing was paid';

/**
 * Queues the notice to the order's phone. `refundPaise` is what goes back to them (0 for an
 * RSVP or a hold that was never paid).
 */
export async function messageHolder(
  tx: Db,
  notice: HolderNotice,
  held: { order: OrderRow; event: EventRow; refundPaise: number },
  now: Date,
): Promise<void> {
  const { order, event, refundPaise } = held;
  const profile = await findProfileById(tx, order.profileId);
  const date = messageDate(localDate(profile?.timeZone ?? DEFAULT_TIME_ZONE, event.startsAt));
  const to = order.mobileNumber.startsWith('+') ? order.mobileNumber : `+${order.mobileNumber}`;
  const template = TEMPLATE_OF[notice];
  for (const channel of CHANNELS) {
    const options = { now, profileId: order.profileId, uniqueKey: `ticket-order:${order.id}:${notice}:${channel}` };
    if (template === 'ticketPaymentRefunded') {
      const variables = { amount: formatPaise(refundPaise), event: event.name };
      await queueMessage(tx, { channel, to, template, variables }, options);
    } else {
      const variables = { event: event.name, date, refund: refundWords(refundPaise) };
      await queueMessage(tx, { channel, to, template, variables }, options);
    }
  }
}
