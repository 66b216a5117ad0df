import { queryKeysFactory, type ProfileKey } from '@/lib/query-keys.ts';

const keys = queryKeysFactory('events');

/** Query keys of the events feature (lib/query-keys.ts): every key carries the active profile. */
export const eventKeys = {
  ...keys,
  freeEvents: (profileId: ProfileKey) => keys.scoped(profileId, 'free'),
  ticketedEvents: (profileId: ProfileKey) => keys.scoped(profileId, 'ticketed'),
  sellingTerms: (profileId: ProfileKey) => keys.scoped(profileId, 'selling-terms'),
  event: (profileId: ProfileKey, eventId: string) => keys.scoped(profileId, 'event', eventId),
  attendeesAll: (profileId: ProfileKey, eventId: string) => keys.scoped(profileId, 'attendees', eventId),
  attendees: (profileId: ProfileKey, eventId: string, search: string) => keys.scoped(profileId, 'attendees', eventId, search),
  promoCodes: (profileId: ProfileKey, eventId: string) => keys.scoped(profileId, 'promo-codes', eventId),
};
