import { useMutation } from '@tanstack/react-query';
import { VENDOR_ACCOUNT_MESSAGES, type VendorAccountUpdate } from '@venue/shared';
import { useInvalidateProfileQueries } from '@/hooks/use-invalidate-profile-queries.ts';
import { api } from '@/lib/api-client.ts';
import { walletRoutes } from '@venue/shared/routes';
import { walletKeys } from './keys.ts';

/** PATCH /v1/vendor/account: only the fields that changed. */
export const updateVendorAccount = (changes: VendorAccountUpdate) =>
  api
    .call(walletRoutes.updateVendorAccount, { body: changes, fallbackMessage: VENDOR_ACCOUNT_MESSAGES.updateFailed })
    .then((body) => body.account);

export function useUpdateVendorAccount() {
  const invalidate = useInvalidateProfileQueries();
  return useMutation({ mutationFn: updateVendorAccount, onSuccess: () => invalidate(walletKeys.all) });
}
