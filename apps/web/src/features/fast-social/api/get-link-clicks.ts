import { useQuery } from '@tanstack/react-query';
import type { fastSocialEndpoints, ResponseOf } from '@venue/shared';
import { api } from '@/lib/api-client.ts';
import { fastSocialRoutes } from '@venue/shared/routes';
import { useActiveProfileId } from '@/lib/session.ts';
import { fastSocialKeys } from './keys.ts';

export type LinkClicks = ResponseOf<typeof fastSocialEndpoints.getLinkClicks>;

/** GET /fast-social/links/{linkId}/clicks?from=&to=: clicks per venue-local day. */
export const getLinkClicks = (linkId: string, from: string, to: string) =>
  api.call(fastSocialRoutes.getLinkClicks, { params: { linkId }, query: { from, to } });

export function useLinkClicks(linkId: string, from: string, to: string) {
  return useQuery({
    queryKey: fastSocialKeys.clicks(useActiveProfileId(), linkId, from, to),
    queryFn: () => getLinkClicks(linkId, from, to),
    staleTime: 0,
  });
}
