import { useMutation } from '@tanstack/react-query';
import type { SuperAdminService } from '@venue/shared';
import { useInvalidateProfileQueries } from '@/hooks/use-invalidate-profile-queries.ts';
import { api } from '@/lib/api-client.ts';
import { superAdminServicePath, type SuperAdminServiceStatus } from './get-super-admin-service-status.ts';
import { subscriptionKeys } from './keys.ts';

export interface SuperAdminChange {
  profileId: string;
  service: SuperAdminService;
  action: 'enable' | 'disable';
  reason: string;
}

/** POST .../superadmin/profile/{id}/{service}/enable|disable { reason }: audited with the reason. */
export const changeSuperAdminService = ({ profileId, service, action, reason }: SuperAdminChange) =>
  api.post<SuperAdminServiceStatus>(
    `${superAdminServicePath(profileId, service)}/${action}`,
    { reason },
    {
      fallbackMessage: `Failed to ${action} the subscription`,
    },
  );

export function useChangeSuperAdminService() {
  const invalidate = useInvalidateProfileQueries();
  return useMutation({
    mutationFn: changeSuperAdminService,
    // The search list shows every service's state too, so both refresh.
    onSuccess: () => invalidate((activeProfileId) => [...subscriptionKeys.all(activeProfileId), 'super-admin']),
  });
}
