import type { PublicBookingRestaurant } from '@venue/shared';
import { formatPaise } from '@venue/shared/money';
import { DEPOSIT_HOLD_MINUTES } from '@venue/shared/reservation-messages';
import { BOOKING_TEXTS } from '../../lib/booking-texts.ts';
import type { BookedTable } from './booking-form.tsx';
import { BookedStep } from './booked-step.tsx';
import { DepositPolicy } from './deposit-policy.tsx';

/**
 * A booking that waits for its deposit (decisions §7): the policy first, then the payment
 * link. The provider sends the guest back to the booking's manage page, which checks the payment.
 */
export function DepositStep({ booked, restaurant }: { booked: BookedTable; restaurant: PublicBookingRestaurant }) {
  const { booking } = booked;
  return (
    <BookedStep titleId="pb-deposit-title" title={BOOKING_TEXTS.depositTitle} booked={booked}>
      <DepositPolicy
        amountPaise={booking.depositPaise}
        cancellationCutoffHours={restaurant.cancellationCutoffHours}
        handling={restaurant.depositHandling}
      />
      <p className="pb-muted">{BOOKING_TEXTS.depositHold(DEPOSIT_HOLD_MINUTES)}</p>
      {booking.paymentUrl ? (
        <div className="pb-actions">
          <a className="pb-button pb-button-primary" href={booking.paymentUrl}>
            {BOOKING_TEXTS.payDeposit(formatPaise(booking.depositPaise))}
          </a>
        </div>
      ) : null}
    </BookedStep>
  );
}
