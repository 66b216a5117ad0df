import { ReservationsDashboard, RestaurantGate } from '@/features/reservations/index.ts';

/** /reservations/dashboard: booking figures at a glance. */
export default function ReservationsDashboardRoute() {
  return <RestaurantGate>{() => <ReservationsDashboard />}</RestaurantGate>;
}
