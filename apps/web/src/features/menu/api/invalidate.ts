import { useCallback } from 'react';
import { useInvalidateProfileQueries } from '@/hooks/use-invalidate-profile-queries.ts';
import { menuKeys } from './keys.ts';

/** After a write the menu is refreshed by invalidating it by username (spec §7). */
export function useInvalidateMenu(username: string) {
  const invalidate = useInvalidateProfileQueries();
  return useCallback(() => invalidate((profileId) => menuKeys.menu(profileId, username)), [invalidate, username]);
}
