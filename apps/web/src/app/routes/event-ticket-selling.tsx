import { EventsScreen } from '@/features/events/index.ts';

/** /event-ticket-selling: the venue's ticketed events (spec §2). */
export default function EventTicketSellingRoute() {
  return <EventsScreen isTicketed />;
}
