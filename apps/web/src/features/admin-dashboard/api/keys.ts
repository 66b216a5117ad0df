import { queryKeysFactory, type ProfileKey } from '@/lib/query-keys.ts';

const keys = queryKeysFactory('admin-dashboard');

/** Query keys of the platform dashboard (lib/query-keys.ts). */
export const adminDashboardKeys = {
  ...keys,
  figures: (profileId: ProfileKey, from: string, to: string) => keys.scoped(profileId, 'figures', from, to),
};
