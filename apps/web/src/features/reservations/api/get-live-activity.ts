import { useQuery } from '@tanstack/react-query';
import type { LiveActivityEvent } from '@venue/shared';
import { api } from '@/lib/api-client.ts';
import { useActiveProfileId } from '@/lib/session.ts';
import { reservationKeys } from './keys.ts';

export const LIVE_ACTIVITY_PATH = '/v1/restaurant/live-activity';

/** GET /v1/restaurant/live-activity?since=: the recent events as JSON (the stream itself is hooks/use-live-activity.ts). */
export const getRecentActivity = (since: string) =>
  api
    .get<{ events: LiveActivityEvent[] }>(LIVE_ACTIVITY_PATH, { since }, { fallbackMessage: 'Failed to fetch live activity' })
    .then((body) => body.events);

export function useRecentActivity(since: string) {
  const profileId = useActiveProfileId();
  return useQuery({ queryKey: reservationKeys.recentActivity(profileId), queryFn: () => getRecentActivity(since), staleTime: 0 });
}
