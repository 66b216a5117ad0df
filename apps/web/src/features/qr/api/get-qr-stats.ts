import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QrStatsBody } from '@venue/shared';
import { api } from '@/lib/api-client.ts';
import { qrKeys } from './keys.ts';

/** GET /v2/qr-codes/stats?days=: scans per code per day. */
export const getQrStats = (days: number) => api.get<QrStatsBody>('/v2/qr-codes/stats', { days });

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
