import type { EventStatus } from '@venue/shared';

export const STATUS_LABELS: Record<EventStatus, string> = {
  draft: 'Draft',
  'on-sale': 'On sale',
  paused: 'Paused',
  'sold-out': 'Sold out',
  cancelled: 'Cancelled',
  completed: 'Completed',
};

export const STATUS_COLORS: Record<EventStatus, string> = {
  draft: 'gray',
  'on-sale': 'green',
  paused: 'yellow',
  'sold-out': 'grape',
  cancelled: 'red',
  completed: 'blue',
};

export interface StatusAction {
  to: EventStatus;
  label: string;
  /** What the confirmation says will happen. */
  consequence: string;
}

/**
 * Whether the card offers "Publish and sell" (issue 36): a draft, or an event on sale or paused
 * that guests cannot see. Publishing and selling are one action for ticketed events.
 */
export const canPublishAndSell = (event: { isTicketed: boolean; status: EventStatus; publish: number }) =>
  event.isTicketed &&
  (event.status === 'draft' || ((event.status === 'on-sale' || event.status === 'paused') && event.publish !== 1));

/**
 * What the cancel confirmation says happens to the money (issue 36): how many paid tickets are
 * refunded, and for how much, back to their buyers, and that the sales leave the wallet.
 */
export function cancelConsequence(
  event: { ticketTypes: Array<{ sold: number; pricePaise: number }> },
  formatMoney: (paise: number) => string,
) {
  const sold = event.ticketTypes.reduce((sum, type) => sum + type.sold, 0);
  const paise = event.ticketTypes.reduce((sum, type) => sum + type.sold * type.pricePaise, 0);
  if (sold === 0) return 'Sales stop and guests see the event as cancelled. No tickets were sold, so there is nothing to refund.';
  const tickets = sold === 1 ? '1 ticket sold' : `${sold} tickets sold`;
  return `Sales stop and guests see the event as cancelled. The ${tickets} ${sold === 1 ? 'is' : 'are'} refunded in full (${formatMoney(paise)}) to the buyers’ payment methods, and those sales and their platform fee leave your wallet. Every ticket holder is told by SMS.`;
}

/**
 * The moves an owner may make from each status (decisions §6); sold-out is reached by sales
 * themselves, and a cancelled or completed event is final. The server checks the move again.
 */
export const STATUS_ACTIONS: Record<EventStatus, StatusAction[]> = {
  // A draft goes on sale through "Publish and sell" (one action: publish-and-sell-dialog.tsx).
  draft: [{ to: 'cancelled', label: 'Cancel event', consequence: 'The event is cancelled for good.' }],
  'on-sale': [
    { to: 'paused', label: 'Pause sales', consequence: 'Guests cannot buy tickets until you resume sales.' },
    { to: 'completed', label: 'Mark completed', consequence: 'Sales stop and the event is marked as over.' },
    {
      to: 'cancelled',
      label: 'Cancel event',
      consequence:
        'Sales stop and guests see the event as cancelled. Every paid ticket is refunded in full, and every ticket holder is told by SMS.',
    },
  ],
  paused: [
    { to: 'on-sale', label: 'Resume sales', consequence: 'Guests can buy tickets again.' },
    {
      to: 'cancelled',
      label: 'Cancel event',
      consequence:
        'Sales stop and guests see the event as cancelled. Every paid ticket is refunded in full, and every ticket holder is told by SMS.',
    },
  ],
  'sold-out': [
    { to: 'completed', label: 'Mark completed', consequence: 'The event is marked as over.' },
    {
      to: 'cancelled',
      label: 'Cancel event',
      consequence:
        'Guests see the event as cancelled. Every paid ticket is refunded in full, and every ticket holder is told by SMS.',
    },
  ],
  cancelled: [],
  completed: [],
};
