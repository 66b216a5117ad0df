import { RestaurantActivity, RestaurantGate } from '@/features/reservations/index.ts';

/** /deactivate-restaurant: pause or resume bookings. */
export default function DeactivateRestaurantRoute() {
  return <RestaurantGate>{(restaurant) => <RestaurantActivity restaurant={restaurant} />}</RestaurantGate>;
}
