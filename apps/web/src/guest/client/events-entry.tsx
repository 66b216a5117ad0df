import { hydrateRoot } from 'react-dom/client';
import type { PublicEventPage, PublicTicketCallbackPage, PublicTicketPage } from '@venue/shared';
import { EventApp } from '../components/events/event-app.tsx';
import { TicketCallbackApp } from '../components/events/ticket-callback-app.tsx';
import { TicketPageApp } from '../components/events/ticket-page-app.tsx';
import '../styles/public-menu.css';
import '../styles/booking.css';
import '../styles/events.css';

/*
 * The event pages' script (issue 12): the event page's checkout, the ticket page and the
 * payment callback. Apart from the menu's and the booking pages' scripts, so no page carries
 * another's code. Hydrates from the JSON the server placed beside the markup (ids agreed with
 * apps/server/src/modules/public-pages/page-document.ts).
 */
const root = document.getElementById('pm-root');
const data = document.getElementById('pm-data');
if (root && data?.textContent) {
  const page = JSON.parse(data.textContent) as PublicEventPage | PublicTicketPage | PublicTicketCallbackPage;
  hydrateRoot(
    root,
    page.kind === 'event' ? (
      <EventApp page={page} />
    ) : page.kind === 'tickets' ? (
      <TicketPageApp page={page} />
    ) : (
      <TicketCallbackApp page={page} />
    ),
  );
}
