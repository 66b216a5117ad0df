import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type WalletQuery } from '@venue/shared';
import { api } from '@/lib/api-client.ts';
import { walletRoutes } from '@venue/shared/routes';
import { useActiveProfileId } from '@/lib/session.ts';
import { walletKeys } from './keys.ts';

/** GET /v1/vendor/wallet?kind=&from=&to=: the whole balance and the filtered ledger, newest first. */
export const getWallet = (filters: WalletQuery) =>
  api.call(walletRoutes.getWallet, { query: filters, fallbackMessage: 'Failed to fetch wallet' });

export function useWallet(filters: WalletQuery, options: { enabled?: boolean; refetchInterval?: number | false } = {}) {
  const profileId = useActiveProfileId();
  return useQuery({
    queryKey: walletKeys.ledger(profileId, filters),
    queryFn: () => getWallet(filters),
    enabled: options.enabled ?? true,
    refetchInterval: options.refetchInterval ?? false,
    // A new filter keeps the last rows on screen instead of flashing the loading state.
    placeholderData: keepPreviousData,
  });
}
