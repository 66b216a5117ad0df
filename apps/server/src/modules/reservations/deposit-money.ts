import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { DepositState } from '@venue/shared';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { cancelJob, scheduleJob, type JobShape } from '../../lib/jobs/index.ts';
import { recordDepositKept } from '../wallet/wallet.service.ts';
import { depositRefundableUntil, messageGuest, type BookingLinkKeys } from './bookings-messages.ts';
import type { BookingRow, RestaurantRow } from './bookings-view.ts';

/*
 * What a booking's status does to its paid deposit (decisions §7), in the move's transaction:
 * refunds queued for the refund job (booking-deposits.ts asks the provider), money the venue
 * keeps written to its wallet. booking-status.ts calls `followDeposit` after every move.
 */

export const holdKey = (bookingId: string) => `booking-deposit-hold:${bookingId}`;

/** What the fee and settlement of a kept deposit are computed with (the app's configuration). */
export interface DepositTerms {
  feePercent: number;
  settlementDays: number;
}
export const depositTermsOf = (config: Pick<AppConfig, 'PLATFORM_FEE_PERCENT' | 'SETTLEMENT_DAYS'>): DepositTerms => ({
  feePercent: config.PLATFORM_FEE_PERCENT,
  settlementDays: config.SETTLEMENT_DAYS,
});

const RefundPayloadSchema = z.object({ bookingId: z.string() });
export type RefundPayload = z.infer<typeof RefundPayloadSchema>;
export const REFUND_JOB: JobShape<RefundPayload> = { kind: 'reservations.refund-deposit', payload: RefundPayloadSchema };

/**
 * Marks a paid deposit for refund and queues the job that asks the provider, in the caller's
 * transaction with the booking locked. The refund's id (the provider's receipt) is minted once.
 */
export async function markDepositForRefund(
  tx: Db,
  booking: BookingRow,
  now: Date,
  changes: Partial<BookingRow> = {},
): Promise<void> {
  await tx
    .update(bookings)
    .set({ ...changes, depositStatus: 'refund-pending', depositRefundId: booking.depositRefundId ?? newId(), updatedAt: now })
    .where(eq(bookings.id, booking.id));
  await scheduleJob(
    tx,
    REFUND_JOB,
    { bookingId: booking.id },
    { runAt: now, profileId: booking.profileId, uniqueKey: `booking-deposit-refund:${booking.id}` },
  );
}

/**
 * The venue keeps a paid deposit (a late cancellation, a no-show, or applied to an arrived
 * guest's bill): the wallet gets it less the platform fee and its GST, settling SETTLEMENT_DAYS
 * after the booking's time (decisions §7).
 */
async function keepDeposit(
  tx: Db,
  booking: BookingRow,
  kind: 'deposit-forfeit' | 'deposit-applied',
  terms: DepositTerms,
  now: Date,
): Promise<void> {
  await tx
    .update(bookings)
    .set({ depositStatus: kind === 'deposit-forfeit' ? 'forfeited' : 'applied', depositSettledAt: now, updatedAt: now })
    .where(eq(bookings.id, booking.id));
  await recordDepositKept(tx, {
    kind,
    profileId: booking.profileId,
    bookingId: booking.id,
    amountPaise: booking.depositPaise,
    feePercent: terms.feePercent,
    at: now,
    description: `${kind === 'deposit-forfeit' ? 'Forfeited deposit' : 'Deposit applied to bill'}: booking ${booking.reference}`,
    settlement: { key: `booking:${booking.id}`, endsAt: booking.startsAt, days: terms.settlementDays },
  });
}

/**
 * What a status change does to the booking's deposit, in the move's transaction with the row
 * locked (booking-status.ts calls it after every move):
 * - awaiting → cancelled or expired: nothing was paid (`unpaid`); a payment still arriving is refunded;
 * - paid → declined or expired (the venue did not answer): refunded in full;
 * - paid → cancelled by the guest: refunded before the cut-off (`cancellationCutoffHours`), else forfeited;
 * - paid → no-show: forfeited; paid → arrived: refunded, or applied to the bill (`depositHandling`).
 */
export async function followDeposit(
  tx: Db,
  moved: BookingRow,
  restaurant: RestaurantRow,
  terms: DepositTerms,
  now: Date,
  keys: BookingLinkKeys,
): Promise<void> {
  if (moved.depositStatus === 'awaiting' && (moved.status === 'cancelled' || moved.status === 'expired')) {
    await tx.update(bookings).set({ depositStatus: 'unpaid' }).where(eq(bookings.id, moved.id));
    await cancelJob(tx, holdKey(moved.id), now);
    return;
  }
  if (moved.depositStatus !== 'paid') return;
  const refund = () => markDepositForRefund(tx, moved, now);
  const forfeit = async () => {
    await keepDeposit(tx, moved, 'deposit-forfeit', terms, now);
    await messageGuest(tx, keys, { ...moved, depositStatus: 'forfeited' }, restaurant, 'bookingDepositForfeited', now);
  };
  switch (moved.status) {
    case 'declined':
    case 'expired':
      return refund();
    case 'cancelled':
      return now < depositRefundableUntil(moved, restaurant) ? refund() : forfeit();
    case 'no-show':
      return forfeit();
    case 'arrived':
      return restaurant.depositHandling === 'apply-to-bill' ? keepDeposit(tx, moved, 'deposit-applied', terms, now) : refund();
    default:
      return;
  }
}

/** Money has moved for this deposit (refunded, refunding, kept): the desk's marks stand (undoStatus refuses). */
export const depositSettled = (booking: Pick<BookingRow, 'depositStatus'>) =>
  booking.depositStatus !== null && !(['awaiting', 'paid', 'unpaid'] as DepositState[]).includes(booking.depositStatus);
