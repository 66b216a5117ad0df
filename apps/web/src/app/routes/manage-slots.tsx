import { MealTimesScreen, RestaurantGate } from '@/features/reservations/index.ts';

/** /reservations/manage-slots: meal times. */
export default function ManageSlotsRoute() {
  return <RestaurantGate>{(restaurant) => <MealTimesScreen restaurant={restaurant} />}</RestaurantGate>;
}
