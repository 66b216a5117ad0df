import { useEffect, useState } from 'react';
import type { PublicTicketPage, TicketOrderView } from '@venue/shared';
import { formatPaise } from '@venue/shared/money';
import { formatLocalTime } from '../../../lib/local-date.ts';
import { CHECKOUT_TEXTS } from '../../lib/checkout-texts.ts';
import { formatEventWhen, localMomentOf } from '../../lib/event-dates.ts';
import { EVENT_TEXTS, ORDER_STATUS_TEXTS, TICKET_PAGE_TEXTS, ticketPriceText } from '../../lib/event-texts.ts';
import { eventCalendarUrl, eventPageUrl, fetchTicketOrder, ticketReceiptUrl } from '../../lib/ticket-api.ts';
import { VenueHeader } from '../venue-header.tsx';
import { BuyerCancel } from './buyer-cancel.tsx';
import { EventCalendarLinks } from './event-calendar-links.tsx';
import { EventFacts } from './event-facts.tsx';
import { TicketCard } from './ticket-card.tsx';

type LoadState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; view: TicketOrderView };

/**
 * The order's status in words: a paid order with nothing to pay is a confirmed RSVP. A status
 * this page does not know yet (one added on the server later) still gets a sentence.
 */
const statusTextOf = (order: Pick<TicketOrderView['order'], 'status' | 'totalPaise'>) =>
  order.status === 'paid' && order.totalPaise === 0
    ? ORDER_STATUS_TEXTS.confirmed
    : (ORDER_STATUS_TEXTS[order.status as keyof typeof ORDER_STATUS_TEXTS] ?? { label: order.status, detail: '' });

/** What was bought: each type's count and price, and the total. */
function OrderSummary({ order }: { order: TicketOrderView['order'] }) {
  const status = statusTextOf(order);
  return (
    <dl className="pb-summary">
      {order.items.map((item) => (
        <div key={item.ticketTypeId}>
          <dt>{`${item.quantity} × ${item.name}`}</dt>
          <dd>{ticketPriceText(item.unitPricePaise * item.quantity)}</dd>
        </div>
      ))}
      {order.discountPaise > 0 ? (
        <div>
          <dt>{CHECKOUT_TEXTS.discount(order.promoCode ?? '')}</dt>
          <dd>{`−${formatPaise(order.discountPaise)}`}</dd>
        </div>
      ) : null}
      <div>
        <dt>{TICKET_PAGE_TEXTS.total}</dt>
        <dd>{order.discountPaise > 0 ? formatPaise(order.totalPaise) : ticketPriceText(order.totalPaise)}</dd>
      </div>
      <div>
        <dt>{TICKET_PAGE_TEXTS.status}</dt>
        <dd className="pb-status" data-status={order.status}>
          {status.label}
        </dd>
      </div>
    </dl>
  );
}

/** The order's state in words, and what the buyer can do about it. */
function OrderState({ view, userName }: { view: TicketOrderView; userName: string }) {
  const { order } = view;
  const { detail } = statusTextOf(order);
  if (order.status === 'reserved') {
    const heldUntil = formatLocalTime(localMomentOf(order.reservedUntil, order.timeZone).time);
    return (
      <div className="pb-notice pe-state" role="status">
        <p>{`${detail} ${TICKET_PAGE_TEXTS.heldUntil(heldUntil)}`}</p>
        {order.paymentUrl ? (
          <a className="pb-button pb-button-primary" href={order.paymentUrl}>
            {`${TICKET_PAGE_TEXTS.completePayment} · ${formatPaise(order.totalPaise)}`}
          </a>
        ) : null}
      </div>
    );
  }
  if (order.status === 'paid') return <p className="pe-state pb-muted">{detail}</p>;
  return (
    <div className="pb-notice pe-state" role="status">
      <p>{detail}</p>
      {order.status === 'expired' || order.status === 'cancelled' ? (
        <a className="pb-button pb-button-secondary" href={eventPageUrl(userName, order.eventId)}>
          {TICKET_PAGE_TEXTS.buyAgain}
        </a>
      ) : null}
    </div>
  );
}

/**
 * The buyer's ticket page (/v/{username}/tickets/{orderId}?token=, issue 12 "Web"): the order
 * read with its token, then one card per attendee with its QR code, the event's "Add to
 * calendar" and a print button. Printing leaves out everything but the event and the tickets.
 */
export function TicketPageApp({ page }: { page: PublicTicketPage }) {
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  // Read again after the buyer cancels, so the status and tickets show what is true now.
  const [reads, setReads] = useState(0);

  useEffect(() => {
    let isCurrent = true;
    fetchTicketOrder(page.orderId, page.token).then(
      (view) => isCurrent && setState({ status: 'ready', view }),
      (error: Error) => isCurrent && setState({ status: 'error', message: error.message }),
    );
    return () => {
      isCurrent = false;
    };
  }, [page.orderId, page.token, reads]);

  const view = state.status === 'ready' ? state.view : null;
  const order = view?.order;
  const place = order ? [order.venueName || page.venue.name, order.address].filter(Boolean).join(', ') : '';
  return (
    <div
      className="pm pb pe pe-tickets-page"
      data-theme={page.theme}
      data-hydrated={state.status !== 'loading' ? 'true' : undefined}
    >
      <VenueHeader venue={page.venue} subtitle={TICKET_PAGE_TEXTS.title} />
      <main className="pb-main">
        {state.status === 'loading' ? <p className="pb-muted">{TICKET_PAGE_TEXTS.loading}</p> : null}
        {state.status === 'error' ? (
          <div className="pb-card">
            <p className="pb-error" role="alert">
              {state.message}
            </p>
            <a className="pb-button pb-button-link" href={`/v/${encodeURIComponent(page.venue.userName)}`}>
              {EVENT_TEXTS.backToVenue(page.venue.name)}
            </a>
          </div>
        ) : null}
        {view && order ? (
          <>
            <section className="pb-card" aria-labelledby="pe-order-title">
              <h2 id="pe-order-title" className="pe-title">
                {order.eventName}
              </h2>
              <EventFacts
                when={formatEventWhen(localMomentOf(order.startsAt, order.timeZone), localMomentOf(order.endsAt, order.timeZone))}
                place={place}
              />
              <OrderSummary order={order} />
              <OrderState view={view} userName={page.venue.userName} />
              {view.hasReceipt ? (
                <a
                  className="pb-button pb-button-link pe-receipt"
                  href={ticketReceiptUrl(page.venue.userName, order._id, page.token)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {TICKET_PAGE_TEXTS.receipt}
                </a>
              ) : null}
              <BuyerCancel view={view} token={page.token} onCancelled={() => setReads((count) => count + 1)} />
            </section>
            {view.tickets.length > 0 ? (
              <>
                <ul className="pe-ticket-list" aria-label={TICKET_PAGE_TEXTS.title}>
                  {view.tickets.map((ticket) => (
                    <TicketCard key={ticket._id} ticket={ticket} timeZone={order.timeZone} />
                  ))}
                </ul>
                <div className="pe-no-print">
                  <EventCalendarLinks
                    icsHref={eventCalendarUrl(page.venue.userName, order.eventId)}
                    title={order.eventName}
                    startsAt={order.startsAt}
                    endsAt={order.endsAt}
                    location={place}
                    // The event's page, never this one: its address carries the order's token.
                    details={`${window.location.origin}${eventPageUrl(page.venue.userName, order.eventId)}`}
                  />
                  <div className="pb-actions">
                    <button type="button" className="pb-button pb-button-secondary" onClick={() => window.print()}>
                      {TICKET_PAGE_TEXTS.print}
                    </button>
                    <a className="pb-button pb-button-link" href={eventPageUrl(page.venue.userName, order.eventId)}>
                      {TICKET_PAGE_TEXTS.backToEvent}
                    </a>
                  </div>
                </div>
              </>
            ) : null}
          </>
        ) : null}
      </main>
    </div>
  );
}
