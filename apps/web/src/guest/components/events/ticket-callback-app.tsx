import { useEffect, useRef, useState } from 'react';
import type { PublicTicketCallbackPage } from '@venue/shared';
import { BookingApiError } from '../../lib/booking-api.ts';
import { CALLBACK_TEXTS } from '../../lib/event-texts.ts';
import { eventPageUrl, ticketPageUrl, verifyTicketPayment } from '../../lib/ticket-api.ts';
import { recallTicketOrder, type StoredTicketOrder } from '../../lib/ticket-storage.ts';

type CallbackState =
  | { status: 'verifying' }
  /** Paid (or paid too late): `ticketsUrl` when this browser holds the order's token. */
  | { status: 'received'; message: string; isPaid: boolean; ticketsUrl: string | null }
  | {
      status: 'failed';
      message: string;
      stored: StoredTicketOrder | null;
      orderId: string | null;
      /** The server could not check the payment (busy, offline, provider down): it may be taken. */
      isUnconfirmed: boolean;
    };

/**
 * A refusal of the payment itself (a bad signature, a link not paid, a wrong amount) is a 4xx
 * other than 429; anything else means the check did not happen, and "not completed" could be
 * false for a payment the provider captured (issue 34 finding 14).
 */
const isUncheckedFailure = (error: unknown) =>
  !(error instanceof BookingApiError) || error.status === 0 || error.status === 429 || error.status >= 500;

/**
 * /ticket-payment-callback (issue 12 "Web"): the provider sends the buyer back here with its five
 * parameters. The page asks the server to verify them (which issues the tickets once), then
 * opens the ticket page with the token this browser kept at checkout; a buyer on another browser
 * is told the link came by SMS. A failed or forged return says so, with a way back.
 */
export function TicketCallbackApp({ page }: { page: PublicTicketCallbackPage }) {
  const [state, setState] = useState<CallbackState>(
    page.query
      ? { status: 'verifying' }
      : { status: 'failed', message: CALLBACK_TEXTS.missingParameters, stored: null, orderId: null, isUnconfirmed: false },
  );
  const hasRun = useRef(false);

  useEffect(() => {
    const query = page.query;
    // Verifying issues the tickets: once per visit.
    if (!query || hasRun.current) return;
    hasRun.current = true;
    const orderId = query.razorpay_payment_link_reference_id;
    const stored = recallTicketOrder(orderId);
    verifyTicketPayment(query).then(
      (verified) => {
        const ticketsUrl = stored ? ticketPageUrl(stored.username, verified.orderId, stored.accessToken) : null;
        const isPaid = verified.status === 'paid';
        setState({ status: 'received', message: verified.message, isPaid, ticketsUrl });
        if (isPaid && ticketsUrl) window.location.replace(ticketsUrl);
      },
      (error: Error) =>
        setState({ status: 'failed', message: error.message, stored, orderId, isUnconfirmed: isUncheckedFailure(error) }),
    );
  }, [page.query]);

  return (
    <div className="pm pb pe" data-theme={page.theme} data-hydrated={state.status !== 'verifying' ? 'true' : undefined}>
      <main className="pb-main pe-callback">
        <section className="pb-card" aria-live="polite">
          {state.status === 'verifying' ? (
            <>
              <h1 className="pb-title">{CALLBACK_TEXTS.verifying}</h1>
              <p className="pb-muted">{CALLBACK_TEXTS.verifyingHint}</p>
            </>
          ) : null}
          {state.status === 'received' ? (
            <>
              <h1 className="pb-title">{CALLBACK_TEXTS.received}</h1>
              {state.isPaid ? (
                <p>{state.ticketsUrl ? CALLBACK_TEXTS.openingTickets : CALLBACK_TEXTS.smsSent}</p>
              ) : (
                <p className="pb-notice">{state.message}</p>
              )}
              {state.ticketsUrl ? (
                <a className="pb-button pb-button-primary" href={state.ticketsUrl}>
                  {state.isPaid ? CALLBACK_TEXTS.openTickets : CALLBACK_TEXTS.backToOrder}
                </a>
              ) : null}
            </>
          ) : null}
          {state.status === 'failed' ? (
            <>
              <h1 className="pb-title">{state.isUnconfirmed ? CALLBACK_TEXTS.unconfirmed : CALLBACK_TEXTS.failed}</h1>
              <p className="pb-error" role="alert">
                {state.message}
              </p>
              <p className="pb-muted">{state.isUnconfirmed ? CALLBACK_TEXTS.unconfirmedHint : CALLBACK_TEXTS.failedHint}</p>
              <div className="pb-actions">
                {state.stored && state.orderId ? (
                  <>
                    <a
                      className="pb-button pb-button-primary"
                      href={ticketPageUrl(state.stored.username, state.orderId, state.stored.accessToken)}
                    >
                      {CALLBACK_TEXTS.backToOrder}
                    </a>
                    <a className="pb-button pb-button-secondary" href={eventPageUrl(state.stored.username, state.stored.eventId)}>
                      {CALLBACK_TEXTS.backToEvent}
                    </a>
                  </>
                ) : (
                  <button type="button" className="pb-button pb-button-secondary" onClick={() => window.history.back()}>
                    {CALLBACK_TEXTS.goBack}
                  </button>
                )}
              </div>
            </>
          ) : null}
        </section>
      </main>
    </div>
  );
}
