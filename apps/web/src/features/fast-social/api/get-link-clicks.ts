import { useQuery } from '@tanstack/react-query';
import type { LinkClicksResponseSchema } from '@venue/shared';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';
import { useActiveProfileId } from '@/lib/session.ts';
import { fastSocialKeys } from './keys.ts';

export type LinkClicks = z.infer<typeof LinkClicksResponseSchema>;

/** GET /fast-social/links/{linkId}/clicks?from=&to=: clicks per venue-local day. */
export const getLinkClicks = (linkId: string, from: string, to: string) =>
  api.get<LinkClicks>(`/fast-social/links/${encodeURIComponent(linkId)}/clicks`, { from, to });

export function useLinkClicks(linkId: string, from: string, to: string) {
  return useQuery({
    queryKey: fastSocialKeys.clicks(useActiveProfileId(), linkId, from, to),
    queryFn: () => getLinkClicks(linkId, from, to),
    staleTime: 0,
  });
}
