/**
 * The reservations module's face to other modules (ARCHITECTURE.md: a module uses another only
 * through its service file).
 */
export { readRestaurantOfProfile, type RestaurantRow } from './restaurant-store.ts';
