/*
 * The reservation messages (spec §8 verbatim, and ours in the same tone). No imports: the
 * guest's booking page (the public bundle) shows them, and must not pull zod in with them
 * (`@venue/shared/reservation-messages`). packages/shared/src/reservations.ts re-exports them.
 */

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
