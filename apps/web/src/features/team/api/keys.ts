import { queryKeysFactory, type ProfileKey } from '@/lib/query-keys.ts';

const keys = queryKeysFactory('team');

/** Query keys of the team feature (lib/query-keys.ts); `teamKeys.all(profileId)` is the whole team. */
export const teamKeys = {
  ...keys,
  members: (profileId: ProfileKey) => keys.lists(profileId),
  audit: (profileId: ProfileKey) => keys.scoped(profileId, 'audit'),
};
