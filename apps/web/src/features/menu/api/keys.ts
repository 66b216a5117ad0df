import { queryKeysFactory, type ProfileKey } from '@/lib/query-keys.ts';

const keys = queryKeysFactory('menu');

/**
 * Query keys of the menu feature (lib/query-keys.ts): invalidating `menuKeys.menu(profileId,
 * username)` refreshes the menu screen after every write.
 */
export const menuKeys = {
  ...keys,
  menu: (profileId: ProfileKey, username: string) => keys.detail(profileId, username),
  homeImages: (profileId: ProfileKey) => keys.scoped(profileId, 'home-images'),
};
