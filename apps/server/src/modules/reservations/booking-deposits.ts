import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  bookingManagePath,
  DEPOSIT_HOLD_MINUTES,
  ID_PATTERN,
  PAYMENT_MESSAGES,
  PAYMENT_VERIFICATIONS_PER_ADDRESS_PER_HOUR,
  RESERVATION_MESSAGES,
  tooManyRequestsMessage,
  type BookingStatus,
  type DepositState,
  type PaymentCallbackQuery,
} from '@venue/shared';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { bookings, mealTimes, restaurants } from '../../db/schema/index.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { AppError, badRequest, businessRule, notFound } from '../../lib/errors.ts';
import { cancelJob, defineJob, scheduleJob, type JobDefinition, type JobShape } from '../../lib/jobs/index.ts';
import type { PaymentProvider, Refund } from '../../lib/payments/payment-provider.ts';
import { enforceRateLimit, type RateLimiter } from '../../lib/rate-limiter.ts';
import {
  onPaymentLinkEvent,
  onRefundEvent,
  publicBaseUrl,
  recordUnclaimedPayment,
  verifyPaymentCallback,
  type PaymentLink,
} from '../payments/payments.service.ts';
import { findProfileById } from '../profiles/profiles.service.ts';
import { answerByOf } from './booking-expiry.ts';
import { afterBookingCreated } from './booking-lifecycle.ts';
import { moveBooking } from './booking-status.ts';
import { bookingLinkKeysOf, messageGuest, type BookingLinkKeys } from './bookings-messages.ts';
import { depositTermsOf, holdKey, markDepositForRefund, REFUND_JOB, type RefundPayload } from './deposit-money.ts';
import type { BookingRow, RestaurantRow } from './bookings-view.ts';

/*
 * Deposits and no-show protection (decisions §7): a meal time may ask a deposit per cover. The
 * booking is made `awaiting-deposit`, holds its covers DEPOSIT_HOLD_MINUTES while the guest
 * pays through a payment link (as ticket orders do), and becomes pending or accepted once paid,
 * whichever of callback and webhook comes first, under the booking's row lock. Unpaid at the end
 * of the hold it expires. What happens to paid money follows the booking's status (`followDeposit`):
 * refunds by a durable job asking `ctx.payments`, money the venue keeps through the wallet.
 */

/** `notes.purpose` of deposit links and refunds (payments routes webhooks by it). */
export const DEPOSIT_PURPOSE = 'booking-deposit';
export const DEPOSIT_REFUND_PURPOSE = 'booking-deposit-refund';

/** The deposit a party of `partySize` pays at a meal time: per cover, from its party size on; 0 when none. */
export function depositFor(
  mealTime: { depositPerCoverPaise: number; depositFromPartySize: number } | undefined,
  partySize: number,
): number {
  if (!mealTime || mealTime.depositPerCoverPaise <= 0 || partySize < mealTime.depositFromPartySize) return 0;
  return mealTime.depositPerCoverPaise * partySize;
}

/** The meal time's deposit terms, read in createBooking's transaction. */
export async function readMealTimeDeposit(tx: Db, profileId: string, mealTimeId: string) {
  const [row] = await tx
    .select({ depositPerCoverPaise: mealTimes.depositPerCoverPaise, depositFromPartySize: mealTimes.depositFromPartySize })
    .from(mealTimes)
    .where(and(eq(mealTimes.profileId, profileId), eq(mealTimes.id, mealTimeId)));
  return row;
}

const HoldPayloadSchema = z.object({ bookingId: z.string(), profileId: z.string() });
type HoldPayload = z.infer<typeof HoldPayloadSchema>;
const HOLD_JOB: JobShape<HoldPayload> = { kind: 'reservations.release-deposit-hold', payload: HoldPayloadSchema };

/** When a hold taken at `now` ends. */
export const holdUntilOf = (now: Date) => new Date(now.getTime() + DEPOSIT_HOLD_MINUTES * 60_000);

/** The hold's release, in the transaction that made the booking. */
export async function scheduleHoldRelease(tx: Db, booking: BookingRow): Promise<void> {
  if (booking.status !== 'awaiting-deposit' || !booking.holdUntil) return;
  await scheduleJob(
    tx,
    HOLD_JOB,
    { bookingId: booking.id, profileId: booking.profileId },
    { runAt: booking.holdUntil, profileId: booking.profileId, uniqueKey: holdKey(booking.id) },
  );
}

async function lockBooking(tx: Db, bookingId: string): Promise<BookingRow | undefined> {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
  return row;
}

async function restaurantOf(tx: Db, booking: BookingRow): Promise<RestaurantRow> {
  const [row] = await tx
    .select()
    .from(restaurants)
    .where(and(eq(restaurants.id, booking.restaurantId), eq(restaurants.profileId, booking.profileId)));
  return row!;
}

/**
 * The payment link of a booking just made `awaiting-deposit`, after its commit (no row lock waits
 * on the provider). The guest comes back to the booking's manage page, whose token rides in the
 * callback address, and the page has the payment verified. A link the provider cannot make
 * expires the booking at once (its covers back) and throws.
 */
export async function openDepositLink(
  ctx: ServiceContext,
  booking: { id: string; manageToken: string; origin: string },
): Promise<string> {
  const [row] = await ctx.db.select().from(bookings).where(eq(bookings.id, booking.id));
  const profile = await findProfileById(ctx.db, row!.profileId);
  const restaurant = await restaurantOf(ctx.db, row!);
  const manage = `${publicBaseUrl(ctx.config, booking.origin)}${bookingManagePath(profile!.userName, row!.reference)}`;
  let link: PaymentLink;
  try {
    link = await ctx.payments.createPaymentLink({
      amountPaise: row!.depositPaise,
      referenceId: row!.id,
      description: `Table deposit: ${restaurant.name}`.slice(0, 200),
      customer: { name: row!.name, contact: `+${row!.mobileNumber.replace(/^\+/, '')}` },
      callbackUrl: `${manage}?token=${encodeURIComponent(booking.manageToken)}`,
      notes: { purpose: DEPOSIT_PURPOSE, profileId: row!.profileId, bookingId: row!.id },
      expireBy: row!.holdUntil!,
    });
  } catch (error) {
    await releaseHold(ctx, row!.id, ctx.clock(), { force: true });
    throw error;
  }
  await ctx.db.update(bookings).set({ paymentLinkId: link.linkId, paymentUrl: link.shortUrl }).where(eq(bookings.id, row!.id));
  return link.shortUrl;
}

/** Moves a booking still awaiting its deposit to `expired` (covers freed); a paid one is left alone. */
async function releaseHold(ctx: Pick<ServiceContext, 'db' | 'config'>, bookingId: string, now: Date, options = { force: false }) {
  const [row] = await ctx.db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!row || row.status !== 'awaiting-deposit') return;
  if (!options.force && row.holdUntil && row.holdUntil > now) return;
  try {
    await moveBooking(ctx.db, {
      where: and(eq(bookings.id, bookingId), eq(bookings.profileId, row.profileId), eq(bookings.status, 'awaiting-deposit')),
      to: 'expired',
      actor: 'system',
      now,
      keys: bookingLinkKeysOf(ctx.config),
      deposit: depositTermsOf(ctx.config),
    });
  } catch (error) {
    // Paid between the read and the lock: the payment decided.
    if (error instanceof AppError && (error.code === 'NOT_FOUND' || error.code === 'CONFLICT')) return;
    throw error;
  }
}

/** The hold's end: unpaid, the booking expires and its covers are free again. Idempotent. */
export function depositHoldJob(config: AppConfig): JobDefinition<HoldPayload> {
  return defineJob({
    ...HOLD_JOB,
    async run({ bookingId }, _job, { db, now }) {
      await releaseHold({ db, config }, bookingId, now);
    },
  });
}

interface DepositPayment {
  bookingId: string;
  paymentId: string;
  confirmedBy: 'callback' | 'webhook';
}

/**
 * Takes a captured deposit once, under the booking's row lock: a second confirmation (callback
 * twice, callback and webhook together) finds it no longer awaited and changes nothing. In time,
 * the booking becomes pending (or accepted with auto-accept), with its messages and expiry as a
 * new booking's; after its hold ended or it was cancelled, the money is refunded and the guest told.
 * @returns the booking's status and its deposit's after.
 */
export async function confirmDepositPayment(
  ctx: ServiceContext,
  payment: DepositPayment,
): Promise<{ status: BookingStatus; depositStatus: DepositState | null }> {
  return ctx.db.transaction(async (tx) => {
    const booking = await lockBooking(tx, payment.bookingId);
    if (!booking) throw notFound(RESERVATION_MESSAGES.bookingNotFound);
    const now = ctx.clock();
    if (booking.depositStatus !== 'awaiting' && booking.depositStatus !== 'unpaid') {
      return { status: booking.status, depositStatus: booking.depositStatus };
    }
    const paid = { providerPaymentId: payment.paymentId, depositPaidAt: now };
    if (booking.status !== 'awaiting-deposit') {
      // Too late: the covers went back (expired) or the guest cancelled before paying.
      await markDepositForRefund(tx, booking, now, paid);
      ctx.log.warn({ bookingId: booking.id, paymentId: payment.paymentId }, 'deposit paid after its hold: refunding');
      return { status: booking.status, depositStatus: 'refund-pending' };
    }
    const restaurant = await restaurantOf(tx, booking);
    const [pending] = await tx
      .update(bookings)
      .set({
        ...paid,
        status: 'pending',
        depositStatus: 'paid',
        answerBy: answerByOf(restaurant, booking.startsAt, now),
        updatedAt: now,
      })
      .where(eq(bookings.id, booking.id))
      .returning();
    await cancelJob(tx, holdKey(booking.id), now);
    const after = await afterBookingCreated(tx, pending!, restaurant, now, bookingLinkKeysOf(ctx.config), 'awaiting-deposit');
    ctx.log.info({ bookingId: booking.id, confirmedBy: payment.confirmedBy }, 'booking deposit paid');
    return { status: after.status, depositStatus: 'paid' };
  });
}

/** Checks that the link pays exactly this booking's deposit, with the named payment captured. */
function assertPaysDeposit(booking: BookingRow, link: PaymentLink, paymentId: string): void {
  if (booking.paymentLinkId !== link.linkId || link.referenceId !== booking.id)
    throw badRequest(PAYMENT_MESSAGES.invalidReference);
  const captured = link.payments.find((candidate) => candidate.paymentId === paymentId);
  if (!captured || captured.status !== 'captured') throw businessRule(PAYMENT_MESSAGES.notPaid);
  if (captured.amountPaise !== booking.depositPaise) throw businessRule(PAYMENT_MESSAGES.notPaid);
}

async function findBooking(db: Db, bookingId: string): Promise<BookingRow | undefined> {
  if (!ID_PATTERN.test(bookingId)) throw badRequest(PAYMENT_MESSAGES.invalidReference);
  const [row] = await db.select().from(bookings).where(eq(bookings.id, bookingId)).limit(1);
  return row;
}

/**
 * `GET /v1/bookings/deposit-verification` (public: the signature is the proof): the manage page
 * the provider sent the guest back to asks it with the provider's five parameters.
 */
export async function verifyDepositPayment(
  ctx: ServiceContext,
  query: PaymentCallbackQuery,
  limiter: RateLimiter,
  clientAddress: string,
): Promise<{ message: string; reference: string; status: BookingStatus; depositStatus: DepositState | null }> {
  await enforceRateLimit(
    limiter,
    {
      key: `reservations:deposit-verify:${clientAddress}`,
      limit: PAYMENT_VERIFICATIONS_PER_ADDRESS_PER_HOUR,
      windowSeconds: 3600,
    },
    tooManyRequestsMessage,
  );
  const { link, paymentId } = await verifyPaymentCallback(ctx, query);
  const booking = await findBooking(ctx.db, query.razorpay_payment_link_reference_id);
  if (!booking) {
    if (link.notes.purpose !== DEPOSIT_PURPOSE) throw notFound(RESERVATION_MESSAGES.bookingNotFound);
    await ctx.db.transaction((tx) =>
      recordUnclaimedPayment(tx, { provider: ctx.payments.name, link, paymentId, reason: 'not-found', now: ctx.clock() }),
    );
    throw notFound(RESERVATION_MESSAGES.bookingNotFound);
  }
  assertPaysDeposit(booking, link, paymentId);
  const outcome = await confirmDepositPayment(ctx, { bookingId: booking.id, paymentId, confirmedBy: 'callback' });
  const message =
    outcome.depositStatus === 'refund-pending' || outcome.depositStatus === 'refunded'
      ? RESERVATION_MESSAGES.depositLate
      : outcome.status === 'accepted'
        ? RESERVATION_MESSAGES.depositConfirmed
        : RESERVATION_MESSAGES.depositPaid;
  return { message, reference: booking.reference, ...outcome };
}

/* The provider's webhook for deposit links: `paid` confirms exactly as the callback does. */
export const depositLinkEvents = onPaymentLinkEvent(DEPOSIT_PURPOSE, async (ctx, event) => {
  if (event.event !== 'payment_link.paid') return;
  const referenceId = event.link.referenceId;
  try {
    if (!event.paymentId) throw businessRule(PAYMENT_MESSAGES.notPaid);
    const booking = await findBooking(ctx.db, referenceId);
    if (!booking) {
      await recordUnclaimedPayment(ctx.db, {
        provider: ctx.payments.name,
        link: event.link,
        paymentId: event.paymentId,
        reason: 'not-found',
        now: ctx.clock(),
      });
      return;
    }
    assertPaysDeposit(booking, event.link, event.paymentId);
    await confirmDepositPayment(ctx, { bookingId: booking.id, paymentId: event.paymentId, confirmedBy: 'webhook' });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    ctx.log.warn({ eventId: event.eventId, referenceId, reason: error.message }, 'deposit payment_link.paid ignored');
  }
});

/**
 * The provider's answer on a deposit's refund, applied once under the booking's lock: processed,
 * the deposit is `refunded` and the guest told; still pending, the provider's id is kept and the
 * webhook settles it later.
 */
async function settleDepositRefund(db: Db, bookingId: string, refund: Refund, now: Date, keys: BookingLinkKeys) {
  await db.transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    if (!booking || booking.depositStatus !== 'refund-pending') return;
    if (refund.status !== 'processed') {
      await tx.update(bookings).set({ providerRefundId: refund.refundId }).where(eq(bookings.id, booking.id));
      return;
    }
    const [refunded] = await tx
      .update(bookings)
      .set({ depositStatus: 'refunded', providerRefundId: refund.refundId, depositSettledAt: now })
      .where(eq(bookings.id, booking.id))
      .returning();
    await messageGuest(tx, keys, refunded!, await restaurantOf(tx, booking), 'bookingDepositRefunded', now);
  });
}

/**
 * Asks the provider to refund a `refund-pending` deposit in full. The refund's id is the receipt,
 * so a rerun finds the first refund instead of making another; an outage throws and is retried.
 */
export function depositRefundJob(payments: PaymentProvider, keys: BookingLinkKeys): JobDefinition<RefundPayload> {
  return defineJob({
    ...REFUND_JOB,
    async run({ bookingId }, _job, { db, now, log }) {
      const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
      if (!booking || booking.depositStatus !== 'refund-pending' || !booking.depositRefundId) return;
      if (!booking.providerPaymentId) {
        log.warn({ bookingId }, 'a refund-pending deposit has no payment to refund');
        return;
      }
      const refund = await payments.refundPayment({
        paymentId: booking.providerPaymentId,
        amountPaise: booking.depositPaise,
        receipt: booking.depositRefundId,
        notes: { purpose: DEPOSIT_REFUND_PURPOSE, bookingId: booking.id, profileId: booking.profileId },
      });
      await settleDepositRefund(db, booking.id, refund, now, keys);
    },
  });
}

/** Razorpay's word on a deposit refund that was pending when asked for. */
export const depositRefundEvents = onRefundEvent(DEPOSIT_REFUND_PURPOSE, async (ctx, event) => {
  const bookingId = event.refund.notes.bookingId;
  if (!bookingId) return;
  await settleDepositRefund(ctx.db, bookingId, event.refund, ctx.clock(), bookingLinkKeysOf(ctx.config));
});
