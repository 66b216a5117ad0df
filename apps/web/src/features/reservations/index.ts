export { BusinessProfileGate, RestaurantGate } from './components/restaurant-gate.tsx';
export { RestaurantSetup } from './components/restaurant-setup.tsx';
export { BookingsDesk } from './components/bookings-desk.tsx';
export { OpeningHoursScreen } from './components/opening-hours-form.tsx';
export { MealTimesScreen } from './components/meal-times-screen.tsx';
export { SlotGrid } from './components/slot-grid.tsx';
export { TermsScreen } from './components/terms-screen.tsx';
export { RestaurantSettings } from './components/restaurant-settings.tsx';
export { RestaurantActivity } from './components/restaurant-activity.tsx';
export { CityWiseBookingsScreen, OverallBookingsScreen, ReservationsDashboard } from './components/figures.tsx';
export { LiveActivityFeed } from './components/live-activity-feed.tsx';
/** The reservations area's frame (links, title), for screens of other features placed in it (the waitlist). */
export { ReservationsPage } from './components/reservations-page.tsx';
