import type { ReactElement } from 'react';
import type { Booking, MealTime, Restaurant, Slot } from '@venue/shared';
import { logInToVenue as logInToProfile, renderWithProviders as renderInProviders } from '@/lib/testing/render.tsx';

export { permissionsReply, rightsLoaded } from '@/lib/testing/render.tsx';

export const PROFILE_ID = 'c'.repeat(24);
export const RESTAURANT_ID = 'd'.repeat(24);

export const RESTAURANT: Restaurant = {
  _id: RESTAURANT_ID,
  id: RESTAURANT_ID,
  profileId: PROFILE_ID,
  name: 'Spice Route',
  city: 'Bengaluru',
  address: '12 MG Road',
  timeZone: 'Asia/Kolkata',
  googlePlaceId: null,
  isActive: true,
  autoAccept: false,
  partyMin: 1,
  partyMax: 12,
  minNoticeMinutes: 60,
  maxDaysAhead: 30,
  cancelCutoffMinutes: 120,
  reminderHoursBefore: 3,
  pendingExpiryMinutes: 120,
  cancellationCutoffHours: 24,
  depositHandling: 'refund',
};

let nextId = 1;
const hexId = () => (nextId++).toString(16).padStart(24, '0');

export function booking(overrides: Partial<Booking> = {}): Booking {
  return {
    _id: hexId(),
    reference: 'AB12CD34',
    restaurantId: RESTAURANT_ID,
    mealTimeId: 'e'.repeat(24),
    date: '2026-11-23',
    time: '19:30',
    startsAt: '2026-11-23T19:30:00+05:30',
    partySize: 4,
    name: 'Meera Rao',
    mobileNumber: '+919812345678',
    note: '',
    status: 'pending',
    createdAt: '2026-11-20T10:00:00.000Z',
    answerBy: null,
    depositPaise: 0,
    depositStatus: null,
    ...overrides,
  };
}

export const DINNER: MealTime = {
  _id: 'e'.repeat(24),
  restaurantId: RESTAURANT_ID,
  name: 'Dinner',
  start: '19:00',
  end: '21:00',
  slotIntervalMinutes: 30,
  stayMinutes: 90,
  coversPerSlot: 20,
  days: [0, 1, 2, 3, 4, 5, 6],
  depositPerCoverPaise: 0,
  depositFromPartySize: 1,
};

export function slot(time: string, overrides: Partial<Slot> = {}): Slot {
  const coversLeft = overrides.coversLeft ?? 20;
  return {
    time,
    mealTimeId: DINNER._id,
    slotStatus: 'open',
    coversBooked: 0,
    coversLeft,
    guest: { available: true, coversLeft, reason: null, blockedBy: null },
    ...overrides,
  };
}

/** A logged-in person with the test venue's business profile active. */
export function logInToVenue() {
  logInToProfile(PROFILE_ID);
}

export function renderWithProviders(ui: ReactElement, { route = '/reservations' }: { route?: string } = {}) {
  return renderInProviders(ui, { route });
}
