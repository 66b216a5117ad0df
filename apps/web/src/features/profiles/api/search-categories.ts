import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BusinessCategory } from '@venue/shared';
import { api } from '@/lib/api-client.ts';
import type { ProfileKey } from '@/lib/query-keys.ts';
import { useActiveProfileId } from '@/lib/session.ts';
import { profileKeys } from './keys.ts';

export interface CategorySearchResult {
  categories: BusinessCategory[];
  /** The category whose name equals the query (case-insensitive), if any. */
  matched: BusinessCategory | null;
}

/** Business categories whose name contains `name` (GET /v1/user/getAllUserCategory/). */
export async function searchCategories(name: string, signal?: AbortSignal): Promise<CategorySearchResult> {
  const body = await api.get<CategorySearchResult>(
    '/v1/user/getAllUserCategory/',
    { name },
    { signal, fallbackMessage: 'Failed to search categories' },
  );
  return { categories: body?.categories ?? [], matched: body?.matched ?? null };
}

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
