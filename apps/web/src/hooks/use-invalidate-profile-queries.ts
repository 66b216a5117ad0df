import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ProfileKey } from '@/lib/query-keys.ts';
import { useActiveProfileId } from '@/lib/session.ts';

/**
 * Refreshes queries of the active profile after a write: `invalidate(qrKeys.all)`, or
 * `invalidate((profileId) => menuKeys.menu(profileId, username))`.
 */
export function useInvalidateProfileQueries() {
  const queryClient = useQueryClient();
  const profileId = useActiveProfileId();
  return useCallback(
    (keyOf: (profileId: ProfileKey) => QueryKey) => queryClient.invalidateQueries({ queryKey: keyOf(profileId) }),
    [queryClient, profileId],
  );
}
