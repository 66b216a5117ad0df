import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { qrRoutes } from '@venue/shared/routes';
import { qrKeys } from './keys.ts';

/** GET /v2/qr-codes: the venue's codes with their scan counts. */
export const getQrCodes = () => api.call(qrRoutes.listQrCodes);

/** Scan counts move while the screen is open, so this list is refetched on every visit. */
export const qrCodesQuery = (profileId: string) =>
  queryOptions({ queryKey: qrKeys.codes(profileId), queryFn: getQrCodes, staleTime: 0, refetchOnMount: 'always' });

export function useQrCodes(profileId: string) {
  return useQuery(qrCodesQuery(profileId));
}
