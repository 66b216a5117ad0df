import type { WalletQuery } from '@venue/shared';
import { queryKeysFactory, type ProfileKey } from '@/lib/query-keys.ts';

const keys = queryKeysFactory('wallet');

/** Query keys of the wallet feature (lib/query-keys.ts): every key carries the active profile. */
export const walletKeys = {
  ...keys,
  ledger: (profileId: ProfileKey, filters: WalletQuery) => keys.scoped(profileId, 'ledger', filters),
  account: (profileId: ProfileKey) => keys.scoped(profileId, 'account'),
  payouts: (profileId: ProfileKey) => keys.scoped(profileId, 'payouts'),
  feeInvoices: (profileId: ProfileKey, year: number) => keys.scoped(profileId, 'fee-invoices', year),
};
