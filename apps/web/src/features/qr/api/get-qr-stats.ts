import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { qrRoutes } from '@venue/shared/routes';
import { qrKeys } from './keys.ts';

/** GET /v2/qr-codes/stats?days=: scans per code per day. */
export const getQrStats = (days: number) => api.call(qrRoutes.getQrStats, { query: { days } });

export const qrStatsQuery = (profileId: string, days: number) =>
  queryOptions({
    queryKey: qrKeys.stats(profileId, days),
    queryFn: () => getQrStats(days),
    staleTime: 0,
    refetchOnMount: 'always',
  });

export function useQrStats(profileId: string, days: number) {
  return useQuery(qrStatsQuery(profileId, days));
}
