import { defineRoutes } from './define.ts';

/**
 * The guests' booking calls (decisions §6 "Reservations", guests): public, no login, limited
 * per address. The booking page `/v/{username}/book` and the manage link's page call them.
 */
export const bookingGuestRoutes = defineRoutes('reservations (guests)', {
  getAvailableRestaurants: {
    method: 'GET',
    path: '/v1/bookings/getAvailableRestaurants',
    access: 'public',
    summary: "The venue's restaurant as guests book it: { success, restaurant }",
    errors: ['NOT_FOUND', 'RATE_LIMITED'],
  },
  getAvailability: {
    method: 'GET',
    path: '/v1/bookings/availability',
    access: 'public',
    summary: "A date's slots for a party size, and why none is free",
    errors: ['NOT_FOUND', 'RATE_LIMITED'],
  },
  createBooking: {
    method: 'POST',
    path: '/v1/bookings/createBooking',
    access: 'public',
    summary: 'Book a table with the one-time code sent to the guest’s mobile',
    errors: [
      'NOT_FOUND',
      'BUSINESS_RULE',
      'OTP_INVALID',
      'OTP_EXPIRED',
      'OTP_TOO_MANY_TRIES',
      'booking_overlaps',
      'booking_limit_reached',
      'RATE_LIMITED',
    ],
  },
  getManagedBooking: {
    method: 'GET',
    path: '/v1/bookings/manage/:reference',
    access: 'public',
    summary: "The guest's booking, read with the manage link's token",
    errors: ['NOT_FOUND', 'RATE_LIMITED'],
  },
  getBookingCalendarFile: {
    method: 'GET',
    path: '/v1/bookings/manage/:reference/calendar.ics',
    access: 'public',
    summary: 'The booking as an iCalendar (RFC 5545) event',
    file: 'text/calendar',
    errors: ['NOT_FOUND', 'RATE_LIMITED'],
  },
  verifyBookingDeposit: {
    method: 'GET',
    path: '/v1/bookings/deposit-verification',
    access: 'public',
    summary: "Verify the payment provider's callback for a booking's deposit (decisions §7)",
    errors: ['BAD_REQUEST', 'NOT_FOUND', 'BUSINESS_RULE', 'RATE_LIMITED'],
  },
  cancelBookingByGuest: {
    method: 'POST',
    path: '/v1/bookings/cancelByGuest',
    access: 'public',
    summary: 'The guest cancels the booking with the manage link’s token, before the cut-off',
    errors: ['NOT_FOUND', 'CONFLICT', 'BUSINESS_RULE', 'RATE_LIMITED'],
  },
});
