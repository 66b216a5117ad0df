import { RestaurantGate, TermsScreen } from '@/features/reservations/index.ts';

/** /reservations/terms-conditions: the booking terms. */
export default function TermsConditionsRoute() {
  return <RestaurantGate>{() => <TermsScreen />}</RestaurantGate>;
}
