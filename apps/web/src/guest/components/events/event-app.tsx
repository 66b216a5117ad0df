import { useEffect, useState } from 'react';
import type { PublicEventPage, PublicTicketOption } from '@venue/shared';
import { formatEventWhen, formatMoment } from '../../lib/event-dates.ts';
import { EVENT_TEXTS, RSVP_STATE_TEXTS, SALE_STATE_TEXTS } from '../../lib/event-texts.ts';
import { VenueHeader } from '../venue-header.tsx';
import { EventCalendarLinks } from './event-calendar-links.tsx';
import { EventFacts } from './event-facts.tsx';
import { TicketCheckout } from './ticket-checkout.tsx';
import { SeriesDates } from './series-dates.tsx';
import { TicketOptionRow } from './ticket-option-row.tsx';

/** "Ticket sales have not opened yet. On sale from Mon, 1 Jun 2026, 10:00 am." */
function notOpenText(options: PublicTicketOption[]): string {
  const next = options
    .filter((option) => option.state === 'not-yet')
    .map((option) => ({ date: option.salesStartDate, time: option.salesStartTime }))
    .sort((a, b) => `${a.date}T${a.time}`.localeCompare(`${b.date}T${b.time}`))[0];
  return next
    ? `${SALE_STATE_TEXTS['sales-not-open']} ${EVENT_TEXTS.salesOpen(formatMoment(next))}.`
    : SALE_STATE_TEXTS['sales-not-open'];
}

/** The tickets part: the checkout while something can be bought, else why not and the prices. */
function TicketSection({ page }: { page: PublicEventPage }) {
  const { saleState } = page;
  if (saleState === 'on-sale') {
    return (
      <>
        <noscript>
          <p className="pb-notice">{page.isRsvp ? EVENT_TEXTS.noScriptRsvp : EVENT_TEXTS.noScript}</p>
        </noscript>
        <TicketCheckout page={page} />
      </>
    );
  }
  if (saleState === 'free') {
    return (
      <p className="pb-notice" role="status">
        {EVENT_TEXTS.free}
      </p>
    );
  }
  return (
    <section className="pb-card pe-checkout" aria-labelledby="pe-tickets-title">
      <h3 id="pe-tickets-title" className="pe-section-title">
        {page.isRsvp ? EVENT_TEXTS.rsvp : EVENT_TEXTS.tickets}
      </h3>
      <p className="pb-notice" role="status">
        {(page.isRsvp ? RSVP_STATE_TEXTS[saleState] : undefined) ??
          (saleState === 'sales-not-open' ? notOpenText(page.ticketOptions) : SALE_STATE_TEXTS[saleState])}
      </p>
      {page.ticketOptions.length > 0 ? (
        <ul className="pe-options">
          {page.ticketOptions.map((option) => (
            <TicketOptionRow key={option.id} option={option} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/**
 * A published event's public page at /v/{username}/events/{eventId} (issue 12 "Web"): banner,
 * name, when on the venue's clock, where, the description and the tickets. Rendered on the
 * server; hydrated by the events script only while tickets can be bought.
 */
export function EventApp({ page }: { page: PublicEventPage }) {
  const { event, venue } = page;
  const [isHydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const when = formatEventWhen({ date: event.startDate, time: event.startTime }, { date: event.endDate, time: event.endTime });
  const place = [event.venueName || venue.name, event.address].filter(Boolean).join(', ');
  return (
    <div className="pm pb pe" data-theme={page.theme} data-hydrated={isHydrated ? 'true' : undefined}>
      <VenueHeader venue={venue} subtitle={EVENT_TEXTS.subtitle} />
      <main className="pe-main">
        <div className="pe-columns">
          <div className="pe-details">
            {event.bannerUrl ? <img className="pe-banner" src={event.bannerUrl} alt="" width={1280} height={720} /> : null}
            <section className="pe-intro" aria-labelledby="pe-title">
              <h2 id="pe-title" className="pe-title">
                {event.name}
              </h2>
              <EventFacts when={when} place={place} />
              {page.series ? <SeriesDates series={page.series} /> : null}
              {page.saleState === 'cancelled' || page.saleState === 'ended' ? null : (
                <EventCalendarLinks
                  icsHref={page.calendarHref}
                  title={event.name}
                  startsAt={event.startsAt}
                  endsAt={event.endsAt}
                  location={place}
                  details={event.description}
                />
              )}
            </section>
            {event.description ? (
              <section className="pe-about" aria-labelledby="pe-about-title">
                <h3 id="pe-about-title" className="pe-section-title">
                  {EVENT_TEXTS.about}
                </h3>
                <p className="pe-description">{event.description}</p>
              </section>
            ) : null}
          </div>
          <div className="pe-side">
            <TicketSection page={page} />
            <a className="pb-button pb-button-link" href={`/v/${encodeURIComponent(venue.userName)}`}>
              {EVENT_TEXTS.backToVenue(venue.name)}
            </a>
          </div>
        </div>
      </main>
    </div>
  );
}
