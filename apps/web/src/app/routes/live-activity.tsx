import { LiveActivityFeed, RestaurantGate } from '@/features/reservations/index.ts';

/** /live-activity: the booking events feed. */
export default function LiveActivityRoute() {
  return <RestaurantGate>{(restaurant) => <LiveActivityFeed restaurant={restaurant} />}</RestaurantGate>;
}
