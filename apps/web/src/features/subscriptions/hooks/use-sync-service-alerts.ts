import { useEffect } from 'react';
import { useSession } from '@/lib/session.ts';
import { storeServiceAlerts } from '@/lib/subscription-status.ts';
import { useSubscriptionStatus } from '../api/get-subscription-status.ts';

/**
 * Keeps the stored `serviceAlerts` (spec §3) in step with the active profile's status when the
 * app starts or the status is refetched, so the /menu banner is current after a reload too
 * (terms turn due and overdue with time, not only on a profile switch).
 */
export function useSyncServiceAlerts() {
  const { isLoggedIn, activeProfile } = useSession();
  const status = useSubscriptionStatus(isLoggedIn ? (activeProfile?.profileId ?? null) : null);
  useEffect(() => {
    if (status.data) storeServiceAlerts(status.data.serviceAlerts);
  }, [status.data]);
}
