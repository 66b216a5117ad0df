import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { walletRoutes } from '@venue/shared/routes';
import { useActiveProfileId } from '@/lib/session.ts';
import { walletKeys } from './keys.ts';

/** How often a screen with a payout still processing looks again (a transfer job settles it). */
export const PROCESSING_RECHECK_MS = 15_000;

/** GET /v1/vendor/payouts: newest first. */
export const getPayouts = () =>
  api.call(walletRoutes.listPayouts, { fallbackMessage: 'Failed to fetch payouts' }).then((body) => body.payouts);

export function usePayouts(options: { enabled?: boolean } = {}) {
  const profileId = useActiveProfileId();
  return useQuery({
    queryKey: walletKeys.payouts(profileId),
    queryFn: getPayouts,
    enabled: options.enabled ?? true,
    refetchInterval: (query) =>
      query.state.data?.some((payout) => payout.status === 'processing') ? PROCESSING_RECHECK_MS : false,
  });
}
