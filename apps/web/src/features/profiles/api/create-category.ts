import { useMutation } from '@tanstack/react-query';
import type { BusinessCategory } from '@venue/shared';
import { useInvalidateProfileQueries } from '@/hooks/use-invalidate-profile-queries.ts';
import { categoriesRoutes } from '@venue/shared/routes';
import { api } from '@/lib/api-client.ts';
import { profileKeys } from './keys.ts';

/** Adds a business category from the typed, trimmed text (POST /v1/user/create-category). */
export function createCategory(name: string): Promise<BusinessCategory> {
  return api.call(categoriesRoutes.createCategory, { body: { name: name.trim() }, fallbackMessage: 'Failed to create category' });
}

export function useCreateCategory() {
  const invalidate = useInvalidateProfileQueries();
  return useMutation({
    mutationFn: createCategory,
    onSuccess: () => invalidate(profileKeys.categorySearches),
  });
}
