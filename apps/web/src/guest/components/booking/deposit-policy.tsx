import { formatPaise } from '@venue/shared/money';
import { depositPolicyLines } from '@venue/shared/reservation-messages';
import { BOOKING_TEXTS } from '../../lib/booking-texts.ts';

/** The deposit's terms as the guest reads them before paying and on the manage page (decisions §7). */
export function DepositPolicy({
  amountPaise,
  cancellationCutoffHours,
  handling,
}: {
  amountPaise: number;
  cancellationCutoffHours: number;
  handling: 'refund' | 'apply-to-bill';
}) {
  return (
    <div className="pb-policy" role="note" aria-label={BOOKING_TEXTS.depositPolicy}>
      {depositPolicyLines({ amount: formatPaise(amountPaise), cancellationCutoffHours, handling }).map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}
