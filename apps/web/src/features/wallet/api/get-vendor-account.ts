import { useQuery } from '@tanstack/react-query';
import { VENDOR_ACCOUNT_MESSAGES, WALLET_PATHS, type VendorAccount } from '@venue/shared';
import { api } from '@/lib/api-client.ts';
import { useActiveProfileId } from '@/lib/session.ts';
import { walletKeys } from './keys.ts';

/** GET /v1/vendor/account: the payout account, its number masked; null before one is added. */
export const getVendorAccount = () =>
  api
    .get<{ account: VendorAccount | null }>(WALLET_PATHS.account, undefined, {
      fallbackMessage: VENDOR_ACCOUNT_MESSAGES.fetchFailed,
    })
    .then((body) => body.account);

export function useVendorAccount(options: { enabled?: boolean } = {}) {
  const profileId = useActiveProfileId();
  return useQuery({ queryKey: walletKeys.account(profileId), queryFn: getVendorAccount, enabled: options.enabled ?? true });
}
