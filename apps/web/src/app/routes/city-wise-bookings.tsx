import { CityWiseBookingsScreen, RestaurantGate } from '@/features/reservations/index.ts';

/** /reservations/city-wise-bookings. */
export default function CityWiseBookingsRoute() {
  return <RestaurantGate>{() => <CityWiseBookingsScreen />}</RestaurantGate>;
}
