import { BusinessProfileGate, ReservationsPage } from '@/features/reservations/index.ts';
import { WaitlistDesk } from '@/features/waitlist/index.ts';

/** /reservations/waitlist: the walk-in waitlist, in the reservations area beside the bookings (issue 38). */
export default function WaitlistRoute() {
  return (
    <BusinessProfileGate>
      {(profile) => (
        <ReservationsPage title="Waitlist" description={profile.name}>
          <WaitlistDesk />
        </ReservationsPage>
      )}
    </BusinessProfileGate>
  );
}
