import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { menuRoutes } from '@venue/shared/routes';
import type { Availability } from '@venue/shared';
import { useInvalidateMenu } from './invalidate.ts';

/** POST /v2/editCategory { _id, category, availability? }: renames a category, sets its schedule. */
export function editCategory(input: { id: string; name: string; availability?: Availability }) {
  return api.call(menuRoutes.editCategory, {
    body: { _id: input.id, category: input.name, availability: input.availability },
    fallbackMessage: 'Failed to update category name',
  });
}

export function useEditCategory(username: string) {
  const invalidate = useInvalidateMenu(username);
  return useMutation({ mutationFn: editCategory, onSuccess: invalidate });
}
