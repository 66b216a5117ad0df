import { useParams } from 'react-router';
import { RestaurantGate, SlotGrid } from '@/features/reservations/index.ts';

/** /reservations/manage-slots/{mealTimeId}: that meal time's slots per date. */
export default function ManageSlotRoute() {
  const { mealTimeId = '' } = useParams();
  return (
    <RestaurantGate>
      {(restaurant) => <SlotGrid key={mealTimeId} restaurant={restaurant} mealTimeId={mealTimeId} />}
    </RestaurantGate>
  );
}
