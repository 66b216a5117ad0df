import type { GuestBooking, PublicBookingPage, PublicManageBookingPage } from '@venue/shared';

/** Ids are 24 hex digits, as the server makes them (CreateBookingSchema checks). */
export const RESTAURANT_ID = '65a1c0de0000000000000042';

/** The booking page as the server hands it over (names as in the server's tests). */
export function bookingPageFixture(overrides: Partial<PublicBookingPage['restaurant']> = {}): PublicBookingPage {
  return {
    venue: { userName: 'saffron-terrace', name: 'Saffron Terrace', logoUrl: null },
    theme: 'classic',
    restaurant: {
      id: RESTAURANT_ID,
      name: 'Saffron Terrace',
      city: 'Bengaluru',
      address: '12 Church Street',
      timeZone: 'Asia/Kolkata',
      isActive: true,
      partyMin: 1,
      partyMax: 6,
      maxDaysAhead: 30,
      minNoticeMinutes: 60,
      phone: '+91 80 4123 4567',
      closedWeekdays: [1],
      largestParty: 6,
      terms: ['Tables are held for 15 minutes.', 'Smart casual dress.'],
      cancellationCutoffHours: 24,
      depositHandling: 'refund',
      ...overrides,
    },
    today: '2026-03-15',
  };
}

export function managePageFixture(): PublicManageBookingPage {
  return {
    venue: { userName: 'saffron-terrace', name: 'Saffron Terrace', logoUrl: null },
    theme: 'classic',
    restaurantName: 'Saffron Terrace',
    reference: 'AB12CD34',
    token: 'secret-token',
  };
}

/** The booking as the manage link reads it (GuestBookingSchema), accepted and still cancellable. */
export function guestBookingFixture(overrides: Partial<GuestBooking> = {}): GuestBooking {
  return {
    reference: 'AB12CD34',
    restaurantName: 'Saffron Terrace',
    address: '12 Church Street',
    city: 'Bengaluru',
    timeZone: 'Asia/Kolkata',
    date: '2026-03-20',
    time: '20:00',
    startsAt: '2026-03-20T14:30:00.000Z',
    endsAt: '2026-03-20T16:00:00.000Z',
    partySize: 4,
    name: 'Asha Rao',
    status: 'accepted',
    canCancel: true,
    cancelBefore: '2026-03-20T12:30:00.000Z',
    answerBy: null,
    deposit: null,
    ...overrides,
  };
}

export const SLOTS = [
  { time: '19:00', mealTimeId: 'dinner', available: true, coversLeft: 12 },
  { time: '19:30', mealTimeId: 'dinner', available: false, coversLeft: 0 },
  { time: '20:00', mealTimeId: 'dinner', available: true, coversLeft: 4 },
];
