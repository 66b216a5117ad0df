import { BookingsDesk, RestaurantGate } from '@/features/reservations/index.ts';

/** /reservations: the bookings desk (set-up first when the profile has no restaurant). */
export default function ReservationsRoute() {
  return <RestaurantGate>{(restaurant) => <BookingsDesk restaurant={restaurant} />}</RestaurantGate>;
}
