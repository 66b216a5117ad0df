/**
 * Every outgoing message is a registered template (India's DLT rules for SMS; WhatsApp's
 * approved templates): the text is fixed and only the `{#var#}` slots change. A feature adds
 * its templates here, with the WhatsApp template name registered for the same words.
 */
export interface MessageTemplate<Variable extends string = string> {
  name: string;
  variables: readonly Variable[];
  /** The registered SMS text; `{#name#}` marks a variable. */
  sms: string;
  /**
   * Variables registered as DLT's URL type (`#url#`, a whitelisted domain) rather than free
   * text: never cut to 30 characters, since a cut link leads nowhere.
   */
  links?: readonly Variable[];
  /** The approved WhatsApp template; its body parameters are `variables` in this order. */
  whatsapp: { template: string; language: string };
}

/** DLT allows at most 30 characters per variable; a longer value would be refused by the operator. */
export const DLT_VARIABLE_MAX_LENGTH = 30;

export function defineTemplate<const Variable extends string>(template: MessageTemplate<Variable>): MessageTemplate<Variable> {
  const slots = [...template.sms.matchAll(/\{#(\w+)#\}/g)].map((match) => match[1]);
  const unknown = slots.filter((slot) => !(template.variables as readonly string[]).includes(slot ?? ''));
  if (unknown.length > 0) throw new Error(`Template ${template.name} uses undeclared variables: ${unknown.join(', ')}`);
  return template;
}

/** Fills the slots; text values are cut to the DLT limit so the operator never rejects the text. */
export function renderSms(template: MessageTemplate, variables: Record<string, string>): string {
  return template.sms.replace(/\{#(\w+)#\}/g, (_slot, name: string) => valueOf(template, variables, name));
}

export function whatsappParameters(template: MessageTemplate, variables: Record<string, string>): string[] {
  return template.variables.map((name) => valueOf(template, variables, name));
}

function valueOf(template: MessageTemplate, variables: Record<string, string>, name: string): string {
  const value = variables[name] ?? '';
  if (template.links?.includes(name)) return value;
  return value.length > DLT_VARIABLE_MAX_LENGTH ? `${value.slice(0, DLT_VARIABLE_MAX_LENGTH - 1)}…` : value;
}

/** The templates the product sends today; features add theirs as they land. */
export const MESSAGE_TEMPLATES = {
  staffInvite: defineTemplate({
    name: 'staff-invite',
    variables: ['venue', 'link'],
    sms: 'You have been added to the team of {#venue#}. Log in with this number at {#link#}',
    whatsapp: { template: 'staff_invite', language: 'en' },
  }),
  // Term life (decisions §6): sent to the venue's owner as a subscription moves on.
  subscriptionDue: defineTemplate({
    name: 'subscription-due',
    variables: ['service', 'venue', 'date'],
    sms: 'Your {#service#} plan for {#venue#} ends on {#date#}. Renew from your dashboard before then to keep it running.',
    whatsapp: { template: 'subscription_due', language: 'en' },
  }),
  subscriptionOverdue: defineTemplate({
    name: 'subscription-overdue',
    variables: ['service', 'venue', 'date', 'fee', 'suspendDate'],
    sms: 'Your {#service#} plan for {#venue#} ended on {#date#}. A late fee of {#fee#} is added to the renewal; renew by {#suspendDate#} to avoid suspension.',
    whatsapp: { template: 'subscription_overdue', language: 'en' },
  }),
  subscriptionSuspended: defineTemplate({
    name: 'subscription-suspended',
    variables: ['service', 'venue'],
    sms: 'Your {#service#} plan for {#venue#} is suspended as it was not renewed. Renew from your dashboard to restore it.',
    whatsapp: { template: 'subscription_suspended', language: 'en' },
  }),
  // Table reservations (decisions §6): sent to the guest who booked. Each carries the booking's
  // manage link (decisions §7 "Trust in daily use"), so the guest can see or change it from there.
  bookingReceived: defineTemplate({
    name: 'booking-received',
    variables: ['restaurant', 'date', 'time', 'party', 'reference', 'link'],
    links: ['link'],
    sms: 'Your table request at {#restaurant#} for {#party#} on {#date#} at {#time#} is received. Ref {#reference#}. We will confirm it shortly. Details: {#link#}',
    whatsapp: { template: 'booking_received', language: 'en' },
  }),
  bookingConfirmed: defineTemplate({
    name: 'booking-confirmed',
    variables: ['restaurant', 'date', 'time', 'party', 'reference', 'link'],
    links: ['link'],
    sms: 'Your table at {#restaurant#} for {#party#} on {#date#} at {#time#} is confirmed. Ref {#reference#}. See or change it: {#link#}',
    whatsapp: { template: 'booking_confirmed', language: 'en' },
  }),
  bookingDeclined: defineTemplate({
    name: 'booking-declined',
    variables: ['restaurant', 'date', 'time', 'reason', 'reference', 'link'],
    links: ['link'],
    sms: 'We are sorry: {#restaurant#} cannot take your table request for {#date#} at {#time#} ({#reason#}). We hope to welcome you another time. Ref {#reference#}. Details: {#link#}',
    whatsapp: { template: 'booking_declined', language: 'en' },
  }),
  bookingReminder: defineTemplate({
    name: 'booking-reminder',
    variables: ['restaurant', 'date', 'time', 'party', 'reference', 'link'],
    links: ['link'],
    sms: 'Reminder: your table at {#restaurant#} for {#party#} is on {#date#} at {#time#}. Ref {#reference#}. See or change it: {#link#}',
    whatsapp: { template: 'booking_reminder', language: 'en' },
  }),
  bookingCancelled: defineTemplate({
    name: 'booking-cancelled',
    variables: ['restaurant', 'date', 'time', 'reference', 'link'],
    links: ['link'],
    sms: 'Your booking at {#restaurant#} for {#date#} at {#time#} is cancelled. Ref {#reference#}. Details: {#link#}',
    whatsapp: { template: 'booking_cancelled', language: 'en' },
  }),
  bookingExpired: defineTemplate({
    name: 'booking-expired',
    variables: ['restaurant', 'date', 'time', 'reference', 'link'],
    links: ['link'],
    sms: '{#restaurant#} did not confirm your table request for {#date#} at {#time#} in time, so it has lapsed. Ref {#reference#}. Details: {#link#}',
    whatsapp: { template: 'booking_expired', language: 'en' },
  }),
  // Deposits (decisions §7 "Deposits and no-show protection"): a booking whose deposit is paid
  // hears the policy in every message (the amount and the last moment to cancel for a refund).
  bookingReceivedDeposit: defineTemplate({
    name: 'booking-received-deposit',
    variables: ['restaurant', 'date', 'time', 'party', 'deposit', 'refundBy', 'reference', 'link'],
    links: ['link'],
    sms: 'Your table request at {#restaurant#} for {#party#} on {#date#} at {#time#} is received with a deposit of {#deposit#}. Cancel by {#refundBy#} for a full refund; later or a no-show forfeits it. Ref {#reference#}. Details: {#link#}',
    whatsapp: { template: 'booking_received_deposit', language: 'en' },
  }),
  bookingConfirmedDeposit: defineTemplate({
    name: 'booking-confirmed-deposit',
    variables: ['restaurant', 'date', 'time', 'party', 'deposit', 'refundBy', 'reference', 'link'],
    links: ['link'],
    sms: 'Your table at {#restaurant#} for {#party#} on {#date#} at {#time#} is confirmed, deposit {#deposit#} paid. Cancel by {#refundBy#} for a full refund; later or a no-show forfeits it. Ref {#reference#}. See or change it: {#link#}',
    whatsapp: { template: 'booking_confirmed_deposit', language: 'en' },
  }),
  bookingReminderDeposit: defineTemplate({
    name: 'booking-reminder-deposit',
    variables: ['restaurant', 'date', 'time', 'party', 'deposit', 'refundBy', 'reference', 'link'],
    links: ['link'],
    sms: 'Reminder: your table at {#restaurant#} for {#party#} is on {#date#} at {#time#}. Your deposit of {#deposit#} is refunded if you cancel by {#refundBy#}; a no-show forfeits it. Ref {#reference#}. See or change it: {#link#}',
    whatsapp: { template: 'booking_reminder_deposit', language: 'en' },
  }),
  bookingDepositRefunded: defineTemplate({
    name: 'booking-deposit-refunded',
    variables: ['amount', 'restaurant', 'date', 'time', 'reference', 'link'],
    links: ['link'],
    sms: 'Your deposit of {#amount#} for {#restaurant#} on {#date#} at {#time#} is refunded in full; your bank shows it in 5-7 working days. Ref {#reference#}. Details: {#link#}',
    whatsapp: { template: 'booking_deposit_refunded', language: 'en' },
  }),
  bookingDepositForfeited: defineTemplate({
    name: 'booking-deposit-forfeited',
    variables: ['amount', 'restaurant', 'date', 'time', 'reference', 'link'],
    links: ['link'],
    sms: 'Your deposit of {#amount#} for {#restaurant#} on {#date#} at {#time#} is kept by the restaurant, as the booking was cancelled after the refund cut-off or missed. Ref {#reference#}. Details: {#link#}',
    whatsapp: { template: 'booking_deposit_forfeited', language: 'en' },
  }),
  // Sent to the venue's primary number when a new booking waits for its answer (decisions §7).
  bookingPendingOwner: defineTemplate({
    name: 'booking-pending-owner',
    variables: ['restaurant', 'party', 'date', 'time', 'reference', 'answerBy', 'link'],
    links: ['link'],
    sms: 'New table request at {#restaurant#}: {#party#} on {#date#} at {#time#}, ref {#reference#}. Please accept or decline it by {#answerBy#}: {#link#}',
    whatsapp: { template: 'booking_pending_owner', language: 'en' },
  }),
  // Tickets (decisions §6 "Events and tickets"): sent to the buyer when the payment is confirmed.
  ticketsConfirmed: defineTemplate({
    name: 'tickets-confirmed',
    variables: ['event', 'date', 'time', 'link', 'receipt'],
    links: ['link', 'receipt'],
    sms: 'Your tickets for {#event#} on {#date#} at {#time#} are confirmed. Show them at the door: {#link#} Receipt: {#receipt#}',
    whatsapp: { template: 'tickets_confirmed', language: 'en' },
  }),
  // The same, for an order a promo code took money off (decisions §7 "Events: promo codes").
  ticketsConfirmedDiscount: defineTemplate({
    name: 'tickets-confirmed-discount',
    variables: ['event', 'date', 'time', 'discount', 'code', 'link', 'receipt'],
    links: ['link', 'receipt'],
    sms: 'Your tickets for {#event#} on {#date#} at {#time#} are confirmed, with {#discount#} off (code {#code#}). Show them at the door: {#link#} Receipt: {#receipt#}',
    whatsapp: { template: 'tickets_confirmed_discount', language: 'en' },
  }),
  // Payments (issue 34): money that arrived for an order or term that no longer exists, is
  // cancelled or expired, sent to the payer once the provider has taken the refund.
  paymentRefunded: defineTemplate({
    name: 'payment-refunded',
    variables: ['amount', 'reference'],
    sms: 'Your payment of {#amount#} (ref {#reference#}) could not be used, as what it was for is no longer available. We have refunded it in full; your bank shows it in 5-7 working days.',
    whatsapp: { template: 'payment_refunded', language: 'en' },
  }),
  // Decisions §7 "Trust in daily use": a payment that cannot get tickets (hold ended, order
  // cancelled, event called off) goes back, and the payer is told.
  ticketPaymentRefunded: defineTemplate({
    name: 'ticket-payment-refunded',
    variables: ['amount', 'event'],
    sms: 'We could not issue tickets for your payment of {#amount#} for {#event#}, so the full amount is being refunded to you.',
    whatsapp: { template: 'ticket_payment_refunded', language: 'en' },
  }),
  // Every ticket holder and RSVP of an event the venue cancels or deletes; `refund` says what
  // happens to their money ("Rs 998.00 will be refunded" or that nothing was paid).
  eventCancelled: defineTemplate({
    name: 'event-cancelled',
    variables: ['event', 'date', 'refund'],
    sms: 'Sorry, {#event#} on {#date#} has been cancelled by the venue. {#refund#}. Please do not come to the event.',
    whatsapp: { template: 'event_cancelled', language: 'en' },
  }),
  // One order or RSVP the venue cancelled (issue 34 finding 5).
  ticketOrderCancelled: defineTemplate({
    name: 'ticket-order-cancelled',
    variables: ['event', 'date', 'refund'],
    sms: 'The venue cancelled your booking for {#event#} on {#date#}. {#refund#}. Your tickets are no longer valid.',
    whatsapp: { template: 'ticket_order_cancelled', language: 'en' },
  }),
  // The buyer cancelled their own order within the event's refund policy (issue 39): to them,
  // and to the venue's number as new bookings are.
  ticketOrderCancelledByBuyer: defineTemplate({
    name: 'ticket-order-cancelled-by-buyer',
    variables: ['event', 'date', 'amount'],
    sms: 'You cancelled your tickets for {#event#} on {#date#}. {#amount#} will be refunded in full; your bank shows it in 5-7 working days.',
    whatsapp: { template: 'ticket_order_cancelled_by_buyer', language: 'en' },
  }),
  ticketOrderCancelledOwner: defineTemplate({
    name: 'ticket-order-cancelled-owner',
    variables: ['name', 'tickets', 'event', 'date', 'amount'],
    sms: '{#name#} cancelled {#tickets#} for {#event#} on {#date#}. {#amount#} is being refunded and the places are back on sale.',
    whatsapp: { template: 'ticket_order_cancelled_owner', language: 'en' },
  }),
  // The walk-in waitlist (decisions §7 "Waitlist"): a party added at the desk or joining online
  // gets its live page; `waitlist_ready` tells it the table is ready.
  waitlistJoined: defineTemplate({
    name: 'waitlist-joined',
    variables: ['restaurant', 'party', 'position', 'reference', 'link'],
    links: ['link'],
    sms: 'You are on the waitlist at {#restaurant#} for {#party#}, number {#position#} in the queue. Ref {#reference#}. Follow your place: {#link#}',
    whatsapp: { template: 'waitlist_joined', language: 'en' },
  }),
  waitlistReady: defineTemplate({
    name: 'waitlist-ready',
    variables: ['restaurant', 'party', 'reference', 'link'],
    links: ['link'],
    sms: 'Your table at {#restaurant#} for {#party#} is ready. Please come to the host stand now. Ref {#reference#}. {#link#}',
    whatsapp: { template: 'waitlist_ready', language: 'en' },
  }),
} as const;

export type TemplateName = keyof typeof MESSAGE_TEMPLATES;
