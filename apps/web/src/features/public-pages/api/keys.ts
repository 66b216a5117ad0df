import { queryKeysFactory, type ProfileKey } from '@/lib/query-keys.ts';

const keys = queryKeysFactory('public-pages');

/** Query keys of the public-pages feature (lib/query-keys.ts). */
export const publicPagesKeys = {
  ...keys,
  preview: (profileId: ProfileKey) => keys.scoped(profileId, 'preview'),
  settings: (profileId: ProfileKey) => keys.scoped(profileId, 'settings'),
};
