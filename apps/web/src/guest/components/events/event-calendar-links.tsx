import { googleCalendarUrl } from '../../lib/event-dates.ts';
import { EVENT_TEXTS } from '../../lib/event-texts.ts';

interface EventCalendarLinksProps {
  /** The event's .ics (`/v/{username}/events/{eventId}/calendar.ics`). */
  icsHref: string;
  title: string;
  startsAt: string;
  endsAt: string;
  location: string;
  details: string;
}

/** "Add to calendar": the .ics for any calendar app, and Google Calendar's own link. */
export function EventCalendarLinks({ icsHref, ...event }: EventCalendarLinksProps) {
  return (
    <div className="pb-actions pe-calendar">
      <a className="pb-button pb-button-secondary" href={icsHref} download>
        {EVENT_TEXTS.addToCalendar}
      </a>
      <a className="pb-button pb-button-secondary" href={googleCalendarUrl(event)} target="_blank" rel="noopener noreferrer">
        {EVENT_TEXTS.googleCalendar}
      </a>
    </div>
  );
}
