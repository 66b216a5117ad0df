import { and, eq, inArray } from 'drizzle-orm';
import {
  GUEST_MANAGE_CALLS_PER_IP_PER_HOUR,
  RESERVATION_MESSAGES,
  type GuestBooking,
  tooManyRequestsMessage,
} from '@venue/shared';
import type { Db } from '../../db/client.ts';
import { bookings, restaurants } from '../../db/schema/index.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { guestSecretMatches, hashGuestSecret } from '../../lib/guest-secret.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { enforceRateLimit, type RateLimiter } from '../../lib/rate-limiter.ts';
import { canMove, moveBooking } from './booking-status.ts';
import { calendarFile } from '../../lib/calendar-file.ts';
import { bookingLinkKeysOf, depositRefundableUntil } from './bookings-messages.ts';
import { depositTermsOf } from './deposit-money.ts';
import type { BookingRow, RestaurantRow } from './bookings-view.ts';

/** A booking's manage token: given once, in createBooking's answer; stored as its hash. */
export { hashGuestSecret as hashManageToken, newGuestSecret as newManageToken } from '../../lib/guest-secret.ts';

const invalidLink = () => notFound(RESERVATION_MESSAGES.invalidManageLink);

/** Guests call without a login: each address gets a budget of manage-link calls. */
export async function limitGuestCalls(limiter: RateLimiter, ip: string): Promise<void> {
  await enforceRateLimit(
    limiter,
    { key: `booking-manage:ip:${ip}`, limit: GUEST_MANAGE_CALLS_PER_IP_PER_HOUR, windowSeconds: 3600 },
    tooManyRequestsMessage,
  );
}

/** References are typed by guests: as given, or in capitals as they are printed. */
const referenceWhere = (reference: string) => inArray(bookings.reference, [...new Set([reference, reference.toUpperCase()])]);

/**
 * The booking a manage link names. A wrong token and an unknown reference get the same answer,
 * so the link cannot be used to learn which references exist.
 * @throws 404 invalidManageLink
 */
async function bookingOfLink(
  db: Db,
  reference: string,
  token: string,
): Promise<{ booking: BookingRow; restaurant: RestaurantRow }> {
  const [row] = await db
    .select({ booking: bookings, restaurant: restaurants })
    .from(bookings)
    .innerJoin(restaurants, and(eq(restaurants.id, bookings.restaurantId), eq(restaurants.profileId, bookings.profileId)))
    .where(referenceWhere(reference))
    .limit(1);
  // Hash even when nothing matched, so both answers take as long.
  const matches = guestSecretMatches(token, row?.booking.manageTokenHash ?? hashGuestSecret(''));
  // The link our messages carry has a secret of its own (bookings-messages.ts).
  const messageLinkMatches = Boolean(row?.booking.messageTokenHash) && guestSecretMatches(token, row!.booking.messageTokenHash!);
  if (!row || !(matches || messageLinkMatches)) throw invalidLink();
  return row;
}

const cancelBefore = (booking: BookingRow, restaurant: RestaurantRow) =>
  new Date(booking.startsAt.getTime() - restaurant.cancelCutoffMinutes * 60_000);

function guestView(booking: BookingRow, restaurant: RestaurantRow, now: Date): GuestBooking {
  const deadline = cancelBefore(booking, restaurant);
  return {
    reference: booking.reference,
    restaurantName: restaurant.name,
    address: restaurant.address,
    city: restaurant.city,
    timeZone: restaurant.timeZone,
    date: booking.date,
    time: booking.time,
    startsAt: booking.startsAt.toISOString(),
    endsAt: booking.endsAt.toISOString(),
    partySize: booking.partySize,
    name: booking.name,
    status: booking.status,
    canCancel: canMove(booking.status, 'cancelled') && now < deadline,
    cancelBefore: deadline.toISOString(),
    answerBy: booking.status === 'pending' && booking.answerBy ? booking.answerBy.toISOString() : null,
    deposit: booking.depositStatus
      ? {
          amountPaise: booking.depositPaise,
          status: booking.depositStatus,
          refundableUntil: depositRefundableUntil(booking, restaurant).toISOString(),
          cancellationCutoffHours: restaurant.cancellationCutoffHours,
          handling: restaurant.depositHandling,
          paymentUrl: booking.status === 'awaiting-deposit' ? booking.paymentUrl : null,
          holdUntil: booking.status === 'awaiting-deposit' && booking.holdUntil ? booking.holdUntil.toISOString() : null,
        }
      : null,
  };
}

/** GET /v1/bookings/manage/{reference}?token=. @throws 404 invalidManageLink */
export async function readGuestBooking(ctx: ServiceContext, reference: string, token: string): Promise<GuestBooking> {
  const { booking, restaurant } = await bookingOfLink(ctx.db, reference, token);
  return guestView(booking, restaurant, ctx.clock());
}

/**
 * POST /v1/bookings/cancelByGuest: until `cancelCutoffMinutes` before the booking; the history
 * row's actor is the guest, the reminder is dropped and the guest told. A paid deposit is
 * refunded before `cancellationCutoffHours`, forfeited after (deposit-money.ts).
 * @throws 404 invalidManageLink; 409 cannotMove (already cancelled, declined...); 422 cancelCutoff.
 */
export async function cancelByGuest(ctx: ServiceContext, reference: string, token: string): Promise<GuestBooking> {
  const { booking } = await bookingOfLink(ctx.db, reference, token);
  const now = ctx.clock();
  const moved = await moveBooking(ctx.db, {
    where: and(eq(bookings.id, booking.id), eq(bookings.profileId, booking.profileId)),
    to: 'cancelled',
    actor: 'guest',
    now,
    keys: bookingLinkKeysOf(ctx.config),
    deposit: depositTermsOf(ctx.config),
    check: (locked, restaurant) => {
      if (now >= cancelBefore(locked, restaurant)) throw new AppError('BUSINESS_RULE', RESERVATION_MESSAGES.cancelCutoff);
    },
  });
  return guestView(moved.booking, moved.restaurant, now);
}

/** GET /v1/bookings/manage/{reference}/calendar.ics?token=: the booking as a calendar event. */
export async function guestCalendarFile(
  ctx: ServiceContext,
  reference: string,
  token: string,
): Promise<{ fileName: string; text: string }> {
  const { booking, restaurant } = await bookingOfLink(ctx.db, reference, token);
  const guests = `${booking.partySize} ${booking.partySize === 1 ? 'guest' : 'guests'}`;
  const host = new URL(ctx.config.publicBaseUrl).hostname;
  return {
    fileName: `booking-${booking.reference}.ics`,
    text: calendarFile(
      {
        uid: `booking-${booking.id}@${host}`,
        stamp: ctx.clock(),
        start: booking.startsAt,
        end: booking.endsAt,
        summary: `Table for ${guests} at ${restaurant.name}`,
        location: [restaurant.address, restaurant.city].filter(Boolean).join(', '),
        description: `Booking reference ${booking.reference}${booking.status === 'cancelled' ? ' (cancelled)' : ''}`,
      },
      'Table reservations',
    ),
  };
}
