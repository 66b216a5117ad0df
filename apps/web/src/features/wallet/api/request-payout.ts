import { useMutation } from '@tanstack/react-query';
import { PAYOUT_MESSAGES } from '@venue/shared';
import { useInvalidateProfileQueries } from '@/hooks/use-invalidate-profile-queries.ts';
import { api } from '@/lib/api-client.ts';
import { walletRoutes } from '@venue/shared/routes';
import { walletKeys } from './keys.ts';

/** POST /v1/vendor/payouts { amount } in paise; the server refuses with PAYOUT_MESSAGES (422). */
export const requestPayout = (input: { amount: number }) =>
  api.call(walletRoutes.requestPayout, { body: input, fallbackMessage: PAYOUT_MESSAGES.failed }).then((body) => body.payout);

export function useRequestPayout() {
  const invalidate = useInvalidateProfileQueries();
  // Balance, ledger (the payout row) and the payouts list all move; a refusal may mean they are stale.
  return useMutation({ mutationFn: requestPayout, onSettled: () => invalidate(walletKeys.all) });
}
