import { and, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  BOOKING_REFERENCE_LENGTH,
  BOOKINGS_PER_ADDRESS_PER_HOUR,
  LIVE_BOOKING_STATUSES,
  LIVE_BOOKINGS_PER_PHONE_PER_DAY,
  RESERVATION_MESSAGES,
  type BookingStatus,
  type CreateBookingSchema,
} from '@venue/shared';
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/schema/index.ts';
import { sqlStateOf } from '../../lib/database-errors.ts';
import { AppError, businessRule, notFound } from '../../lib/errors.ts';
import { newId, randomCode } from '../../lib/ids.ts';
import { enforceRateLimit } from '../../lib/rate-limiter.ts';
import { useBookingCodeIn, type AuthContext } from '../auth/auth.service.ts';
import { touchAvailability } from './availability-cache.ts';
import { depositFor, holdUntilOf, openDepositLink, readMealTimeDeposit, scheduleHoldRelease } from './booking-deposits.ts';
import { answerByOf } from './booking-expiry.ts';
import { afterBookingCreated, type BookingRow } from './booking-lifecycle.ts';
import { newManageToken } from './bookings-guest.ts';
import { bookingLinkKeysOf } from './bookings-messages.ts';
import { readRestaurantById, type RestaurantRow } from './restaurant-store.ts';
import { checkBooking, type RefusalReason } from './slot-engine.ts';
import { loadEngineDay, lockBookingDay } from './slots-day.ts';

/**
 * `POST /v1/bookings/createBooking` (decisions §6 "Reservations"): a guest books with a
 * booking code. One transaction: the date's lock, the code's use, the capacity check and the
 * insert commit together, so two guests racing for the last covers cannot both win.
 */

/** No look-alikes (0/O, 1/I/L): a reference is read out over the phone. */
export const REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export const newBookingReference = (): string => randomCode(REFERENCE_ALPHABET, BOOKING_REFERENCE_LENGTH);

export function refusalMessage(reason: RefusalReason, restaurant: Pick<RestaurantRow, 'partyMin' | 'partyMax'>): string {
  switch (reason) {
    case 'paused':
      return RESERVATION_MESSAGES.paused;
    case 'partySize':
      return RESERVATION_MESSAGES.partySize(restaurant.partyMin, restaurant.partyMax);
    case 'tooFar':
      return RESERVATION_MESSAGES.tooFarAhead;
    case 'tooSoon':
      return RESERVATION_MESSAGES.tooSoon;
    case 'closed':
      return RESERVATION_MESSAGES.closed;
    case 'full':
      return RESERVATION_MESSAGES.slotFull;
  }
}

export interface CreatedBooking {
  booking: {
    _id: string;
    reference: string;
    status: BookingStatus;
    manageToken: string;
    answerBy: string | null;
    depositPaise: number;
    paymentUrl: string | null;
  };
}

/**
 * Inserts the booking under a fresh reference; a reference already taken (one chance in about
 * 10^11) is retried under a savepoint, so the surrounding transaction survives it.
 */
export async function insertWithReference(tx: Db, values: Omit<typeof bookings.$inferInsert, 'reference'>): Promise<BookingRow> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await tx.transaction(async (savepoint) => {
        const [row] = await savepoint
          .insert(bookings)
          .values({ ...values, reference: newBookingReference() })
          .returning();
        return row!;
      });
    } catch (error) {
      if (sqlStateOf(error) !== '23505' || attempt >= 4) throw error;
    }
  }
}

/**
 * One phone's hold on a venue (decisions §7 "Trust in daily use", issue 34): no two live
 * bookings whose stays overlap, at most LIVE_BOOKINGS_PER_PHONE_PER_DAY on one local day. The
 * phone's own lock (taken after the date's, in every createBooking) makes the count true until
 * the commit even when the phone books several dates at once: stays can cross midnight.
 * @throws AppError 409 booking_overlaps; 409 booking_limit_reached
 */
async function checkPhoneHold(
  tx: Db,
  booking: { restaurantId: string; mobileNumber: string; date: string; startsAt: Date; endsAt: Date },
): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${'booking-phone:'} || ${booking.restaurantId} || ${booking.mobileNumber}))`,
  );
  const held = await tx
    .select({ date: bookings.date, startsAt: bookings.startsAt, endsAt: bookings.endsAt })
    .from(bookings)
    .where(
      and(
        eq(bookings.restaurantId, booking.restaurantId),
        eq(bookings.mobileNumber, booking.mobileNumber),
        inArray(bookings.status, [...LIVE_BOOKING_STATUSES]),
        or(eq(bookings.date, booking.date), and(lt(bookings.startsAt, booking.endsAt), gt(bookings.endsAt, booking.startsAt))),
      ),
    );
  if (held.some((row) => row.startsAt < booking.endsAt && row.endsAt > booking.startsAt)) {
    throw new AppError('booking_overlaps', RESERVATION_MESSAGES.bookingOverlaps);
  }
  if (held.filter((row) => row.date === booking.date).length >= LIVE_BOOKINGS_PER_PHONE_PER_DAY) {
    throw new AppError('booking_limit_reached', RESERVATION_MESSAGES.bookingLimit(LIVE_BOOKINGS_PER_PHONE_PER_DAY));
  }
}

/**
 * @param ctx the request's context with the auth service's needs (the booking code's check)
 * @throws AppError 404 unknown restaurant; 422 OTP_* for a wrong, used or expired code;
 *   422 BUSINESS_RULE when the slot cannot take the party (full, closed, paused, too soon,
 *   too far, party size); 409 booking_overlaps / booking_limit_reached when the phone already
 *   holds a booking at that time or enough that day; 429 over the per-address limit
 */
export async function createBooking(
  ctx: AuthContext,
  input: z.output<typeof CreateBookingSchema>,
  client: { address: string; origin: string },
): Promise<CreatedBooking> {
  const clientAddress = client.address;
  await enforceRateLimit(
    ctx.rateLimiter,
    { key: `reservations:bookings:${clientAddress}`, limit: BOOKINGS_PER_ADDRESS_PER_HOUR, windowSeconds: 3600 },
    RESERVATION_MESSAGES.tooManyBookingAttempts,
  );
  const known = await readRestaurantById(ctx.db, input.restaurantId);
  if (!known) throw notFound(RESERVATION_MESSAGES.restaurantNotFound);
  // The manage link's secret is kept only as its hash (bookings-guest.ts checks it).
  const { token: manageToken, hash: manageTokenHash } = newManageToken();

  const outcome = await ctx.db.transaction(async (tx) => {
    await lockBookingDay(tx, known.id, input.date);
    const code = await useBookingCodeIn(ctx, tx, { mobileNumber: input.mobileNumber, otp: input.otp });
    if (code.refused) return { refused: code.refused };
    const mobileNumber = code.mobileNumber;
    // Read again under the lock: a pause or a change of limits made meanwhile counts.
    const restaurant = (await readRestaurantById(tx, known.id))!;
    const day = (await loadEngineDay(tx, { restaurantId: restaurant.id }, input.date, ctx.now))!;
    const check = checkBooking(day, input.time, input.partySize);
    if (!check.ok) throw businessRule(refusalMessage(check.refusal, restaurant));
    await checkPhoneHold(tx, {
      restaurantId: restaurant.id,
      mobileNumber,
      date: input.date,
      startsAt: check.startsAt,
      endsAt: check.endsAt,
    });
    // A meal time that asks a deposit of this party: the covers are held while the guest pays.
    const depositPaise = depositFor(await readMealTimeDeposit(tx, restaurant.profileId, check.mealTime.id), input.partySize);
    const inserted = await insertWithReference(tx, {
      id: newId(),
      profileId: restaurant.profileId,
      restaurantId: restaurant.id,
      mealTimeId: check.mealTime.id,
      manageTokenHash,
      date: input.date,
      time: input.time,
      startsAt: check.startsAt,
      endsAt: check.endsAt,
      partySize: input.partySize,
      name: input.name,
      mobileNumber,
      note: input.note ?? '',
      status: depositPaise > 0 ? 'awaiting-deposit' : 'pending',
      answerBy: depositPaise > 0 ? null : answerByOf(restaurant, check.startsAt, ctx.now),
      depositPaise,
      depositStatus: depositPaise > 0 ? 'awaiting' : null,
      holdUntil: depositPaise > 0 ? holdUntilOf(ctx.now) : null,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    });
    const booking = await afterBookingCreated(tx, inserted, restaurant, ctx.now, bookingLinkKeysOf(ctx.config));
    await scheduleHoldRelease(tx, booking);
    await touchAvailability(tx, restaurant.id);
    return { booking };
  });
  if ('refused' in outcome) throw outcome.refused;
  const { booking } = outcome;
  const paymentUrl =
    booking.status === 'awaiting-deposit'
      ? await openDepositLink(ctx, { id: booking.id, manageToken, origin: client.origin })
      : null;
  return {
    booking: {
      _id: booking.id,
      reference: booking.reference,
      status: booking.status,
      manageToken,
      answerBy: booking.status === 'pending' && booking.answerBy ? booking.answerBy.toISOString() : null,
      depositPaise: booking.depositPaise,
      paymentUrl,
    },
  };
}
