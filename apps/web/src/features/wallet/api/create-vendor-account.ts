import { useMutation } from '@tanstack/react-query';
import { VENDOR_ACCOUNT_MESSAGES, type VendorAccountInput } from '@venue/shared';
import { useInvalidateProfileQueries } from '@/hooks/use-invalidate-profile-queries.ts';
import { api } from '@/lib/api-client.ts';
import { walletRoutes } from '@venue/shared/routes';
import { walletKeys } from './keys.ts';

/** POST /v1/vendor/account: the venue's first payout account; it starts `pending`. */
export const createVendorAccount = (input: VendorAccountInput) =>
  api
    .call(walletRoutes.createVendorAccount, { body: input, fallbackMessage: VENDOR_ACCOUNT_MESSAGES.createFailed })
    .then((body) => body.account);

export function useCreateVendorAccount() {
  const invalidate = useInvalidateProfileQueries();
  // The wallet's payout notice reads the account too, so the whole feature is refreshed.
  return useMutation({ mutationFn: createVendorAccount, onSuccess: () => invalidate(walletKeys.all) });
}
