import { RestaurantGate, RestaurantSettings } from '@/features/reservations/index.ts';

/** /profile/settings/table-reservation and /reservations/business-profile-settings: one settings screen. */
export default function RestaurantSettingsRoute() {
  return <RestaurantGate>{(restaurant) => <RestaurantSettings key={restaurant._id} restaurant={restaurant} />}</RestaurantGate>;
}
