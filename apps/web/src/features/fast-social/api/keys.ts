import { queryKeysFactory, type ProfileKey } from '@/lib/query-keys.ts';

const keys = queryKeysFactory('fast-social');

/** Query keys of the link page editor (lib/query-keys.ts). */
export const fastSocialKeys = {
  ...keys,
  account: (profileId: ProfileKey, userName: string) => keys.scoped(profileId, 'all', userName),
  clicks: (profileId: ProfileKey, linkId: string, from: string, to: string) => keys.scoped(profileId, 'clicks', linkId, from, to),
};
