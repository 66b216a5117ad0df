import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { categoriesEndpoints, ResponseOf } from '@venue/shared';
import { categoriesRoutes } from '@venue/shared/routes';
import { api } from '@/lib/api-client.ts';
import type { ProfileKey } from '@/lib/query-keys.ts';
import { useActiveProfileId } from '@/lib/session.ts';
import { profileKeys } from './keys.ts';

/** The categories found, and `matched`: the one whose name equals the query (case-insensitive), if any. */
export type CategorySearchResult = ResponseOf<typeof categoriesEndpoints.searchCategories>;

/** Business categories whose name contains `name` (GET /v1/user/get-all-user-category). */
export const searchCategories = (name: string, signal?: AbortSignal): Promise<CategorySearchResult> =>
  api.call(categoriesRoutes.searchCategories, { query: { name }, signal, fallbackMessage: 'Failed to search categories' });

export const categorySearchQuery = (profileId: ProfileKey, name: string) =>
  queryOptions({
    queryKey: profileKeys.categorySearch(profileId, name),
    queryFn: ({ signal }) => searchCategories(name, signal),
    // New categories appear as people create them.
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export function useCategorySearch(name: string, enabled = true) {
  return useQuery({ ...categorySearchQuery(useActiveProfileId(), name), enabled });
}
