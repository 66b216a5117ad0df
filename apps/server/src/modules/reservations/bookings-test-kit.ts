import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bookingHistory, bookings, mealTimes, restaurants } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { venueInstant } from '../../lib/venue-time.ts';
import { answerByOf } from './booking-expiry.ts';
import { afterBookingCreated } from './booking-lifecycle.ts';
import { newManageToken } from './bookings-guest.ts';
import { bookingLinkKeysOf } from './bookings-messages.ts';
import type { BookingRow, RestaurantRow } from './bookings-view.ts';

/*
 * Bookings for tests, made as createBooking makes them (rows in one transaction, then
 * afterBookingCreated), without the slot engine: the desk's tests do not depend on it.
 */

export async function insertRestaurant(
  app: FastifyInstance,
  profileId: string,
  values: Partial<typeof restaurants.$inferInsert> = {},
): Promise<RestaurantRow> {
  const [row] = await app.deps.db
    .insert(restaurants)
    .values({ id: newId(), profileId, name: 'Spice Route Kitchen', city: 'Bengaluru', address: '12 MG Road', ...values })
    .returning();
  return row!;
}

export async function insertMealTime(app: FastifyInstance, restaurant: RestaurantRow): Promise<string> {
  const id = newId();
  await app.deps.db.insert(mealTimes).values({
    id,
    profileId: restaurant.profileId,
    restaurantId: restaurant.id,
    name: 'Dinner',
    start: '18:00',
    end: '23:00',
    slotIntervalMinutes: 30,
    stayMinutes: 90,
    coversPerSlot: 40,
  });
  return id;
}

let referenceCounter = 0;
const nextReference = () => {
  referenceCounter += 1;
  return `T${randomBytes(3).toString('hex').toUpperCase().slice(0, 4)}${String(referenceCounter).padStart(3, '0')}`.slice(0, 8);
};

export interface GuestBookingInput {
  date: string;
  time: string;
  partySize?: number;
  name?: string;
  mobileNumber?: string;
  note?: string;
  mealTimeId?: string | null;
  stayMinutes?: number;
}

/** A guest's booking, committed with everything afterBookingCreated adds; returns it and its manage token. */
export async function bookAsGuest(
  app: FastifyInstance,
  restaurant: RestaurantRow,
  input: GuestBookingInput,
): Promise<{ booking: BookingRow; token: string }> {
  const { token, hash } = newManageToken();
  const startsAt = venueInstant(restaurant.timeZone, input.date, input.time);
  const now = app.deps.clock();
  const booking = await app.deps.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(bookings)
      .values({
        id: newId(),
        profileId: restaurant.profileId,
        restaurantId: restaurant.id,
        mealTimeId: input.mealTimeId ?? null,
        reference: nextReference(),
        manageTokenHash: hash,
        date: input.date,
        time: input.time,
        startsAt,
        endsAt: new Date(startsAt.getTime() + (input.stayMinutes ?? 90) * 60_000),
        partySize: input.partySize ?? 2,
        name: input.name ?? 'Asha Rao',
        mobileNumber: input.mobileNumber ?? '919812345678',
        note: input.note ?? '',
        // A booking already under way (tests' fixed dates, which createBooking would refuse)
        // gets no deadline, so it does not expire the moment it is made.
        answerBy: startsAt > now ? answerByOf(restaurant, startsAt, now) : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return afterBookingCreated(tx, inserted!, restaurant, now, bookingLinkKeysOf(app.deps.config));
  });
  return { booking, token };
}

export async function historyOf(app: FastifyInstance, bookingId: string) {
  return app.deps.db
    .select({
      from: bookingHistory.fromStatus,
      to: bookingHistory.toStatus,
      actor: bookingHistory.actor,
      actorUserId: bookingHistory.actorUserId,
    })
    .from(bookingHistory)
    .where(eq(bookingHistory.bookingId, bookingId))
    .orderBy(bookingHistory.at, sql`(${bookingHistory.fromStatus} is not null)::int`);
}
