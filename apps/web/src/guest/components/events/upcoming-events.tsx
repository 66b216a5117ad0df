import type { PublicEventListing } from '@venue/shared';
import { formatMoment } from '../../lib/event-dates.ts';
import { TEXTS } from '../../lib/texts.ts';

/**
 * The venue's upcoming events as plain links to their pages (issue 12): on the public menu and
 * on the link page, which stays scriptless, so no state here. Its words are the menu's (texts.ts):
 * the menu's script then carries none of the event pages'.
 */
export function UpcomingEvents({ events }: { events: PublicEventListing[] | undefined }) {
  if (!events || events.length === 0) return null;
  return (
    <section className="pm-events" aria-labelledby="pm-events-title">
      <h2 id="pm-events-title" className="pm-events-title">
        {TEXTS.upcomingEvents}
      </h2>
      <ul className="pm-events-list">
        {events.map((event) => (
          <li key={event.id}>
            <a className="pm-event" href={event.href}>
              <span className="pm-event-name">{event.name}</span>
              <span className="pm-event-when">{formatMoment({ date: event.startDate, time: event.startTime })}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
