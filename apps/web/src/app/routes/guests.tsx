import { BusinessProfileGate, ReservationsPage } from '@/features/reservations/index.ts';
import { GuestBook } from '@/features/guests/index.ts';

/** /reservations/guests: the guest book, in the reservations area beside the bookings and the waitlist (issue 38). */
export default function GuestsRoute() {
  return (
    <BusinessProfileGate>
      {(profile) => (
        <ReservationsPage title="Guests" description={profile.name}>
          <GuestBook />
        </ReservationsPage>
      )}
    </BusinessProfileGate>
  );
}
