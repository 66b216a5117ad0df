import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SuperAdminService, SuperAdminServiceStatusResponseSchema } from '@venue/shared';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';
import { useActiveProfileId } from '@/lib/session.ts';
import { subscriptionKeys } from './keys.ts';

export type SuperAdminServiceStatus = z.infer<typeof SuperAdminServiceStatusResponseSchema>;

export const superAdminServicePath = (profileId: string, service: SuperAdminService) =>
  `/v1/subscription/superadmin/profile/${encodeURIComponent(profileId)}/${service}`;

/** GET .../superadmin/profile/{id}/{service}/status: the subscription and its audit trail. */
export const getSuperAdminServiceStatus = (profileId: string, service: SuperAdminService) =>
  api.get<SuperAdminServiceStatus>(`${superAdminServicePath(profileId, service)}/status`, undefined, {
    fallbackMessage: 'Failed to fetch subscription status',
  });

export const superAdminServiceQuery = (activeProfileId: string | null, profileId: string, service: SuperAdminService) =>
  queryOptions({
    queryKey: subscriptionKeys.superAdminService(activeProfileId, profileId, service),
    queryFn: () => getSuperAdminServiceStatus(profileId, service),
    staleTime: 0,
  });

export function useSuperAdminServiceStatus(profileId: string, service: SuperAdminService) {
  return useQuery(superAdminServiceQuery(useActiveProfileId(), profileId, service));
}
