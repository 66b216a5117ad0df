import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SuperAdminProfileSchema, SuperAdminProfilesResponseSchema } from '@venue/shared';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';
import { useActiveProfileId } from '@/lib/session.ts';
import { subscriptionKeys } from './keys.ts';

export type SuperAdminProfile = z.infer<typeof SuperAdminProfileSchema>;

/** GET /v1/subscription/superadmin/profiles?q= (super-admins only): venues by name, username or phone. */
export const searchSuperAdminProfiles = (q: string) =>
  api
    .get<z.infer<typeof SuperAdminProfilesResponseSchema>>(
      '/v1/subscription/superadmin/profiles',
      { q },
      {
        fallbackMessage: 'Failed to search profiles',
      },
    )
    .then((body) => body.profiles);

export const superAdminProfilesQuery = (profileId: string | null, q: string) =>
  queryOptions({
    queryKey: subscriptionKeys.superAdminProfiles(profileId, q),
    queryFn: () => searchSuperAdminProfiles(q),
    staleTime: 0,
  });

export function useSuperAdminProfiles(q: string) {
  // The previous answer stays while the next search runs, so the list does not flash empty.
  return useQuery({ ...superAdminProfilesQuery(useActiveProfileId(), q), placeholderData: keepPreviousData });
}
