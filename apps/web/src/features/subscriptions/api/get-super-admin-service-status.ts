import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf, superAdminEndpoints, SuperAdminService } from '@venue/shared';
import { api } from '@/lib/api-client.ts';
import { superAdminRoutes } from '@venue/shared/routes';
import { useActiveProfileId } from '@/lib/session.ts';
import { subscriptionKeys } from './keys.ts';

export type SuperAdminServiceStatus = ResponseOf<typeof superAdminEndpoints.getSuperAdminServiceStatus>;

/** GET .../superadmin/profile/{id}/{service}/status: the subscription and its audit trail. */
export const getSuperAdminServiceStatus = (profileId: string, service: SuperAdminService) =>
  api.call(superAdminRoutes.getSuperAdminServiceStatus, {
    params: { profileId, service },
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
