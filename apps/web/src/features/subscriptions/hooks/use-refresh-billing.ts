import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { sessionStore } from '@/lib/session.ts';
import { storeServiceAlerts } from '@/lib/subscription-status.ts';
import { subscriptionStatusQuery } from '../api/get-subscription-status.ts';
import { subscriptionKeys } from '../api/keys.ts';

/**
 * After a payment: every billing answer of the active profile is stale (status, invoices),
 * and the stored alerts the /menu banner reads must follow the new status at once. Failures
 * are left to the screens that read these; the payment itself already succeeded.
 */
export function useRefreshBilling() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const { isLoggedIn, activeProfile } = sessionStore.get();
    if (!isLoggedIn || !activeProfile) return;
    await queryClient.invalidateQueries({ queryKey: subscriptionKeys.all(activeProfile.profileId) });
    const status = await queryClient.fetchQuery(subscriptionStatusQuery(activeProfile.profileId)).catch(() => null);
    if (status) storeServiceAlerts(status.serviceAlerts);
  }, [queryClient]);
}
