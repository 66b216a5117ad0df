import { useParams } from 'react-router';
import { GuestsScreen } from '@/features/events/index.ts';

/** /event/{eventId}/guests: check-in and the guest list (spec §2). */
export default function EventGuestsRoute() {
  const { eventId = '' } = useParams();
  return <GuestsScreen key={eventId} eventId={eventId} />;
}
