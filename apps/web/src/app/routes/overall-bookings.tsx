import { OverallBookingsScreen, RestaurantGate } from '@/features/reservations/index.ts';

/** /reservations/overall-bookings. */
export default function OverallBookingsRoute() {
  return <RestaurantGate>{() => <OverallBookingsScreen />}</RestaurantGate>;
}
