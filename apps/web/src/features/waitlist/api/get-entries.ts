import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryOf, ResponseOf, waitlistEndpoints } from '@venue/shared';
import { waitlistRoutes } from '@venue/shared/routes';
import { api } from '@/lib/api-client.ts';
import { useActiveProfileId } from '@/lib/session.ts';
import { waitlistKeys } from './keys.ts';

export type WaitlistStatusFilter = NonNullable<QueryOf<typeof waitlistEndpoints.listWaitlistEntries>['status']>;
export type WaitlistEntries = ResponseOf<typeof waitlistEndpoints.listWaitlistEntries>['entries'];

/** GET /v1/waitlist/entries?status= (decisions §7): the queue, by position. */
export async function getWaitlistEntries(status: WaitlistStatusFilter | undefined): Promise<WaitlistEntries> {
  const body = await api.call(waitlistRoutes.listWaitlistEntries, {
    query: { status },
    fallbackMessage: 'Failed to load the waitlist',
  });
  return body.entries;
}

export const waitlistEntriesQuery = (profileId: string | null, status: WaitlistStatusFilter | undefined) =>
  queryOptions({ queryKey: waitlistKeys.entries(profileId, status ?? 'live'), queryFn: () => getWaitlistEntries(status) });

/** The queue (no status: waiting and notified); read again every 30 s besides the live stream. */
export function useWaitlistEntries(status: WaitlistStatusFilter | undefined) {
  const profileId = useActiveProfileId();
  return useQuery({ ...waitlistEntriesQuery(profileId, status), enabled: Boolean(profileId), refetchInterval: 30_000 });
}
