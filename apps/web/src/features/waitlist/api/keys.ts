import { queryKeysFactory, type ProfileKey } from '@/lib/query-keys.ts';

const keys = queryKeysFactory('waitlist');

/** Query keys of the waitlist (lib/query-keys.ts); `waitlistKeys.all(profileId)` is all of it. */
export const waitlistKeys = {
  ...keys,
  entries: (profileId: ProfileKey, status: string) => keys.list(profileId, { status }),
  settings: (profileId: ProfileKey) => keys.scoped(profileId, 'settings'),
  quote: (profileId: ProfileKey, partySize: number) => keys.scoped(profileId, 'quote', partySize),
};
