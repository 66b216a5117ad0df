import { useMutation } from '@tanstack/react-query';
import { VENDOR_ACCOUNT_MESSAGES, WALLET_PATHS, type VendorAccount, type VendorAccountInput } from '@venue/shared';
import { useInvalidateProfileQueries } from '@/hooks/use-invalidate-profile-queries.ts';
import { api } from '@/lib/api-client.ts';
import { walletKeys } from './keys.ts';

/** POST /v1/vendor/account: the venue's first payout account; it starts `pending`. */
export const createVendorAccount = (input: VendorAccountInput) =>
  api
    .post<{ account: VendorAccount }>(WALLET_PATHS.account, input, { fallbackMessage: VENDOR_ACCOUNT_MESSAGES.createFailed })
    .then((body) => body.account);

export function useCreateVendorAccount() {
  const invalidate = useInvalidateProfileQueries();
  // The wallet's payout notice reads the account too, so the whole feature is refreshed.
  return useMutation({ mutationFn: createVendorAccount, onSuccess: () => invalidate(walletKeys.all) });
}
