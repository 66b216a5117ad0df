/**
 * The checkout's words for promo codes and attendee details (decisions §7 "Events: promo codes,
 * series, attendees, buyer cancellation"); refusals are the server's own errorMessage.
 */
export const CHECKOUT_TEXTS = {
  haveCode: 'Have a code?',
  promoCode: 'Promo code',
  apply: 'Apply',
  checking: 'Checking…',
  remove: 'Remove',
  codeRequired: 'Enter a code',
  applied: (code: string) => `Code ${code} applied`,
  subtotal: 'Tickets',
  discount: (code: string) => `Discount (${code})`,
  // A code for the whole price: nothing to pay, the tickets come at once.
  getFree: 'Get my tickets',
  notForChosen: 'This code does not apply to the tickets you chose.',
  attendees: 'Who is coming',
  attendeeOf: (type: string, number: number) => `${type} · ticket ${number}`,
  attendeeName: 'Name',
  attendeeNameYou: 'Name (yours, if left blank)',
  optional: (label: string) => `${label} (optional)`,
  nameNeeded: 'Enter the name of each attendee',
  answerNeeded: (label: string, ticket: number) => `Answer “${label}” for ticket ${ticket}`,
} as const;
