import { useState } from 'react';
import type { TicketOrderView } from '@venue/shared';
import { formatPaise } from '@venue/shared/money';
import { formatMoment, localMomentOf } from '../../lib/event-dates.ts';
import { TICKET_PAGE_TEXTS } from '../../lib/event-texts.ts';
import { cancelTicketOrder } from '../../lib/ticket-api.ts';

interface Props {
  view: TicketOrderView;
  token: string;
  /** Called once the cancellation is accepted, to read the order again. */
  onCancelled: () => void;
}

/**
 * The buyer's own cancellation (issue 39): while the event's refund policy allows it, a button
 * that asks once more before cancelling for a full refund; otherwise why not, with the deadline
 * on the venue's clock. Shown only for a paid order that cost money.
 */
export function BuyerCancel({ view, token, onCancelled }: Props) {
  const { order, cancellation } = view;
  const [step, setStep] = useState<'idle' | 'confirm' | 'sending' | 'done'>('idle');
  const [error, setError] = useState<string | null>(null);
  const amount = formatPaise(order.totalPaise);
  if (step === 'done') {
    return (
      <p className="pb-notice" role="status">
        {TICKET_PAGE_TEXTS.cancelDone(amount)}
      </p>
    );
  }
  if (order.status !== 'paid' || order.totalPaise === 0) return null;
  if (!cancellation.canCancel) {
    return cancellation.reason ? (
      <p className="pb-muted pe-cancel-why" data-testid="cancel-why-not">
        {cancellation.reason}
      </p>
    ) : null;
  }
  const deadline = cancellation.deadline ? formatMoment(localMomentOf(cancellation.deadline, order.timeZone)) : null;

  async function confirm() {
    setStep('sending');
    setError(null);
    try {
      await cancelTicketOrder(order._id, token);
      setStep('done');
      onCancelled();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setStep('confirm');
    }
  }

  return (
    <section className="pe-cancel" aria-labelledby="pe-cancel-title">
      <h3 id="pe-cancel-title" className="pe-section-title">
        {TICKET_PAGE_TEXTS.cancelTitle}
      </h3>
      {deadline ? <p className="pb-muted">{TICKET_PAGE_TEXTS.canCancelUntil(deadline)}</p> : null}
      {step === 'idle' ? (
        <button type="button" className="pb-button pb-button-secondary" onClick={() => setStep('confirm')}>
          {TICKET_PAGE_TEXTS.cancel}
        </button>
      ) : (
        <div className="pb-notice" role="alertdialog" aria-labelledby="pe-cancel-question">
          <p id="pe-cancel-question">{TICKET_PAGE_TEXTS.confirmCancel(amount)}</p>
          {error ? (
            <p className="pb-error" role="alert">
              {error}
            </p>
          ) : null}
          <div className="pb-actions">
            <button
              type="button"
              className="pb-button pb-button-primary"
              onClick={() => void confirm()}
              disabled={step === 'sending'}
            >
              {step === 'sending' ? TICKET_PAGE_TEXTS.cancelling : TICKET_PAGE_TEXTS.confirmCancelYes}
            </button>
            <button
              type="button"
              className="pb-button pb-button-link"
              onClick={() => setStep('idle')}
              disabled={step === 'sending'}
            >
              {TICKET_PAGE_TEXTS.keepTickets}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
