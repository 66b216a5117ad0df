import type { FastifyInstance } from 'fastify';
import { addLocalDays, venueToday } from '../../lib/venue-time.ts';
import { call } from '../../../test/fixtures.ts';

/**
 * Set-up for the reservations tests, through the real calls: a restaurant with a lunch meal
 * time, and booking codes for guests (fixed codes of numbers listed in SMS_TEST_OTP).
 */

export const LUNCH = {
  name: 'Lunch',
  start: '12:00',
  end: '15:00',
  slotIntervalMinutes: 30,
  stayMinutes: 90,
  coversPerSlot: 20,
  days: [0, 1, 2, 3, 4, 5, 6],
};

/** Guests' numbers (E.164 digits) and their fixed booking codes, for SMS_TEST_OTP. */
export function guestPhones(count: number, prefix = '9197000'): Array<{ phone: string; code: string }> {
  return Array.from({ length: count }, (_, index) => ({
    phone: `${prefix}${String(index + 1).padStart(5, '0')}`,
    code: String(100000 + index * 7919).slice(0, 6),
  }));
}

export const testOtpOf = (guests: Array<{ phone: string; code: string }>) =>
  guests.map(({ phone, code }) => `${phone}=${code}`).join(',');

let addressCounter = 0;
/** A fresh client address per guest: the per-address limits are not what these tests are about. */
export function nextAddress(): string {
  addressCounter += 1;
  return `198.51.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

/** A date `days` after the venue's today, for bookings well outside the notice. */
export const venueDateIn = (days: number, now = new Date(), zone = 'Asia/Kolkata') => addLocalDays(venueToday(zone, now), days);

export async function setUpRestaurant(
  app: FastifyInstance,
  headers: Record<string, string>,
  options: { name?: string; city?: string; lunch?: Partial<typeof LUNCH> } = {},
) {
  const created = await call(app, {
    method: 'POST',
    url: '/v1/restaurant/createRestaurant/',
    headers,
    payload: { name: options.name ?? 'Spice Route', city: options.city ?? 'Bengaluru', address: '12 MG Road' },
  });
  if (created.status !== 200) throw new Error(`createRestaurant: ${created.status} ${created.raw.body}`);
  const restaurantId: string = created.json.body.restaurant._id;
  const meal = await call(app, {
    method: 'POST',
    url: '/v1/restaurant/createMealTime',
    headers,
    payload: { restaurantId, ...LUNCH, ...options.lunch },
  });
  if (meal.status !== 200) throw new Error(`createMealTime: ${meal.status} ${meal.raw.body}`);
  return { restaurantId, mealTimeId: meal.json.body.mealTime._id as string };
}

/** Asks for a booking code for the number (the fixed test code becomes pending). */
export async function requestBookingCode(app: FastifyInstance, phone: string) {
  const res = await call(app, {
    method: 'POST',
    url: '/v1/user/generateBookingOTP',
    payload: { mobileNumber: `+${phone}` },
    remoteAddress: nextAddress(),
  });
  if (res.status !== 200) throw new Error(`generateBookingOTP ${phone}: ${res.status} ${res.raw.body}`);
}

export interface BookingInput {
  restaurantId: string;
  date: string;
  time: string;
  partySize: number;
  phone: string;
  otp: string;
  note?: string;
}

/** The guest's createBooking body (terms accepted). */
export const bookingBody = (input: BookingInput) => ({
  restaurantId: input.restaurantId,
  date: input.date,
  time: input.time,
  partySize: input.partySize,
  name: 'Asha Guest',
  mobileNumber: `+${input.phone}`,
  otp: input.otp,
  note: input.note,
  acceptTerms: true,
});

export function book(app: FastifyInstance, input: BookingInput) {
  return call(app, {
    method: 'POST',
    url: '/v1/bookings/createBooking',
    remoteAddress: nextAddress(),
    payload: bookingBody(input),
  });
}

/**
 * The `index`th of many bookings from different guests, spread over 25 days of LUNCH's first
 * four slots (the load and crash runs, whose meal time takes them all).
 */
export const spreadBooking = (restaurantId: string, guest: { phone: string; code: string }, index: number, partySize = 1) =>
  bookingBody({
    restaurantId,
    date: venueDateIn(2 + (index % 25)),
    time: ['12:00', '12:30', '13:00', '13:30'][index % 4]!,
    partySize,
    phone: guest.phone,
    otp: guest.code,
  });
