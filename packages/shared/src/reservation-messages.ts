/*
 * The reservation messages (spec §8 verbatim, and ours in the same tone). No imports: the
 * guest's booking page (the public bundle) shows them, and must not pull zod in with them
 * (`@venue/shared/reservation-messages`). packages/shared/src/reservations.ts re-exports them.
 */

/**
 * A deposit's hold on the covers while the guest pays (decisions §7): Razorpay refuses a link
 * that expires in under 15 minutes, as for tickets.
 */
export const DEPOSIT_HOLD_MINUTES = 16;

export const RESERVATION_MESSAGES = {
  // Spec §8
  acceptFailed: 'Failed to accept booking',
  cancelFailed: 'Failed to cancel booking',
  autoAcceptFailed: 'Failed to update auto-accept setting',
  restaurantLookupFailed: 'Failed to fetch available restaurant',
  // Ours, in the same tone
  restaurantNotFound: 'Restaurant not found',
  restaurantExists: 'This profile already has a restaurant',
  mealTimeNotFound: 'Meal time not found',
  bookingNotFound: 'Booking not found',
  clauseNotFound: 'Clause not found',
  slotUnavailable: 'This time is no longer available. Please choose another slot.',
  slotFull: 'Sorry, this time is fully booked. Please choose another slot.',
  closed: 'The restaurant is closed at this time.',
  paused: 'This restaurant is not taking bookings right now.',
  tooSoon: 'This time is too soon to book. Please choose a later slot.',
  tooFarAhead: 'Bookings open a limited number of days ahead. Please choose an earlier date.',
  partySize: (min: number, max: number) => `Party size must be between ${min} and ${max}`,
  termsRequired: 'Please accept the terms and conditions',
  cannotMove: (from: string, to: string) => `A booking that is ${from} cannot be marked ${to}`,
  cancelCutoff: 'This booking can no longer be cancelled online. Please call the restaurant.',
  invalidManageLink: 'This booking link is not valid',
  // Deposits (decisions §7)
  depositAmount: 'Enter the deposit per guest in rupees (0 for none)',
  depositTooLarge: (maxRupees: number) => `The deposit per guest can be at most ₹${maxRupees}`,
  depositFromPartySize: (max: number) => `Ask it from a party size between 1 and ${max}`,
  cancellationCutoffRange: (maxHours: number) => `The refund cut-off must be between 0 and ${maxHours} hours`,
  depositPaid: 'Deposit received. Your booking is confirmed once the restaurant accepts it.',
  depositConfirmed: 'Deposit received. Your table is booked.',
  depositLate: 'Your payment arrived after the hold on this table ended, so it is being refunded in full.',
  depositSettled: 'The deposit of this booking is already settled, so this mark can no longer be undone.',
  bookingOverlaps: 'You already have a booking here at this time. Use the link in your booking message to change or cancel it.',
  pendingExpiryRange: (min: number, max: number) =>
    `The time to answer a booking must be between ${min} minutes and ${max / 60} hours`,
  tooManyBookingAttempts: (wait: string) => `Too many booking attempts from this network. Please try again in ${wait}.`,
  bookingLimit: (max: number) =>
    `You already have ${max} bookings here on this day. Please call the restaurant to book another table.`,
  rangeOrder: 'Each range must end after it starts',
  rangesOverlap: 'Ranges on the same day must not overlap',
  mealTimeOrder: 'The meal time must end after it starts',
  partyOrder: 'Minimum party size cannot be more than the maximum',
  businessOnly: 'Only a business profile can have a restaurant',
  stayOrder: 'A stay must last at least one slot interval',
  duplicateDay: 'Each weekday may appear once',
  duplicateDate: 'Each date may have one exception',
  partyTooLargeForSlots: (largest: number) =>
    `No meal time seats more than ${largest} guests at once. Raise a meal time's covers per slot first, or set the maximum party size to ${largest} or less.`,
  declineReasonRequired: 'Please give the guest a reason',
  arrivedTooEarly: (from: string) => `This booking can be marked arrived from ${from}.`,
  noShowTooEarly: (from: string) => `This booking can be marked no-show from ${from}, 15 minutes after its time.`,
  nothingToUndo: 'There is no arrived or no-show mark from today to undo on this booking.',
} as const;

/**
 * The deposit policy as guests read it before paying, on the manage page and in messages
 * (decisions §7). `amount` is already formatted (₹500); `handling` is the venue's choice.
 */
export function depositPolicyLines(policy: {
  amount: string;
  cancellationCutoffHours: number;
  handling: 'refund' | 'apply-to-bill';
}): string[] {
  const hours = policy.cancellationCutoffHours;
  const cutoff =
    hours === 0 ? 'any time before your booking' : `at least ${hours} hour${hours === 1 ? '' : 's'} before your booking`;
  return [
    `A deposit of ${policy.amount} holds this table.`,
    `Cancel ${cutoff} and it is refunded in full; a later cancellation or a no-show forfeits it to the restaurant.`,
    policy.handling === 'apply-to-bill'
      ? 'When you arrive, it is taken off your bill.'
      : 'When you arrive, it is refunded to you in full.',
  ];
}
