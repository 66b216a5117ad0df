import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FastSocialAllResponseSchema } from '@venue/shared';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';
import { useActiveProfileId } from '@/lib/session.ts';
import { fastSocialKeys } from './keys.ts';

export type FastSocialAll = z.infer<typeof FastSocialAllResponseSchema>;

/** GET /fast-social/all?userName=: basic details, contact details and links (decisions §6). */
export const getFastSocial = (userName: string) => api.get<FastSocialAll>('/fast-social/all', { userName });

export const fastSocialQuery = (profileId: string | null, userName: string) =>
  queryOptions({
    queryKey: fastSocialKeys.account(profileId, userName),
    queryFn: () => getFastSocial(userName),
    enabled: userName !== '',
  });

export function useFastSocial(userName: string) {
  return useQuery(fastSocialQuery(useActiveProfileId(), userName));
}
