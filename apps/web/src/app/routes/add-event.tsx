import { EventsScreen } from '@/features/events/index.ts';

/** /add-event: the venue's free events (spec §2). */
export default function AddEventRoute() {
  return <EventsScreen isTicketed={false} />;
}
