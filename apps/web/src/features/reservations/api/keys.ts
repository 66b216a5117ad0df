import { queryKeysFactory, type ProfileKey } from '@/lib/query-keys.ts';

const keys = queryKeysFactory('reservations');

/** Query keys of the reservations feature (lib/query-keys.ts): every key carries the active profile. */
export const reservationKeys = {
  ...keys,
  restaurant: (profileId: ProfileKey) => keys.scoped(profileId, 'restaurant'),
  search: (profileId: ProfileKey, q: string) => keys.scoped(profileId, 'search', q),
  /** The venue's one set of opening hours (issue 35). */
  openingHours: (profileId: ProfileKey) => keys.scoped(profileId, 'opening-hours'),
  partySize: (profileId: ProfileKey) => keys.scoped(profileId, 'party-size'),
  mealTimes: (profileId: ProfileKey, restaurantId: string) => keys.scoped(profileId, 'meal-times', restaurantId),
  /** Slots change with every booking, so the desk refreshes them with the bookings. */
  slotsAll: (profileId: ProfileKey) => keys.scoped(profileId, 'slots'),
  slots: (profileId: ProfileKey, restaurantId: string, date: string) => keys.scoped(profileId, 'slots', restaurantId, date),
  terms: (profileId: ProfileKey) => keys.scoped(profileId, 'terms'),
  bookingsAll: (profileId: ProfileKey) => keys.scoped(profileId, 'bookings'),
  bookings: (profileId: ProfileKey, query: { date: string; status: string | null; page: number }) =>
    keys.scoped(profileId, 'bookings', query),
  figuresAll: (profileId: ProfileKey) => keys.scoped(profileId, 'figures'),
  cityWise: (profileId: ProfileKey) => keys.scoped(profileId, 'figures', 'city-wise'),
  bookingsDetails: (profileId: ProfileKey) => keys.scoped(profileId, 'figures', 'details'),
  recentActivity: (profileId: ProfileKey) => keys.scoped(profileId, 'live-activity'),
};
