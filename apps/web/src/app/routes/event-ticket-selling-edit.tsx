import { useParams } from 'react-router';
import { EventEditPage } from '@/features/events/index.ts';

/** /event-ticket-selling/{eventId}/edit: details and the ticket-info step (spec §2). */
export default function EventTicketSellingEditRoute() {
  const { eventId = '' } = useParams();
  return <EventEditPage key={eventId} eventId={eventId} />;
}
