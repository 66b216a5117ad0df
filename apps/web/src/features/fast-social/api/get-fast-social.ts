import { queryOptions, useQuery } from '@tanstack/react-query';
import type { fastSocialEndpoints, ResponseOf } from '@venue/shared';
import { api } from '@/lib/api-client.ts';
import { fastSocialRoutes } from '@venue/shared/routes';
import { useActiveProfileId } from '@/lib/session.ts';
import { fastSocialKeys } from './keys.ts';

export type FastSocialAll = ResponseOf<typeof fastSocialEndpoints.getFastSocialAll>;

/** GET /fast-social/all?userName=: basic details, contact details and links (decisions §6). */
export const getFastSocial = (userName: string) => api.call(fastSocialRoutes.getFastSocialAll, { query: { userName } });

export const fastSocialQuery = (profileId: string | null, userName: string) =>
  queryOptions({
    queryKey: fastSocialKeys.account(profileId, userName),
    queryFn: () => getFastSocial(userName),
    enabled: userName !== '',
  });

export function useFastSocial(userName: string) {
  return useQuery(fastSocialQuery(useActiveProfileId(), userName));
}
