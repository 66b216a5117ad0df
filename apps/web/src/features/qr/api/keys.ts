import { queryKeysFactory, type ProfileKey } from '@/lib/query-keys.ts';

const keys = queryKeysFactory('qr');

/** Query keys of the QR feature (lib/query-keys.ts). */
export const qrKeys = {
  ...keys,
  codes: (profileId: ProfileKey) => keys.lists(profileId),
  allStats: (profileId: ProfileKey) => keys.scoped(profileId, 'stats'),
  stats: (profileId: ProfileKey, days: number) => keys.scoped(profileId, 'stats', days),
  image: (profileId: ProfileKey, id: string) => keys.detail(profileId, id),
};
