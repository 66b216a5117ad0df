import { useEffect, useRef, useState } from 'react';
import type { PublicManageBookingPage } from '@venue/shared';
import { formatPaise } from '@venue/shared/money';
import { RESERVATION_MESSAGES } from '@venue/shared/reservation-messages';
import {
  cancelBookingAsGuest,
  depositCallbackOf,
  fetchManagedBooking,
  verifyBookingDeposit,
  type ManagedBooking,
} from '../../lib/booking-api.ts';
import { BOOKING_TEXTS, DEPOSIT_TEXTS } from '../../lib/booking-texts.ts';
import { DepositPolicy } from './deposit-policy.tsx';
import { VenueHeader } from '../venue-header.tsx';
import { BookingSummary } from './booking-summary.tsx';

type LoadState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; managed: ManagedBooking };

/** Only these may still be cancelled by the guest (decisions §6 transitions). */
const isCancellable = (status: string) => status === 'awaiting-deposit' || status === 'pending' || status === 'accepted';

/**
 * The manage link's page (/v/{username}/book/manage/{reference}?token=): the booking read with
 * its token, and "Cancel booking" behind a confirmation until the restaurant's cut-off.
 */
export function ManageBookingApp({ page }: { page: PublicManageBookingPage }) {
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [isConfirming, setConfirming] = useState(false);
  const [isCancelling, setCancelling] = useState(false);
  const [cancelError, setCancelError] = useState<string | null>(null);
  const [justCancelled, setJustCancelled] = useState(false);
  const keepRef = useRef<HTMLButtonElement>(null);
  const [paymentNotice, setPaymentNotice] = useState<string | null>(null);

  useEffect(() => {
    let isCurrent = true;
    // Back from the deposit's checkout (decisions §7): the payment is checked before the booking is read.
    const callback = depositCallbackOf(window.location.search);
    const verified = callback
      ? verifyBookingDeposit(callback).then(
          (answer) => isCurrent && setPaymentNotice(answer.message),
          (error: Error) => isCurrent && setPaymentNotice(error.message),
        )
      : Promise.resolve();
    verified
      .then(() => fetchManagedBooking(page.reference, page.token))
      .then(
        (managed) => isCurrent && setState({ status: 'ready', managed }),
        (error: Error) => isCurrent && setState({ status: 'error', message: error.message }),
      );
    return () => {
      isCurrent = false;
    };
  }, [page.reference, page.token]);

  // The question takes focus, so a keyboard user answers it next.
  useEffect(() => {
    if (isConfirming) keepRef.current?.focus();
  }, [isConfirming]);

  const cancel = async () => {
    setCancelling(true);
    setCancelError(null);
    try {
      const managed = await cancelBookingAsGuest(page.reference, page.token);
      setJustCancelled(true);
      setConfirming(false);
      setState({ status: 'ready', managed });
    } catch (error) {
      setCancelError((error as Error).message);
      setConfirming(false);
    } finally {
      setCancelling(false);
    }
  };

  const booking = state.status === 'ready' ? state.managed.booking : null;
  const isPastCutoff = booking?.canCancel === false;
  const deposit = booking?.deposit ?? null;
  const depositAmount = deposit ? formatPaise(deposit.amountPaise) : '';
  const depositOnCancel =
    deposit?.status === 'paid'
      ? Date.now() < Date.parse(deposit.refundableUntil)
        ? BOOKING_TEXTS.cancelRefunds(depositAmount)
        : BOOKING_TEXTS.cancelForfeits(depositAmount)
      : null;
  return (
    <div className="pm pb" data-theme={page.theme} data-hydrated={state.status !== 'loading' ? 'true' : undefined}>
      <VenueHeader venue={page.venue} subtitle={BOOKING_TEXTS.manageTitle} />
      <main className="pb-main">
        <section className="pb-card" aria-labelledby="pb-manage-title">
          <h2 id="pb-manage-title" className="pb-title">
            {page.restaurantName}
          </h2>
          {state.status === 'loading' ? <p className="pb-muted">{BOOKING_TEXTS.loadingBooking}</p> : null}
          {state.status === 'error' ? (
            <p className="pb-error" role="alert">
              {state.message}
            </p>
          ) : null}
          {booking ? (
            <BookingSummary
              reference={booking.reference}
              date={booking.date}
              time={booking.time}
              partySize={booking.partySize}
              status={booking.status}
              answerBy={booking.answerBy && booking.timeZone ? { at: booking.answerBy, timeZone: booking.timeZone } : null}
            />
          ) : null}
          {paymentNotice ? (
            <p className="pb-notice" role="status">
              {paymentNotice}
            </p>
          ) : null}
          {deposit ? (
            <>
              <dl className="pb-summary">
                <div>
                  <dt>{BOOKING_TEXTS.deposit}</dt>
                  <dd
                    className="pb-status"
                    data-deposit={deposit.status}
                  >{`${depositAmount} · ${DEPOSIT_TEXTS[deposit.status]}`}</dd>
                </div>
              </dl>
              <DepositPolicy
                amountPaise={deposit.amountPaise}
                cancellationCutoffHours={deposit.cancellationCutoffHours}
                handling={deposit.handling}
              />
              {deposit.paymentUrl ? (
                <div className="pb-actions">
                  <a className="pb-button pb-button-primary" href={deposit.paymentUrl}>
                    {BOOKING_TEXTS.payDeposit(depositAmount)}
                  </a>
                </div>
              ) : null}
            </>
          ) : null}
          <div aria-live="polite">
            {justCancelled ? <p className="pb-notice">{BOOKING_TEXTS.cancelled}</p> : null}
            {cancelError ? (
              <p className="pb-error" role="alert">
                {cancelError}
              </p>
            ) : null}
          </div>
          {booking && isCancellable(booking.status) ? (
            isPastCutoff ? (
              <p className="pb-notice">{RESERVATION_MESSAGES.cancelCutoff}</p>
            ) : isConfirming ? (
              <div className="pb-confirm" role="group" aria-labelledby="pb-cancel-question">
                <p id="pb-cancel-question">{BOOKING_TEXTS.cancelQuestion}</p>
                {depositOnCancel ? <p>{depositOnCancel}</p> : null}
                <div className="pb-actions">
                  <button type="button" className="pb-button pb-button-danger" onClick={cancel} disabled={isCancelling}>
                    {BOOKING_TEXTS.confirmCancel}
                  </button>
                  <button
                    ref={keepRef}
                    type="button"
                    className="pb-button pb-button-secondary"
                    onClick={() => setConfirming(false)}
                  >
                    {BOOKING_TEXTS.keepBooking}
                  </button>
                </div>
              </div>
            ) : (
              <button type="button" className="pb-button pb-button-danger" onClick={() => setConfirming(true)}>
                {BOOKING_TEXTS.cancelBooking}
              </button>
            )
          ) : null}
          {booking ? (
            <a className="pb-button pb-button-link" href={`/v/${encodeURIComponent(page.venue.userName)}/book`}>
              {BOOKING_TEXTS.bookAgain}
            </a>
          ) : null}
        </section>
      </main>
    </div>
  );
}
