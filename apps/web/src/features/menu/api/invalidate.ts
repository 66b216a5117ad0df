import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useActiveProfileId } from '@/lib/session.ts';
import { menuKeys } from './keys.ts';

/** After a write the menu is refreshed by invalidating it by username (spec §7). */
export function useInvalidateMenu(username: string) {
  const queryClient = useQueryClient();
  const profileId = useActiveProfileId();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: menuKeys.menu(profileId, username) }),
    [queryClient, profileId, username],
  );
}
