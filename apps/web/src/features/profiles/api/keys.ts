import { queryKeysFactory, type ProfileKey } from '@/lib/query-keys.ts';

const keys = queryKeysFactory('profiles');

/**
 * Query keys of the profiles feature (lib/query-keys.ts). The person's own profiles are the
 * same under every active profile, but carry it like every key so a switch starts clean.
 */
export const profileKeys = {
  ...keys,
  social: (profileId: ProfileKey) => keys.scoped(profileId, 'social'),
  userProfile: (profileId: ProfileKey) => keys.scoped(profileId, 'user-profile'),
  businessProfile: (profileId: ProfileKey) => keys.scoped(profileId, 'business-profile'),
  userNameAvailability: (profileId: ProfileKey, userName: string) => keys.scoped(profileId, 'username-availability', userName),
  categorySearches: (profileId: ProfileKey) => keys.scoped(profileId, 'category-search'),
  categorySearch: (profileId: ProfileKey, name: string) => keys.scoped(profileId, 'category-search', name),
  setupChecklist: (profileId: ProfileKey, menuVersion: unknown) => keys.scoped(profileId, 'setup-checklist', menuVersion),
};
