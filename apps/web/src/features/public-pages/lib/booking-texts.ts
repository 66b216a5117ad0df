/**
 * The booking pages' words (issue 11 "Web"); refusals are the shared RESERVATION_MESSAGES
 * (`@venue/shared/reservation-messages`) or the server's own errorMessage.
 */
export const BOOKING_TEXTS = {
  subtitle: 'Book a table',
  date: 'Date',
  partySize: 'Guests',
  time: 'Time',
  loadingSlots: 'Finding free tables…',
  fullyBooked: 'Fully booked',
  fullyBookedHint: 'Every table is taken for this party size on this date. Please try another date or party size.',
  noSlots: 'No tables can be booked on this date. Please choose another date.',
  chooseTime: 'Please choose a time',
  name: 'Your name',
  mobile: 'Mobile number',
  mobileHint: 'We send a 6-digit code to this number.',
  sendCode: 'Send code',
  resendCode: 'Resend code',
  resendIn: (seconds: number) => `Resend code in ${seconds} s`,
  codeSent: (number: string) => `Code sent to ${number}.`,
  code: '6-digit code',
  codeRequired: 'Enter the 6-digit code',
  nameRequired: 'Name is required',
  note: 'Note for the restaurant (optional)',
  terms: 'Terms and conditions',
  acceptTerms: 'I accept the terms and conditions',
  bookTable: 'Book table',
  booking: 'Booking…',
  confirmTitle: 'Booking received',
  reference: 'Reference',
  status: 'Status',
  pending: "We'll confirm shortly",
  answerBy: (when: string) =>
    `The restaurant answers by ${when}. If it has not by then, the request lapses and you will get a message.`,
  accepted: 'Confirmed',
  addToCalendar: 'Add to calendar',
  manage: 'View or cancel your booking',
  manageTitle: 'Your booking',
  loadingBooking: 'Loading your booking…',
  cancelBooking: 'Cancel booking',
  cancelQuestion: 'Cancel this booking? The table is released for other guests.',
  keepBooking: 'Keep booking',
  confirmCancel: 'Yes, cancel',
  cancelled: 'Your booking is cancelled.',
  bookAgain: 'Book another table',
  noScript: 'Please turn on JavaScript to book a table.',
} as const;

/** How a guest reads each status on the confirmation and manage pages. */
export const GUEST_STATUS_TEXTS = {
  pending: BOOKING_TEXTS.pending,
  accepted: BOOKING_TEXTS.accepted,
  declined: 'Declined by the restaurant',
  arrived: 'Arrived',
  'no-show': 'Marked as no-show',
  cancelled: 'Cancelled',
  expired: 'Not answered in time: the request has lapsed',
} as const;
