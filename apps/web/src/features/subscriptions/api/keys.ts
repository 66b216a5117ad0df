import { queryKeysFactory, type ProfileKey } from '@/lib/query-keys.ts';

const keys = queryKeysFactory('subscriptions');

/** Query keys of the subscriptions feature (lib/query-keys.ts). */
export const subscriptionKeys = {
  ...keys,
  plans: (profileId: ProfileKey) => keys.scoped(profileId, 'plans'),
  status: (profileId: ProfileKey) => keys.scoped(profileId, 'status'),
  billingDetails: (profileId: ProfileKey) => keys.scoped(profileId, 'billing-details'),
  invoices: (profileId: ProfileKey, year: number) => keys.scoped(profileId, 'invoices', year),
  superAdminProfiles: (profileId: ProfileKey, q: string) => keys.scoped(profileId, 'super-admin', 'profiles', q),
  superAdminService: (profileId: ProfileKey, targetId: string, service: string) =>
    keys.scoped(profileId, 'super-admin', 'service', targetId, service),
};
