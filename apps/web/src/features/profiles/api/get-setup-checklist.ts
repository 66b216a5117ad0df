import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { profilesRoutes } from '@venue/shared/routes';
import { api } from '@/lib/api-client.ts';
import type { ProfileKey } from '@/lib/query-keys.ts';
import { useActiveProfileId } from '@/lib/session.ts';
import { profileKeys } from './keys.ts';

/** GET /v1/profiles/setup-checklist: how far a new venue is with its first steps (issue 15). */
export const getSetupChecklist = () => api.call(profilesRoutes.getSetupChecklist);

/**
 * Read afresh whenever /home opens (the steps happen on other screens), and again whenever
 * `menuVersion` changes: a category or dish added on /home itself advances it at once.
 */
export const setupChecklistQuery = (profileId: ProfileKey, menuVersion: unknown) =>
  queryOptions({
    queryKey: profileKeys.setupChecklist(profileId, menuVersion),
    queryFn: getSetupChecklist,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useSetupChecklist(menuVersion: unknown) {
  return useQuery(setupChecklistQuery(useActiveProfileId(), menuVersion));
}
