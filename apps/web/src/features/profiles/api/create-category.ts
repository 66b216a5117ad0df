import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessCategory } from '@venue/shared';
import { api } from '@/lib/api-client.ts';
import { useActiveProfileId } from '@/lib/session.ts';
import { profileKeys } from './keys.ts';

/** Adds a business category from the typed, trimmed text (POST /v1/user/createCategory). */
export function createCategory(name: string): Promise<BusinessCategory> {
  return api.post<BusinessCategory>(
    '/v1/user/createCategory',
    { name: name.trim() },
    { fallbackMessage: 'Failed to create category' },
  );
}

export function useCreateCategory() {
  const queryClient = useQueryClient();
  const profileId = useActiveProfileId();
  return useMutation({
    mutationFn: createCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.categorySearches(profileId) }),
  });
}
