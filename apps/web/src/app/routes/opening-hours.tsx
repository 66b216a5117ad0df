import { OpeningHoursScreen, RestaurantGate } from '@/features/reservations/index.ts';

/** /profile/settings/opening-hours: weekly hours and dated exceptions of the restaurant. */
export default function OpeningHoursRoute() {
  return <RestaurantGate>{(restaurant) => <OpeningHoursScreen restaurant={restaurant} />}</RestaurantGate>;
}
