import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { menuRoutes } from '@venue/shared/routes';
import type { Availability } from '@venue/shared';

/** POST /v2/editSubCategory { _id, subCategory, availability? }: renames a subcategory, sets its schedule. */
export function editSubcategory(input: { id: string; name: string; availability?: Availability }) {
  return api.call(menuRoutes.editSubCategory, {
    body: { _id: input.id, subCategory: input.name, availability: input.availability },
    fallbackMessage: 'Failed to update subcategory name',
  });
}

/** No invalidation here: the subcategory save runs several calls and refreshes once at the end. */
export function useEditSubcategory() {
  return useMutation({ mutationFn: editSubcategory });
}
