import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { reservationsRoutes } from '@venue/shared/routes';
import { useActiveProfileId } from '@/lib/session.ts';
import { reservationKeys } from './keys.ts';

/** GET /v1/restaurant/live-activity?since=: the recent events as JSON (the stream itself is hooks/use-live-activity.ts). */
export const getRecentActivity = (since: string) =>
  api
    .call(reservationsRoutes.getLiveActivity, { query: { since }, fallbackMessage: 'Failed to fetch live activity' })
    .then((body) => body.events);

export function useRecentActivity(since: string) {
  const profileId = useActiveProfileId();
  return useQuery({ queryKey: reservationKeys.recentActivity(profileId), queryFn: () => getRecentActivity(since), staleTime: 0 });
}
