import { useMutation } from '@tanstack/react-query';
import type { SuperAdminService } from '@venue/shared';
import { useInvalidateProfileQueries } from '@/hooks/use-invalidate-profile-queries.ts';
import { api } from '@/lib/api-client.ts';
import { superAdminRoutes } from '@venue/shared/routes';
import { subscriptionKeys } from './keys.ts';

export type SuperAdminChange = { profileId: string; service: SuperAdminService; reason: string } & (
  { action: 'enable'; until: string } | { action: 'disable' }
);

/**
 * POST .../superadmin/profile/{id}/{service}/enable { reason, until } | disable { reason }:
 * audited with the reason; enabling lasts to the end of `until` (decisions §7).
 */
export const changeSuperAdminService = ({ profileId, service, reason, ...change }: SuperAdminChange) =>
  change.action === 'enable'
    ? api.call(superAdminRoutes.enableServiceByHand, {
        params: { profileId, service },
        body: { reason, until: change.until },
        fallbackMessage: 'Failed to enable the subscription',
      })
    : api.call(superAdminRoutes.disableServiceByHand, {
        params: { profileId, service },
        body: { reason },
        fallbackMessage: 'Failed to disable the subscription',
      });

export function useChangeSuperAdminService() {
  const invalidate = useInvalidateProfileQueries();
  return useMutation({
    mutationFn: changeSuperAdminService,
    // The search list shows every service's state too, so both refresh.
    onSuccess: () => invalidate((activeProfileId) => [...subscriptionKeys.all(activeProfileId), 'super-admin']),
  });
}
