import type { EventSaleState, TicketOrderStatus } from '@venue/shared';
import { formatPaise } from '@venue/shared/money';

/**
 * The event pages' words (issue 12 "Web"); refusals are the server's own errorMessage. The
 * texts are spelled out here because the shared EVENT_MESSAGES live beside zod schemas the
 * public bundle must not carry.
 */
export const EVENT_TEXTS = {
  subtitle: 'Events',
  when: 'When',
  where: 'Where',
  about: 'About this event',
  tickets: 'Tickets',
  free: 'Free entry. No ticket needed: just come along.',
  addToCalendar: 'Add to calendar',
  googleCalendar: 'Google Calendar',
  soldOut: 'Sold out',
  salesEnded: 'Sales ended',
  salesOpen: (when: string) => `On sale from ${when}`,
  fewer: (noun: string) => `Fewer ${noun}`,
  more: (noun: string) => `More ${noun}`,
  ticketsOf: (name: string) => `${name} tickets`,
  maxReached: (count: number) => `At most ${count} per order`,
  total: 'Total',
  chooseTickets: 'Choose at least one ticket',
  yourDetails: 'Your details',
  name: 'Your name',
  nameRequired: 'Name is required',
  codeRequired: 'Enter the 6-digit code',
  // Decisions §7: stock is held as long as the payment link lives (TICKET_HOLD_MINUTES, 16).
  holdHint: 'Your tickets are held for 16 minutes while you pay.',
  pay: (amount: string) => `Pay ${amount}`,
  payEmpty: 'Pay',
  reserving: 'Reserving your tickets…',
  redirecting: 'Taking you to payment…',
  noScript: 'Please turn on JavaScript to buy tickets.',
  // RSVPs to a free event: places, not tickets; nothing to pay, confirmed at once.
  rsvp: 'RSVP',
  rsvpIntro: 'Free entry. Reserve your places and show your code at the door.',
  places: 'places',
  freePrice: 'Free',
  choosePlaces: 'Choose how many places',
  reserve: (count: number) => (count > 1 ? `Reserve ${count} places` : 'Reserve my place'),
  reservingPlaces: 'Reserving your places…',
  openingPlaces: 'Opening your confirmation…',
  noScriptRsvp: 'Please turn on JavaScript to RSVP.',
  backToVenue: (venue: string) => `More from ${venue}`,
} as const;

/** Why nothing can be bought now, for every sale state but `on-sale` and `free`. */
export const SALE_STATE_TEXTS: Record<Exclude<EventSaleState, 'on-sale' | 'free'>, string> = {
  'not-on-sale': 'Tickets are not on sale yet. Please check back soon.',
  paused: 'Ticket sales are paused for now. Please check back soon.',
  'sales-not-open': 'Ticket sales have not opened yet.',
  'sales-ended': 'Ticket sales for this event have ended.',
  'sold-out': 'This event is sold out.',
  cancelled: 'This event has been cancelled.',
  ended: 'This event has ended.',
};

/** A free event's RSVPs in the states a ticket sale would be in. */
export const RSVP_STATE_TEXTS: Partial<Record<EventSaleState, string>> = {
  paused: 'RSVPs are paused for now. Please check back soon.',
  'sales-not-open': 'RSVPs have not opened yet.',
  'sold-out': 'All places are taken.',
};

export const TICKET_PAGE_TEXTS = {
  title: 'Your tickets',
  loading: 'Loading your tickets…',
  order: 'Order',
  status: 'Status',
  total: 'Total',
  completePayment: 'Complete payment',
  heldUntil: (time: string) => `Your tickets are held until ${time}.`,
  code: 'Ticket code',
  type: 'Ticket',
  attendee: 'Name',
  valid: 'Valid',
  checkedIn: (time: string) => `Checked in at ${time}`,
  cancelled: 'Cancelled',
  qrAlt: (code: string) => `QR code of ticket ${code}`,
  showAtDoor: 'Show this code at the door.',
  print: 'Print tickets',
  buyAgain: 'Buy tickets again',
  backToEvent: 'Back to the event',
  receipt: 'Download receipt (PDF)',
  // The buyer's own cancellation within the event's refund policy (issue 39).
  cancelTitle: 'Cancel your tickets',
  canCancelUntil: (deadline: string) => `You can cancel for a full refund until ${deadline} (venue time).`,
  cancel: 'Cancel tickets',
  confirmCancel: (amount: string) => `Cancel these tickets? ${amount} is refunded to you in full and the tickets stop working.`,
  confirmCancelYes: 'Yes, cancel and refund',
  keepTickets: 'Keep my tickets',
  cancelling: 'Cancelling…',
  cancelDone: (amount: string) => `Your tickets are cancelled. ${amount} is being refunded to you in full.`,
} as const;

/** A weekly series on its dates' pages (issue 39): the other dates to pick. */
export const SERIES_TEXTS = {
  otherDates: 'Other dates',
  thisDate: 'This date',
} as const;

/**
 * What the buyer reads about each order status. `refunded` arrives with the refunds of issue 12
 * part A; strings keyed by status so a status this page does not know yet still reads sensibly.
 */
export const ORDER_STATUS_TEXTS: Record<TicketOrderStatus | 'confirmed', { label: string; detail: string }> = {
  reserved: { label: 'Waiting for payment', detail: 'Pay before the hold ends to get your tickets.' },
  paid: { label: 'Paid', detail: 'Your tickets are below. Show each code at the door.' },
  /** A paid order with nothing to pay: an RSVP (see `orderStatusText`). */
  confirmed: { label: 'Confirmed', detail: 'Your places are reserved. Show each code at the door.' },
  expired: {
    label: 'Expired',
    detail: 'The hold on these tickets ended before a payment arrived. No money was taken.',
  },
  cancelled: { label: 'Cancelled', detail: 'This order was cancelled. No money was taken for it.' },
  // An order becomes refund-pending for a payment after its hold ended, a cancelled order or a
  // cancelled or deleted event: the page says what is true of all of them.
  'refund-pending': {
    label: 'Refund on its way',
    detail: 'We received your payment, but these tickets cannot be used, so the whole amount is being refunded to you.',
  },
  refunded: { label: 'Refunded', detail: 'This order was refunded. Its tickets are no longer valid.' },
};

export const CALLBACK_TEXTS = {
  verifying: 'Verifying your payment…',
  verifyingHint: 'Please keep this page open.',
  received: 'Payment received',
  openingTickets: 'Opening your tickets…',
  openTickets: 'Open your tickets',
  smsSent: 'Your tickets are confirmed. The link to your tickets was sent to your mobile number by SMS.',
  failed: 'Payment not completed',
  // The check itself failed (busy, offline, the provider down): the payment may well be taken.
  unconfirmed: 'Payment not confirmed yet',
  unconfirmedHint:
    'If money was taken, your tickets or a full refund follow by themselves, and your order page will show which. Please do not pay again.',
  missingParameters: 'Missing required payment parameters',
  failedHint: 'No tickets were issued for this payment.',
  backToOrder: 'Back to your order',
  backToEvent: 'Back to the event',
  goBack: 'Go back',
} as const;

/** A price as guests read it: "Free" for nothing (an RSVP's place), else rupees. */
export const ticketPriceText = (paise: number) => (paise === 0 ? EVENT_TEXTS.freePrice : formatPaise(paise));
