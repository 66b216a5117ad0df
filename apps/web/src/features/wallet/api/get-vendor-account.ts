import { useQuery } from '@tanstack/react-query';
import { VENDOR_ACCOUNT_MESSAGES } from '@venue/shared';
import { api } from '@/lib/api-client.ts';
import { walletRoutes } from '@venue/shared/routes';
import { useActiveProfileId } from '@/lib/session.ts';
import { walletKeys } from './keys.ts';

const PENDING_RECHECK_MS = 15_000;

/** GET /v1/vendor/account: the payout account, its number masked; null before one is added. */
export const getVendorAccount = () =>
  api.call(walletRoutes.getVendorAccount, { fallbackMessage: VENDOR_ACCOUNT_MESSAGES.fetchFailed }).then((body) => body.account);

export function useVendorAccount(options: { enabled?: boolean } = {}) {
  const profileId = useActiveProfileId();
  return useQuery({
    queryKey: walletKeys.account(profileId),
    queryFn: getVendorAccount,
    enabled: options.enabled ?? true,
    // The provider verifies a saved account in a background job: look again until it has answered.
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? PENDING_RECHECK_MS : false),
  });
}
