import { queryOptions, useQuery } from '@tanstack/react-query';
import { profilesRoutes } from '@venue/shared/routes';
import { api } from '@/lib/api-client.ts';
import type { ProfileKey } from '@/lib/query-keys.ts';
import { useActiveProfileId } from '@/lib/session.ts';
import { profileKeys } from './keys.ts';

/** Whether a profile username is free (GET /v1/user/checkProfileUserNameAvailabilty/). */
export async function checkUserNameAvailability(userName: string, signal?: AbortSignal): Promise<boolean> {
  const body = await api.call(profilesRoutes.checkUserNameAvailability, {
    query: { userName },
    signal,
    fallbackMessage: 'Failed to check username availability',
  });
  return body.isUserNameAvailable === true;
}

export const userNameAvailabilityQuery = (profileId: ProfileKey, userName: string) =>
  queryOptions({
    queryKey: profileKeys.userNameAvailability(profileId, userName),
    queryFn: ({ signal }) => checkUserNameAvailability(userName, signal),
    // Someone else may take the name at any moment: never trust an old answer for long.
    staleTime: 0,
    gcTime: 30_000,
  });

export function useUserNameAvailabilityQuery(userName: string, enabled: boolean) {
  return useQuery({ ...userNameAvailabilityQuery(useActiveProfileId(), userName), enabled });
}
